import GlimpseLayout

/// One line of the preview's own text (the status bar, titles, notes, keys): drawn on a
/// row from `x`, cut to `width` columns with an ellipsis, nothing when there is no room.
enum ScreenLine {
  /// Draws `text` at (`x`, `y`), at most `width` columns wide.
  static func draw(
    _ text: String, x: Int, y: Int, width: Int, style: CellStyle, on canvas: inout Canvas
  ) {
    guard width > 0 else { return }
    let node = TextNode(text, style: style, lineLimit: 1)
    let size = node.sizeThatFits(
      ProposedSize(width: ColumnRule.points(forColumns: width), height: nil))
    node.draw(
      in: LayoutRect(origin: CellPoint(x: x, y: y), size: size, left: 0, top: 0), on: &canvas)
  }
}
