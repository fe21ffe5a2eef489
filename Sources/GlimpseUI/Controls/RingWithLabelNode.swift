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

  /// The label's size: its own, on one line (on the device it sits inside the circle,
  /// which is as large as it needs).
  private func labelSize(_ proposal: ProposedSize) -> LayoutSize {
    label.sizeThatFits(ProposedSize(width: nil, height: proposal.height))
  }

  /// The circle's points with the label inside.
  private func diameter(_ inner: LayoutSize) -> Double {
    max(
      Self.smallestDiameter, inner.width + 2 * Self.ringPoints, inner.height + 2 * Self.ringPoints)
  }

  /// Whether the label is shown: unless the width offered is less than the smallest
  /// circle (the device shrinks the label inside the circle it has; only the ring is
  /// drawn where there is not room for one).
  private func showsLabel(_ proposal: ProposedSize, _ inner: LayoutSize) -> Bool {
    proposal.width.map { $0 >= Self.smallestDiameter - 0.01 } ?? true
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let inner = labelSize(proposal)
    let ringSize = ring.sizeThatFits(.unspecified)
    guard showsLabel(proposal, inner) else {
      let width = min(proposal.width ?? Self.smallestDiameter, Self.smallestDiameter)
      return LayoutSize(width: width, height: width, columns: ringSize.columns, rows: ringSize.rows)
    }
    let diameter = diameter(inner)
    return LayoutSize(
      width: diameter, height: diameter, columns: ringSize.columns + 1 + inner.columns,
      rows: max(ringSize.rows, inner.rows))
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let ringSize = ring.sizeThatFits(.unspecified)
    let inner = labelSize(proposal(forDrawing: rect))
    let labelled = rect.columns >= ringSize.columns + 1 + inner.columns
    let ringX = labelled ? rect.minX : rect.minX + (rect.columns - ringSize.columns) / 2
    ring.draw(
      in: LayoutRect(
        cells: CellRect(
          x: ringX, y: rect.minY + (rect.rows - ringSize.rows) / 2, width: ringSize.columns,
          height: ringSize.rows),
        left: rect.left, top: rect.top, width: ringSize.width, height: ringSize.height),
      on: &canvas)
    guard labelled else { return }
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
