/// Where a node is drawn: a rectangle of cells, and the rectangle of points it stands for.
///
/// A parent hands its child the columns and rows the child answered with, and the points
/// too, so that the child lays out its own children with the same points it was measured
/// with; `left` and `top` are the points at which the rectangle starts in the whole
/// drawing (columns and rows are derived from points, so a cell's place on the device is
/// only known from its points).
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
  /// The cells: columns by rows.
  public var cells: CellRect
  /// Points from the left of the drawing to the left of the rectangle.
  public var left: Double
  /// Points from the top of the drawing to the top of the rectangle.
  public var top: Double
  /// Points of width.
  public var width: Double
  /// Points of height.
  public var height: Double

  /// A rectangle of `cells`, standing for `width` by `height` points from `left`, `top`.
  @inlinable
  public init(cells: CellRect, left: Double, top: Double, width: Double, height: Double) {
    self.cells = cells
    self.left = left
    self.top = top
    self.width = width
    self.height = height
  }

  /// A rectangle of `size` at `origin`, standing for the size's points from `left`, `top`.
  @inlinable
  public init(origin: CellPoint, size: LayoutSize, left: Double, top: Double) {
    self.cells = CellRect(origin: origin, size: size.cells)
    self.left = left
    self.top = top
    self.width = size.width
    self.height = size.height
  }

  /// The leftmost column.
  @inlinable public var minX: Int { cells.minX }
  /// The top row.
  @inlinable public var minY: Int { cells.minY }
  /// Columns.
  @inlinable public var columns: Int { cells.width }
  /// Rows.
  @inlinable public var rows: Int { cells.height }
  /// Whether the rectangle has no cells.
  @inlinable public var isEmpty: Bool { cells.isEmpty }
  /// The size it was answered with: points, columns and rows.
  @inlinable
  public var size: LayoutSize {
    LayoutSize(width: width, height: height, columns: cells.width, rows: cells.height)
  }

  /// The rectangle of a child of `size` placed in this one by `alignment`: columns, rows
  /// and points are aligned each on their own axis; with `stretching`, a child as wide as
  /// this rectangle in points takes all its columns (it spans it on the device).
  @inlinable
  public func placing(
    _ size: LayoutSize, alignment: CellAlignment, stretching: Bool = false
  ) -> LayoutRect {
    var cellSize = size.cells
    if stretching && spans(size) { cellSize.width = cells.width }
    return LayoutRect(
      cells: CellRect(origin: alignment.origin(of: cellSize, in: cells), size: cellSize),
      left: left + alignment.horizontal.offset(content: size.width, available: width),
      top: top + alignment.vertical.offset(content: size.height, available: height),
      width: size.width, height: size.height)
  }

  /// Whether something of `size` is as wide as this rectangle in points but drawn in fewer
  /// of its columns.
  @inlinable
  public func spans(_ size: LayoutSize) -> Bool {
    size.columns < cells.width && size.width >= width - 0.01 && size.width > 0
  }

  /// A rectangle of `size` at this one's top-left corner, in cells and in points.
  @inlinable
  public func atOrigin(_ size: LayoutSize) -> LayoutRect {
    LayoutRect(origin: cells.origin, size: size, left: left, top: top)
  }

  public var description: String {
    "col \(cells.minX), row \(cells.minY), \(cells.width) x \(cells.height) cells;"
      + " x \(Points.format(left)) pt, y \(Points.format(top)) pt,"
      + " \(Points.format(width)) x \(Points.format(height)) pt"
  }
}
