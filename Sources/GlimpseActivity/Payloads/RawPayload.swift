/// One payload as read from its file, before any check: its JSON (an `{"aps": ...}` object
/// or an envelope with headers), or why there is none (the file is not JSON, not UTF-8).
struct RawPayload {
  /// Where it came from.
  var origin: PayloadOrigin
  /// The scanner over the bytes it lies in (its file's, or its line's).
  var scanner: JSONScanner
  /// Its value in ``scanner``, or nil when it could not be read.
  var value: JSONScanner.Value?
  /// Why it could not be read.
  var problem: PayloadFinding?
  /// A name for the timeline: the file's, for a directory's file.
  var name: String?

  /// A payload whose JSON was found.
  init(origin: PayloadOrigin, scanner: JSONScanner, value: JSONScanner.Value, name: String? = nil) {
    self.origin = origin
    self.scanner = scanner
    self.value = value
    self.name = name
  }

  /// A payload that could not be read, and why.
  init(origin: PayloadOrigin, scanner: JSONScanner, problem: PayloadFinding, name: String? = nil) {
    self.origin = origin
    self.scanner = scanner
    self.problem = problem
    self.name = name
  }

  /// Line and column (from 1) of a byte offset, in the payload's file.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let (line, column) = scanner.position(of: offset)
    return ((origin.line ?? 1) + line - 1, column)
  }

  /// `line 3, column 7`.
  func place(of offset: Int) -> String {
    let (line, column) = position(of: offset)
    return "line \(line), column \(column)"
  }

  /// `aps.timestamp` as a number, if it can be read at a glance: what a directory's files
  /// are ordered by.
  var timestamp: Double? {
    guard let value, value.kind == .object,
      let members = try? scanner.members(of: value)
    else { return nil }
    var aps = members.first { $0.key == "aps" }?.value
    if aps == nil, let payload = members.first(where: { $0.key == "payload" })?.value,
      payload.kind == .object
    {
      aps = (try? scanner.members(of: payload))?.first { $0.key == "aps" }?.value
    }
    guard let aps, aps.kind == .object,
      let timestamp = (try? scanner.members(of: aps))?.first(where: { $0.key == "timestamp" })?
        .value, timestamp.kind == .number
    else { return nil }
    return Double(scanner.text(of: timestamp))
  }
}
