import Testing

@testable import GlimpseLayout

/// The cache of shape rasters gives the drawing the path would give drawn afresh.
@Suite struct ShapeRasterCacheTests {
  /// A ring trimmed to `fraction`, stroked, drawn in 8 by 3 cells for 56 by 56 points.
  static func ring(_ fraction: Double) -> String {
    let node = ShapeNode(
      kind: .circle, paint: .stroke(.default), trim: 0...fraction,
      path: { width, height in
        var path = ShapePath()
        path.addEllipse(x: 0, y: 0, width: width, height: height)
        return path
      })
    _ = node.sizeThatFits(ProposedSize(width: 56, height: 56))
    var canvas = Canvas(width: 8, height: 3)
    node.draw(
      in: LayoutRect(
        cells: CellRect(x: 0, y: 0, width: 8, height: 3), left: 0, top: 0, width: 56,
        height: 56), on: &canvas)
    return canvas.plainText
  }

  @Test func aRingDrawnAgainAfterAnotherIsTheSameAndEachTrimHasItsOwn() {
    let quarter = Self.ring(0.25)
    let half = Self.ring(0.5)
    #expect(quarter != half)
    #expect(Self.ring(0.25) == quarter)
    #expect(Self.ring(0.5) == half)
    // A circle starts at its right-hand point: a quarter is its lower right.
    #expect(Self.ring(0.25) == "\n       ⢠\n   ⢀⣀⣀⡤⠊")
  }
}
