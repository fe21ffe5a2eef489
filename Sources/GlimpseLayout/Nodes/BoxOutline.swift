/// The corners of a box outline.
public enum BoxCorners: Hashable, Sendable {
  /// `┌ ┐ └ ┘`.
  case square
  /// `╭ ╮ ╰ ╯`.
  case rounded
}

/// Draws box outlines with box-drawing characters.
public enum BoxOutline {
  /// Draws the outline of `rect` (at least 2x2; smaller rectangles draw a rule).
  public static func draw(
    _ rect: CellRect, corners: BoxCorners, style: CellStyle, on canvas: inout Canvas
  ) {
    guard !rect.isEmpty else { return }
    if rect.height == 1 {
      canvas.fill(rect, with: "\u{2500}", style: style)
      return
    }
    if rect.width == 1 {
      canvas.fill(rect, with: "\u{2502}", style: style)
      return
    }
    let (topLeft, topRight, bottomLeft, bottomRight):
      (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar) =
        corners == .rounded
        ? ("\u{256D}", "\u{256E}", "\u{2570}", "\u{256F}")
        : ("\u{250C}", "\u{2510}", "\u{2514}", "\u{2518}")
    let inner = CellRect(x: rect.minX + 1, y: rect.minY, width: rect.width - 2, height: 1)
    canvas.fill(inner, with: "\u{2500}", style: style)
    canvas.fill(inner.offsetBy(dx: 0, dy: rect.height - 1), with: "\u{2500}", style: style)
    let side = CellRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2)
    canvas.fill(side, with: "\u{2502}", style: style)
    canvas.fill(side.offsetBy(dx: rect.width - 1, dy: 0), with: "\u{2502}", style: style)
    canvas.put(topLeft, x: rect.minX, y: rect.minY, style: style)
    canvas.put(topRight, x: rect.maxX - 1, y: rect.minY, style: style)
    canvas.put(bottomLeft, x: rect.minX, y: rect.maxY - 1, style: style)
    canvas.put(bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
  }
}
