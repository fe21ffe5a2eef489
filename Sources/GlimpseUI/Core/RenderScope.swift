import GlimpseLayout
import GlimpseLocalization

/// The state of the render under way: the environment the view body being evaluated reads
/// (`@Environment`, `UITraitCollection.current`, `UIColor`'s dynamic colours,
/// `String(localized:)`), and what is left of the render's ``ResolveBudget``.
///
/// Bound to the rendering thread, as ``RenderClock``'s instant is, only while a render runs
/// (``within(_:_:)``), so that renders on other threads never see it and nothing is left
/// behind when a render ends. Apple's API gives `@Environment`'s `wrappedValue` and
/// `UIColor(dynamicProvider:)` no parameter to carry the environment in; everything else of
/// a render is passed along in its ``_ResolveContext``.
package final class RenderScope: @unchecked Sendable {
  // @unchecked Sendable: a scope is made by one render and bound to it only while it runs,
  // synchronously, on one thread; no other render or thread ever reaches it.

  // Not checked for exclusive access at run time: one thread uses a scope, and no access
  // to a field overlaps another.

  /// The environment the body being evaluated reads.
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// `ForEach` rows the resolve may still build.
  @exclusivity(unchecked) var rowsLeft = ResolveBudget.rows
  /// Characters of text the resolve may still scan.
  @exclusivity(unchecked) var charactersLeft = ResolveBudget.characters
  /// Resolves under way in this scope: the outermost starts with a full budget.
  @exclusivity(unchecked) var depth = 0
  /// The container box of the resolve under way (``ViewResolver/nodes(_:environment:preferences:)``
  /// sets and restores it), once one is made.
  @exclusivity(unchecked) var container: ContainerBox?

  /// The resolve under way's container box, made the first time a view asks for it (a
  /// container-relative frame): most resolves have none, and a box is an allocation.
  func resolveContainer() -> ContainerBox {
    if let container { return container }
    let made = ContainerBox()
    container = made
    return made
  }

  /// The scope of the render under way on this thread, if any. It is bound as
  /// GlimpseLocalization's scope (`String(localized:)`, below this module, reads it there):
  /// one binding for both.
  static var current: RenderScope? {
    LocalizationScope.currentObject as? RenderScope
  }

  private init(_ environment: EnvironmentValues) {
    self.environment = environment
  }

  /// Runs `body` in the render under way, or, outside one, in a new render whose
  /// environment is `environment` (and whose budget is full).
  @MainActor
  package static func within<Result>(
    _ environment: EnvironmentValues, _ body: () throws -> Result
  ) rethrows -> Result {
    try within(environment) { _ in try body() }
  }

  /// ``within(_:_:)``, passing `body` the scope (reading the binding once).
  ///
  /// Main-actor code only: a scope is bound on a thread only while main-actor code runs
  /// there, which is what lets ``withinOnMainActor(_:_:)`` trust a binding it finds.
  @MainActor
  package static func within<Result>(
    _ environment: EnvironmentValues, _ body: (RenderScope) throws -> Result
  ) rethrows -> Result {
    if let current { return try body(current) }
    let scope = RenderScope(environment)
    return try LocalizationScope.binding(scope) { try body(scope) }
  }

  /// A render entered with ``enter(_:)``, left with ``leave(_:)``.
  package struct Entered {
    /// The scope bound, or nil when one was bound already.
    fileprivate let scope: RenderScope?
    /// The binding before it.
    fileprivate let previous: UnsafeMutableRawPointer?
  }

  /// Enters a render whose environment is `environment`, unless one is under way: what
  /// ``within(_:_:)`` does, for a caller that runs the render itself rather than in a
  /// closure (a closure returning the render's canvas copies it). Pair it with
  /// ``leave(_:)``, in a `defer`.
  @MainActor
  package static func enter(_ environment: EnvironmentValues) -> Entered {
    guard current == nil else { return Entered(scope: nil, previous: nil) }
    let scope = RenderScope(environment)
    return Entered(scope: scope, previous: LocalizationScope.bind(scope))
  }

  /// Leaves the render ``enter(_:)`` entered.
  package static func leave(_ entered: Entered) {
    guard let scope = entered.scope else { return }
    LocalizationScope.restore(entered.previous)
    withExtendedLifetime(scope) {}
  }

  /// Runs `body` in the render under way, or, outside one, in a new render whose
  /// environment is `environment`, from code that is not isolated to the main actor but
  /// runs as it (a `GeometryReader`'s content, built as its node is laid out: on the main
  /// thread or a ``RenderThread``'s job). `body` may run main-actor code unchecked (a
  /// reader's content, held as nonisolated code): this is where the thread is known to run
  /// as the main actor.
  ///
  /// In a render under way nothing is checked: a scope is bound only by main-actor code
  /// (``within(_:_:)``, ``enter(_:)``), synchronously, on the thread it runs on, so
  /// finding one bound means this thread runs as the main actor now. Outside a render the
  /// actor is checked once, as `MainActor.assumeIsolated` checks it.
  /// (`environment` is read only for a new render: most calls find one under way.)
  package static func withinOnMainActor<Result>(
    _ environment: @autoclosure () -> EnvironmentValues, _ body: (RenderScope) -> Result
  ) -> Result {
    if let current { return body(current) }
    // (Not `Thread.isMainThread` first: fewer instructions, but on Linux it asks the
    // kernel, and the shapes card took 0.45 µs longer.)
    MainActor.preconditionIsolated()
    let scope = RenderScope(environment())
    return LocalizationScope.binding(scope) { body(scope) }
  }

  /// Marks the start of a resolve in this scope: the outermost one starts with a full
  /// budget. Pair it with ``endResolve()``.
  func beginResolve() {
    if depth == 0 {
      rowsLeft = ResolveBudget.rows
      charactersLeft = ResolveBudget.characters
    }
    depth += 1
  }

  /// Marks the end of a resolve ``beginResolve()`` started.
  func endResolve() {
    depth -= 1
  }
}
