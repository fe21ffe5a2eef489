import Foundation
import Testing

/// Golden files: expected output kept as text beside the tests that check it.
///
/// `Golden.assertMatches(snapshot.text, named: "text-plain-w20")` compares the text with
/// `Goldens/text-plain-w20.txt` in the directory of the calling test file. A missing file
/// or a difference is a test failure that says what to do.
///
/// To write (or rewrite) the files, run the tests with `GLIMPSE_RECORD_GOLDENS=1`:
///
/// ```
/// GLIMPSE_RECORD_GOLDENS=1 swift test --filter GoldenTests
/// ```
///
/// Every recording is reported as an issue, so a recording run never passes silently;
/// look at each file before committing it. A file holds the text followed by one newline:
/// plain text, then, where colours and attributes matter, the style runs `StyleRuns` writes
/// beside it. No golden holds an escape byte.
///
/// A mismatch prints the whole comparison, the expected text beside the actual one, lines
/// aligned (`SideBySide`).
public enum Golden {
  /// The environment variable that turns recording on (when set to `1`).
  public static let recordVariable = "GLIMPSE_RECORD_GOLDENS"

  /// Whether this run records goldens instead of comparing with them.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// What comparing a text with its golden file found.
  public enum Outcome: Equatable, Sendable {
    /// The file holds exactly the text.
    case matched
    /// The file was written; `changed` is false when it already held the text.
    case recorded(path: String, changed: Bool)
    /// There is no file (and this is not a recording run).
    case missing(path: String, actual: String)
    /// The file holds something else.
    case mismatch(path: String, Difference)
    /// The name cannot be a file name.
    case invalidName(String)
    /// The file could not be read or written.
    case failed(path: String, reason: String)
  }

  /// How two texts differ, line by line: the whole comparison, aligned.
  public struct Difference: Equatable, Sendable {
    /// A line of one side and its number, counted from 1.
    public struct Line: Equatable, Sendable {
      /// The line's number in its text, from 1.
      public var number: Int
      /// The line, without its newline.
      public var text: String

      /// Line `number`, holding `text`.
      public init(_ number: Int, _ text: String) {
        self.number = number
        self.text = text
      }
    }

    /// One row of the comparison: a line of each side, or of one side only.
    public struct Row: Equatable, Sendable {
      /// The expected line, or nil when only the actual text has this row.
      public var expected: Line?
      /// The actual line, or nil when only the expected text has this row.
      public var actual: Line?

      /// A row of `expected` beside `actual`.
      public init(expected: Line?, actual: Line?) {
        self.expected = expected
        self.actual = actual
      }

      /// Whether both sides hold the same line.
      public var isSame: Bool {
        guard let expected, let actual else { return false }
        return expected.text == actual.text
      }
    }

    /// Every line of both texts, aligned: equal lines side by side, changed lines beside
    /// what replaced them, added and removed lines opposite a gap.
    public var rows: [Row]
    /// Lines in the expected text.
    public var expectedLineCount: Int
    /// Lines in the actual text.
    public var actualLineCount: Int

    /// The first row that differs, counted from 1.
    public var firstDifferingRow: Int { (rows.firstIndex { !$0.isSame } ?? rows.count) + 1 }

    /// How many rows differ.
    public var differingRowCount: Int { rows.count { !$0.isSame } }
  }

  /// Checks `text` against `Goldens/<name>.txt` next to the calling test file, recording
  /// an issue when it is missing or differs, or when this run records goldens.
  public static func assertMatches(
    _ text: String, named name: String, filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let outcome = check(
      text, named: name, in: directory(forTestFile: filePath), record: isRecording)
    if let message = message(for: outcome, name: name) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// The `Goldens` directory beside a test file.
  public static func directory(forTestFile filePath: StaticString) -> URL {
    URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
      .appendingPathComponent("Goldens", isDirectory: true)
  }

  /// Whether `name` can name a golden: letters, digits, `.`, `_` and `-`, not starting
  /// with a dot.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first != "." else { return false }
    return name.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
    }
  }

  /// Compares `text` with `<directory>/<name>.txt`, or writes the file when `record` is set.
  public static func check(_ text: String, named name: String, in directory: URL, record: Bool)
    -> Outcome
  {
    guard isValidName(name) else { return .invalidName(name) }
    let file = directory.appendingPathComponent(name + ".txt")
    let path = file.path
    if text.unicodeScalars.contains("\u{1B}") {
      return .failed(
        path: path,
        reason: "the text holds an escape byte; a golden holds text and style runs "
          + "(StyleRuns.golden(of:)), never escapes")
    }
    let stored = try? String(contentsOf: file, encoding: .utf8)
    if record {
      let contents = text + "\n"
      if stored == contents { return .recorded(path: path, changed: false) }
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try contents.write(to: file, atomically: true, encoding: .utf8)
      } catch {
        return .failed(path: path, reason: "\(error)")
      }
      return .recorded(path: path, changed: true)
    }
    guard var expected = stored else {
      if FileManager.default.fileExists(atPath: path) {
        return .failed(path: path, reason: "the file is not UTF-8 text")
      }
      return .missing(path: path, actual: text)
    }
    if expected.hasSuffix("\n") { expected.removeLast() }
    guard let difference = difference(expected: expected, actual: text) else {
      return .matched
    }
    return .mismatch(path: path, difference)
  }

  /// How `actual` differs from `expected`, or nil when they are equal.
  public static func difference(expected: String, actual: String) -> Difference? {
    guard expected != actual else { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    return Difference(
      rows: LineAlignment.rows(expected: expectedLines, actual: actualLines),
      expectedLineCount: expectedLines.count, actualLineCount: actualLines.count)
  }

  /// What to tell the person running the tests about an outcome; nil when all is well.
  public static func message(for outcome: Outcome, name: String) -> String? {
    let command = "\(recordVariable)=1 swift test --filter <test>"
    switch outcome {
    case .matched:
      return nil
    case .recorded(let path, let changed):
      return
        "Recorded golden \(shortPath(path))\(changed ? "" : " (unchanged)"). "
        + "Review it, then run without \(recordVariable) to compare."
    case .missing(let path, let actual):
      return """
        No golden file \(shortPath(path)). Record it with `\(command)`, then review it. \
        The output was:
        \(excerpt(actual))
        """
    case .mismatch(let path, let difference):
      return """
        Output differs from golden \(shortPath(path)) from row \(difference.firstDifferingRow) \
        (\(difference.differingRowCount) of \(difference.rows.count) rows differ; expected \
        \(difference.expectedLineCount) lines, got \(difference.actualLineCount)):
        \(SideBySide.text(of: difference))
        If the change is intended, re-record with `\(command)` and review the file.
        """
    case .invalidName(let name):
      return "Golden name \(String(reflecting: name)) must use only letters, digits, . _ -"
    case .failed(let path, let reason):
      return "Golden \(shortPath(path)) (\(name)) could not be used: \(reason)"
    }
  }

  private static func excerpt(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var shown = lines.prefix(20).map { "  | " + $0 }
    if lines.count > 20 { shown.append("  | ... (\(lines.count - 20) more lines)") }
    return shown.joined(separator: "\n")
  }

  /// The path from its `Tests/` component on, for short messages.
  private static func shortPath(_ path: String) -> String {
    guard let range = path.range(of: "/Tests/", options: .backwards) else { return path }
    return String(path[path.index(after: range.lowerBound)...])
  }
}
