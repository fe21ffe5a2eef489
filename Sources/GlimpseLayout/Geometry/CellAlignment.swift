/// Where a child sits along the horizontal axis of the space its parent gives it.
public enum CellHorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  /// The column offset of something `content` wide inside `available` columns.
  @inlinable
  public func offset(content: Int, available: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return (available - content) / 2
    case .trailing: return available - content
    }
  }

  /// The points from the start of something `content` points long inside `available`
  /// points (a stack's cross alignment read down the page: leading is top).
  @inlinable
  public func offset(content: Double, available: Double) -> Double {
    switch self {
    case .leading: return 0
    case .center: return (available - content) / 2
    case .trailing: return available - content
    }
  }
}

/// Where a child sits along the vertical axis of the space its parent gives it.
public enum CellVerticalAlignment: Hashable, Sendable {
  case top, center, bottom

  /// The row offset of something `content` tall inside `available` rows.
  @inlinable
  public func offset(content: Int, available: Int) -> Int {
    switch self {
    case .top: return 0
    case .center: return (available - content) / 2
    case .bottom: return available - content
    }
  }

  /// The points from the top of something `content` points tall inside `available` points.
  @inlinable
  public func offset(content: Double, available: Double) -> Double {
    switch self {
    case .top: return 0
    case .center: return (available - content) / 2
    case .bottom: return available - content
    }
  }
}

/// A horizontal and a vertical alignment together.
public struct CellAlignment: Hashable, Sendable {
  /// Alignment along the horizontal axis.
  public var horizontal: CellHorizontalAlignment
  /// Alignment along the vertical axis.
  public var vertical: CellVerticalAlignment

  /// The alignment with both axes given.
  public init(horizontal: CellHorizontalAlignment, vertical: CellVerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred on both axes.
  public static let center = CellAlignment(horizontal: .center, vertical: .center)
  /// Top-left.
  public static let topLeading = CellAlignment(horizontal: .leading, vertical: .top)
  /// Left edge, centred vertically.
  public static let leading = CellAlignment(horizontal: .leading, vertical: .center)

  /// The origin of a child of `content` size placed in `rect`.
  public func origin(of content: CellSize, in rect: CellRect) -> CellPoint {
    CellPoint(
      x: rect.minX + horizontal.offset(content: content.width, available: rect.width),
      y: rect.minY + vertical.offset(content: content.height, available: rect.height))
  }
}
