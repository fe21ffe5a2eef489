/// A Spacer: empty space that grows along its stack's axis (both axes outside a stack).
public final class SpacerNode: LayoutNode {
  /// The fewest columns it takes in an HStack (or outside a stack).
  public let minColumns: Int
  /// The fewest points it takes in a VStack.
  public let minPoints: Double
  private var axis: StackAxis?

  /// A spacer of at least `minColumns` across and `minPoints` down.
  public init(minColumns: Int, minPoints: Double) {
    self.minColumns = max(0, minColumns)
    self.minPoints = minPoints.isFinite ? max(0, minPoints) : 0
  }

  public override var isSpacer: Bool { true }

  public override var viewName: String? { "Spacer" }

  public override func adopt(stackAxis: StackAxis) {
    axis = stackAxis
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let offeredWidth = min(proposal.width ?? minColumns, ProposedSize.unbounded)
    let offeredHeight = min(proposal.height ?? 0, ProposedSize.unboundedPoints)
    let width = axis == .vertical ? 0 : max(minColumns, offeredWidth)
    let height = axis == .horizontal ? 0 : max(axis == .vertical ? minPoints : 0, offeredHeight)
    return LayoutSize(width: width, height: height, rows: RowRule.rows(forGap: height))
  }
}

/// A Divider: a rule across its stack (a column in an HStack, a row elsewhere), one point
/// thick on the device and one cell in the terminal.
public final class DividerNode: LayoutNode {
  private var vertical = false
  /// How the rule is drawn.
  public let style: CellStyle

  /// A divider drawn in `style`.
  public init(style: CellStyle) {
    self.style = style
  }

  public override var viewName: String? { "Divider" }

  public override func adopt(stackAxis: StackAxis) {
    vertical = stackAxis == .horizontal
  }

  public override var fillsCrossAxis: Bool { true }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    guard vertical else {
      return LayoutSize(width: proposal.width ?? 1, height: 1, rows: 1)
    }
    let height = min(proposal.height ?? 1, ProposedSize.unboundedPoints)
    return LayoutSize(width: 1, height: height, rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.fill(rect.cells, with: vertical ? "\u{2502}" : "\u{2500}", style: style)
    canvas.noteContent(in: rect)
  }
}
