import GlimpseLayout

// Layout in columns for tests of the terminal's own text: a text node made from a string
// (``TextNode/init(_:style:lineLimit:metrics:)``) is as wide as its columns at 7 pt a
// column, so a test can propose and expect columns.

extension ProposedSize {
  /// An offer of `columns` columns (at 7 pt a column) by `height` points.
  public init(columns: Int?, height: Double?) {
    self.init(width: columns.map { ColumnRule.points(forColumns: $0) }, height: height)
  }
}

extension LayoutSize {
  /// A size of `columns` columns (and their points at 7 pt a column), `height` points and
  /// `rows` rows.
  public init(columns: Int, height: Double, rows: Int) {
    self.init(
      width: ColumnRule.points(forColumns: columns), height: height, columns: columns, rows: rows)
  }
}

extension LayoutRect {
  /// A rectangle of `size` at `origin`, whose points start at the origin's column at 7 pt a
  /// column and at `top`.
  public init(origin: CellPoint, size: LayoutSize, top: Double) {
    self.init(
      origin: origin, size: size, left: ColumnRule.points(forColumns: origin.x), top: top)
  }

  /// A rectangle of `cells`, standing for their columns at 7 pt a column and `height`
  /// points from `top`.
  public init(cells: CellRect, top: Double, height: Double) {
    self.init(
      cells: cells, left: ColumnRule.points(forColumns: cells.minX), top: top,
      width: ColumnRule.points(forColumns: cells.width), height: height)
  }
}
