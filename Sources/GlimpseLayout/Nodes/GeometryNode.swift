/// GeometryReader: takes all the space offered and builds its content for that size.
public final class GeometryNode: LayoutNode {
  /// Builds the content for a size in cells.
  public let makeContent: (CellSize) -> LayoutNode

  /// A reader that builds its content with `makeContent`.
  public init(makeContent: @escaping (CellSize) -> LayoutNode) {
    self.makeContent = makeContent
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    CellSize(
      width: min(proposal.width ?? 1, ProposedCellSize.unbounded),
      height: min(proposal.height ?? 1, ProposedCellSize.unbounded))
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let content = makeContent(rect.size)
    let size = content.sizeThatFits(ProposedCellSize(rect.size))
    content.draw(in: CellRect(origin: rect.origin, size: size), on: &canvas)
  }
}

/// ViewThatFits: the first child whose ideal size fits the offer on the constrained axes,
/// or the last child when none does.
public final class FirstFittingNode: LayoutNode {
  /// The candidates, preferred first.
  public let children: [LayoutNode]
  /// Whether the width is checked.
  public let horizontal: Bool
  /// Whether the height is checked.
  public let vertical: Bool

  /// A choice among `children`.
  public init(children: [LayoutNode], horizontal: Bool = true, vertical: Bool = true) {
    self.children = children
    self.horizontal = horizontal
    self.vertical = vertical
  }

  private func choice(for proposal: ProposedCellSize) -> LayoutNode? {
    for child in children {
      let ideal = child.sizeThatFits(
        ProposedCellSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      let fitsWidth = !horizontal || ideal.width <= (proposal.width ?? Int.max)
      let fitsHeight = !vertical || ideal.height <= (proposal.height ?? Int.max)
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard let child = choice(for: proposal(forDrawing: rect.size)) else { return }
    let size = child.sizeThatFits(proposal(forDrawing: rect.size))
    child.draw(in: CellRect(origin: rect.origin, size: size), on: &canvas)
  }
}
