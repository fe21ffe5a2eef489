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

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let build = view.content
    nodes.append(
      GeometryNode { width, height in
        let proxy = GeometryProxy(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
        // Built as the node is laid out (on the main thread or a ``RenderThread``), perhaps
        // after the render that resolved it (then in a render of its own, at its instant).
        // The render is entered here, outside the main actor: only the innermost closure
        // is isolated to it, so its actor is checked once, not once for each closure.
        return RenderClock.rendering(at: context.environment.now) {
          RenderScope.within(context.environment) { scope in
            assumingMainActor {
              // The render under way now: the one that resolved the reader may be over.
              var context = context
              context.scope = scope
              return overlapping(context.evaluating { build(proxy) }, in: context)
            }
          }
        }
      })
  }
}

/// Runs `body`, main-actor code, after checking once that this thread runs as the main
/// actor (the main thread, or a ``RenderThread``'s job), as `MainActor.assumeIsolated` does.
/// (`assumeIsolated` checks twice: itself, and again in the closure it is handed, since a
/// main-actor closure handed to the standard library checks its actor as it starts.)
private func assumingMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
  // (Not `Thread.isMainThread` first: fewer instructions, but on Linux it asks the kernel,
  // and the shapes card took 0.45 µs longer.)
  MainActor.preconditionIsolated()
  return withoutActuallyEscaping(body) { body in
    unsafeBitCast(body, to: (() -> Result).self)()
  }
}

/// A reader's content as SwiftUI places it: each view at the reader's top-leading corner,
/// on top of the ones before (a ZStack aligned top-leading), never stacked.
@MainActor
private func overlapping<Content: View>(_ content: Content, in context: _ResolveContext)
  -> LayoutNode
{
  var nodes: [LayoutNode] = []
  Content._makeNodes(content, in: context, into: &nodes)
  switch nodes.count {
  case 0: return EmptyNode()
  case 1: return nodes[0]
  default: return ZStackNode(alignment: .topLeading, children: nodes)
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
