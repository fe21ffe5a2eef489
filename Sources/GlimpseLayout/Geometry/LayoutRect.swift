/// Where a node is drawn: a rectangle of cells, and the points of height it stands for.
///
/// A parent hands its child the rows the child answered with, and the points too, so that
/// the child lays out its own children with the same points it was measured with; `top`
/// is the point at which the rectangle starts in the whole drawing (rows are derived from
/// points, so a row's place on the device is only known from its points).
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
  /// The cells: columns by rows.
  public var cells: CellRect
  /// Points from the top of the drawing to the top of the rectangle.
  public var top: Double
  /// Points of height.
  public var height: Double

  /// A rectangle of `cells`, standing for `height` points from `top`.
  @inlinable
  public init(cells: CellRect, top: Double, height: Double) {
    self.cells = cells
    self.top = top
    self.height = height
  }

  /// A rectangle of `size` at `origin`, standing for the size's points from `top`.
  @inlinable
  public init(origin: CellPoint, size: LayoutSize, top: Double) {
    self.cells = CellRect(origin: origin, size: size.cells)
    self.top = top
    self.height = size.height
  }

  /// The leftmost column.
  @inlinable public var minX: Int { cells.minX }
  /// The top row.
  @inlinable public var minY: Int { cells.minY }
  /// Columns.
  @inlinable public var width: Int { cells.width }
  /// Rows.
  @inlinable public var rows: Int { cells.height }
  /// Whether the rectangle has no cells.
  @inlinable public var isEmpty: Bool { cells.isEmpty }
  /// The size it was answered with: columns, points and rows.
  @inlinable
  public var size: LayoutSize { LayoutSize(width: cells.width, height: height, rows: cells.height) }

  /// The rectangle of a child of `size` placed in this one by `alignment`: rows and points
  /// are aligned each on their own axis.
  @inlinable
  public func placing(_ size: LayoutSize, alignment: CellAlignment) -> LayoutRect {
    LayoutRect(
      cells: CellRect(origin: alignment.origin(of: size.cells, in: cells), size: size.cells),
      top: top + alignment.vertical.offset(content: size.height, available: height),
      height: size.height)
  }

  public var description: String {
    "col \(cells.minX), row \(cells.minY), \(cells.width) x \(cells.height) cells;"
      + " y \(Points.format(top)) pt, \(Points.format(height)) pt tall"
  }
}
