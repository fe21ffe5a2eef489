import GlimpseLayout
import Testing

@testable import GlimpseUI

/// The drawing of `view` at `width` columns, without the margin centring puts before it.
@MainActor func drawn(_ view: some View, width: Int = 40) -> String {
  let lines = Snapshot(view, width: width).text.split(
    separator: "\n", omittingEmptySubsequences: false)
  let margin = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
  return lines.map { String($0.dropFirst(margin)) }.joined(separator: "\n")
}

/// An asset image that is not in the catalog takes the size the code gives it, draws one
/// neutral cell, and leaves its name to `--explain`.
@MainActor
@Suite struct MissingImageTests {
  @Test func aMissingIconInA28PointFrameIsFourColumnsNotItsNamesLength() {
    let view = HStack(spacing: 0) {
      Text("|")
      Image("IslandExpandedIcon").frame(width: 28, height: 28)
      Text("|")
    }
    let text = drawn(view)
    #expect(text == "| ⬚  |")
  }

  @Test func aMissingImageWithoutAFrameIsOneCell() {
    let view = HStack(spacing: 0) {
      Text("|")
      Image("IslandExpandedIcon")
      Text("|")
    }
    #expect(drawn(view) == "|⬚|")
  }

  @Test func aResizableMissingImageFillsItsFrameWithAnOutline() {
    let view = Image("logo").resizable().frame(width: 42, height: 60)
    #expect(drawn(view) == "┌────┐\n│ ⬚  │\n└────┘")
  }

  @Test func theNameIsInTheExplanationNotTheDrawing() {
    let snapshot = Snapshot(Image("IslandExpandedIcon"), width: 40, tracing: true)
    #expect(!snapshot.text.contains("IslandExpandedIcon"))
    #expect(
      snapshot.canvas.trace.contains {
        $0.detail == "missing image \"IslandExpandedIcon\" (size unknown), drawn as ⬚"
      })
  }

  @Test func aMissingImageInsideTextIsOneCell() {
    let view = Text("a \(Image("pin")) b")
    #expect(drawn(view) == "a ⬚ b")
  }
}
