import CGlimpseRenderState
import Foundation

/// Where the render under way keeps its environment, for what reads it without being
/// passed it: `String(localized:)` in a view's body looks up its string in the strings and
/// locale of the view being drawn.
///
/// Bound to the calling thread only while a render runs (``binding(_:_:)``), as the view
/// surface's render scope is, so that renders on other threads never see it. A render runs
/// synchronously on one thread, so a thread's binding is the render's; it is kept in a C
/// thread-local (`CGlimpseRenderState`), which costs less than a task-local.
package enum LocalizationScope {
  /// The render under way on this thread, if any.
  package static var current: (any LocalizationSource)? {
    currentObject as? any LocalizationSource
  }

  /// The object ``binding(_:_:)`` bound on this thread, if any (a view surface reads its own
  /// render scope back with a class cast).
  package static var currentObject: AnyObject? {
    glimpse_render_scope_current().map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `body` with `source` as this thread's render, then puts back the one before.
  package static func binding<Source: LocalizationSource, Result>(
    _ source: Source, _ body: () throws -> Result
  ) rethrows -> Result {
    let previous = bind(source)
    defer { restore(previous) }
    // (Kept alive while bound: the thread holds it unretained.)
    return try withExtendedLifetime(source) { try body() }
  }

  /// Binds `source` as this thread's render until ``restore(_:)`` is handed what this
  /// returns (the binding before), without a closure; the caller keeps `source` alive
  /// until then (the thread holds it unretained).
  package static func bind(_ source: some LocalizationSource) -> UnsafeMutableRawPointer? {
    glimpse_render_scope_exchange(Unmanaged.passUnretained(source).toOpaque())
  }

  /// Puts back the binding ``bind(_:)`` replaced.
  package static func restore(_ previous: UnsafeMutableRawPointer?) {
    _ = glimpse_render_scope_exchange(previous)
  }

  /// The localization of the render under way; the development language's outside one.
  package static var environment: any LocalizationEnvironment {
    current?.localization ?? PlainLocalization.standard
  }
}

/// A render's state, as far as localization reads it: its environment at the view being
/// evaluated. A class, so that the view surface keeps its own render scope in this one
/// binding and reads it back with a class cast.
package protocol LocalizationSource: AnyObject, Sendable {
  /// The environment of the view being evaluated.
  var localization: any LocalizationEnvironment { get }
}
