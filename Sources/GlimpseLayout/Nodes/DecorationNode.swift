/// `.background` and `.overlay`: a decoration sized by the view it decorates.
///
/// The content is laid out first; the decoration is then offered exactly the content's
/// size and aligned on it, drawn beneath (background) or on top (overlay).
public final class DecorationNode: WrapperNode {
  /// Whether the decoration is drawn beneath or on top of the content.
  public enum Placement: Sendable {
    case background, overlay
  }

  /// The view being decorated.
  public var content: LayoutNode { child }
  /// The decoration.
  public let decoration: LayoutNode
  /// Beneath or on top.
  public let placement: Placement
  /// Where the decoration sits on the content.
  public let alignment: CellAlignment

  /// `content` decorated with `decoration`.
  public init(
    content: LayoutNode, decoration: LayoutNode, placement: Placement,
    alignment: CellAlignment = .center
  ) {
    self.decoration = decoration
    self.placement = placement
    self.alignment = alignment
    super.init(child: content)
    adoptChild(decoration)
  }

  public override var traceName: String { placement == .background ? "background" : "overlay" }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    var size = decoration.sizeThatFits(ProposedSize(rect.size))
    // A decoration as tall as the content takes the content's rows, whatever its own
    // points would round to: it is sized by the view it decorates.
    if abs(size.height - rect.height) < 0.01 { size.rows = rect.rows }
    let decorationRect = decoration.placed(in: rect, size: size, alignment: alignment)
    if placement == .background { decoration.draw(in: decorationRect, on: &canvas) }
    content.draw(in: rect, on: &canvas)
    if placement == .overlay {
      canvas.drawingOverlay { decoration.draw(in: decorationRect, on: &$0) }
    }
  }
}

/// Paints a background colour behind a child (`.background(Color.blue)` and other styles).
public final class BackgroundColorNode: WrapperNode {
  /// The colour painted behind it.
  public let color: TerminalColor

  /// `child` over `color`.
  public init(child: LayoutNode, color: TerminalColor) {
    self.color = color
    super.init(child: child)
  }

  public override var traceName: String { "background" }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.paintBackground(color, in: rect.cells)
    child.draw(in: rect, on: &canvas)
  }
}
