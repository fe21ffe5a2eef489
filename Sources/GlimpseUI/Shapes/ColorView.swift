import GlimpseLayout

extension Color: View {
  public typealias Body = Never
}

extension View where Self: ShapeStyle, Body == Never {
  /// A colour or gradient used as a view fills the space it is given.
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(StyleFillNode.make(view, in: context))
  }
}

/// A style used as a view: it paints the background of all the space it is given.
enum StyleFillNode {
  @MainActor
  static func make<S: ShapeStyle>(_ style: S, in context: _ResolveContext) -> LayoutNode {
    let environment = context.environment
    guard let resolved = style._resolveColor(in: environment), resolved.opacity > 0.01 else {
      return ClearNode()
    }
    let color = resolved.terminalColor
    return ShapeNode(kind: .rectangle, paint: .fill(color), paintsBackgroundOnly: true)
  }
}

/// Space that draws nothing: a clear colour (its rows are empty space's).
final class ClearNode: LayoutNode {
  override var viewName: String? { "Color" }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? ShapeNode.idealHeight, ProposedSize.unboundedPoints)
    let width = min(proposal.width ?? ShapeNode.idealWidth, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: width, height: height, columns: 0,
      rows: RowRule.rows(forGap: height))
  }
}
