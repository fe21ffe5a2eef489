import Testing

@testable import GlimpseLayout

@Suite struct ANSIWriterTests {
  private let red = TerminalColor(red: UInt8(255), green: 0, blue: 0)
  private let blue = TerminalColor(red: UInt8(0), green: 0, blue: 255)

  private func canvas(_ rows: [(String, CellStyle)]...) -> Canvas {
    let width = rows.map { $0.reduce(0) { $0 + GlyphScanner.width(of: $1.0) } }.max() ?? 0
    var canvas = Canvas(width: width, height: rows.count)
    for (y, runs) in rows.enumerated() {
      var x = 0
      for (string, style) in runs { x += canvas.write(string, x: x, y: y, style: style) }
    }
    return canvas
  }

  @Test func plainCellsWriteNoCodes() {
    #expect(canvas([("plain", .plain)]).ansiText() == "plain")
  }

  @Test func aRunInOneStyleHasOneSequenceAndAResetAtTheLineEnd() {
    let output = canvas([("red text", CellStyle(foreground: red))]).ansiText()
    #expect(output == "\u{1B}[38;2;255;0;0mred text\u{1B}[0m")
  }

  @Test func onlyWhatChangesIsWritten() {
    let bold = CellStyle(foreground: red, attributes: .bold)
    let boldBlue = CellStyle(foreground: blue, attributes: .bold)
    let output = canvas([("ab", bold), ("cd", boldBlue)]).ansiText()
    #expect(output == "\u{1B}[1;38;2;255;0;0mab\u{1B}[38;2;0;0;255mcd\u{1B}[0m")
  }

  @Test func switchingAnAttributeOffResets() {
    let bold = CellStyle(foreground: red, attributes: .bold)
    let output = canvas([("B", bold), ("r", CellStyle(foreground: red))]).ansiText()
    #expect(output == "\u{1B}[1;38;2;255;0;0mB\u{1B}[0;38;2;255;0;0mr\u{1B}[0m")
  }

  @Test func returningToPlainSetsTheDefaultColourAndNeedsNoReset() {
    let output = canvas([("R", CellStyle(foreground: red)), ("p", .plain)]).ansiText()
    #expect(output == "\u{1B}[38;2;255;0;0mR\u{1B}[39mp")
  }

  @Test func eachLineStandsAlone() {
    let style = CellStyle(foreground: red)
    let output = canvas([("one", style)], [("two", style)], [("3", .plain)]).ansiText()
    let sequence = "\u{1B}[38;2;255;0;0m"
    #expect(output == "\(sequence)one\u{1B}[0m\n\(sequence)two\u{1B}[0m\n3")
  }

  @Test func noSequenceIsRepeatedWhileTheStyleStays() {
    let style = CellStyle(foreground: red, background: blue, attributes: [.bold, .underline])
    let output = canvas([("a", style), ("b", style), ("c", style)]).ansiText()
    #expect(output.components(separatedBy: "\u{1B}[").count == 3)
    #expect(output.hasSuffix("abc\u{1B}[0m"))
  }

  @Test func trailingBlanksAreTrimmedUnlessTheyShow() {
    var plain = Canvas(width: 6, height: 1)
    plain.write("ab", x: 0, y: 0, style: .plain)
    #expect(plain.ansiText() == "ab")
    var painted = Canvas(width: 4, height: 1)
    painted.paintBackground(blue, in: CellRect(x: 0, y: 0, width: 4, height: 1))
    #expect(painted.ansiText() == "\u{1B}[48;2;0;0;255m    \u{1B}[0m")
    var underlined = Canvas(width: 3, height: 1)
    underlined.write("a  ", x: 0, y: 0, style: CellStyle(attributes: .underline))
    #expect(underlined.ansiText() == "\u{1B}[4ma  \u{1B}[0m")
  }

  @Test func everyAttributeHasItsCode() {
    let cases: [(CellAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
      (.strikethrough, "9"),
    ]
    for (attribute, code) in cases {
      #expect(
        canvas([("x", CellStyle(attributes: attribute))]).ansiText() == "\u{1B}[\(code)mx\u{1B}[0m")
    }
  }

  @Test func colourDepthsUseTheirCodes() {
    let styled = canvas([("x", CellStyle(foreground: red, background: blue))])
    #expect(styled.ansiText(depth: .palette256) == "\u{1B}[38;5;196;48;5;21mx\u{1B}[0m")
    #expect(styled.ansiText(depth: .ansi16) == "\u{1B}[91;44mx\u{1B}[0m")
    #expect(styled.ansiText(depth: .none) == "x")
    let bold = canvas([("x", CellStyle(foreground: red, attributes: .bold))])
    #expect(bold.ansiText(depth: .none) == "\u{1B}[1mx\u{1B}[0m")
  }

  @Test func wideGlyphsAndClustersAreWrittenOnce() {
    let output = canvas([("配🚕e\u{301}", CellStyle(foreground: red))]).ansiText()
    #expect(output == "\u{1B}[38;2;255;0;0m配🚕e\u{301}\u{1B}[0m")
  }

  @Test func plainTextTrimsTrailingBlanksAndEndsWithoutANewline() {
    var canvas = Canvas(width: 6, height: 3)
    canvas.write("ab", x: 1, y: 0, style: CellStyle(foreground: red))
    canvas.write("配", x: 0, y: 2, style: .plain)
    #expect(canvas.plainText == " ab\n\n配")
  }
}
