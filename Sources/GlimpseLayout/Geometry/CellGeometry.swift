/// A size in terminal cells: columns by rows.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No columns and no rows.
  public static let zero = CellSize(width: 0, height: 0)

  public var description: String { "\(width)x\(height)" }
}

/// A position in terminal cells, from the top-left corner.
public struct CellPoint: Hashable, Sendable {
  /// Column, counted from zero.
  public var x: Int
  /// Row, counted from zero.
  public var y: Int

  /// The cell at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left cell.
  public static let zero = CellPoint(x: 0, y: 0)
}

/// A rectangle of terminal cells.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: CellPoint
  /// Columns by rows.
  public var size: CellSize

  /// A rectangle at `origin` of `size`.
  public init(origin: CellPoint, size: CellSize) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle at column `x`, row `y`, `width` columns by `height` rows.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.origin = CellPoint(x: x, y: y)
    self.size = CellSize(width: width, height: height)
  }

  /// The leftmost column.
  public var minX: Int { origin.x }
  /// The top row.
  public var minY: Int { origin.y }
  /// The column just right of the rectangle.
  public var maxX: Int { origin.x + size.width }
  /// The row just below the rectangle.
  public var maxY: Int { origin.y + size.height }
  /// Columns.
  public var width: Int { size.width }
  /// Rows.
  public var height: Int { size.height }
  /// Whether the rectangle has no cells.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The cells both rectangles cover (an empty rectangle when they do not meet).
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return CellRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// Whether the cell at column `x`, row `y` lies in the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The rectangle moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int, dy: Int) -> CellRect {
    CellRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle shrunk by the given number of cells on each edge (never below zero).
  public func inset(by insets: CellInsets) -> CellRect {
    CellRect(
      x: origin.x + insets.leading, y: origin.y + insets.top,
      width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
  }

  public var description: String { "(\(origin.x),\(origin.y) \(size))" }
}

/// Insets in cells on each edge of a rectangle.
public struct CellInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var leading: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var trailing: Int

  /// Insets of the given cells on each edge.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Columns taken on the left and right together.
  public var horizontal: Int { leading + trailing }
  /// Rows taken above and below together.
  public var vertical: Int { top + bottom }

  /// No insets.
  public static let zero = CellInsets()
}
