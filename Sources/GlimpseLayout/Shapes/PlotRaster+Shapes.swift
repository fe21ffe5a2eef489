/// Shapes on the plot raster: the one sub-cell raster for charts and shapes. Outlines are
/// braille dots (box lines where a solid outline runs straight across or down), fills are
/// block elements.
///
/// Points map onto the raster's cells by the scale its caller gives: the shape's point
/// frame spread over the cells it was laid out in.
extension PlotRaster {
  /// How points map onto the raster: dots or samples per point on each axis.
  struct PointScale {
    /// Cells per point across.
    var x: Double
    /// Cells per point down.
    var y: Double
  }

  /// Strokes `lines` in braille dots of `color`; with `sparse`, every other dot (a track
  /// under another shape). A solid straight run across or down, with `boxLines`, draws as
  /// box lines (`─`, `│`) where it crosses cells holding no dots. With `dashed`, each run
  /// is a dash: its last dot is left out, so that a gap between dashes shows.
  mutating func stroke(
    _ lines: [ShapePolyline], scale: PointScale, color: TerminalColor, sparse: Bool,
    boxLines: Bool, dashed: Bool = false
  ) {
    let (dotWidth, dotHeight) = (self.dotWidth, self.dotHeight)
    func dot(_ point: ShapePath.Point) -> (Int, Int) {
      (
        Self.clampedIndex(point.x * scale.x * 2, limit: dotWidth),
        Self.clampedIndex(point.y * scale.y * 4, limit: dotHeight)
      )
    }
    var straight: [(ShapePath.Point, ShapePath.Point)] = []
    withDotPen(color: color) { pen in
      var counter = 0
      var last = (x: Int.min, y: Int.min)
      for line in lines {
        if line.points.count == 1, let only = line.points.first {
          let (x, y) = dot(only)
          pen.setDot(x: x, y: y)
          continue
        }
        let end = line.points.last.map(dot)
        var drawnInLine = 0
        // Each point's dot, found once for the two segments that share it.
        var previous: (point: ShapePath.Point, dot: (Int, Int))?
        line.forEachSegment { a, b in
          if boxLines && (abs(a.x - b.x) < 0.01 || abs(a.y - b.y) < 0.01) {
            straight.append((a, b))
            return
          }
          let (x0, y0) = previous.flatMap { $0.point == a ? $0.dot : nil } ?? dot(a)
          let (x1, y1) = dot(b)
          previous = (b, (x1, y1))
          DotPen.walkLine(x0: x0, y0: y0, x1: x1, y1: y1) { x, y in
            // A dot two segments share counts once, so sparse dots alternate evenly.
            guard (x, y) != last else { return }
            if dashed && drawnInLine > 0 && x == end?.0 && y == end?.1 { return }
            last = (x, y)
            drawnInLine += 1
            if !sparse || counter % 2 == 0 { pen.setDot(x: x, y: y) }
            counter += 1
          }
        }
      }
    }
    for (a, b) in straight {
      let isAcross = abs(a.y - b.y) < 0.01
      let column0 = Self.clampedIndex(a.x * scale.x, limit: width)
      let column1 = Self.clampedIndex(b.x * scale.x, limit: width)
      let row0 = Self.clampedIndex(a.y * scale.y, limit: height)
      let row1 = Self.clampedIndex(b.y * scale.y, limit: height)
      let glyph: Unicode.Scalar =
        isAcross ? (sparse ? "\u{254C}" : "\u{2500}") : (sparse ? "\u{254E}" : "\u{2502}")
      for row in min(row0, row1)...max(row0, row1) {
        for column in min(column0, column1)...max(column0, column1) {
          setLineGlyph(glyph, column: column, row: row, color: color)
        }
      }
    }
  }

  /// Fills the area `lines` enclose (each closed back to its start) in block elements of
  /// `color`, sampled 8 by 8 in each cell: the nonzero winding rule, or even-odd with
  /// `evenOdd`. With `shaded`, every cell at least half covered is a light shade (`░`).
  mutating func fill(
    _ lines: [ShapePolyline], scale: PointScale, color: TerminalColor, evenOdd: Bool,
    shaded: Bool
  ) {
    guard width > 0, height > 0, scale.x > 0, scale.y > 0 else { return }
    var edges: [(ShapePath.Point, ShapePath.Point)] = []
    for line in lines where line.points.count > 2 {
      var closed = line
      closed.isClosed = true
      edges += closed.segments.filter { $0.0.y != $0.1.y }
    }
    guard !edges.isEmpty else { return }
    let samplesAcross = width * 8
    var masks = [UInt64](repeating: 0, count: width * height)
    var crossings: [(x: Double, winding: Int)] = []
    for sampleRow in 0..<(height * 8) {
      let y = (Double(sampleRow) + 0.5) / 8 / scale.y
      crossings.removeAll(keepingCapacity: true)
      for (a, b) in edges where (a.y <= y && b.y > y) || (b.y <= y && a.y > y) {
        let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        crossings.append((x, b.y > a.y ? 1 : -1))
      }
      guard crossings.count > 1 else { continue }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for index in 0..<(crossings.count - 1) {
        winding += crossings[index].winding
        let inside = evenOdd ? (index + 1) % 2 == 1 : winding != 0
        guard inside else { continue }
        // Samples whose centres lie between the two crossings.
        let first = max(0, Int((crossings[index].x * scale.x * 8 - 0.5).rounded(.up)))
        let last = min(
          samplesAcross - 1, Int((crossings[index + 1].x * scale.x * 8 - 0.5).rounded(.down)))
        guard first <= last else { continue }
        let rowBase = (sampleRow / 8) * width
        let bitRow = UInt64((sampleRow % 8) * 8)
        for sample in first...last {
          masks[rowBase + sample / 8] |= 1 << (bitRow + UInt64(sample % 8))
        }
      }
    }
    for row in 0..<height {
      for column in 0..<width {
        guard let glyph = BlockGlyphs.glyph(for: masks[row * width + column], shaded: shaded)
        else { continue }
        setGlyph(glyph, column: column, row: row, color: color)
      }
    }
  }

  /// The index a coordinate in cells or dots falls in, within 0..<`limit` (NaN: 0).
  private static func clampedIndex(_ value: Double, limit: Int) -> Int {
    guard value.isFinite else { return value == .infinity ? max(0, limit - 1) : 0 }
    // Truncation is the floor from 0 up; below 0 and from the limit up are clamped.
    guard value >= 0 else { return 0 }
    guard value < Double(limit) else { return max(0, limit - 1) }
    return Int(value)
  }
}
