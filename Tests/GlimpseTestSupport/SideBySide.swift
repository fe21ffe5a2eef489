import GlimpseLayout

/// A golden comparison printed as two columns, expected on the left and actual on the
/// right, one row per line, aligned by the width each line takes in a terminal:
///
/// ```
///     expected    │     actual
///   1 ╭────╮      │   1 ╭────╮
/// ! 2 │ ab │      │   2 │ ac │
/// - 3 foo         │
/// +               │   3 bar
/// ```
///
/// `!` marks a changed line, `-` a line only expected, `+` a line only drawn. Control
/// characters are shown as their pictures (ESC as `␛`), and when two changed lines look
/// alike (trailing spaces, invisible characters) both are written out again as Swift
/// literals beneath them.
public enum SideBySide {
  /// The comparison of `difference` as text.
  public static func text(of difference: Golden.Difference) -> String {
    let numberWidth = String(max(difference.expectedLineCount, difference.actualLineCount)).count
    let shownExpected = difference.rows.map { $0.expected.map { visible($0.text) } }
    let leftWidth = max(
      "expected".count, shownExpected.map { $0.map(GlyphScanner.width(of:)) ?? 0 }.max() ?? 0)
    func cell(_ line: Golden.Difference.Line?, _ shown: String?, pad: Bool) -> String {
      let number =
        line.map {
          String(repeating: " ", count: numberWidth - String($0.number).count) + "\($0.number)"
        }
        ?? String(repeating: " ", count: numberWidth)
      let text = shown ?? ""
      let padding =
        pad ? String(repeating: " ", count: leftWidth - GlyphScanner.width(of: text)) : ""
      return number + " " + text + padding
    }
    let blankNumber = String(repeating: " ", count: numberWidth)
    var lines = [
      "  " + blankNumber + " " + "expected" + String(repeating: " ", count: leftWidth - 8)
        + " │ " + blankNumber + " actual"
    ]
    for (index, row) in difference.rows.enumerated() {
      let marker: String
      switch (row.expected, row.actual) {
      case (nil, _): marker = "+"
      case (_, nil): marker = "-"
      default: marker = row.isSame ? " " : "!"
      }
      let right = cell(row.actual, row.actual.map { visible($0.text) }, pad: false)
      let left = cell(row.expected, shownExpected[index], pad: true)
      lines.append(marker + " " + left + " │ " + right)
      if let expected = row.expected, let actual = row.actual, !row.isSame,
        looksAlike(expected.text, actual.text)
      {
        lines.append(
          "  " + blankNumber + " as written: " + String(reflecting: expected.text) + " │ "
            + String(reflecting: actual.text))
      }
    }
    return lines.map { trimmingTrailingSpaces($0) }.joined(separator: "\n")
  }

  /// `line` without the spaces at its end (the right column's padding).
  static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }

  /// `line` with each control character replaced by its picture.
  static func visible(_ line: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      scalars.append(GlyphScanner.replacement(for: scalar) ?? scalar)
    }
    return String(scalars)
  }

  /// Whether two different lines would look the same in the columns.
  static func looksAlike(_ first: String, _ second: String) -> Bool {
    func seen(_ line: String) -> String {
      String(
        String.UnicodeScalarView(
          visible(line).unicodeScalars.filter {
            !$0.properties.isWhitespace && $0.properties.generalCategory != .format
          }))
    }
    return seen(first) == seen(second)
  }
}
