/// A Spacer: empty space that grows along its stack's axis (both axes outside a stack).
public final class SpacerNode: LayoutNode {
  /// The fewest cells it takes along its axis.
  public let minLength: Int
  private var axis: StackAxis?

  /// A spacer of at least `minLength` cells.
  public init(minLength: Int) {
    self.minLength = max(0, minLength)
  }

  public override var isSpacer: Bool { true }

  public override func adopt(stackAxis: StackAxis) {
    axis = stackAxis
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let width = axis == .vertical ? 0 : max(minLength, proposal.width ?? minLength)
    let height =
      axis == .horizontal ? 0 : max(axis == .vertical ? minLength : 0, proposal.height ?? 0)
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

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    vertical
      ? CellSize(width: 1, height: proposal.height ?? 1)
      : CellSize(width: proposal.width ?? 1, height: 1)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    canvas.fill(rect, with: vertical ? "\u{2502}" : "\u{2500}", style: style)
  }
}
