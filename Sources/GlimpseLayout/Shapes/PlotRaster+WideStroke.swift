/// Strokes wider than a braille dot: the dots a line of the stroke's width covers.
extension PlotRaster {
  /// Whether a stroke `lineWidth` points wide is drawn wider than one dot at `scale`: it is
  /// at least a dot tall and a dot wide, so that each column (or row) of dots it crosses
  /// has a dot centre within it and the line never breaks up, and half as wide again as
  /// the finer of the two, so that it reads thicker than a one-dot stroke.
  static func isWide(lineWidth: Double, scale: PointScale) -> Bool {
    guard lineWidth.isFinite, scale.x > 0, scale.y > 0 else { return false }
    let (dotWidth, dotHeight) = (1 / (scale.x * 2), 1 / (scale.y * 4))
    return lineWidth >= max(dotWidth, dotHeight, 1.5 * min(dotWidth, dotHeight))
  }

  /// The most dots a wide stroke tests against its runs (each run tests the dots around
  /// it): a wider or longer one (a line a million points wide along a path of thousands of
  /// pieces) is drawn one dot wide instead, in a moment.
  static let wideStrokeBudget = 4_000_000

  /// Strokes `lines` `lineWidth` points wide in braille dots of `color`: each dot whose centre
  /// lies within half the width of a run is set, the runs' ends drawn as `cap` (each dash is
  /// a run, with its own ends), their corners round. With `sparse`, every other dot, as a
  /// checkerboard (a track under another shape). Draws nothing and returns false when it
  /// would test more than ``wideStrokeBudget`` dots.
  @discardableResult
  mutating func strokeWide(
    _ lines: [ShapePolyline], scale: PointScale, lineWidth: Double, cap: ShapeStroke.Cap,
    color: TerminalColor, sparse: Bool
  ) -> Bool {
    let (columns, rows) = (dotWidth, dotHeight)
    guard columns > 0, rows > 0 else { return true }
    var tested = 0
    let (dotWidth, dotHeight) = (1 / (scale.x * 2), 1 / (scale.y * 4))
    let half = lineWidth / 2
    var covered = [Bool](repeating: false, count: columns * rows)
    func dotRange(_ low: Double, _ high: Double, size: Double, limit: Int) -> ClosedRange<Int>? {
      let bound = Double(limit)
      let first = max(0, Int(min(bound, max(-1, (low / size - 0.5).rounded(.up)))))
      let last = min(limit - 1, Int(min(bound, max(-1, (high / size - 0.5).rounded(.down)))))
      return first <= last ? first...last : nil
    }
    /// Covers the part of the band about `a`-`b` within half the width; an end with a cap
    /// is a run's end, one without is a corner (round).
    func cover(
      _ a: ShapePath.Point, _ b: ShapePath.Point, startCap: ShapeStroke.Cap?,
      endCap: ShapeStroke.Cap?
    ) {
      let (deltaX, deltaY) = (b.x - a.x, b.y - a.y)
      let length = (deltaX * deltaX + deltaY * deltaY).squareRoot()
      // A point (a run of no length) shows only as a round or square cap.
      if length == 0 && (startCap == .butt || endCap == .butt) { return }
      let (unitX, unitY) = length > 0 ? (deltaX / length, deltaY / length) : (1.0, 0.0)
      let reach = half * 1.5
      guard
        let across = dotRange(
          min(a.x, b.x) - reach, max(a.x, b.x) + reach, size: dotWidth, limit: columns),
        let down = dotRange(
          min(a.y, b.y) - reach, max(a.y, b.y) + reach, size: dotHeight, limit: rows)
      else { return }
      tested += across.count * down.count
      guard tested <= Self.wideStrokeBudget else { return }
      for y in down {
        let centreY = (Double(y) + 0.5) * dotHeight
        for x in across where !covered[y * columns + x] {
          let centreX = (Double(x) + 0.5) * dotWidth
          let (offsetX, offsetY) = (centreX - a.x, centreY - a.y)
          let along = offsetX * unitX + offsetY * unitY
          let aside = abs(offsetX * unitY - offsetY * unitX)
          let inside: Bool
          if along < 0 {
            inside = Self.isInsideEnd(
              beyond: -along, aside: aside, half: half, cap: startCap ?? .round)
          } else if along > length {
            inside = Self.isInsideEnd(
              beyond: along - length, aside: aside, half: half, cap: endCap ?? .round)
          } else {
            inside = aside <= half
          }
          if inside { covered[y * columns + x] = true }
        }
      }
    }
    for line in lines {
      let points = line.points
      guard let first = points.first else { continue }
      if points.count == 1 {
        cover(first, first, startCap: cap, endCap: cap)
        continue
      }
      let isClosed = line.isClosed && points.count > 2
      var index = 0
      let count = isClosed && points.first != points.last ? points.count : points.count - 1
      line.forEachSegment { a, b in
        let isFirst = index == 0
        let isLast = index == count - 1
        cover(
          a, b, startCap: isFirst && !isClosed ? cap : nil,
          endCap: isLast && !isClosed ? cap : nil)
        index += 1
      }
    }
    guard tested <= Self.wideStrokeBudget else { return false }
    withDotPen(color: color) { pen in
      for y in 0..<rows {
        for x in 0..<columns where covered[y * columns + x] {
          if !sparse || (x + y) % 2 == 0 { pen.setDot(x: x, y: y) }
        }
      }
    }
    return true
  }

  /// Whether a dot `beyond` points past a run's end and `aside` points from its line lies
  /// inside the end drawn as `cap`.
  private static func isInsideEnd(
    beyond: Double, aside: Double, half: Double, cap: ShapeStroke.Cap
  ) -> Bool {
    switch cap {
    case .butt: return false
    case .square: return beyond <= half && aside <= half
    case .round: return beyond * beyond + aside * aside <= half * half
    }
  }
}
