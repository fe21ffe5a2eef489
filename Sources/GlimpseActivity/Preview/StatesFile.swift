import Foundation
import GlimpseFiles
import GlimpseUI

/// A content state read from a states file, with what the file says around it.
public struct StateEntry<State: Decodable & Encodable & Hashable> {
  /// A name for people ("preparing"), or nil.
  public var name: String?
  /// The content state.
  public var state: State
  /// Seconds after this update when the content goes stale, or nil (never).
  public var staleAfter: TimeInterval?
  /// The relevance score (default 0).
  public var relevanceScore: Double
  /// The alert shown with this update, if any.
  public var alert: AlertConfiguration?
  /// Seconds after the timeline's start at which this update arrives, or nil (the file's
  /// interval apart).
  public var offset: TimeInterval?
  /// The App Group `UserDefaults` the app has written by this update, by suite
  /// (`["group.x": ["key": value]]`): in place while this state is rendered, replacing the
  /// previous state's (see ``AppGroupDefaults``).
  public var defaults: [String: [String: AppGroupValue]]

  /// An entry of a state.
  public init(
    state: State, name: String? = nil, staleAfter: TimeInterval? = nil, relevanceScore: Double = 0,
    alert: AlertConfiguration? = nil, offset: TimeInterval? = nil,
    defaults: [String: [String: AppGroupValue]] = [:]
  ) {
    self.state = state
    self.name = name
    self.staleAfter = staleAfter
    self.relevanceScore = relevanceScore
    self.alert = alert
    self.offset = offset
    self.defaults = defaults
  }
}

/// A states file: content states for one activity, JSON.
///
/// Either an array of content states, or an object:
/// ```json
/// { "start": "2026-11-29T10:00:00Z", "interval": 300,
///   "states": [ { "name": "preparing", "staleAfter": 900, "relevance": 75,
///                 "alert": { "title": "...", "body": "..." }, "at": 0,
///                 "defaults": { "group.com.example": { "name": "Pepperoni", "eta": 1796000000 } },
///                 "state": { ...the ContentState, as the default JSONDecoder reads it... } } ] }
/// ```
/// `defaults` are the App Group `UserDefaults` the app has written by that update, read by
/// widgets through `UserDefaults(suiteName:)`: strings, numbers (dates as numbers), true or
/// false, arrays and objects of them.
/// Each `state` decodes through the activity's own `ContentState` with the default
/// `JSONDecoder`, as the device decodes a push: a type mismatch, a missing key, a `null`
/// or a number that does not fit its property is an error naming the file, the state's
/// index and the key path.
///
/// Limits (``TimelineLimits``): a file of at most 8 MB, a state of at most 64 KB of JSON,
/// offsets, stale delays and the interval's span within a year, dates from 1970 to 9999.
public struct StatesFile<State: Decodable & Encodable & Hashable> {
  /// The instant the first state applies, if the file says.
  public var start: Date?
  /// Seconds between states, if the file says.
  public var interval: TimeInterval?
  /// The states, in order.
  public var entries: [StateEntry<State>]
  /// The activity's attributes as JSON, when the file gives them (they replace the
  /// preview's own).
  public var attributesJSON: Data?

  /// Reads a states file (`/dev/stdin` reads standard input, as `-` on the command line
  /// does).
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try InputFile.read(
        url.path, limit: TimelineLimits.largestStatesFile, kind: "a states file")
    } catch {
      throw StatesFileError(file: Self.name(of: url, full: true), message: error.reason)
    }
    try self.init(data: data, source: Self.name(of: url, full: false))
  }

  /// Reads states from JSON; `source` names the file in errors.
  public init(data: Data, source: String) throws {
    let reader = StatesFileReader<State>(bytes: Array(data), source: source)
    let (root, isBare) = try reader.root()
    let states: [JSONScanner.Value]
    if isBare {
      states = try reader.elements(of: root, at: "states")
    } else {
      var statesValue: JSONScanner.Value?
      for (key, value) in try reader.members(of: root, at: "") {
        switch key {
        case "start": start = try reader.date(value, at: "start")
        case "interval": interval = try reader.seconds(value, at: "interval")
        case "attributes":
          try reader.expect(value, is: .object, at: "attributes", "an object")
          attributesJSON = Data(reader.scanner.bytes[value.range])
        case "states":
          try reader.expect(value, is: .array, at: "states", "an array of states")
          statesValue = value
        default: break
        }
      }
      guard let statesValue else {
        throw reader.failure("states: missing (an array of content states)")
      }
      states = try reader.elements(of: statesValue, at: "states")
    }
    guard !states.isEmpty else { throw reader.failure("states: expected at least one state") }
    if let interval, Double(states.count - 1) * interval > TimelineLimits.longestSpan {
      let span = Double(states.count - 1) * interval
      throw reader.failure(
        "interval: \(Self.text(interval)) s between \(states.count) states spans \(Self.text(span)) s; "
          + "a states file spans at most \(Int(TimelineLimits.longestSpan)) s (a year)")
    }
    entries = []
    entries.reserveCapacity(states.count)
    for (index, value) in states.enumerated() {
      entries.append(try reader.entry(value, at: "states[\(index)]", isBare: isBare))
    }
  }

  /// Seconds as a message writes them: whole ones without a fraction.
  private static func text(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : "\(seconds)"
  }

  /// The file's name in errors: its path when it cannot be read, its last component for
  /// what is in it; standard input either way for `/dev/stdin`.
  private static func name(of url: URL, full: Bool) -> String {
    if url.path == "/dev/stdin" { return "standard input" }
    return full ? url.path : url.lastPathComponent
  }
}

/// Reads the parts of a states file, each error one line naming the file and key path.
private struct StatesFileReader<State: Decodable & Encodable & Hashable> {
  let scanner: JSONScanner
  let source: String
  let decoder = JSONDecoder()

  init(bytes: [UInt8], source: String) {
    scanner = JSONScanner(bytes)
    self.source = source
  }

  func failure(_ message: String) -> StatesFileError {
    StatesFileError(file: source, message: message)
  }

  /// The top-level value and whether it is a bare array of states.
  func root() throws -> (JSONScanner.Value, isBare: Bool) {
    guard scanner.bytes.count <= TimelineLimits.largestStatesFile else {
      throw failure(
        "is \(InputFile.size(scanner.bytes.count)); a states file may be at most "
          + InputFile.size(TimelineLimits.largestStatesFile))
    }
    guard !scanner.bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw failure("is empty; expected JSON: an array of states or an object with \"states\"")
    }
    let root: JSONScanner.Value
    do {
      root = try scanner.document()
    } catch {
      throw syntaxFailure(error)
    }
    switch root.kind {
    case .array: return (root, true)
    case .object: return (root, false)
    default:
      throw failure(
        "expected an array of states or an object with \"states\", found \(found(root))")
    }
  }

  func elements(of value: JSONScanner.Value, at path: String) throws -> [JSONScanner.Value] {
    do {
      return try scanner.elements(of: value)
    } catch {
      throw syntaxFailure(error)
    }
  }

  func members(of value: JSONScanner.Value, at path: String) throws
    -> [(key: String, value: JSONScanner.Value)]
  {
    do {
      return try scanner.members(of: value)
    } catch {
      throw syntaxFailure(error)
    }
  }

  private func syntaxFailure(_ error: JSONScanner.SyntaxError) -> StatesFileError {
    let (line, column) = scanner.position(of: error.offset)
    return failure("not valid JSON: expected \(error.expected) at line \(line), column \(column)")
  }

  /// One state, with what the file says around it.
  func entry(_ value: JSONScanner.Value, at place: String, isBare: Bool) throws
    -> StateEntry<State>
  {
    guard value.range.count <= TimelineLimits.largestState else {
      throw failure(
        "\(place): is \(InputFile.size(value.range.count)) of JSON; a state may be at most "
          + InputFile.size(TimelineLimits.largestState))
    }
    if isBare { return StateEntry(state: try state(value, at: "\(place).state")) }
    try expect(value, is: .object, at: place, "an object with the content state in \"state\"")
    var stateValue: JSONScanner.Value?
    var name: String?
    var staleAfter: TimeInterval?
    var relevance = 0.0
    var offset: TimeInterval?
    var alert: AlertConfiguration?
    var defaults: [String: [String: AppGroupValue]] = [:]
    for (key, member) in try members(of: value, at: place) {
      switch key {
      case "name":
        guard member.kind != .null else { continue }
        name = try string(member, at: "\(place).name")
      case "state": stateValue = member
      case "staleAfter": staleAfter = try seconds(member, at: "\(place).staleAfter")
      case "relevance": relevance = try number(member, at: "\(place).relevance")
      case "at": offset = try seconds(member, at: "\(place).at")
      case "alert": alert = try self.alert(member, at: "\(place).alert")
      case "defaults": defaults = try self.defaults(member, at: "\(place).defaults")
      default: break
      }
    }
    guard let stateValue else { throw failure("\(place).state: missing (the content state)") }
    return StateEntry(
      state: try state(stateValue, at: "\(place).state"), name: name, staleAfter: staleAfter,
      relevanceScore: relevance, alert: alert, offset: offset, defaults: defaults)
  }

  /// A state's `"defaults"`: an object of App Group suites, each an object of values.
  func defaults(_ value: JSONScanner.Value, at path: String) throws
    -> [String: [String: AppGroupValue]]
  {
    try expect(value, is: .object, at: path, "an object of App Group suites")
    for (suite, _) in try members(of: value, at: path) {
      if let problem = AppGroupDefaults.problem(withSuiteName: suite) {
        throw failure("\(path)[\"\(suite)\"]: \(problem)")
      }
    }
    do {
      return try decoder.decode(
        [String: [String: AppGroupValue]].self, from: Data(scanner.bytes[value.range]))
    } catch let error as DecodingError {
      throw failure(
        DecodingErrorDescription.describe(
          error, at: path, type: [String: [String: AppGroupValue]].self))
    }
  }

  /// The content state, decoded by the activity's own type.
  func state(_ value: JSONScanner.Value, at path: String) throws -> State {
    do throws(ScannedValueDecoder.Failure) {
      return try ScannedValueDecoder(scanner: scanner).decode(State.self, from: value, at: path)
    } catch {
      switch error {
      case .numberDoesNotFit(let number, let text):
        throw failure(
          "\(number): the number \(text) does not fit its type "
            + "(an Int takes whole numbers up to \(Int.max), a Double up to 1.8e308)")
      case .decoding(let error):
        throw failure(DecodingErrorDescription.describe(error, at: path, type: State.self))
      }
    }
  }

  func expect(
    _ value: JSONScanner.Value, is kind: JSONScanner.Kind, at path: String, _ expected: String
  ) throws {
    guard value.kind == kind else {
      throw failure("\(path.isEmpty ? "" : path + ": ")expected \(expected), found \(found(value))")
    }
  }

  func string(_ value: JSONScanner.Value, at path: String) throws -> String {
    guard value.kind == .string, let text = scanner.string(value) else {
      throw failure("\(path): expected a string, found \(found(value))")
    }
    return text
  }

  func number(_ value: JSONScanner.Value, at path: String) throws -> Double {
    let text = scanner.text(of: value)
    guard value.kind == .number, let number = Double(text), number.isFinite else {
      throw failure("\(path): expected a number, found \(found(value))")
    }
    return number
  }

  /// Seconds from 0 to ``TimelineLimits/longestSpan``.
  func seconds(_ value: JSONScanner.Value, at path: String) throws -> TimeInterval {
    let longest = Int(TimelineLimits.longestSpan)
    guard value.kind == .number, let seconds = Double(scanner.text(of: value)),
      seconds.isFinite, (0...TimelineLimits.longestSpan).contains(seconds)
    else {
      throw failure(
        "\(path): expected seconds from 0 to \(longest) (a year), found \(found(value))")
    }
    return seconds
  }

  func date(_ value: JSONScanner.Value, at path: String) throws -> Date {
    let example = "such as \"2026-11-29T10:00:00Z\""
    guard value.kind == .string, let text = scanner.string(value) else {
      throw failure("\(path): expected an ISO 8601 date \(example), found \(found(value))")
    }
    do {
      return try ISO8601Date.date(from: text)
    } catch {
      throw failure("\(path): \(error), found \(found(value))")
    }
  }

  func alert(_ value: JSONScanner.Value, at path: String) throws -> AlertConfiguration {
    let expected = "expected {\"title\": string, \"body\": string}"
    guard value.kind == .object else {
      throw failure("\(path): \(expected), found \(found(value))")
    }
    var title: String?
    var body: String?
    for (key, member) in try members(of: value, at: path) {
      if key == "title" { title = try string(member, at: "\(path).title") }
      if key == "body" { body = try string(member, at: "\(path).body") }
    }
    guard let title, let body else { throw failure("\(path): \(expected)") }
    return AlertConfiguration(
      title: LocalizedStringResource(stringLiteral: title),
      body: LocalizedStringResource(stringLiteral: body), sound: .default)
  }

  /// A JSON value as a message quotes it: a number or literal as written, a string in
  /// quotes (cut), or what kind of container it is.
  func found(_ value: JSONScanner.Value) -> String {
    scanner.quote(value)
  }
}

/// A states file that does not decode: one line naming the file, where, and what was
/// expected.
public struct StatesFileError: Error, CustomStringConvertible, Equatable {
  /// The file.
  public let file: String
  /// Where and what.
  public let message: String

  public var description: String { "\(file): \(message)" }
}

/// Turns a `DecodingError` into "key.path: what was expected".
public enum DecodingErrorDescription {
  /// One line for `error`, its key path prefixed by `prefix`.
  public static func describe<T>(_ error: DecodingError, at prefix: String, type: T.Type) -> String
  {
    func path(_ codingPath: [any CodingKey], adding key: (any CodingKey)? = nil) -> String {
      var parts = prefix.isEmpty ? [] : [prefix]
      for component in codingPath + (key.map { [$0] } ?? []) {
        if let index = component.intValue {
          if parts.isEmpty {
            parts.append("[\(index)]")
          } else {
            parts[parts.count - 1] += "[\(index)]"
          }
        } else {
          parts.append(component.stringValue)
        }
      }
      return parts.isEmpty ? "(top level)" : parts.joined(separator: ".")
    }
    switch error {
    case .typeMismatch(let expected, let context):
      return
        "\(path(context.codingPath)): expected \(describe(expected)), found \(found(context))"
    case .valueNotFound(let expected, let context):
      return "\(path(context.codingPath)): expected \(describe(expected)), found null"
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath, adding: key)): missing (\(T.self) needs it)"
    case .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(prefix): does not decode as \(T.self)"
    }
  }

  /// What a type mismatch found instead, from the decoder's description ("... but found
  /// number instead."), in the words of ``describe(_:)``.
  static func found(_ context: DecodingError.Context) -> String {
    let text = context.debugDescription
    guard let start = text.range(of: "found "), let end = text.range(of: " instead") else {
      return "a value of another type"
    }
    switch text[start.upperBound..<end.lowerBound] {
    case "number", "a number": return "a number"
    case "bool", "a bool", "a boolean": return "true or false"
    case "string", "a string": return "a string"
    case "an array", "array": return "an array"
    case "a dictionary", "dictionary", "an object": return "an object"
    case let other: return String(other)
    }
  }

  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Double.Type, is Float.Type: return "a number"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return "an integer"
    case is Bool.Type: return "true or false"
    case is Date.Type: return "a date (seconds since 2001-01-01)"
    default:
      let name = String(describing: type)
      if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") {
        return "an object"
      }
      if name.hasPrefix("Array") || name.hasPrefix("UnkeyedDecodingContainer") { return "an array" }
      return name
    }
  }
}
