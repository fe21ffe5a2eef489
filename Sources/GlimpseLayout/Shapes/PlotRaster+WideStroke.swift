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
  /// a run, with its own ends), their corners as `join` (see ``isCorner(_:_:)``). With
  /// `sparse`, every other dot, as a checkerboard (a track under another shape). Draws
  /// nothing and returns false when it would test more than ``wideStrokeBudget`` dots.
  @discardableResult
  mutating func strokeWide(
    _ lines: [ShapePolyline], scale: PointScale, lineWidth: Double, cap: ShapeStroke.Cap,
    join: ShapeStroke.Join = .round, miterLimit: Double = 10, color: TerminalColor, sparse: Bool
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
    /// Covers each dot of the block whose centre `isInside` holds (in points), within the
    /// budget of dots a drawing may test.
    func coverDots(
      across: ClosedRange<Int>, down: ClosedRange<Int>,
      where isInside: (_ centreX: Double, _ centreY: Double) -> Bool
    ) {
      tested += across.count * down.count
      guard tested <= Self.wideStrokeBudget else { return }
      for y in down {
        let centreY = (Double(y) + 0.5) * dotHeight
        for x in across where !covered[y * columns + x] {
          if isInside((Double(x) + 0.5) * dotWidth, centreY) { covered[y * columns + x] = true }
        }
      }
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
      coverDots(across: across, down: down) { centreX, centreY in
        let (offsetX, offsetY) = (centreX - a.x, centreY - a.y)
        let along = offsetX * unitX + offsetY * unitY
        let aside = abs(offsetX * unitY - offsetY * unitX)
        if along < 0 {
          return Self.isInsideEnd(
            beyond: -along, aside: aside, half: half, cap: startCap ?? .round)
        } else if along > length {
          return Self.isInsideEnd(
            beyond: along - length, aside: aside, half: half, cap: endCap ?? .round)
        }
        return aside <= half
      }
    }
    /// Covers the outer wedge of a corner drawn mitred or bevelled: the polygon `corner`.
    func cover(corner: [ShapePath.Point]) {
      guard
        let across = dotRange(
          corner.map(\.x).min() ?? 0, corner.map(\.x).max() ?? 0, size: dotWidth,
          limit: columns),
        let down = dotRange(
          corner.map(\.y).min() ?? 0, corner.map(\.y).max() ?? 0, size: dotHeight, limit: rows)
      else { return }
      coverDots(across: across, down: down) { centreX, centreY in
        Self.isInsideConvex(ShapePath.Point(x: centreX, y: centreY), corner)
      }
    }
    for line in lines {
      // A point repeated makes no run and no corner.
      var points = line.points
      if points.count > 1 {
        var distinct = [points[0]]
        distinct.reserveCapacity(points.count)
        for point in points.dropFirst() where point != distinct[distinct.count - 1] {
          distinct.append(point)
        }
        points = distinct
      }
      guard let first = points.first else { continue }
      if points.count == 1 {
        cover(first, first, startCap: cap, endCap: cap)
        continue
      }
      let isClosed = line.isClosed && points.count > 2
      var segments: [(ShapePath.Point, ShapePath.Point)] = []
      segments.reserveCapacity(points.count)
      for index in 1..<points.count { segments.append((points[index - 1], points[index])) }
      if isClosed && points[0] != points[points.count - 1] {
        segments.append((points[points.count - 1], points[0]))
      }
      let count = segments.count
      // The wedge of the corner before each segment, when it is mitred or bevelled (the
      // first segment's only on a closed run); nil where the corner is round.
      var wedges = [[ShapePath.Point]?](repeating: nil, count: count)
      if join != .round {
        for index in (isClosed ? 0 : 1)..<count {
          let before = segments[(index + count - 1) % count]
          wedges[index] = Self.cornerWedge(
            before.0, segments[index].0, segments[index].1, half: half, join: join,
            miterLimit: miterLimit)
        }
      }
      for index in 0..<count {
        let (a, b) = segments[index]
        let next = (index + 1) % count
        let startCap: ShapeStroke.Cap? =
          index == 0 && !isClosed ? cap : (wedges[index] == nil ? nil : .butt)
        let endCap: ShapeStroke.Cap? =
          index == count - 1 && !isClosed ? cap : (wedges[next] == nil ? nil : .butt)
        cover(a, b, startCap: startCap, endCap: endCap)
      }
      for wedge in wedges {
        if let wedge, wedge.count > 2 { cover(corner: wedge) }
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

  /// The cosine of the least turn at which two runs meet at a corner drawn as its join, 16
  /// degrees: below it a mitre reaches less than a hundredth of the width past a round join
  /// and a bevel falls as little short of it, so a curve cut into short runs draws smooth.
  static let cornerTurnCosine = 0.961_261_695_938_318_9

  /// Whether two runs whose directions' cosine is `turnCosine` meet at a corner.
  static func isCorner(_ turnCosine: Double) -> Bool {
    turnCosine < cornerTurnCosine
  }

  /// The outer wedge of the corner at `b` between runs `a`-`b` and `b`-`c`, `half` points
  /// to either side of them, as `join` draws it (the parts the runs' square-cut ends leave
  /// out): for ``ShapeStroke/Join/miter``, out to where the outer edges meet, unless that
  /// lies more than `miterLimit` widths from the inner corner (then bevelled); for
  /// ``ShapeStroke/Join/bevel``, the triangle between the edges' ends. Nil when the corner
  /// is round, or too slight to be a corner (``isCorner(_:)``): the runs' round ends draw
  /// it. An empty wedge for a bevelled line that turns straight back (the ends are flat).
  static func cornerWedge(
    _ a: ShapePath.Point, _ b: ShapePath.Point, _ c: ShapePath.Point, half: Double,
    join: ShapeStroke.Join, miterLimit: Double
  ) -> [ShapePath.Point]? {
    guard join != .round else { return nil }
    let (inX, inY) = (b.x - a.x, b.y - a.y)
    let (outX, outY) = (c.x - b.x, c.y - b.y)
    let (inLength, outLength) = (
      (inX * inX + inY * inY).squareRoot(), (outX * outX + outY * outY).squareRoot()
    )
    guard inLength > 0, outLength > 0 else { return nil }
    let (d1x, d1y, d2x, d2y) = (inX / inLength, inY / inLength, outX / outLength, outY / outLength)
    let turnCosine = max(-1, min(1, d1x * d2x + d1y * d2y))
    guard isCorner(turnCosine) else { return nil }
    // The outer side is the one the line turns away from.
    let side: Double = d1x * d2y - d1y * d2x > 0 ? -1 : 1
    let (n1x, n1y, n2x, n2y) = (-d1y * side, d1x * side, -d2y * side, d2x * side)
    let edge1 = ShapePath.Point(x: b.x + n1x * half, y: b.y + n1y * half)
    let edge2 = ShapePath.Point(x: b.x + n2x * half, y: b.y + n2y * half)
    // Half the angle between the runs' directions' cosine: the mitre is 1 / it widths long.
    let halfCosine = ((1 + turnCosine) / 2).squareRoot()
    if join == .miter, halfCosine > 0, 1 / halfCosine <= miterLimit {
      let (sumX, sumY) = (n1x + n2x, n1y + n2y)
      let sumLength = (sumX * sumX + sumY * sumY).squareRoot()
      if sumLength > 0 {
        let reach = half / halfCosine / sumLength
        let tip = ShapePath.Point(x: b.x + sumX * reach, y: b.y + sumY * reach)
        return [b, edge1, tip, edge2]
      }
    }
    return halfCosine > 1e-9 ? [b, edge1, edge2] : []
  }

  /// Whether `point` lies inside (or on the edge of) the convex polygon `corners`.
  static func isInsideConvex(_ point: ShapePath.Point, _ corners: [ShapePath.Point]) -> Bool {
    var (positive, negative) = (false, false)
    for index in corners.indices {
      let a = corners[index]
      let b = corners[(index + 1) % corners.count]
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      if cross > 1e-9 { positive = true }
      if cross < -1e-9 { negative = true }
      if positive && negative { return false }
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
