import GlimpseLayout

/// Everything a view needs to resolve into layout nodes: its environment, and the content
/// a custom `ViewModifier`'s `body(content:)` stands for.
public struct _ResolveContext {
  /// The environment the view resolves in.
  public var environment: EnvironmentValues
  /// Resolves the content of the innermost custom view modifier being applied.
  var modifierContent: ModifierContent?
  /// Where views record preferences, if anyone listens (kept in the container's box, which
  /// is made once a resolve: a context is copied for every environment change, and each
  /// reference field of it is an atomic retain and release a copy).
  package var preferences: PreferenceValues? { container?.preferences }
  /// The size of the container being resolved (the widget), for container-relative frames.
  var container: ContainerBox?
  /// The render this context resolves in (``RenderScope/current`` when the resolve began),
  /// kept here so that evaluating a body need not look it up; nil: look it up.
  var scope: RenderScope?

  /// A context with the given environment.
  public init(environment: EnvironmentValues) {
    self.environment = environment
  }

  /// Runs `body` with this context's environment as the one `@Environment` reads (the
  /// render's ``RenderScope``).
  @MainActor
  @usableFromInline package func evaluating<Result>(_ body: () -> Result) -> Result {
    guard let scope = scope ?? RenderScope.current else {
      return RenderScope.within(environment) { evaluating(body) }
    }
    // Swapped in and out: one copy of the environment, not a copy to save the scope's and
    // another to set this one.
    var swapped = environment
    swap(&scope.environment, &swapped)
    defer { swap(&scope.environment, &swapped) }
    return body()
  }

  /// ``evaluating(_:)`` for a context that may be changed while `body` runs: its environment
  /// is swapped with the render's and back, with no copy of it (a copy retains and releases
  /// each reference in it). While `body` runs, this context's environment is the one it
  /// swapped out; it is this context's again when the call returns.
  @MainActor
  @usableFromInline package mutating func evaluatingInPlace<Result>(
    _ body: () -> Result
  ) -> Result {
    guard let scope = scope ?? RenderScope.current else { return evaluating(body) }
    swap(&scope.environment, &environment)
    defer { swap(&scope.environment, &environment) }
    return body()
  }

  /// The context with its environment changed by `change`.
  func with(_ change: (inout EnvironmentValues) -> Void) -> _ResolveContext {
    var copy = self
    change(&copy.environment)
    return copy
  }

  /// Left to right, or right to left (where leading is the right edge and a row starts on
  /// the right).
  var direction: LayoutDirection { environment.layoutDirection }
}

/// A closure that resolves the content a custom view modifier wraps.
struct ModifierContent {
  let resolve: @MainActor (_ResolveContext, inout [LayoutNode]) -> Void
}

/// Resolves views into single layout nodes.
@MainActor
package enum ViewResolver {
  /// The nodes `view` resolves to; preferences it sets are recorded in `preferences`. The
  /// bodies it evaluates read `environment.now` from `Date()` (``RenderClock``).
  package static func nodes<V: View>(
    _ view: V, environment: EnvironmentValues, preferences: PreferenceValues? = nil
  ) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    // The container's box is made now only if someone listens for preferences; otherwise
    // by the first container-relative frame, if any (``RenderScope/resolveContainer()``).
    var listening: ContainerBox?
    if let preferences { listening = ContainerBox(preferences: preferences) }
    var container: ContainerBox?
    RenderClock.rendering(at: environment.now) {
      RenderScope.within(environment) { (scope: RenderScope) in
        // (Made here, not captured from outside: a captured context is copied to be passed.)
        var context = _ResolveContext(environment: environment)
        context.container = listening
        context.scope = scope
        let outer = scope.container
        scope.container = listening
        scope.beginResolve()
        V._makeNodes(view, in: context, into: &nodes)
        scope.endResolve()
        container = scope.container
        scope.container = outer
      }
    }
    guard let container, container.isUsed else { return nodes }
    return nodes.map { ContainerNode(child: $0, box: container) }
  }

  /// The one node `view` resolves to: several views are stacked vertically, as SwiftUI
  /// stacks the views of a widget's body; no view gives an empty node.
  package static func node<V: View>(
    _ view: V, environment: EnvironmentValues, preferences: PreferenceValues? = nil
  ) -> LayoutNode {
    single(nodes(view, environment: environment, preferences: preferences))
  }

  /// One node for a list: itself, a vertical stack, or an empty node.
  static func single(_ nodes: [LayoutNode]) -> LayoutNode {
    switch nodes.count {
    case 0: return EmptyNode()
    case 1: return nodes[0]
    default: return StackNode(axis: .vertical, spacing: nil, children: nodes)
    }
  }

  /// The one node `view` resolves to in `context`.
  static func node<V: View>(_ view: V, in context: _ResolveContext) -> LayoutNode {
    var nodes: [LayoutNode] = []
    V._makeNodes(view, in: context, into: &nodes)
    return single(nodes)
  }
}
