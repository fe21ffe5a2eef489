/// Something Glimpse cannot draw (an asset image, a chart, a map), shown as a labelled
/// placeholder of its frame: `[logo]` on one row, a dotted box with the label when taller.
public final class PlaceholderNode: LayoutNode {
  /// What the placeholder stands for.
  public let label: String
  /// Its style.
  public let style: CellStyle
  /// Its size when none is proposed.
  public let idealSize: CellSize

  /// A placeholder labelled `label`.
  public init(label: String, style: CellStyle, idealSize: CellSize? = nil) {
    self.label = label
    self.style = style
    self.idealSize = idealSize ?? CellSize(width: GlyphScanner.width(of: label) + 2, height: 1)
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    CellSize(
      width: min(proposal.width ?? idealSize.width, ProposedCellSize.unbounded),
      height: min(proposal.height ?? idealSize.height, ProposedCellSize.unbounded))
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    let text = TextNode(label, style: style, lineLimit: 1)
    if rect.height >= 3 && rect.width >= 4 {
      BoxOutline.draw(rect, corners: .square, style: style, on: &canvas)
      let inner = rect.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
      let size = text.sizeThatFits(ProposedCellSize(width: inner.width, height: 1))
      text.draw(
        in: CellRect(origin: CellAlignment.center.origin(of: size, in: inner), size: size),
        on: &canvas)
      return
    }
    let y = rect.minY + (rect.height - 1) / 2
    if rect.width < 3 {
      canvas.fill(
        CellRect(x: rect.minX, y: y, width: rect.width, height: 1), with: "\u{25A2}", style: style)
      return
    }
    canvas.put("[", x: rect.minX, y: y, style: style)
    canvas.put("]", x: rect.maxX - 1, y: y, style: style)
    let size = text.sizeThatFits(ProposedCellSize(width: rect.width - 2, height: 1))
    text.draw(
      in: CellRect(
        x: rect.minX + 1 + (rect.width - 2 - size.width) / 2, y: y, width: size.width, height: 1),
      on: &canvas)
  }
}
