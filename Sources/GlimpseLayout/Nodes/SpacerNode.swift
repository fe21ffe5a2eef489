/// A Spacer: empty space that grows along its stack's axis (both axes outside a stack).
public final class SpacerNode: LayoutNode {
  /// The fewest columns it takes in an HStack (or outside a stack).
  public let minColumns: Int
  /// The fewest rows it takes in a VStack.
  public let minRows: Int
  private var axis: StackAxis?

  /// A spacer of at least `minLength` cells on either axis.
  public convenience init(minLength: Int) {
    self.init(minColumns: minLength, minRows: minLength)
  }

  /// A spacer of at least `minColumns` across and `minRows` down (the same length in
  /// points is fewer rows than columns).
  public init(minColumns: Int, minRows: Int) {
    self.minColumns = max(0, minColumns)
    self.minRows = max(0, minRows)
  }

  public override var isSpacer: Bool { true }

  public override func adopt(stackAxis: StackAxis) {
    axis = stackAxis
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let offeredWidth = min(proposal.width ?? minColumns, ProposedCellSize.unbounded)
    let offeredHeight = min(proposal.height ?? 0, ProposedCellSize.unbounded)
    let width = axis == .vertical ? 0 : max(minColumns, offeredWidth)
    let height = axis == .horizontal ? 0 : max(axis == .vertical ? minRows : 0, offeredHeight)
    return CellSize(width: width, height: height)
  }
}

/// A Divider: a rule across its stack (a column in an HStack, a row elsewhere).
public final class DividerNode: LayoutNode {
  private var vertical = false
  /// How the rule is drawn.
  public let style: CellStyle

  /// A divider drawn in `style`.
  public init(style: CellStyle) {
    self.style = style
  }

  public override func adopt(stackAxis: StackAxis) {
    vertical = stackAxis == .horizontal
  }

  public override var fillsCrossAxis: Bool { true }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    vertical
      ? CellSize(width: 1, height: proposal.height ?? 1)
      : CellSize(width: proposal.width ?? 1, height: 1)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    canvas.fill(rect, with: vertical ? "\u{2502}" : "\u{2500}", style: style)
  }
}
