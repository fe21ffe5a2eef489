/// Padding: the child is offered the proposal less the insets and answers plus them.
public final class PaddingNode: WrapperNode {
  /// Cells added on each edge.
  public let insets: CellInsets

  /// `child` with `insets` around it (negative insets count as zero).
  public init(child: LayoutNode, insets: CellInsets) {
    self.insets = CellInsets(
      top: max(0, insets.top), leading: max(0, insets.leading), bottom: max(0, insets.bottom),
      trailing: max(0, insets.trailing))
    super.init(child: child)
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    return CellSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    child.draw(in: rect.inset(by: insets), on: &canvas)
  }
}

/// `.fixedSize()`: the child gets its ideal size on the fixed axes, whatever is proposed.
public final class FixedSizeNode: WrapperNode {
  /// Whether the width is the ideal width.
  public let horizontal: Bool
  /// Whether the height is the ideal height.
  public let vertical: Bool

  /// `child` fixed at its ideal size on the given axes.
  public init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  private func fixed(_ proposal: ProposedCellSize) -> ProposedCellSize {
    ProposedCellSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    child.sizeThatFits(fixed(proposal))
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(fixed(proposal(forDrawing: rect.size)))
    child.draw(in: CellRect(origin: rect.origin, size: size), on: &canvas)
  }
}

/// `.offset(x:y:)`: drawn moved, laid out where it was.
public final class OffsetNode: WrapperNode {
  /// Columns to the right.
  public let dx: Int
  /// Rows down.
  public let dy: Int

  /// `child` drawn `dx` columns right and `dy` rows down.
  public init(child: LayoutNode, dx: Int, dy: Int) {
    self.dx = dx
    self.dy = dy
    super.init(child: child)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    child.draw(in: rect.offsetBy(dx: dx, dy: dy), on: &canvas)
  }
}

/// `.position(x:y:)`: takes the whole proposal and centres the child on a point in it.
public final class PositionNode: WrapperNode {
  /// The column of the child's centre.
  public let x: Int
  /// The row of the child's centre.
  public let y: Int

  /// `child` centred on column `x`, row `y` of the space it is given.
  public init(child: LayoutNode, x: Int, y: Int) {
    self.x = x
    self.y = y
    super.init(child: child)
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let ideal = child.sizeThatFits(proposal)
    return proposal.replacingUnspecified(with: ideal)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(.unspecified)
    child.draw(
      in: CellRect(
        x: rect.minX + x - size.width / 2, y: rect.minY + y - size.height / 2,
        width: size.width, height: size.height),
      on: &canvas)
  }
}
