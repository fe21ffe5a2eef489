import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// A traced drawing explains itself: every node with what it was offered, what it answered
/// and where it was placed, in cells and points, and the misfits at the node that made them.
@MainActor
@Suite struct LayoutExplanationTests {
  @Test func aSmallViewExplainsItsLayout() {
    let view = HStack {
      Text("Pickup").font(.caption)
      Spacer()
      Text("Waverley Station").lineLimit(1)
    }
    .padding(.vertical, 8)
    let snapshot = Snapshot(view, width: 20, tracing: true)
    let explanation = snapshot.canvas.layoutExplanation
    Golden.assertMatches(snapshot.text + "\n\n" + explanation, named: "explain-small-view")
    let lines = explanation.split(separator: "\n").map(String.init)
    // The truncation is listed under the text that made it, one level deeper.
    let text = lines.firstIndex { $0.contains("Text \"Waverley Station\"") }
    let record = lines.firstIndex { $0.contains("! truncated text · HStack > Text") }
    #expect(text != nil && record == text.map { $0 + 3 })
    #expect(lines.first == "padding top 8 pt, leading 0 pt, bottom 8 pt, trailing 0 pt")
  }

  @Test func anUntracedDrawingRecordsNoTree() {
    let snapshot = Snapshot(Text("Plain"), width: 10)
    #expect(snapshot.canvas.trace.isEmpty)
    #expect(!snapshot.canvas.isTracing)
  }
}
