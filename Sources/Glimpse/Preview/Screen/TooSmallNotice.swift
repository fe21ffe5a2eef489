import GlimpseLayout

/// What the preview draws on a terminal smaller than it needs: the size it needs and the
/// size it has, bold, in the middle of the area.
@MainActor
struct TooSmallNotice {
  let minimum: CellSize

  func draw(in area: CellRect, on canvas: inout Canvas) {
    let message =
      "Glimpse needs at least \(minimum.width) x \(minimum.height) (now \(area.width) x \(area.height))"
    let node = TextNode(message, style: CellStyle(attributes: .bold))
    let size = node.sizeThatFits(
      ProposedSize(width: ColumnRule.points(forColumns: area.width), height: nil))
    node.draw(
      in: LayoutRect(
        origin: CellAlignment.center.origin(of: size.cells, in: area), size: size,
        left: 0, top: 0),
      on: &canvas)
  }
}
