import GlimpseLayout
import GlimpseTestSupport
import Testing

/// Styled goldens list each run of same-styled cells once, with readable colours.
@Suite struct StyleRunsTests {
  @Test func runsOfOneStyleAreListedOnceAndPlainCellsNotAtAll() {
    var canvas = Canvas(width: 6, height: 2)
    let blue = CellStyle(foreground: TerminalColor(red: UInt8(10), green: 132, blue: 255))
    _ = canvas.put("a", x: 0, y: 0, style: blue)
    _ = canvas.put("b", x: 1, y: 0, style: blue)
    _ = canvas.put("c", x: 3, y: 0, style: .plain)
    let bold = CellStyle(foreground: .default, attributes: .bold)
    _ = canvas.put("d", x: 5, y: 1, style: bold)
    let red = TerminalColor(red: UInt8(255), green: 0, blue: 0)
    canvas.paintBackground(red, in: CellRect(x: 2, y: 1, width: 2, height: 1))
    #expect(
      StyleRuns.golden(of: canvas) == """
        ab c
             d
        -- styles --
        y: 0, x: 0-1, fg: #0A84FF
        y: 1, x: 2-3, bg: #FF0000
        y: 1, x: 5, bold
        """)
  }

  @Test func aPlainCanvasHasNoRuns() {
    let canvas = Canvas(width: 3, height: 1)
    #expect(StyleRuns.golden(of: canvas) == "\n-- styles --")
  }
}
