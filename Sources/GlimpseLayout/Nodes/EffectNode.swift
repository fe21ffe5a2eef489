/// Drawing effects that do not change layout: hidden, dimmed, clipped, redacted.
public final class EffectNode: WrapperNode {
  /// One effect.
  public enum Effect: Hashable, Sendable {
    /// Laid out, not drawn (`.hidden()`, `.opacity(0)`).
    case hidden
    /// Drawn faint (partial opacity).
    case dimmed
    /// Nothing drawn outside the node's rectangle (`.clipped()`, `.clipShape`).
    case clipped
    /// Every glyph drawn as `▒`, keeping its style (`.redacted(reason: .placeholder)`).
    case redacted
    /// Attributes added to every cell drawn (bold, underline...).
    case attributes(CellAttributes)
  }

  /// The effect.
  public let effect: Effect

  /// `child` drawn with `effect`.
  public init(child: LayoutNode, effect: Effect) {
    self.effect = effect
    super.init(child: child)
  }

  public override var traceName: String {
    switch effect {
    case .hidden: return "hidden"
    case .dimmed: return "opacity"
    case .clipped: return "clipped"
    case .redacted: return "redacted"
    case .attributes: return "text attributes"
    }
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    switch effect {
    case .hidden:
      return
    case .clipped:
      canvas.clipped(to: rect.cells) { child.draw(in: rect, on: &$0) }
    case .dimmed:
      child.draw(in: rect, on: &canvas)
      canvas.addAttributes(.dim, in: rect.cells)
    case .attributes(let attributes):
      child.draw(in: rect, on: &canvas)
      canvas.addAttributes(attributes, in: rect.cells)
    case .redacted:
      child.draw(in: rect, on: &canvas)
      canvas.redact(rect.cells)
    }
  }
}

extension Canvas {
  /// Replaces every visible glyph in `rect` with `▒` in the same style.
  public mutating func redact(_ rect: CellRect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let cell = self[x, y]
        if cell.code == 0x20 { continue }
        if cell.isContinuation || (cell.code != 0x2592 && !isBlankGlyph(cell)) {
          put(TextGlyph(base: "\u{2592}", width: 1), x: x, y: y, style: cell.style)
        }
      }
    }
  }

  private func isBlankGlyph(_ cell: Cell) -> Bool {
    cell.code == 0x20 || cell.code == 0x3000
  }
}
