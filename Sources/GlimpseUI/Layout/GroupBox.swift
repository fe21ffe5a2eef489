import Foundation
import GlimpseLayout

/// A box with an optional label on its top edge.
///
/// - Glimpse: drawn
nonisolated public struct GroupBox<Label, Content>: View where Label: View, Content: View {
  public typealias Body = Never
  let content: Content
  /// The label (an `EmptyView` for a box without one).
  let label: Label

  /// A box around the views `content` builds.
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
    label = EmptyView()
    self.content = content()
  }

  /// A box around `content`, labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box around `content`, labelled by `label` (older form).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  // Inlined into the conformance's witness: no lookup of this type's metadata (see
  // `ModifiedContent._makeNodes`).
  @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var title: (glyphs: [StyledGlyph], nextChange: Date?) = ([], nil)
    if Label.self != EmptyView.self {
      title = TextGlyphCollector.glyphs(of: view.label, in: context)
    }
    let border = context.environment.theme[.separator]
    let child = ViewResolver.node(view.content, in: context)
    // On the device the box is inset 16 pt on each edge, its label a headline line above
    // the content; here the label sits on the top edge.
    let headline = Font.headline.metrics(at: context.environment.dynamicTypeSize).lineHeight
    let top = title.glyphs.isEmpty ? inset : inset + Double(headline) + labelGap
    nodes.append(
      BorderBoxNode(
        child: child, title: title.glyphs, titleNextChange: title.nextChange, corners: .rounded,
        style: CellStyle(foreground: border), edges: (top, inset)))
  }

  /// The points the box's background extends past its content on each edge.
  private static var inset: Double { 16 }
  /// The points between the label and the content.
  private static var labelGap: Double { 8 }
}

extension GroupBox where Content: View, Label == Text {
  /// A box titled by a string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  /// A box titled by a string.
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(label: Text(title), content: content)
  }
}

/// Collects the glyphs of a view that is a line of text (a label, a title): resolves it,
/// draws it on one row and reads the row back.
enum TextGlyphCollector {
  /// The glyphs, and when they next change (a timer in the title).
  @MainActor
  static func glyphs<V: View>(of view: V, in context: _ResolveContext)
    -> (glyphs: [StyledGlyph], nextChange: Date?)
  {
    if let text = view as? Text {
      var sink = TextGlyphSink()
      sink.scope = context.scope
      sink.measuresAdvances = false
      text.appendGlyphs(
        in: context.environment, state: TextStyleState(environment: context.environment),
        into: &sink)
      return (sink.takeGlyphs(), sink.nextChange)
    }
    let node = ViewResolver.node(view, in: context)
    let size = node.sizeThatFits(.unspecified)
    var canvas = Canvas(width: min(size.columns, 512), height: 1)
    node.draw(
      in: LayoutRect(
        cells: CellRect(x: 0, y: 0, width: canvas.width, height: size.rows), left: 0, top: 0,
        width: size.width, height: size.height),
      on: &canvas)
    var glyphs: [StyledGlyph] = []
    var x = 0
    while x < canvas.width {
      let cell = canvas[x, 0]
      let wide = x + 1 < canvas.width && canvas[x + 1, 0].isContinuation
      let scalar = canvas.baseScalar(of: cell)
      glyphs.append(StyledGlyph(TextGlyph(base: scalar, width: wide ? 2 : 1), style: cell.style))
      x += wide ? 2 : 1
    }
    return (glyphs, canvas.nextChange)
  }
}
