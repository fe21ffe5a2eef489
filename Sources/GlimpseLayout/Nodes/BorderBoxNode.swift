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
  }

  private static let border = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let size = child.sizeThatFits(proposal.inset(by: Self.border))
    let titleWidth = title.isEmpty ? 0 : TextLayout.width(title[...]) + 6
    return CellSize(
      width: max(size.width + 2, min(titleWidth, proposal.width ?? titleWidth)),
      height: size.height + 2)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    BoxOutline.draw(rect, corners: corners, style: style, on: &canvas)
    if !title.isEmpty && rect.width >= 6 {
      let fitted = TextLayout(glyphs: title, width: rect.width - 5, maxLines: 1)
      if let line = fitted.lines.first {
        var x = rect.minX + 2
        canvas.put(.space, x: x, y: rect.minY, style: style)
        x += 1
        for styled in line {
          canvas.put(styled.glyph, x: x, y: rect.minY, style: styled.style)
          x += max(1, styled.glyph.width)
        }
        canvas.put(.space, x: x, y: rect.minY, style: style)
        canvas.noteChange(
          at: titleNextChange,
          in: CellRect(x: rect.minX + 3, y: rect.minY, width: x - rect.minX - 3, height: 1))
      }
      if fitted.isTruncated {
        canvas.noteTruncation(
          in: CellRect(x: rect.minX + 3, y: rect.minY, width: fitted.size.width, height: 1),
          neededWidth: TextLayout.width(title[...]))
      }
    }
    child.draw(in: rect.inset(by: Self.border), on: &canvas)
  }
}
