import Foundation
import Testing

@testable import GlimpseLayout

/// A canvas reports only the changes of what can be seen: content cut off by a frame or
/// drawn past the edge does not wake the preview.
@Suite struct NextChangeNoteTests {
  let tick = Date(timeIntervalSinceReferenceDate: 1_000)

  func ticking(_ string: String) -> TextNode {
    var glyphs: [StyledGlyph] = []
    GlyphScanner.scan(string, style: .plain, into: &glyphs)
    return TextNode(glyphs: glyphs, nextChange: tick)
  }

  @Test func visibleTimedTextReportsItsChange() {
    var canvas = Canvas(width: 10, height: 2)
    ticking("0:59").draw(
      in: LayoutRect(cells: CellRect(x: 0, y: 0, width: 4, height: 1), top: 0, height: 22),
      on: &canvas)
    #expect(canvas.nextChange == tick)
  }

  @Test func timedTextCutOffByAFrameDoesNotReport() {
    var canvas = Canvas(width: 10, height: 3)
    canvas.clipped(to: CellRect(x: 0, y: 0, width: 10, height: 1)) { canvas in
      ticking("0:59").draw(
        in: LayoutRect(cells: CellRect(x: 0, y: 2, width: 4, height: 1), top: 0, height: 22),
        on: &canvas)
    }
    #expect(canvas.nextChange == nil)
    #expect(canvas.plainText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }

  @Test func progressPastTheEdgeDoesNotReport() {
    var canvas = Canvas(width: 10, height: 1)
    let progress = TimerProgress(
      interval: tick.addingTimeInterval(-60)...tick.addingTimeInterval(60), countsDown: false)
    let bar = ProgressBarNode(
      amount: .timer(progress, now: tick), tint: .default, track: .default)
    bar.draw(
      in: LayoutRect(cells: CellRect(x: 12, y: 0, width: 8, height: 1), top: 0, height: 22),
      on: &canvas)
    #expect(canvas.nextChange == nil)
    bar.draw(
      in: LayoutRect(cells: CellRect(x: 2, y: 0, width: 8, height: 1), top: 0, height: 22),
      on: &canvas)
    #expect(canvas.nextChange != nil)
  }
}
