import GlimpseLayout

/// A modifier that turns a view into another view: SwiftUI's `ViewModifier`. Custom
/// modifiers implement `body(content:)`; Glimpse's own resolve themselves.
///
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view being modified, as the body sees it.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

  /// Appends the nodes of `content` modified by `modifier`. Glimpse's hook; custom
  /// modifiers never implement it.
  @MainActor
  static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode])

  /// Whether the modifier resolves its content in place: in `context` as this changes it,
  /// then ``_finishNodes(modifier:_:from:in:)`` given the nodes made. Glimpse's hook: a
  /// modifier that says no (the default) is handed its content as a resolver instead, a
  /// closure that holds a copy of the content.
  @MainActor
  static func _resolvesContentInPlace(modifier: Self, changing context: inout _ResolveContext)
    -> Bool

  /// Finishes the nodes, from `start` on, a modifier that resolves its content in place
  /// made (a frame wraps each in a frame). Glimpse's hook.
  @MainActor
  static func _finishNodes(
    modifier: Self, _ nodes: inout [LayoutNode], from start: Int, in context: _ResolveContext)
}

extension ViewModifier {
  /// Resolves a custom modifier through its body, with `content` standing for the view it
  /// modifies.
  @MainActor
  public static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    var inner = context
    inner.modifierContent = ModifierContent(resolve: content.resolve)
    let body = inner.evaluating { modifier.body(content: _ViewModifier_Content()) }
    Body._makeNodes(body, in: inner, into: &nodes)
  }
}

extension ViewModifier {
  /// No: the content is handed to `_makeNodes(modifier:content:in:into:)`.
  @MainActor
  public static func _resolvesContentInPlace(
    modifier: Self, changing context: inout _ResolveContext
  ) -> Bool {
    false
  }

  /// Nothing to finish.
  @MainActor
  public static func _finishNodes(
    modifier: Self, _ nodes: inout [LayoutNode], from start: Int, in context: _ResolveContext
  ) {}
}

extension ViewModifier where Body == Never {
  /// Primitive modifiers have no body.
  public func body(content: Self.Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body")
  }
}

/// Resolves the view a modifier is applied to.
public struct _ModifierContentResolver {
  let resolve: @MainActor (_ResolveContext, inout [LayoutNode]) -> Void
}

/// The view a custom modifier's `body(content:)` is given.
nonisolated public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    guard let content = context.modifierContent else { return }
    content.resolve(context, &nodes)
  }
}

/// A view with a modifier applied.
///
/// - Glimpse: drawn
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// `content` modified by `modifier`.
  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  // Inlinable, so that the app's module reads the fields of a modified view of a type it
  // knows; inlined into the conformance's witness, which is handed this type's metadata,
  // for one it does not. Either way this type's metadata is not looked up again (a
  // hash-table search) for every modified view resolved: all else is in
  // `resolveModified`, which reads no field of this type.
  @inlinable @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    resolveModified(view.content, by: view.modifier, in: context, into: &nodes)
  }
}

/// Appends the nodes of `content` modified by `modifier`. (Inlinable: the app's module
/// resolves a frame's or a padding's content knowing its type.)
@MainActor @inlinable
func resolveModified<Content: View, Modifier: ViewModifier>(
  _ content: Content, by modifier: Modifier, in context: _ResolveContext,
  into nodes: inout [LayoutNode]
) {
  // A frame, a padding, an environment change: the content is resolved here, with no
  // closure that holds a copy of it.
  var changed = context
  if Modifier._resolvesContentInPlace(modifier: modifier, changing: &changed) {
    let start = nodes.count
    Content._makeNodes(content, in: changed, into: &nodes)
    Modifier._finishNodes(modifier: modifier, &nodes, from: start, in: context)
    return
  }
  resolveThroughResolver(content, by: modifier, in: context, into: &nodes)
}

/// Appends the nodes of `content` modified by `modifier`, which is handed the content as a
/// resolver.
@MainActor @usableFromInline
func resolveThroughResolver<Content: View, Modifier: ViewModifier>(
  _ content: Content, by modifier: Modifier, in context: _ResolveContext,
  into nodes: inout [LayoutNode]
) {
  let outer = context.modifierContent
  let resolver = _ModifierContentResolver { inner, nodes in
    var restored = inner
    restored.modifierContent = outer
    Content._makeNodes(content, in: restored, into: &nodes)
  }
  Modifier._makeNodes(modifier: modifier, content: resolver, in: context, into: &nodes)
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    let second = modifier.modifier
    let first = modifier.content
    let inner = _ModifierContentResolver { context, nodes in
      Content._makeNodes(modifier: first, content: content, in: context, into: &nodes)
    }
    Modifier._makeNodes(modifier: second, content: inner, in: context, into: &nodes)
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// Applies `modifier` to this view.
  ///
  /// - Glimpse: drawn
  @inlinable
  public consuming func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier Glimpse resolves itself.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode])
}

typealias ContentResolver = _ModifierContentResolver

extension PrimitiveModifier {
  static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    modifier.resolve(content: content, in: context, into: &nodes)
  }
}

/// A modifier that wraps each node of its content in another node.
@MainActor
protocol NodeWrappingModifier: PrimitiveModifier {
  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode
}

extension NodeWrappingModifier {
  static func _resolvesContentInPlace(modifier: Self, changing context: inout _ResolveContext)
    -> Bool
  {
    true
  }

  static func _finishNodes(
    modifier: Self, _ nodes: inout [LayoutNode], from start: Int, in context: _ResolveContext
  ) {
    modifier.wrapEach(&nodes, from: start, in: context)
  }

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let start = nodes.count
    content.resolve(context, &nodes)
    wrapEach(&nodes, from: start, in: context)
  }

  /// Wraps each node of `nodes` from `start` on (the ones its content made).
  func wrapEach(_ nodes: inout [LayoutNode], from start: Int, in context: _ResolveContext) {
    wrapNodes(&nodes, from: start) { wrap($0, in: context) }
  }
}

/// Replaces each node of `nodes` from `start` on with `wrap(node)`, in place; a wrapper
/// keeps the layout priority of the node it wraps.
@MainActor
func wrapNodes(
  _ nodes: inout [LayoutNode], from start: Int, _ wrap: (LayoutNode) -> LayoutNode
) {
  for index in start..<nodes.count {
    let node = nodes[index]
    let wrapped = wrap(node)
    if wrapped !== node { wrapped.layoutPriority = node.layoutPriority }
    nodes[index] = wrapped
  }
}
