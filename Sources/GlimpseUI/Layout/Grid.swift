import GlimpseLayout

/// Views in rows and columns (SwiftUI's `Grid`): each ``GridRow``'s cells line up in
/// columns as wide as their widest cell; a view that is not a row spans the grid.
///
/// Columns are fixed when the grid is built; a grid wider than its space is squeezed as a
/// stack is.
///
/// - Glimpse: approximated: columns as wide as the widest cell's ideal width, set when built
nonisolated public struct Grid<Content>: View where Content: View {
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of the rows `content` builds; spacings in points (nil: the default).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var rows: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &rows)
    // Each column as wide as its widest cell's ideal width.
    // (And as many columns as its widest cell's, so that the grid's columns line up.)
    var widths: [Double] = []
    var columns: [Int] = []
    for case let row as GridRowNode in rows {
      for (column, cell) in row.cells.enumerated() {
        let size = cell.sizeThatFits(ProposedSize(width: nil, height: nil))
        if column < widths.count {
          widths[column] = max(widths[column], size.width)
          columns[column] = max(columns[column], size.columns)
        } else {
          widths.append(size.width)
          columns.append(size.columns)
        }
      }
    }
    let cellAlignment = view.alignment.cell(context.direction)
    let gap = view.horizontalSpacing.map { Double($0) }
    let lined = rows.map { row -> LayoutNode in
      guard let row = row as? GridRowNode else { return row }
      var cells = row.cells.enumerated().map { column, cell -> LayoutNode in
        FrameNode(
          child: cell, width: widths[column], height: nil, alignment: cellAlignment,
          minimumColumns: columns[column])
      }
      // Empty cells where a row is short, so that every row has every column.
      for column in cells.count..<widths.count {
        cells.append(
          FrameNode(
            child: LayoutNode(), width: widths[column], height: nil,
            minimumColumns: columns[column]))
      }
      if context.direction == .rightToLeft { cells.reverse() }
      return StackNode(
        axis: .horizontal, crossAlignment: row.alignment ?? view.alignment.vertical.cell,
        spacing: gap, name: "GridRow", children: cells)
    }
    nodes.append(
      StackNode(
        axis: .vertical, crossAlignment: view.alignment.horizontal.cell(context.direction),
        spacing: view.verticalSpacing.map { Double($0) }, name: "Grid", children: lined))
  }
}

/// A row of a ``Grid``: its views are the row's cells, one a column.
///
/// - Glimpse: drawn
nonisolated public struct GridRow<Content>: View where Content: View {
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds, aligned vertically by `alignment` (nil: the
  /// grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var cells: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &cells)
    nodes.append(GridRowNode(cells: cells, alignment: view.alignment?.cell))
  }
}

/// A grid row's cells, for the ``Grid`` around it to line up; outside a grid, an HStack.
final class GridRowNode: LayoutNode {
  let cells: [LayoutNode]
  let alignment: CellHorizontalAlignment?
  private let stack: StackNode

  init(cells: [LayoutNode], alignment: CellHorizontalAlignment?) {
    self.cells = cells
    self.alignment = alignment
    stack = StackNode(
      axis: .horizontal, crossAlignment: alignment ?? .center, spacing: nil, name: "GridRow",
      children: cells)
    super.init()
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    stack.sizeThatFits(proposal)
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    stack.draw(in: rect, on: &canvas)
  }
}

extension View {
  /// How many columns this cell spans.
  ///
  /// - Glimpse: accepted
  public func gridCellColumns(_ count: Int) -> some View { self }

  /// The alignment of this cell's column.
  ///
  /// - Glimpse: accepted
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }

  /// Where this cell sits in its space.
  ///
  /// - Glimpse: accepted
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

  /// The axes along which this cell takes no part in sizing its row and column.
  ///
  /// - Glimpse: accepted
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
