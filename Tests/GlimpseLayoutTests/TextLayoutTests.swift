import GlimpseTestSupport
import Testing

@testable import GlimpseLayout

/// The glyphs of `string` in the plain style.
func styledGlyphs(_ string: String, style: CellStyle = .plain) -> [StyledGlyph] {
  GlyphScanner.glyphs(of: string).map { StyledGlyph($0, style: style) }
}

/// The lines `string` breaks into, as strings.
func lines(
  _ string: String, width: Int?, maxLines: Int? = nil, truncation: TextTruncation = .tail
) -> [String] {
  TextLayout(
    cellGlyphs: styledGlyphs(string), columns: width, maxLines: maxLines, truncation: truncation
  )
  .lines.map { line in line.map(\.glyph.string).joined() }
}

@Suite struct TextWrappingTests {
  @Test func textThatFitsStaysOnOneLine() {
    #expect(lines("Your order", width: 10) == ["Your order"])
    #expect(lines("Your order", width: nil) == ["Your order"])
  }

  @Test func wrapsAtTheLastSpaceThatFits() {
    #expect(lines("Your order is on its way", width: 16) == ["Your order is on", "its way"])
    #expect(lines("Your order is on its way", width: 10) == ["Your order", "is on its", "way"])
  }

  @Test func theSpaceAtABreakIsDropped() {
    let layout = TextLayout(cellGlyphs: styledGlyphs("ab cd"), columns: 2, maxLines: nil)
    #expect(layout.lines.map(\.count) == [2, 2])
    #expect(lines("ab   cd", width: 3) == ["ab", "cd"])
  }

  @Test func neverWrapsMidWordWhenASpaceExists() {
    for width in 5...12 {
      for line in lines("alpha beta gamma delta", width: width) {
        #expect(["alpha", "beta", "gamma", "delta"].contains { line.hasPrefix($0) }, "w\(width)")
      }
    }
  }

  @Test func aWordLongerThanTheLineBreaksBetweenGlyphs() {
    #expect(lines("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
    #expect(lines("go Supercalifragilistic", width: 8) == ["go", "Supercal", "ifragili", "stic"])
  }

  @Test func lineBreaksInTheStringAreKept() {
    #expect(lines("one\ntwo\r\nthree\rfour", width: 20) == ["one", "two", "three", "four"])
    #expect(lines("one\n\ntwo", width: 20) == ["one", "", "two"])
  }

  @Test func widthOfZeroOrLessGivesNoLines() {
    #expect(lines("text", width: 0).isEmpty)
    #expect(lines("text", width: -3).isEmpty)
    #expect(TextLayout(cellGlyphs: styledGlyphs("text"), columns: 0, maxLines: nil).columns == 0)
  }

  @Test func sizeIsTheWidestLineByTheLineCount() {
    let layout = TextLayout(
      cellGlyphs: styledGlyphs("Your order is on its way"), columns: 14, maxLines: nil)
    #expect(layout.columns == 13 && layout.lines.count == 2)
    #expect(layout.width == 13)
    #expect(!layout.isTruncated)
  }

  @Test func idealWidthIsTheWidestParagraph() {
    let paragraphs = styledGlyphs("short\nmuch longer\nmid")
    let advances = paragraphs.map { $0.glyph.isLineBreak ? 0 : 7.5 }
    let ideal = TextLayout.idealLine(advances: advances, glyphs: paragraphs)
    #expect(ideal.columns == 11 && ideal.width == 82.5 && ideal.breaksLines)
    let wide = styledGlyphs("配達")
    let line = TextLayout.idealLine(advances: [17, 17], glyphs: wide)
    #expect(line.columns == 4 && line.width == 34 && !line.breaksLines)
  }
}

@Suite struct TextTruncationTests {
  private let long = "Your courier Marco is on his way"

  @Test func lineLimitEndsTheLastLineWithAnEllipsis() {
    #expect(lines(long, width: 16, maxLines: 1) == ["Your courier Ma…"])
    #expect(lines(long, width: 16, maxLines: 2) == ["Your courier", "Marco is on his…"])
    #expect(lines(long, width: 16, maxLines: 3) == ["Your courier", "Marco is on his", "way"])
    let layout = TextLayout(cellGlyphs: styledGlyphs(long), columns: 16, maxLines: 1)
    #expect(layout.isTruncated)
    #expect(layout.columns == 16 && layout.lines.count == 1)
  }

  @Test func aLineLimitBelowOneShowsOneLine() {
    #expect(lines(long, width: 16, maxLines: 0) == ["Your courier Ma…"])
    #expect(lines(long, width: 16, maxLines: -4) == ["Your courier Ma…"])
  }

  @Test func spacesBeforeTheEllipsisAreDropped() {
    #expect(lines("Your courier Marco", width: 6, maxLines: 1) == ["Your…"])
  }

  @Test func headTruncationKeepsTheEnd() {
    #expect(lines(long, width: 16, maxLines: 1, truncation: .head) == ["…o is on his way"])
  }

  @Test func middleTruncationKeepsBothEnds() {
    #expect(lines(long, width: 16, maxLines: 1, truncation: .middle) == ["Your cou…his way"])
    #expect(lines("abcdefghij", width: 5, maxLines: 1, truncation: .middle) == ["ab…ij"])
  }

  @Test func headAndMiddleApplyToOneLineOnly() {
    #expect(
      lines(long, width: 16, maxLines: 2, truncation: .head) == [
        "Your courier", "Marco is on his…",
      ])
    #expect(
      lines(long, width: 16, maxLines: 2, truncation: .middle)
        == ["Your courier", "Marco is on his…"])
  }

  @Test func theEllipsisTakesTheStyleOfTheTextItEnds() {
    let bold = CellStyle(attributes: .bold)
    let glyphs = styledGlyphs("Driver ", style: bold) + styledGlyphs("Marco Rossi")
    let layout = TextLayout(cellGlyphs: glyphs, columns: 6, maxLines: 1)
    #expect(layout.lines[0].last?.glyph == .ellipsis)
    #expect(layout.lines[0].last?.style == bold)
  }

  @Test func aSingleColumnShowsOneGlyphOrAnEllipsis() {
    #expect(lines("abc", width: 1, maxLines: 1) == ["…"])
    #expect(lines("a", width: 1, maxLines: 1) == ["a"])
    #expect(lines("配", width: 1) == ["…"])
  }

  @Test func truncationNeverExceedsTheWidth() {
    for width in 1...20 {
      for mode in [TextTruncation.tail, .head, .middle] {
        for line in lines("配達員が向かっています 🚕 Marco", width: width, maxLines: 1, truncation: mode) {
          #expect(GlyphScanner.width(of: line) <= width, "w\(width) \(mode)")
        }
      }
    }
  }
}

@Suite struct GlyphWidthTests {
  @Test func eastAsianWideCharactersTakeTwoColumns() {
    #expect(GlyphScanner.width(of: "配達") == 4)
    #expect(GlyphScanner.width(of: "배달") == 4)
    #expect(GlyphScanner.width(of: "Order 注文") == 10)
  }

  @Test func emojiTakeTwoColumns() {
    #expect(GlyphScanner.width(of: "🚕") == 2)
    #expect(GlyphScanner.width(of: "a🚕b") == 4)
  }

  @Test func emojiModifiersAndJoinedTailsAreDropped() {
    #expect(GlyphScanner.glyphs(of: "👍🏽").map(\.string) == ["👍"])
    #expect(GlyphScanner.glyphs(of: "👨‍👩‍👧").map(\.string) == ["👨"])
    #expect(GlyphScanner.width(of: "👨‍👩‍👧") == 2)
    #expect(GlyphScanner.glyphs(of: "❤️").map(\.string) == ["❤"])
  }

  @Test func combiningMarksTakeNoColumns() {
    let glyphs = GlyphScanner.glyphs(of: "e\u{301}")
    #expect(glyphs.count == 1)
    #expect(glyphs[0].width == 1)
    #expect(glyphs[0].string == "e\u{301}")
    #expect(GlyphScanner.width(of: "Cafe\u{301} nai\u{308}ve") == 10)
  }

  @Test func aGlyphKeepsItsFirstThreeCombiningMarks() {
    let glyphs = GlyphScanner.glyphs(of: "e\u{301}\u{302}\u{303}\u{304}\u{305}x")
    #expect(glyphs.map(\.string) == ["e\u{301}\u{302}\u{303}", "x"])
    #expect(glyphs.map(\.width) == [1, 1])
    #expect(TextGlyph(base: "a", marks: "\u{10FFFF}\u{308}", width: 1).marks == "\u{10FFFF}\u{308}")
    #expect(TextGlyph(base: "a", marks: "", width: 1).marks == nil)
  }

  @Test func aStandaloneZeroWidthScalarIsDropped() {
    #expect(GlyphScanner.width(of: "\u{301}") == 0)
    #expect(GlyphScanner.glyphs(of: "a\u{200B}b").map(\.width) == [1, 1])
  }

  @Test func wideTextWrapsOnWholeGlyphs() {
    #expect(lines("配達員が向かって", width: 5) == ["配達", "員が", "向か", "って"])
    #expect(lines("ab配達", width: 3) == ["ab", "配", "達"])
  }

  @Test func combiningMarksWrapWithTheirBase() {
    #expect(lines("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test func controlsAreReplacedByVisibleGlyphs() {
    #expect(GlyphScanner.glyphs(of: "\u{1B}]0;x\u{07}").map(\.string).joined() == "␛]0;x␇")
    #expect(GlyphScanner.glyphs(of: "a\tb").map(\.string).joined() == "a␉b")
    #expect(GlyphScanner.glyphs(of: "\u{9B}\u{202E}").map(\.string).joined() == "��")
    #expect(GlyphScanner.width(of: "\u{1B}[31m") == 5)
  }
}
