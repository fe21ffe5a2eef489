/// A Spacer: empty space that grows along its stack's axis (both axes outside a stack).
public final class SpacerNode: LayoutNode {
  /// The fewest points it takes along its stack.
  public let minLength: Double
  private var axis: StackAxis?

  /// A spacer of at least `minLength` points along its stack.
  public init(minLength: Double) {
    self.minLength = minLength.isFinite ? max(0, min(minLength, ProposedSize.unboundedPoints)) : 0
    minimumColumns = ColumnRule.columns(forGap: self.minLength)
  }

  /// The columns of ``minLength``, worked out once (a spacer is asked its size often).
  private let minimumColumns: Int

  public override var isSpacer: Bool { true }

  // Its minimum length (or nothing, in a VStack) when offered no width.
  public override var isNarrowestOfferedNoWidth: Bool { true }

  public override var topSpacing: StackEdgeSpacing { .spacer }

  public override var bottomSpacing: StackEdgeSpacing { .spacer }

  public override var viewName: String? { "Spacer" }

  public override func adopt(stackAxis: StackAxis) {
    axis = stackAxis
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let offeredWidth = min(proposal.width ?? minLength, ProposedSize.unboundedPoints)
    let offeredHeight = min(proposal.height ?? 0, ProposedSize.unboundedPoints)
    let width = axis == .vertical ? 0 : max(minLength, offeredWidth)
    let height = axis == .horizontal ? 0 : max(axis == .vertical ? minLength : 0, offeredHeight)
    // In an HStack it is no point high, whatever height is offered.
    if axis == .horizontal { noteAnswerHoldsForAnyHeight() }
    // (Its columns are its minimum length's: the stack it lies in shares out the rest.)
    return LayoutSize(
      width: width, height: height,
      columns: axis == .vertical ? 0 : minimumColumns,
      rows: RowRule.rows(forGap: height))
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
      let width = min(proposal.width ?? 1, ProposedSize.unboundedPoints)
      return LayoutSize(width: width, height: 1, columns: width > 0 ? 1 : 0, rows: 1)
    }
    let height = min(proposal.height ?? 1, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: 1, height: height, columns: 1, rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.fill(rect.cells, with: vertical ? "\u{2502}" : "\u{2500}", style: style)
    canvas.noteContent(in: rect)
  }
}
