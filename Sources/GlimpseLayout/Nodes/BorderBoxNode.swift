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
  /// The title's columns on one line.
  private let titleWidth: Int
  /// Whether the title has no line breaks.
  private let titleIsOneLine: Bool

  /// `child` in a box.
  public init(
    child: LayoutNode, title: [StyledGlyph] = [], titleNextChange: Date? = nil,
    corners: BoxCorners = .rounded, style: CellStyle = .plain
  ) {
    self.child = child
    self.title = title
    self.titleNextChange = titleNextChange
    self.corners = corners
    self.style = style
    titleWidth = TextLayout.width(title[...])
    titleIsOneLine = !title.contains { $0.glyph.isLineBreak }
  }

  private static let border = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let size = child.sizeThatFits(proposal.inset(by: Self.border))
    let titleSpan = title.isEmpty ? 0 : titleWidth + 6
    return CellSize(
      width: max(size.width + 2, min(titleSpan, proposal.width ?? titleSpan)),
      height: size.height + 2)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    BoxOutline.draw(rect, corners: corners, style: style, on: &canvas)
    if !title.isEmpty && rect.width >= 6 {
      // A title that fits is drawn as it is; only a long one needs laying out.
      let fits = titleIsOneLine && titleWidth <= rect.width - 5
      let fitted = fits ? nil : TextLayout(glyphs: title, width: rect.width - 5, maxLines: 1)
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
        canvas.noteTruncation(
          in: CellRect(x: rect.minX + 3, y: rect.minY, width: fitted.size.width, height: 1),
          neededWidth: titleWidth)
      }
    }
    child.draw(in: rect.inset(by: Self.border), on: &canvas)
  }
}
