import GlimpseLayout

/// The size of the space a `GeometryReader` was given, in points.
///
/// - Glimpse: works
public struct GeometryProxy {
  /// The size in points, as the reader was offered it.
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
///
/// - Glimpse: accepted
public enum CoordinateSpace: Hashable, Sendable {
  case global, local
  case named(String)
}

/// A coordinate space (iOS 17 form).
///
/// - Glimpse: accepted
public protocol CoordinateSpaceProtocol {}

/// The global coordinate space.
///
/// - Glimpse: accepted
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {}
/// The local coordinate space.
///
/// - Glimpse: accepted
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// A view that builds its content for the size it is given.
///
/// - Glimpse: drawn
nonisolated public struct GeometryReader<Content>: View where Content: View {
  public typealias Body = Never
  /// Builds the content for a size.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content is built by `content`.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  @inlinable @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    // Inlinable, so that the content's `_makeNodes` is the specialized one of its type:
    // reached from generic code, a tuple view looks its type's metadata up each time.
    let build = view.content
    nodes.append(
      geometryNode(in: context) { proxy, context, nodes in
        let content = context.evaluatingInPlace { build(proxy) }
        Content._makeNodes(content, in: context, into: &nodes)
      })
  }
}

/// A reader's node: it builds its content with `content` for each size it is laid out at,
/// in the render under way (or in a render of its own at the context's instant, when it is
/// laid out after the render that resolved it).
///
/// `content` is main-actor code, made in main-actor code (no check of its actor when it
/// runs). The node runs it only within ``RenderScope/withinOnMainActor(_:_:)``, which makes
/// sure the thread runs as the main actor, so it holds it as nonisolated code: it is read
/// through ``ReaderContent``, whose field says nonisolated. (A closure made here to run it
/// would be checked each time it ran; a function value cast with `unsafeBitCast` is
/// wrapped in a thunk allocated each time.)
@usableFromInline
func geometryNode(
  in context: _ResolveContext,
  content: @escaping @MainActor (GeometryProxy, inout _ResolveContext, inout [LayoutNode]) -> Void
) -> GeometryNode {
  let content = withUnsafePointer(to: MainActorReaderContent(build: content)) {
    UnsafeRawPointer($0).assumingMemoryBound(to: ReaderContent.self).pointee.build
  }
  return ReaderNode(context: context, content: content)
}

/// A reader's content, as `GeometryReader` makes it: main-actor code.
struct MainActorReaderContent {
  let build: @MainActor (GeometryProxy, inout _ResolveContext, inout [LayoutNode]) -> Void
}

/// ``MainActorReaderContent`` with its field's type nonisolated: how a reader's node holds
/// its content. (`EnvironmentTests` checks the two lay out alike.)
struct ReaderContent {
  let build: (GeometryProxy, inout _ResolveContext, inout [LayoutNode]) -> Void
}

/// The node of a SwiftUI `GeometryReader`: it holds what it builds its content from (no
/// closure of its own, which was an allocation a reader).
private final class ReaderNode: GeometryNode {
  /// The resolve the reader was part of: its environment, its render. (Handed to `content`
  /// in place, which swaps its environment in and out as it builds: not checked for
  /// exclusive access at run time, as only ``makeLayers(width:height:)`` touches it.)
  @exclusivity(unchecked) var context: _ResolveContext
  /// The render's instant, read when the node was made (read from `context` each time the
  /// content is built, the environment was copied).
  let now: Date
  /// Appends the content's nodes for a proxy.
  let content: (GeometryProxy, inout _ResolveContext, inout [LayoutNode]) -> Void

  init(
    context: _ResolveContext,
    content: @escaping (GeometryProxy, inout _ResolveContext, inout [LayoutNode]) -> Void
  ) {
    self.context = context
    now = context.environment.now
    self.content = content
    super.init()
  }

  // Built as the node is laid out (on the main thread or a ``RenderThread``), perhaps
  // after the render that resolved it (then in a render of its own, at its instant).
  override func makeLayers(width: Double, height: Double) -> [LayoutNode] {
    let proxy = GeometryProxy(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
    return RenderClock.rendering(at: now) {
      RenderScope.withinOnMainActor(context.environment) { scope in
        var nodes: [LayoutNode] = []
        if context.scope === scope {
          content(proxy, &context, &nodes)
        } else {
          // The render under way now: the one that resolved the reader is over.
          var context = context
          context.scope = scope
          content(proxy, &context, &nodes)
        }
        return nodes
      }
    }
  }
}

/// The first of its views that fits the space offered.
///
/// - Glimpse: drawn
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
