extension ShapePath {
  /// The points apart, at most, of the straight pieces a trimmed path's curves become: a
  /// tenth of a braille dot at one point a point.
  static let trimTolerance = 0.35

  /// The part of the outline from `from` to `to` of its whole length (0...1), as
  /// `Path.trimmedPath(from:to:)` keeps it: the subpaths taken in order as one line, each
  /// kept piece a subpath of its own. Curves are kept as short straight pieces; a closed
  /// subpath kept whole stays closed. Bounds outside 0...1 are clamped; nothing is kept
  /// when `to` is not past `from`.
  public func trimmed(from: Double, to: Double) -> ShapePath {
    let lower = from.isFinite ? Swift.min(1, Swift.max(0, from)) : 0
    let upper = to.isFinite ? Swift.min(1, Swift.max(0, to)) : 1
    guard lower > 0 || upper < 1 else { return self }
    guard upper > lower else { return ShapePath() }
    var result = ShapePath()
    for line in polylines(tolerance: Self.trimTolerance).trimmed(from: lower, to: upper) {
      guard let first = line.points.first else { continue }
      result.move(to: first)
      for point in line.points.dropFirst() { result.addLine(to: point) }
      if line.isClosed { result.closeSubpath() }
    }
    return result
  }
}
