/// A ZStack: children on top of each other, later ones on top, each aligned in the stack.
public final class ZStackNode: LayoutNode {
  /// The children, bottom first.
  public let children: [LayoutNode]
  /// Where each child sits in the stack.
  public let alignment: CellAlignment

  /// A stack of `children`, the first at the bottom.
  public init(alignment: CellAlignment = .center, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    var result = CellSize.zero
    for child in children {
      let size = child.sizeThatFits(proposal)
      result.width = max(result.width, size.width)
      result.height = max(result.height, size.height)
    }
    return result
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    for child in children {
      let size = child.sizeThatFits(proposal(forDrawing: rect.size))
      let origin = alignment.origin(of: size, in: rect)
      child.draw(in: CellRect(origin: origin, size: size), on: &canvas)
    }
  }
}
