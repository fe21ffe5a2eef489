import Foundation

/// A child inside a box outline, with an optional title on the top edge:
/// `╭─ Title ──────╮`. Used for GroupBox and for chrome such as cards.
public final class BorderBoxNode: LayoutNode {
  /// The content.
  public let child: LayoutNode
  /// The title drawn on the top edge, if any.
  public let title: [StyledGlyph]
  /// When the title next changes (a timer in it), if ever.
  public let titleNextChange: Date?
  /// The corners.
  public let corners: BoxCorners
  /// The outline's style.
  public let style: CellStyle
  /// The points the box adds above its content (on the device: its inset, and its
  /// title's line) and below it; each edge draws as one row.
  public let edges: (top: Double, bottom: Double)
  /// The title's columns on one line.
  private let titleWidth: Int
  /// The points each side of the box stands for: its edge column.
  public static let sidePoints = ColumnRule.pointsPerColumn
  /// Whether the title has no line breaks.
  private let titleIsOneLine: Bool

  /// `child` in a box whose edges stand for `edges` points above and below the content.
  public init(
    child: LayoutNode, title: [StyledGlyph] = [], titleNextChange: Date? = nil,
    corners: BoxCorners = .rounded, style: CellStyle = .plain,
    edges: (top: Double, bottom: Double) = (0, 0)
  ) {
    self.child = child
    self.title = title
    self.titleNextChange = titleNextChange
    self.corners = corners
    self.style = style
    self.edges = (max(0, edges.top), max(0, edges.bottom))
    titleWidth = TextLayout.columns(title[...])
    titleIsOneLine = !title.contains { $0.glyph.isLineBreak }
    super.init()
    adoptChild(child)
  }

  public override var viewName: String? { "GroupBox" }

  private var border: LayoutInsets {
    LayoutInsets(
      top: edges.top, leading: Self.sidePoints, bottom: edges.bottom, trailing: Self.sidePoints)
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let size = child.sizeThatFits(proposal.inset(by: border))
    let titleSpan = title.isEmpty ? 0 : titleWidth + 6
    let titlePoints = ColumnRule.points(forColumns: titleSpan)
    let width = max(size.width + border.horizontal, min(titlePoints, proposal.width ?? titlePoints))
    return LayoutSize(
      width: width, height: size.height + edges.top + edges.bottom,
      columns: max(size.columns + 2, ColumnRule.columns(forGap: min(width, titlePoints))),
      rows: size.rows + 2)
  }

  public override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    let rect = layout.cells
    canvas.noteContent(row: rect.minY, top: layout.top)
    canvas.noteContent(row: rect.maxY - 1, top: layout.top + layout.height - edges.bottom)
    BoxOutline.draw(rect, corners: corners, style: style, on: &canvas)
    if !title.isEmpty && rect.width >= 6 {
      // A title that fits is drawn as it is; only a long one needs laying out.
      let fits = titleIsOneLine && titleWidth <= rect.width - 5
      let fitted =
        fits
        ? nil
        : TextLayout(cellGlyphs: title, columns: rect.width - 5, maxLines: 1)
      if let line = fits ? title[...] : fitted?.lines.first?[...] {
        var x = rect.minX + 2
        canvas.put(.space, x: x, y: rect.minY, style: style)
        x = canvas.put(line[...], x: x + 1, y: rect.minY)
        canvas.put(.space, x: x, y: rect.minY, style: style)
        canvas.noteChange(
          at: titleNextChange,
          in: CellRect(x: rect.minX + 3, y: rect.minY, width: x - rect.minX - 3, height: 1))
      }
      if let fitted, fitted.isTruncated {
        let over = max(1, titleWidth - (rect.width - 5))
        canvas.note(
          LayoutDiagnostic(
            kind: .truncatedText, viewPath: viewPath + " > title",
            rect: CellRect(x: rect.minX + 3, y: rect.minY, width: fitted.columns, height: 1),
            text: TextNode.string(of: title[...]),
            shownText: fitted.lines.first.map { TextNode.string(of: $0[...]) } ?? "",
            columnsOver: over, pointsOver: ColumnRule.points(forColumns: over)))
      }
    }
    child.draw(
      in: LayoutRect(
        cells: rect.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)),
        left: layout.left + Self.sidePoints, top: layout.top + edges.top,
        width: max(0, layout.width - border.horizontal),
        height: max(0, layout.height - edges.top - edges.bottom)),
      on: &canvas)
  }
}
