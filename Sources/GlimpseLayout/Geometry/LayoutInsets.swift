/// Insets around a child in points (padding): they become columns and rows as empty space
/// does (``ColumnRule``, ``RowRule``).
public struct LayoutInsets: Hashable, Sendable {
  /// Points above.
  public var top: Double
  /// Points on the left.
  public var leading: Double
  /// Points below.
  public var bottom: Double
  /// Points on the right.
  public var trailing: Double

  /// Insets of the given points.
  @inlinable
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Points taken on the left and right together.
  @inlinable public var horizontal: Double { leading + trailing }
  /// Points taken above and below together.
  @inlinable public var vertical: Double { top + bottom }
  /// Rows the empty space above takes (``RowRule/rows(forGap:)``).
  @inlinable public var topRows: Int { RowRule.rows(forGap: top) }
  /// Rows the empty space below takes.
  @inlinable public var bottomRows: Int { RowRule.rows(forGap: bottom) }
  /// Columns the empty space on the left takes (``ColumnRule/columns(forGap:)``).
  @inlinable public var leadingColumns: Int { ColumnRule.columns(forGap: leading) }
  /// Columns the empty space on the right takes.
  @inlinable public var trailingColumns: Int { ColumnRule.columns(forGap: trailing) }

  /// No insets.
  public static let zero = LayoutInsets()
}
