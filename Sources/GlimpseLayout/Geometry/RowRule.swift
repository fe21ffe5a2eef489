/// How points of height become terminal rows: the one rule drawing uses.
///
/// Heights are laid out in points (each text line at its font's line height, padding and
/// spacing as written); rows are derived from them so that nothing the device shows is
/// hidden:
///
/// - every line of text is one row, whatever its line height;
/// - anything else that draws (a shape, a bar, a border, a symbol) takes at least one row,
///   and more for its points by the nearest row at 20 pt;
/// - empty space (padding, spacing, spacers, the room a frame leaves around its content)
///   takes the nearest whole number of 20 pt rows: 0-9.99 pt is no row, 10-29.99 pt one,
///   30-49.99 pt two.
///
/// So gaps collapse before any text is dropped, and a drawing is never cut short in rows:
/// only a point height over a presentation's limit cuts it. The known error: a row stands
/// for 10-30 pt of gap but for any line height (13 pt for a caption2 line, 41 pt for a
/// large title), so a drawing of many small lines looks taller than the device shows it
/// and one of large titles shorter; fit verdicts, made in points, are unaffected.
public enum RowRule {
  /// The points a row of empty space stands for.
  public static let pointsPerRow = 20.0

  /// Rows for empty vertical space of `points`: the nearest row, halves up (NaN or
  /// negative: none; infinite: ``ProposedSize/unbounded``).
  @inlinable
  public static func rows(forGap points: Double) -> Int {
    guard points > 0 else { return 0 }
    guard points < ProposedSize.unboundedPoints else { return ProposedSize.unbounded }
    return nearestWhole(ofNonNegative: points / pointsPerRow)
  }

  /// Rows for something that draws and is `points` tall: at least one when it has any
  /// height.
  @inlinable
  public static func rows(forDrawing points: Double) -> Int {
    points > 0 ? max(1, rows(forGap: points)) : 0
  }

  /// Rows for a box `points` tall holding `content`: the content's rows, and the room left
  /// around it as empty space (frames, cards, tiles).
  @inlinable
  public static func rows(holding content: LayoutSize, in points: Double) -> Int {
    content.rows + rows(forGap: points - content.height)
  }

  /// Points for `rows` rows of empty space: where a size given in rows (a snapshot's
  /// height) is offered as points.
  @inlinable
  public static func points(forRows rows: Int) -> Double {
    Double(max(0, rows)) * pointsPerRow
  }
}
