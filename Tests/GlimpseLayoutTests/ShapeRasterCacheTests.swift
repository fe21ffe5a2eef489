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

  /// A stroked outline trimmed to `fraction`, drawn in `columns` by `rows` cells for
  /// `width` by `height` points, from `path`, looked up by `name` when it has one.
  static func outline(
    _ fraction: Double, columns: Int, rows: Int, width: Double, height: Double,
    name: ShapeOutlineName?,
    path: @escaping @Sendable (_ width: Double, _ height: Double) -> ShapePath
  ) -> String {
    let node = ShapeNode(
      kind: .circle, paint: .stroke(.default), trim: 0...fraction, path: path, outlineName: name)
    _ = node.sizeThatFits(ProposedSize(width: width, height: height))
    var canvas = Canvas(width: columns, height: rows)
    node.draw(
      in: LayoutRect(
        cells: CellRect(x: 0, y: 0, width: columns, height: rows), left: 0, top: 0,
        width: width, height: height), on: &canvas)
    return canvas.plainText
  }

  static let ellipse: @Sendable (Double, Double) -> ShapePath = { width, height in
    var path = ShapePath()
    path.addEllipse(x: 0, y: 0, width: width, height: height)
    return path
  }

  static let circle: @Sendable (Double, Double) -> ShapePath = { width, height in
    let side = min(width, height)
    var path = ShapePath()
    path.addEllipse(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
    return path
  }

  @Test func anOutlineFoundByItsNameIsTheOneItsPathDraws() {
    for fraction in [0.3, 0.8] {
      let drawn = Self.outline(
        fraction, columns: 12, rows: 2, width: 84, height: 28, name: nil, path: Self.ellipse)
      let named = Self.outline(
        fraction, columns: 12, rows: 2, width: 84, height: 28,
        name: ShapeOutlineName(.ellipse), path: Self.ellipse)
      #expect(named == drawn)
      // Found in the cache the second time, still the same.
      #expect(
        Self.outline(
          fraction, columns: 12, rows: 2, width: 84, height: 28,
          name: ShapeOutlineName(.ellipse), path: Self.ellipse) == drawn)
    }
  }

  @Test func outlinesOfDifferentNamesInOneFrameNeverShareARaster() {
    // An ellipse drawn first, then a circle in the same wide frame: the circle's raster is
    // its own, not the ellipse's, and an inset one is its own again.
    let ellipse = Self.outline(
      0.7, columns: 12, rows: 2, width: 84, height: 28, name: ShapeOutlineName(.ellipse),
      path: Self.ellipse)
    let circle = Self.outline(
      0.7, columns: 12, rows: 2, width: 84, height: 28, name: ShapeOutlineName(.circle),
      path: Self.circle)
    #expect(circle != ellipse)
    #expect(
      circle
        == Self.outline(
          0.7, columns: 12, rows: 2, width: 84, height: 28, name: nil, path: Self.circle))
    let inset = Self.outline(
      0.7, columns: 12, rows: 2, width: 84, height: 28,
      name: ShapeOutlineName(.circle, inset: 6),
      path: { width, height in
        var path = ShapePath()
        let side = min(width, height) - 12
        path.addEllipse(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
        return path
      })
    #expect(inset != circle)
  }

  /// A built-in outline drawn from its name alone (as GlimpseUI draws built-in shapes, with
  /// no closure holding the shape) draws what its path, given as a closure, draws: in a
  /// frame no other test draws in, so each is rasterised afresh.
  @Test func aBuiltInOutlineDrawnFromItsNameAloneIsTheOneItsPathDraws() {
    let outlines: [(ShapeOutlineName, @Sendable (Double, Double) -> ShapePath)] = [
      (ShapeOutlineName(.circle), Self.circle),
      (ShapeOutlineName(.ellipse), Self.ellipse),
      (
        ShapeOutlineName(.roundedRectangle(cornerWidth: 9, cornerHeight: 9)),
        { width, height in
          var path = ShapePath()
          path.addRoundedRect(
            x: 0, y: 0, width: width, height: height, cornerWidth: 9, cornerHeight: 9)
          return path
        }
      ),
      (
        ShapeOutlineName(.circle, inset: 5),
        { width, height in
          var path = ShapePath()
          let side = min(width - 10, height - 10)
          path.addEllipse(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
          return path
        }
      ),
    ]
    for (name, path) in outlines {
      for fraction in [0.24, 1.0] {
        let frame = (columns: 11, rows: 3, width: 77.5, height: 41.5)
        let fromName = ShapeNode(
          kind: .circle, paint: .stroke(.default), trim: 0...fraction, outlineName: name)
        let fromPath = ShapeNode(
          kind: .circle, paint: .stroke(.default), trim: 0...fraction, path: path)
        var drawings: [String] = []
        for node in [fromName, fromPath] {
          _ = node.sizeThatFits(ProposedSize(width: frame.width, height: frame.height))
          var canvas = Canvas(width: frame.columns, height: frame.rows)
          node.draw(
            in: LayoutRect(
              cells: CellRect(x: 0, y: 0, width: frame.columns, height: frame.rows), left: 0,
              top: 0, width: frame.width, height: frame.height), on: &canvas)
          drawings.append(canvas.plainText)
        }
        #expect(drawings[0] == drawings[1], "\(name) at \(fraction)")
        #expect(drawings[0].contains { $0 != " " && $0 != "\n" })
      }
    }
  }

  /// More rasters than the cache keeps (it starts again empty when full), each drawn twice
  /// in a row and once more after all the others: every drawing is the path's own, found
  /// in the cache or drawn afresh, and rings of different trims stay apart.
  @Test func moreRastersThanTheCacheKeepsAreEachTheirOwn() {
    let count = ShapeRasterCache.capacity + 40
    // Trims no other test draws, in a frame of its own (13 by 3 cells).
    let fractions = (0..<count).map { 0.05 + 0.9 * Double($0) / Double(count) }
    func ring(_ fraction: Double) -> String {
      Self.outline(
        fraction, columns: 13, rows: 3, width: 91.5, height: 57.5,
        name: ShapeOutlineName(.ellipse), path: Self.ellipse)
    }
    var first: [String] = []
    for fraction in fractions {
      let drawn = ring(fraction)
      #expect(ring(fraction) == drawn)
      first.append(drawn)
    }
    for (index, fraction) in fractions.enumerated() {
      #expect(ring(fraction) == first[index], "at \(fraction)")
      // Drawn afresh from the path, with no name to find it by.
      #expect(
        Self.outline(
          fraction, columns: 13, rows: 3, width: 91.5, height: 57.5, name: nil,
          path: Self.ellipse) == first[index])
    }
    #expect(first[0] != first[count - 1])
  }
}
