import GlimpseLayout

/// Several views built by a `ViewBuilder`, resolved in order.
///
/// - Glimpse: drawn
nonisolated public struct TupleView<T>: View {
  public typealias Body = Never
  /// Resolves the views of `value` in order. It captures nothing (a tuple view holds its
  /// views once), and it comes first so that reading it needs no generic layout.
  ///
  /// It is handed the view `inout`, and never changes it: the compiler then reads each of
  /// the tuple's views in place. Handed a borrowed view, it copied the whole tuple (every
  /// view in it, retained field by field) for each view it read.
  @usableFromInline let resolve:
    (@MainActor (inout TupleView<T>, _ResolveContext, inout [LayoutNode]) -> Void)?
  /// The views.
  public var value: T

  /// Views from a tuple. (A tuple built this way, outside a view builder, draws nothing.)
  public init(_ value: T) {
    self.value = value
    self.resolve = nil
  }
  @usableFromInline
  init(
    _ value: T,
    resolve:
      @escaping @MainActor (inout TupleView<T>, _ResolveContext, inout [LayoutNode]) -> Void
  ) {
    self.value = value
    self.resolve = resolve
  }

  // Inlinable: the app's module reads the resolver of a tuple view of a type it knows
  // without looking this type's metadata up (a hash-table search) for each tuple view.
  @inlinable
  @MainActor public static func _makeNodes(
    _ view: TupleView<T>, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    guard view.resolve != nil else { return }
    _resolveInPlace(view, in: context, into: &nodes)
  }
}

/// Runs `view`'s resolver on the view where it lies, as the resolver takes it (it only
/// reads it): no copy of the view.
///
/// Nonisolated, and called only from main-actor code (``TupleView/_makeNodes(_:in:into:)``):
/// the closure it hands `withUnsafePointer` is then nonisolated too. Made in main-actor
/// code, that closure would be main-actor code handed to a nonisolated function, which
/// Swift checks runs on the main actor each time it is called (about 280 instructions a
/// tuple view). The resolver is read through ``_TupleViewLayout``, where its type says
/// nonisolated: it runs before this function returns, so on the main actor.
@inlinable @inline(__always)
nonisolated func _resolveInPlace<T>(
  _ view: TupleView<T>, in context: _ResolveContext, into nodes: inout [LayoutNode]
) {
  withUnsafePointer(to: view) { view in
    let layout = UnsafeRawPointer(view).assumingMemoryBound(to: _TupleViewLayout<T>.self)
    layout.pointee.resolve?(&UnsafeMutablePointer(mutating: view).pointee, context, &nodes)
  }
}

/// ``TupleView``'s stored properties, in its order, with the resolver's type nonisolated:
/// how ``_resolveInPlace(_:in:into:)`` reads a tuple view's resolver.
/// (`ViewBuilderBlockTests` checks the two lay out alike.)
@usableFromInline
struct _TupleViewLayout<T> {
  @usableFromInline let resolve:
    ((inout TupleView<T>, _ResolveContext, inout [LayoutNode]) -> Void)?
  @usableFromInline var value: T
}

/// One branch of an `if`/`else` or `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    switch view.storage {
    case .trueContent(let content): TrueContent._makeNodes(content, in: context, into: &nodes)
    case .falseContent(let content): FalseContent._makeNodes(content, in: context, into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// - Glimpse: works
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Wrapped?, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    if let view { Wrapped._makeNodes(view, in: context, into: &nodes) }
  }
}

/// A view that shows nothing and takes no space.
///
/// - Glimpse: drawn
nonisolated public struct EmptyView: View {
  public typealias Body = Never

  /// An empty view.
  public init() {}

  @MainActor public static func _makeNodes(
    _ view: EmptyView, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {}
}

/// A type-erased view.
///
/// - Glimpse: drawn
nonisolated public struct AnyView: View {
  public typealias Body = Never
  let resolve: @MainActor (_ResolveContext, inout [LayoutNode]) -> Void

  /// Erases `view`'s type.
  public init<V>(_ view: V) where V: View {
    if let erased = view as? AnyView {
      resolve = erased.resolve
    } else {
      // Captured as it is rather than in an `UncheckedSendable<V>`: views are plain values
      // resolved on the main actor (see ``UncheckedSendable``), and a box's generic type
      // would be looked up in the runtime's metadata tables on every erasure.
      nonisolated(unsafe) let view = view
      resolve = { context, nodes in V._makeNodes(view, in: context, into: &nodes) }
    }
  }

  /// Erases `view`'s type.
  public init<V>(erasing view: V) where V: View {
    self.init(view)
  }

  @MainActor public static func _makeNodes(
    _ view: AnyView, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    view.resolve(context, &nodes)
  }
}

/// A group of views; modifiers on the group apply to each view in it.
///
/// - Glimpse: drawn
public struct Group<Content> {
  /// The views.
  public var content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) where Content: View {
    self.content = content()
  }
}

extension Group: View where Content: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    Content._makeNodes(view.content, in: context, into: &nodes)
  }
}

/// A value handed to a main-actor closure. Views are plain values built and resolved
/// synchronously on the main actor, so carrying one into the closure that resolves it
/// later is safe although the compiler cannot prove it.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value

  package init(_ value: Value) {
    self.value = value
  }
}
