/// Insets around a child: columns on the left and right, points above and below (padding).
public struct LayoutInsets: Hashable, Sendable {
  /// Points above.
  public var top: Double
  /// Columns on the left.
  public var leading: Int
  /// Points below.
  public var bottom: Double
  /// Columns on the right.
  public var trailing: Int

  /// Insets of the given columns and points.
  @inlinable
  public init(top: Double = 0, leading: Int = 0, bottom: Double = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Columns taken on the left and right together.
  @inlinable public var horizontal: Int { leading + trailing }
  /// Points taken above and below together.
  @inlinable public var vertical: Double { top + bottom }
  /// Rows the empty space above takes (``RowRule/rows(forGap:)``).
  @inlinable public var topRows: Int { RowRule.rows(forGap: top) }
  /// Rows the empty space below takes.
  @inlinable public var bottomRows: Int { RowRule.rows(forGap: bottom) }

  /// No insets.
  public static let zero = LayoutInsets()
}
