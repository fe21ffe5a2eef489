import Foundation

/// One error from `swift build`, as the watch panel shows it: where, what, and the line
/// of source with a caret under the column.
struct BuildDiagnostic: Codable, Equatable, Sendable {
  /// The file, relative to the package when it is inside it.
  var file: String?
  var line: Int?
  var column: Int?
  var message: String
  /// The line of source the error points at, read from the file.
  var source: String?

  /// Where, as `file:line:column` (or nothing for an error without a place, such as a
  /// failed link).
  var location: String? {
    guard let file else { return nil }
    return [file, line.map(String.init), column.map(String.init)].compactMap { $0 }
      .joined(separator: ":")
  }

  /// The errors in the output of `swift build` (errors only, in order, each once; at most
  /// `limit`). A line `path:line:column: error: message` is an error with a place; a line
  /// `error: message` one without. Paths inside `packageDirectory` are made relative and
  /// their source line is read.
  static func errors(
    inBuildOutput output: String, packageDirectory: URL, limit: Int = 20
  ) -> [BuildDiagnostic] {
    var found: [BuildDiagnostic] = []
    var seen: Set<String> = []
    let root = packageDirectory.standardizedFileURL.path + "/"
    for rawLine in output.split(whereSeparator: \.isNewline) {
      guard found.count < limit else { break }
      let line = String(rawLine)
      guard var diagnostic = parse(line) else { continue }
      guard seen.insert(line).inserted else { continue }
      if let file = diagnostic.file, let number = diagnostic.line {
        diagnostic.source = sourceLine(number, of: file)
        if file.hasPrefix(root) { diagnostic.file = String(file.dropFirst(root.count)) }
      }
      found.append(diagnostic)
    }
    return found
  }

  /// The diagnostic a line of compiler output states, or nil when it states no error.
  static func parse(_ line: String) -> BuildDiagnostic? {
    if line.hasPrefix("error: ") {
      // The driver's summary of a compiler error already listed.
      if line.hasSuffix("(use -v to see invocation)") { return nil }
      return BuildDiagnostic(message: String(line.dropFirst("error: ".count)))
    }
    guard let marker = line.range(of: ": error: ") else { return nil }
    let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    let message = String(line[marker.upperBound...])
    guard place.count >= 2 else { return BuildDiagnostic(message: message) }
    // `file:line:column` or `file:line`; a path may itself hold colons.
    var parts = Array(place)
    var numbers: [Int] = []
    while numbers.count < 2, let last = parts.last, let number = Int(last) {
      numbers.insert(number, at: 0)
      parts.removeLast()
    }
    guard !numbers.isEmpty, !parts.isEmpty else { return BuildDiagnostic(message: message) }
    return BuildDiagnostic(
      file: parts.joined(separator: ":"), line: numbers.first,
      column: numbers.count > 1 ? numbers[1] : nil, message: message)
  }

  private static func sourceLine(_ number: Int, of path: String) -> String? {
    guard number > 0,
      let data = FileManager.default.contents(atPath: path), data.count <= 4 << 20,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    var index = 1
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if index == number { return String(line) }
      index += 1
    }
    return nil
  }
}
