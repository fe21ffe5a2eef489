import Foundation
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
/// `JSONDecoder`, as the device decodes a push: a type mismatch, a missing key or a
/// `null` is an error naming the file, the state's index and the key path.
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

  /// Reads a states file.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StatesFileError(file: url.path, message: "cannot read the file")
    }
    try self.init(data: data, source: url.lastPathComponent)
  }

  /// Reads states from JSON; `source` names the file in errors.
  public init(data: Data, source: String) throws {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw StatesFileError(file: source, message: "not valid JSON")
    }
    var rawStates: [Any]
    if let array = object as? [Any] {
      rawStates = array.map { ["state": $0] as [String: Any] }
    } else if let root = object as? [String: Any] {
      if let start = root["start"] {
        guard let text = start as? String, let date = ISO8601Date.parse(text) else {
          throw StatesFileError(
            file: source,
            message: "start: expected an ISO 8601 date such as \"2026-11-29T10:00:00Z\"")
        }
        self.start = date
      }
      if let interval = root["interval"] {
        guard let seconds = (interval as? NSNumber)?.doubleValue, seconds.isFinite, seconds >= 0
        else {
          throw StatesFileError(
            file: source, message: "interval: expected a number of seconds, 0 or more")
        }
        self.interval = seconds
      }
      if let attributes = root["attributes"] {
        guard attributes is [String: Any] else {
          throw StatesFileError(file: source, message: "attributes: expected an object")
        }
        attributesJSON = try? JSONSerialization.data(withJSONObject: attributes)
      }
      guard let states = root["states"] as? [Any] else {
        throw StatesFileError(file: source, message: "states: expected an array of states")
      }
      rawStates = states
    } else {
      throw StatesFileError(
        file: source, message: "expected an array of states or an object with \"states\"")
    }
    if rawStates.isEmpty {
      throw StatesFileError(file: source, message: "states: expected at least one state")
    }
    entries = []
    for (index, raw) in rawStates.enumerated() {
      entries.append(try Self.entry(raw, index: index, source: source))
    }
  }

  private static func entry(_ raw: Any, index: Int, source: String) throws -> StateEntry<State> {
    let place = "states[\(index)]"
    guard let object = raw as? [String: Any] else {
      throw StatesFileError(file: source, message: "\(place): expected an object")
    }
    guard let stateObject = object["state"] else {
      throw StatesFileError(file: source, message: "\(place).state: missing (the content state)")
    }
    let state: State
    do {
      let data = try JSONSerialization.data(
        withJSONObject: stateObject, options: [.fragmentsAllowed])
      state = try JSONDecoder().decode(State.self, from: data)
    } catch let error as DecodingError {
      throw StatesFileError(
        file: source,
        message: DecodingErrorDescription.describe(error, at: "\(place).state", type: State.self))
    } catch {
      throw StatesFileError(file: source, message: "\(place).state: not valid JSON")
    }
    func number(_ key: String) throws -> Double? {
      guard let value = object[key] else { return nil }
      guard let number = value as? NSNumber, String(describing: type(of: value)) != "__NSCFBoolean",
        number.doubleValue.isFinite
      else {
        throw StatesFileError(file: source, message: "\(place).\(key): expected a number")
      }
      return number.doubleValue
    }
    var entry = StateEntry(state: state)
    if let name = object["name"] {
      guard let text = name as? String else {
        throw StatesFileError(file: source, message: "\(place).name: expected a string")
      }
      entry.name = text
    }
    entry.staleAfter = try number("staleAfter")
    entry.relevanceScore = try number("relevance") ?? 0
    entry.offset = try number("at")
    if let defaults = object["defaults"] {
      entry.defaults = try Self.defaults(defaults, at: "\(place).defaults", source: source)
    }
    if let alert = object["alert"] {
      guard let fields = alert as? [String: Any], let title = fields["title"] as? String,
        let body = fields["body"] as? String
      else {
        throw StatesFileError(
          file: source, message: "\(place).alert: expected {\"title\": string, \"body\": string}")
      }
      entry.alert = AlertConfiguration(
        title: LocalizedStringResource(stringLiteral: title),
        body: LocalizedStringResource(stringLiteral: body),
        sound: .default)
    }
    return entry
  }
}

extension StatesFile {
  /// A state's `"defaults"`: an object of suites, each an object of values.
  fileprivate static func defaults(_ raw: Any, at place: String, source: String) throws -> [String:
    [String: AppGroupValue]]
  {
    guard raw is [String: Any] else {
      throw StatesFileError(
        file: source, message: "\(place): expected an object of App Group suites")
    }
    do {
      let data = try JSONSerialization.data(withJSONObject: raw)
      return try JSONDecoder().decode([String: [String: AppGroupValue]].self, from: data)
    } catch let error as DecodingError {
      throw StatesFileError(
        file: source,
        message: DecodingErrorDescription.describe(
          error, at: place, type: [String: [String: AppGroupValue]].self))
    }
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
  private static func found(_ context: DecodingError.Context) -> String {
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

  private static func describe(_ type: Any.Type) -> String {
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
