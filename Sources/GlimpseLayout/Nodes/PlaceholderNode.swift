/// Something Glimpse cannot draw (an asset image that is missing or does not decode),
/// shown as a neutral placeholder of the size it has on the device: its frame's cells, or
/// its own size when known, else one cell. It draws one ⬚ (U+2B1A DOTTED SQUARE) in the
/// middle, inside a box outline when it has three rows and three columns or more; its
/// label is in the layout trace (`--explain`), never in the drawing, so a missing icon in
/// a 28 pt slot is 4 columns, not its name's length.
public final class PlaceholderNode: LayoutNode {
  /// What the placeholder stands for (an image's name), shown by `--explain`.
  public let label: String
  /// Its style.
  public let style: CellStyle
  /// Its width in points when none is proposed.
  public let idealWidth: Double
  /// Its height in points when none is proposed.
  public let idealHeight: Double
  /// Whether its size is the image's own (known), rather than the one-cell stand-in.
  public let hasKnownSize: Bool
  /// Whether it is never wider than its ideal width (an image of a size of its own),
  /// narrower when offered less.
  public let shrinksToFit: Bool

  /// The neutral glyph a placeholder draws: ⬚ (U+2B1A DOTTED SQUARE), one column in every
  /// terminal, no emoji form, and no symbol's glyph.
  public static let glyph: Unicode.Scalar = "\u{2B1A}"

  /// The points of height a placeholder asks for when offered none and its size is not
  /// known: one row's worth.
  public static let defaultHeight = RowRule.pointsPerRow

  /// The points of width a placeholder asks for when offered none and its size is not
  /// known: one column's worth.
  public static let defaultWidth = ColumnRule.pointsPerColumn

  /// A placeholder for `label`, `idealWidth` by `idealHeight` points when offered nothing
  /// (nil: not known, one cell); `shrinksToFit`: never wider than that.
  public init(
    label: String, style: CellStyle, idealWidth: Double? = nil, idealHeight: Double? = nil,
    shrinksToFit: Bool = false
  ) {
    self.shrinksToFit = shrinksToFit
    self.label = label
    self.style = style
    hasKnownSize = idealWidth != nil && idealHeight != nil
    self.idealWidth = idealWidth ?? Self.defaultWidth
    self.idealHeight = idealHeight ?? Self.defaultHeight
  }

  public override var viewName: String? { "Image" }

  public override var traceDetail: String? {
    let size =
      hasKnownSize
      ? "\(Points.format(idealWidth)) x \(Points.format(idealHeight)) pt"
      : "size unknown"
    return "missing image \"\(label)\" (\(size)), drawn as \(Self.glyph)"
  }

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
    let cells = rect.cells
    if cells.height >= 3 && cells.width >= 3 {
      BoxOutline.draw(cells, corners: .square, style: style, on: &canvas)
    }
    canvas.put(
      Self.glyph, x: cells.minX + (cells.width - 1) / 2, y: cells.minY + (cells.height - 1) / 2,
      style: style)
  }
}
