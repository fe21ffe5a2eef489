import GlimpseLayout

/// The size of the space a `GeometryReader` was given, in points.
public struct GeometryProxy {
  /// The size in points (cells times the cell scale).
  public let size: CGSize
  /// The safe-area insets (none here).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The frame in a coordinate space: the origin and the size.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }

  /// The frame in a coordinate space.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// Coordinate spaces.
public enum CoordinateSpace: Hashable, Sendable {
  case global, local
  case named(String)
}

/// A coordinate space (iOS 17 form).
public protocol CoordinateSpaceProtocol {}

/// The global coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {}
/// The local coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A view that builds its content for the size it is given.
nonisolated public struct GeometryReader<Content>: View where Content: View {
  public typealias Body = Never
  /// Builds the content for a size.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content is built by `content`.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let scale = context.scale
    let build = view.content
    nodes.append(
      GeometryNode { size in
        let proxy = GeometryProxy(
          size: CGSize(
            width: scale.points(columns: size.width), height: scale.points(rows: size.height)))
        return MainActor.assumeIsolated {
          UncheckedSendable(ViewResolver.node(context.evaluating { build(proxy) }, in: context))
        }.value
      })
  }
}

/// The first of its views that fits the space offered.
nonisolated public struct ViewThatFits<Content>: View where Content: View {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  /// Chooses among the views `content` builds, on the given axes.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    nodes.append(
      FirstFittingNode(
        children: children, horizontal: view.axes.contains(.horizontal),
        vertical: view.axes.contains(.vertical)))
  }
}

/// A box with an optional label on its top edge.
nonisolated public struct GroupBox<Label, Content>: View where Label: View, Content: View {
  public typealias Body = Never
  let label: Label?
  let content: Content

  /// A box around the views `content` builds.
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
    label = nil
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

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var title: [StyledGlyph] = []
    if let label = view.label {
      title = TextGlyphCollector.glyphs(of: label, in: context)
    }
    let environment = context.environment
    let border = environment.theme[.separator]
    let child = ViewResolver.node(view.content, in: context)
    nodes.append(
      BorderBoxNode(
        child: child, title: title, corners: .rounded, style: CellStyle(foreground: border)))
  }
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
  @MainActor
  static func glyphs<V: View>(of view: V, in context: _ResolveContext) -> [StyledGlyph] {
    if let text = view as? Text {
      var glyphs: [StyledGlyph] = []
      var ignored: Date?
      text.appendGlyphs(
        in: context.environment, state: TextStyleState(environment: context.environment),
        to: &glyphs,
        nextChange: &ignored)
      return glyphs
    }
    let node = ViewResolver.node(view, in: context)
    let size = node.sizeThatFits(ProposedCellSize(width: nil, height: 1))
    var canvas = Canvas(width: min(size.width, 512), height: 1)
    node.draw(in: CellRect(x: 0, y: 0, width: canvas.width, height: 1), on: &canvas)
    var glyphs: [StyledGlyph] = []
    var x = 0
    while x < canvas.width {
      let cell = canvas[x, 0]
      let wide = x + 1 < canvas.width && canvas[x + 1, 0].isContinuation
      let scalar = canvas.baseScalar(of: cell)
      glyphs.append(StyledGlyph(TextGlyph(base: scalar, width: wide ? 2 : 1), style: cell.style))
      x += wide ? 2 : 1
    }
    return glyphs
  }
}
