import Testing

@testable import GlimpseLayout

/// What drawing into a canvas does to the cells around it: wide glyphs, backgrounds kept
/// or composited, glyphs preserved, clipping. The canvas's fast paths (runs of opaque
/// cells) must agree with these rules cell for cell.
@Suite struct CanvasDrawingTests {
  private let red = TerminalColor(red: UInt8(255), green: 0, blue: 0)
  private let blue = TerminalColor(red: UInt8(0), green: 0, blue: 255)

  private func canvas(_ row: String, width: Int = 8) -> Canvas {
    var canvas = Canvas(width: width, height: 1)
    canvas.write(row, x: 0, y: 0, style: .plain)
    return canvas
  }

  @Test func fillThatCoversTheRightHalfOfAWideGlyphBlanksItsLeftHalf() {
    var canvas = canvas("ab🚕cd")
    canvas.fill(CellRect(x: 3, y: 0, width: 2, height: 1), with: "-", style: .plain)
    #expect(canvas.plainText == "ab --d")
  }

  @Test func fillThatCoversTheLeftHalfOfAWideGlyphBlanksItsRightHalf() {
    var canvas = canvas("ab🚕cd")
    canvas.fill(CellRect(x: 0, y: 0, width: 3, height: 1), with: "-", style: .plain)
    #expect(canvas.plainText == "--- cd")
    #expect(!canvas[3, 0].isContinuation)
  }

  @Test func fillOverAWholeWideGlyphLeavesNoHalfBehind() {
    var canvas = canvas("ab🚕cd")
    canvas.fill(CellRect(x: 1, y: 0, width: 4, height: 1), with: "-", style: .plain)
    #expect(canvas.plainText == "a----d")
    #expect((0..<8).allSatisfy { !canvas[$0, 0].isContinuation })
  }

  @Test func fillWithTheDefaultBackgroundKeepsEachCellsBackground() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.paintBackground(red, in: CellRect(x: 0, y: 0, width: 3, height: 1))
    canvas.fill(
      CellRect(x: 0, y: 0, width: 6, height: 1), with: "=",
      style: CellStyle(foreground: blue, attributes: .bold))
    #expect(canvas.plainText == "======")
    #expect((0..<3).allSatisfy { canvas[$0, 0].style.background == red })
    #expect((3..<6).allSatisfy { canvas[$0, 0].style.background == .default })
    #expect((0..<6).allSatisfy { canvas[$0, 0].style.foreground == blue })
    #expect((0..<6).allSatisfy { canvas[$0, 0].style.attributes == .bold })
  }

  @Test func fillWithAnOpaqueBackgroundReplacesIt() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.paintBackground(red, in: canvas.bounds)
    canvas.fill(canvas.bounds, with: " ", style: CellStyle(background: blue))
    #expect((0..<4).allSatisfy { canvas[$0, 0].style.background == blue })
  }

  @Test func fillWithATranslucentBackgroundCompositesOverWhatIsThere() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.paintBackground(red, in: CellRect(x: 0, y: 0, width: 2, height: 1))
    canvas.paintBackground(blue, in: CellRect(x: 2, y: 0, width: 2, height: 1))
    let halfWhite = TerminalColor(red: UInt8(255), green: 255, blue: 255).withAlpha(0.5)
    canvas.fill(canvas.bounds, with: " ", style: CellStyle(background: halfWhite))
    #expect(canvas[0, 0].style.background == halfWhite.composited(over: red))
    #expect(canvas[3, 0].style.background == halfWhite.composited(over: blue))
    #expect(canvas[0, 0].style.background != canvas[3, 0].style.background)
  }

  @Test func fillWithATranslucentForegroundCompositesOverTheCellsBackground() {
    var canvas = Canvas(width: 2, height: 1)
    canvas.paintBackground(red, in: canvas.bounds)
    let faintBlue = blue.withAlpha(0.5)
    canvas.fill(canvas.bounds, with: "x", style: CellStyle(foreground: faintBlue))
    #expect(canvas[0, 0].style.foreground == faintBlue.composited(over: red))
    #expect(canvas[0, 0].style.foreground.isOpaque)
  }

  @Test func fillWhilePreservingGlyphsOnlyWritesBlankCells() {
    var canvas = canvas("a  b")
    canvas.preservingGlyphs { canvas in
      canvas.fill(canvas.bounds, with: "-", style: .plain)
    }
    #expect(canvas.plainText == "a--b----")
  }

  @Test func fillStaysInsideTheClip() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.clipped(to: CellRect(x: 1, y: 1, width: 3, height: 1)) { canvas in
      canvas.fill(canvas.bounds, with: "#", style: .plain)
    }
    #expect(canvas.plainText == "\n ###")
  }

  @Test func putOfAWideGlyphOverTheRightHalfOfAnotherBlanksTheOtherLeftHalf() {
    var canvas = canvas("a🚕bcd")
    canvas.put(TextGlyph(base: "あ", width: 2), x: 2, y: 0, style: .plain)
    #expect(canvas.plainText == "a あcd")
  }

  @Test func putOfAWideGlyphThatWouldCrossTheClipDrawsABlank() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put(TextGlyph(base: "あ", width: 2), x: 3, y: 0, style: .plain)
    #expect(canvas[3, 0].code == 0x20)
    #expect(canvas.put(TextGlyph(base: "x", width: 1), x: 4, y: 0, style: .plain) == 0)
  }

  @Test func putKeepsTheBackgroundUnderText() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.paintBackground(blue, in: canvas.bounds)
    canvas.write("abc", x: 0, y: 0, style: CellStyle(foreground: red))
    #expect(
      (0..<3).allSatisfy { canvas[$0, 0].style == CellStyle(foreground: red, background: blue) })
  }

  @Test func puttingARunDrawsWhatPuttingEachGlyphDraws() {
    // Runs mixing plain, wide, marked and translucent glyphs, over rows that already hold
    // wide glyphs and backgrounds, at every start column (some clipped), with glyphs
    // preserved or not, both ways.
    let faint = CellStyle(foreground: red.withAlpha(0.5))
    let run: [StyledGlyph] = [
      StyledGlyph(TextGlyph(base: "a", width: 1), style: CellStyle(foreground: red)),
      StyledGlyph(TextGlyph(base: "配", width: 2), style: .plain),
      StyledGlyph(TextGlyph(base: "b", width: 1), style: CellStyle(background: blue)),
      StyledGlyph(TextGlyph(base: "e", marks: "\u{301}", width: 1), style: .plain),
      StyledGlyph(TextGlyph(base: "c", width: 1), style: faint),
      StyledGlyph(TextGlyph(base: "d", width: 1), style: .plain),
    ]
    for start in -3...9 {
      for preserving in [false, true] {
        var whole = canvas("x🚕y 🚕 z", width: 10)
        whole.paintBackground(blue, in: CellRect(x: 2, y: 0, width: 4, height: 1))
        var each = whole
        let clip = CellRect(x: 1, y: 0, width: 8, height: 1)
        var end = 0
        whole.clipped(to: clip) { canvas in
          if preserving {
            canvas.preservingGlyphs { end = $0.put(run[...], x: start, y: 0) }
          } else {
            end = canvas.put(run[...], x: start, y: 0)
          }
        }
        var column = start
        each.clipped(to: clip) { canvas in
          func putEach(_ canvas: inout Canvas) {
            for styled in run {
              canvas.put(styled.glyph, x: column, y: 0, style: styled.style)
              column += styled.glyph.width
            }
          }
          if preserving { canvas.preservingGlyphs(putEach) } else { putEach(&canvas) }
        }
        let label = "run from column \(start), preserving \(preserving)"
        #expect(whole.cells == each.cells, "\(label)")
        #expect(whole.plainText == each.plainText, "\(label)")
        #expect(end == column)
      }
    }
  }

  @Test func putOfAGlyphWithMarksKeepsTheCluster() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.put(TextGlyph(base: "e", marks: "\u{301}", width: 1), x: 1, y: 0, style: .plain)
    #expect(canvas.glyph(x: 1, y: 0) == "e\u{301}")
    #expect(canvas.plainText == " e\u{301}")
  }
}
