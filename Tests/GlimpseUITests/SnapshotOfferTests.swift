import GlimpseLayout
import Testing

@testable import GlimpseUI

/// The sizes a GeometryReader's content was built for, in order.
@MainActor
private final class OfferedSizes {
  var sizes: [CGSize] = []
}

/// A snapshot offers its view the size it is drawn at, as a window offers its root view its
/// size: with a height, the view is laid out for that size once, not first for an open
/// height (which could make a view that grows with the height it is offered draw itself,
/// and size the canvas, for a height it never gets).
@MainActor
@Suite struct SnapshotOfferTests {
  @Test func aSnapshotWithAHeightOffersThatSizeOnly() {
    let offered = OfferedSizes()
    let view = GeometryReader { geometry in
      let _ = offered.sizes.append(geometry.size)
      Text("\(Int(geometry.size.width)) x \(Int(geometry.size.height))")
    }
    let snapshot = Snapshot(view, width: 10, height: 2)
    // 10 columns of 7 pt and 2 rows of 20 pt.
    #expect(Set(offered.sizes) == [CGSize(width: 70, height: 40)])
    #expect(snapshot.text == "70 x 40\n")
  }

  @Test func aSnapshotWithoutAHeightTakesTheRowsItsViewNeeds() {
    let snapshot = Snapshot(Text("one two three four"), width: 9)
    #expect(snapshot.canvas.height == 3)
    #expect(snapshot.text == " one two\n three\n four")
  }
}
