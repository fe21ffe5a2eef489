/// Something Glimpse cannot draw (an asset image, a chart, a map), shown as a labelled
/// placeholder of its frame: `[logo]` on one row, a dotted box with the label when taller,
/// one `▢` in a slot too narrow for a label (never a cut one such as `[Isla`).
public final class PlaceholderNode: LayoutNode {
  /// What the placeholder stands for.
  public let label: String
  /// Its style.
  public let style: CellStyle
  /// Its width in points when none is proposed.
  public let idealWidth: Double
  /// Its height in points when none is proposed.
  public let idealHeight: Double
  /// Whether it is never wider than its ideal width (an image of a size of its own),
  /// narrower when offered less.
  public let shrinksToFit: Bool

  /// The points of height a placeholder asks for when offered none: one row's worth.
  public static let defaultHeight = RowRule.pointsPerRow

  /// A placeholder labelled `label`, `idealWidth` points (default: the label's columns,
  /// bracketed) by `idealHeight` points when offered nothing; `shrinksToFit`: never wider
  /// than that.
  public init(
    label: String, style: CellStyle, idealWidth: Double? = nil,
    idealHeight: Double = PlaceholderNode.defaultHeight, shrinksToFit: Bool = false
  ) {
    self.shrinksToFit = shrinksToFit
    self.label = label
    self.style = style
    self.idealWidth =
      idealWidth ?? ColumnRule.points(forColumns: GlyphScanner.width(of: label) + 2)
    self.idealHeight = idealHeight
  }

  /// The fewest columns a cut label is shown in (`[a…]`); narrower, unless the whole
  /// label fits, one `▢` stands for it.
  static let narrowestLabelled = 5

  public override var viewName: String? { "Image" }

  public override var traceDetail: String? { "placeholder \"\(label)\"" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? idealHeight, ProposedSize.unboundedPoints)
    let offered = min(proposal.width ?? idealWidth, ProposedSize.unboundedPoints)
    let width = shrinksToFit ? min(offered, idealWidth) : offered
    return LayoutSize(
      width: width, height: height, columns: ColumnRule.columns(forDrawing: width),
      rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    canvas.noteContent(in: rect)
    let text = TextNode(label, style: style, lineLimit: 1)
    let cells = rect.cells
    if cells.height >= 3 && cells.width >= 4 {
      BoxOutline.draw(cells, corners: .square, style: style, on: &canvas)
      let inner = cells.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
      let size = text.sizeThatFits(
        ProposedSize(width: ColumnRule.points(forColumns: inner.width), height: nil))
      text.draw(
        in: LayoutRect(
          origin: CellAlignment.center.origin(of: size.cells, in: inner), size: size,
          left: rect.left, top: rect.top),
        on: &canvas)
      return
    }
    let y = cells.minY + (cells.height - 1) / 2
    let idealColumns = ColumnRule.columns(forDrawing: idealWidth)
    if cells.width < Self.narrowestLabelled && cells.width < idealColumns {
      canvas.put("\u{25A2}", x: cells.minX + (cells.width - 1) / 2, y: y, style: style)
      return
    }
    canvas.put("[", x: cells.minX, y: y, style: style)
    canvas.put("]", x: cells.maxX - 1, y: y, style: style)
    let size = text.sizeThatFits(
      ProposedSize(width: ColumnRule.points(forColumns: cells.width - 2), height: nil))
    text.draw(
      in: LayoutRect(
        origin: CellPoint(x: cells.minX + 1 + (cells.width - 2 - size.columns) / 2, y: y),
        size: size, left: rect.left, top: rect.top),
      on: &canvas)
  }
}
