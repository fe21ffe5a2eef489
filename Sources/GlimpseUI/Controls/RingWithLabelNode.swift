import GlimpseLayout

/// A circular gauge or progress view with a label: on the device one circle with the label
/// inside it, drawn here as the ring glyph with the label beside it. Its points are the
/// circle's (the label's and 4 pt of ring around it, at least 20 pt); its columns the
/// ring's, a gap and the label's.
final class RingWithLabelNode: LayoutNode {
  let ring: LayoutNode
  let label: LayoutNode
  private let name: String

  /// The points of ring around the label, on each side.
  static let ringPoints = 4.0
  /// The smallest circle, in points.
  static let smallestDiameter = 20.0

  init(ring: LayoutNode, label: LayoutNode, name: String) {
    self.ring = ring
    self.label = label
    self.name = name
    super.init()
    adoptChild(ring)
    adoptChild(label)
  }

  override var viewName: String? { name }

  private func labelSize(_ proposal: ProposedSize) -> LayoutSize {
    label.sizeThatFits(
      proposal.inset(
        by: LayoutInsets(
          top: Self.ringPoints, leading: Self.ringPoints, bottom: Self.ringPoints,
          trailing: Self.ringPoints)))
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let inner = labelSize(proposal)
    let diameter = max(
      Self.smallestDiameter, inner.width + 2 * Self.ringPoints, inner.height + 2 * Self.ringPoints)
    let ringSize = ring.sizeThatFits(.unspecified)
    return LayoutSize(
      width: diameter, height: diameter, columns: ringSize.columns + 1 + inner.columns,
      rows: max(ringSize.rows, inner.rows))
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let ringSize = ring.sizeThatFits(.unspecified)
    let inner = labelSize(proposal(forDrawing: rect))
    ring.draw(
      in: LayoutRect(
        cells: CellRect(
          x: rect.minX, y: rect.minY + (rect.rows - ringSize.rows) / 2, width: ringSize.columns,
          height: ringSize.rows),
        left: rect.left, top: rect.top, width: ringSize.width, height: ringSize.height),
      on: &canvas)
    label.draw(
      in: LayoutRect(
        cells: CellRect(
          x: rect.minX + ringSize.columns + 1, y: rect.minY + (rect.rows - inner.rows) / 2,
          width: inner.columns, height: inner.rows),
        left: rect.left + Self.ringPoints, top: rect.top + Self.ringPoints, width: inner.width,
        height: inner.height),
      on: &canvas)
  }
}
