import GlimpseLayout

/// One column of a ``LazyVGrid`` or one row of a ``LazyHGrid``: its size, the spacing after
/// it, and how its cells are aligned: SwiftUI's `GridItem`.
/// - Glimpse: works
public struct GridItem: Sendable {
  /// How large a grid item is.
  public enum Size: Sendable {
    /// A fixed size, in points.
    case fixed(CGFloat)
    /// A share of the space, between a minimum and a maximum in points.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit, each at least `minimum` points (Glimpse: one flexible item).
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: GridItem.Size
  /// The space after the item, in points (nil: the default).
  public var spacing: CGFloat?
  /// How cells sit in the item (nil: centred).
  public var alignment: Alignment?

  /// An item of `size`.
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Which views of a scrolling stack stay pinned: SwiftUI's `PinnedScrollableViews`
/// (nothing scrolls in a widget).
/// - Glimpse: accepted
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  /// The set of `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views in rows of `columns.count` cells, filled left to right and then down: SwiftUI's
/// `LazyVGrid`. Fixed columns are as wide as their points; flexible and adaptive columns
/// share what is left.
/// - Glimpse: approximated: an adaptive column is one flexible column
nonisolated public struct LazyVGrid<Content>: View where Content: View {
  public typealias Body = Never
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `columns`, rows `spacing` points apart (nil: the default).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let items = view.columns.isEmpty ? [GridItem()] : view.columns
    let rows = LazyGridCell.lines(of: view.content, items: items, in: context) { cell, item in
      LazyGridCell.column(cell, item: item, in: context)
    }.map { row in
      StackNode(
        axis: .horizontal, crossAlignment: .center,
        spacing: items[0].spacing.map { Double($0) },
        name: "LazyVGridRow", children: context.direction == .rightToLeft ? row.reversed() : row)
    }
    nodes.append(
      StackNode(
        axis: .vertical, crossAlignment: view.alignment.cell(context.direction),
        spacing: view.spacing.map { Double($0) }, name: "LazyVGrid", children: rows))
  }
}

/// Views in columns of `rows.count` cells, filled top to bottom and then across: SwiftUI's
/// `LazyHGrid`. Fixed rows are as tall as their points.
/// - Glimpse: approximated: flexible and adaptive rows are as tall as their cells
nonisolated public struct LazyHGrid<Content>: View where Content: View {
  public typealias Body = Never
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A grid of `rows`, columns `spacing` points apart (nil: the default).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let items = view.rows.isEmpty ? [GridItem()] : view.rows
    var columns = LazyGridCell.lines(of: view.content, items: items, in: context) { cell, item in
      LazyGridCell.row(cell, item: item, in: context)
    }.map { column in
      StackNode(
        axis: .vertical, crossAlignment: .center, spacing: items[0].spacing.map { Double($0) },
        name: "LazyHGridColumn", children: column)
    }
    if context.direction == .rightToLeft { columns.reverse() }
    nodes.append(
      StackNode(
        axis: .horizontal, crossAlignment: view.alignment.cell,
        spacing: view.spacing.map { Double($0) }, name: "LazyHGrid",
        children: columns))
  }
}

/// A cell framed by its grid item.
@MainActor
private enum LazyGridCell {
  /// The cells `content` makes, in lines of `items.count` (rows of a vertical grid, columns
  /// of a horizontal one), each framed by its item; the last line is filled with empty cells.
  static func lines<Content: View>(
    of content: Content, items: [GridItem], in context: _ResolveContext,
    frame: (LayoutNode, GridItem) -> LayoutNode
  ) -> [[LayoutNode]] {
    var cells: [LayoutNode] = []
    Content._makeNodes(content, in: context, into: &cells)
    return stride(from: 0, to: cells.count, by: items.count).map { start in
      items.enumerated().map { index, item in
        frame(start + index < cells.count ? cells[start + index] : LayoutNode(), item)
      }
    }
  }

  /// A cell in a column of a vertical grid: fixed items set its width, flexible ones share
  /// the row's width between their bounds.
  static func column(_ cell: LayoutNode, item: GridItem, in context: _ResolveContext)
    -> LayoutNode
  {
    let alignment = (item.alignment ?? .center).cell(context.direction)
    switch item.size {
    case .fixed(let points):
      return FrameNode(
        child: cell, width: points.isFinite ? Double(max(0, points)) : nil, height: nil,
        alignment: alignment)
    case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
      return FlexibleFrameNode(
        child: cell,
        horizontal: .init(min: bound(minimum), max: bound(maximum)),
        vertical: .init(), alignment: alignment)
    }
  }

  /// A cell in a row of a horizontal grid: fixed items set its height.
  static func row(_ cell: LayoutNode, item: GridItem, in context: _ResolveContext) -> LayoutNode {
    let alignment = (item.alignment ?? .center).cell(context.direction)
    switch item.size {
    case .fixed(let points):
      return FlexibleFrameNode(
        child: cell, horizontal: .init(),
        vertical: .init(min: Double(max(0, points)), max: Double(max(0, points))),
        alignment: alignment)
    case .flexible, .adaptive:
      return FlexibleFrameNode(
        child: cell, horizontal: .init(), vertical: .init(), alignment: alignment)
    }
  }

  /// A bound in points: infinite is the unbounded stand-in; none when not positive.
  private static func bound(_ points: CGFloat) -> Double? {
    guard points.isFinite else { return points > 0 ? ProposedSize.unboundedPoints : nil }
    return points > 0 ? Double(points) : nil
  }
}
