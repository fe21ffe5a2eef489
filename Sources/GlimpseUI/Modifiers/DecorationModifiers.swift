import GlimpseLayout

/// `.background` / `.overlay` with a view: the decoration is offered the content's size.
struct DecorationModifier<Decoration: View>: NodeWrappingModifier {
  let decoration: Decoration
  let placement: DecorationNode.Placement
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let decorationNode = ViewResolver.node(decoration, in: context)
    return DecorationNode(
      content: node,
      decoration: placement == .background ? BackdropNode(decorationNode) : decorationNode,
      placement: placement, alignment: alignment.cell(context.direction))
  }
}

/// `.background(style)`: paints the cells behind the content; the content blends its own
/// translucent colours over it.
struct BackgroundStyleModifier: NodeWrappingModifier {
  let style: AnyShapeStyle

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    BackgroundColorNode(
      child: node, color: context.environment.terminalColor(style, default: .background))
  }
}

/// `.overlay(style)` and `.background(style, in: shape)`: a shape filled with a style.
struct ShapeDecorationModifier<S: Shape>: NodeWrappingModifier {
  let style: AnyShapeStyle
  let shape: S
  let placement: DecorationNode.Placement

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let color = context.environment.terminalColor(style, default: .background)
    let shapeNode = ShapeNode(kind: shape.cellKind, paint: .fill(color))
    return DecorationNode(
      content: node, decoration: placement == .background ? BackdropNode(shapeNode) : shapeNode,
      placement: placement)
  }
}

/// A decoration drawn behind content: shapes in it paint backgrounds, never glyphs, so
/// that text over them stays readable.
final class BackdropNode: WrapperNode {

  init(_ child: LayoutNode) {
    super.init(child: child)
  }

  override var traceName: String { "backdrop" }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.drawingBackdrop { child.draw(in: rect, on: &$0) }
  }
}

extension View {
  /// A view behind this one, sized by this one.
  ///
  /// - Glimpse: drawn
  public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  where V: View {
    modifier(
      DecorationModifier(decoration: content(), placement: .background, alignment: alignment))
  }

  /// A view behind this one (older form).
  ///
  /// - Glimpse: drawn
  @_disfavoredOverload
  public func background<Background>(_ background: Background, alignment: Alignment = .center)
    -> some View
  where Background: View {
    modifier(
      DecorationModifier(decoration: background, placement: .background, alignment: alignment))
  }

  /// A style painted behind this view.
  ///
  /// - Glimpse: approximated: ignoresSafeAreaEdges is ignored (no safe area is modelled)
  public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  where S: ShapeStyle {
    modifier(BackgroundStyleModifier(style: AnyShapeStyle(style)))
  }

  /// The background style painted behind this view.
  ///
  /// - Glimpse: approximated: ignoresSafeAreaEdges is ignored (no safe area is modelled)
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(BackgroundStyleModifier(style: AnyShapeStyle(BackgroundStyle())))
  }

  /// A shape filled with a style behind this view.
  ///
  /// - Glimpse: approximated: fillStyle is ignored (no even-odd fill)
  public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  where S: ShapeStyle, T: Shape {
    modifier(
      ShapeDecorationModifier(style: AnyShapeStyle(style), shape: shape, placement: .background))
  }

  /// A shape filled with the background style behind this view.
  ///
  /// - Glimpse: approximated: fillStyle is ignored (no even-odd fill)
  public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
  where S: Shape {
    modifier(
      ShapeDecorationModifier(
        style: AnyShapeStyle(BackgroundStyle()), shape: shape, placement: .background))
  }

  /// A view over this one, sized by this one.
  ///
  /// - Glimpse: drawn
  public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
  where V: View {
    modifier(DecorationModifier(decoration: content(), placement: .overlay, alignment: alignment))
  }

  /// A view over this one (older form).
  ///
  /// - Glimpse: drawn
  @_disfavoredOverload
  public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
  where Overlay: View {
    modifier(DecorationModifier(decoration: overlay, placement: .overlay, alignment: alignment))
  }

  /// A style over this view.
  ///
  /// - Glimpse: approximated: ignoresSafeAreaEdges is ignored (no safe area is modelled)
  public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  where S: ShapeStyle {
    modifier(
      ShapeDecorationModifier(style: AnyShapeStyle(style), shape: Rectangle(), placement: .overlay))
  }

  /// A shape filled with a style over this view.
  ///
  /// - Glimpse: approximated: fillStyle is ignored (no even-odd fill)
  public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  where S: ShapeStyle, T: Shape {
    modifier(
      ShapeDecorationModifier(style: AnyShapeStyle(style), shape: shape, placement: .overlay))
  }

  /// A border of a style, `width` points wide (drawn as an outline).
  ///
  /// - Glimpse: approximated: a box-drawing outline, whatever the width
  public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
    overlay { Rectangle().stroke(content, lineWidth: width) }
  }
}
