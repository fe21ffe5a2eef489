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

/// A container-relative frame measures the space the root of the resolve is offered, not
/// the space its own parent offers it; the container is kept only by resolves that have
/// such a frame.
@MainActor
@Suite struct ContainerRelativeFrameTests {
  @Test func aFrameRelativeToTheContainerTakesItsShareOfTheRootsWidth() {
    // 20 columns of 7 pt offered to the root; the bar is 30 % of them, 42 pt, 6 columns,
    // although the HStack beside the label offers it less.
    let view = HStack(spacing: 0) {
      Text("Label")
      Color.clear.frame(width: 1)
      Rectangle().containerRelativeFrame(.horizontal) { length, _ in length * 0.3 }
        .frame(height: 20)
    }
    let snapshot = Snapshot(view, width: 20, height: 1)
    #expect(snapshot.text.filter { $0 != " " } == "Label━━━━━━")
  }

  @Test func twoResolvesEachHaveTheirOwnContainer() {
    let bar = Rectangle().containerRelativeFrame(.horizontal) { length, _ in length / 2 }
      .frame(height: 20)
    #expect(Snapshot(bar, width: 10, height: 1).text == "  ━━━━━")
    #expect(Snapshot(bar, width: 4, height: 1).text == " ━━")
  }
}
