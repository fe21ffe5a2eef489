/// How points of width become terminal columns: the one rule drawing uses across, as
/// ``RowRule`` is down.
///
/// Widths are laid out in points, as on the device: a text is as wide as its glyphs'
/// advances in its font, padding and spacing are their points, frames their points. A
/// node answers the fewest columns it can be drawn in without hiding anything the device
/// shows:
///
/// - a text takes the columns of the glyphs it shows (one or two each, as the terminal
///   draws them), whatever its points;
/// - fixed empty space (padding, a stack's spacing, a spacer's minimum length) takes the
///   nearest whole number of columns: 0-3.49 pt is no column, 3.5-10.49 pt one,
///   10.5-17.49 pt two;
/// - a shape, a colour or a bar takes one column, and an image its points' nearest;
/// - a frame, and a stack that takes all the width it is offered, take the columns of
///   their points (the nearest at ``pointsPerColumn``), or their content's when more.
///
/// When drawn, a stack shares the columns it is given past its content's among its
/// flexible children (spacers, shapes, frames that grow) in proportion to their points,
/// so the drawing keeps the device's proportions wherever its text leaves room. A
/// drawing whose text is denser than a column a character (a caption is about 5 pt a
/// character, a column 7 pt) is drawn wider than its points, never cut, and its heading
/// says so. Verdicts (does it fit, is it cut, by how much) are made in points.
public enum ColumnRule {
  /// The points a column of empty space stands for: SF Pro's average advance at body
  /// size (0.4165 em of 17 pt, 7.08 pt).
  public static let pointsPerColumn = 7.0

  /// Columns for empty horizontal space of `points`: the nearest column, halves up (NaN
  /// or negative: none; infinite: the columns of ``ProposedSize/unboundedPoints``).
  @inlinable
  public static func columns(forGap points: Double) -> Int {
    guard points > 0 else { return 0 }
    guard points < ProposedSize.unboundedPoints else {
      return Int(ProposedSize.unboundedPoints / pointsPerColumn)
    }
    return nearestWhole(ofNonNegative: points / pointsPerColumn)
  }

  /// Columns for something that draws and is `points` wide: at least one when it has any
  /// width.
  @inlinable
  public static func columns(forDrawing points: Double) -> Int {
    points > 0 ? max(1, columns(forGap: points)) : 0
  }

  /// Columns for a box `points` wide holding `content` (frames, cards, slots): its
  /// points' columns, or the content's when more.
  @inlinable
  public static func columns(holding content: LayoutSize, in points: Double) -> Int {
    max(content.columns, columns(forGap: points))
  }

  /// The columns to draw content of `size` in a space `points` wide: the space's columns,
  /// or more when the content needs more to be drawn whole. Content wider in points than
  /// the space (which the device too draws past its edge) is given only the share of its
  /// columns that its points within the space stand for.
  @inlinable
  public static func columns(drawing size: LayoutSize, in points: Double) -> Int {
    let own = columns(forGap: points)
    guard size.width > points + 0.01, size.width > 0 else { return max(own, size.columns) }
    let share = (Double(size.columns) * points / size.width).rounded(.up)
    return max(own, Int(min(share, Double(ProposedSize.unbounded))))
  }

  /// Points for `columns` columns of empty space: where a width given in columns (a
  /// terminal's) is offered as points.
  @inlinable
  public static func points(forColumns columns: Int) -> Double {
    Double(max(0, columns)) * pointsPerColumn
  }
}
