import CGlimpseRenderState
import GlimpseRuntimeHooks

/// The preview's clock: while a render runs, `Date()`, `Date.now` and every other reading
/// of the wall clock in view code report the instant being rendered (`--at`, the preview's
/// simulated clock), as on a device a body is evaluated at the instant the system draws
/// it; outside a render they report the wall clock.
///
/// The instant is the rendering thread's, set only around a render (``rendering(at:_:)``),
/// which runs synchronously on one thread: renders on other threads do not see each other's
/// instant, and nothing is left set when a render ends. (It is kept in a C thread-local,
/// `CGlimpseRenderState`: a task-local cost an allocation to bind and a runtime call to
/// read.) On Linux the rendering thread's C library clock is frozen at the same instant for
/// the render (`GlimpseRuntimeHooks`' `InterposedRealtimeClock`: the `CGlimpseClock` target
/// interposes `clock_gettime`, `gettimeofday` and `time` for that thread only), so that
/// Foundation's own `Date()`, `Date(timeIntervalSinceNow:)`, `Calendar.current` arithmetic
/// from now and formatters that read the clock agree, in files that import Foundation
/// themselves too.
///
/// - Glimpse: glimpse
package enum RenderClock {
  /// The instant being rendered, or nil outside a render.
  public static var instant: Date? {
    let current = glimpse_render_instant_current()
    guard current.isSet != 0 else { return nil }
    return Date(timeIntervalSinceReferenceDate: current.sinceReferenceDate)
  }

  /// The instant being rendered; the wall clock outside a render.
  public static var now: Date {
    // Not `Date()`: in this module that is the extension below, which asks this property.
    instant ?? Date(timeIntervalSinceNow: 0)
  }

  /// Runs `body` as a render at `instant`: view code it runs reads `instant` from `Date()`
  /// and `Date.now`.
  public static func rendering<Result>(at instant: Date, _ body: () throws -> Result) rethrows
    -> Result
  {
    let seconds = instant.timeIntervalSinceReferenceDate
    let current = glimpse_render_instant_current()
    if current.isSet != 0 && current.sinceReferenceDate == seconds { return try body() }
    return try InterposedRealtimeClock.frozen(at: instant.timeIntervalSince1970) {
      let previous = glimpse_render_instant_exchange(
        glimpse_render_instant(isSet: 1, sinceReferenceDate: seconds))
      defer { _ = glimpse_render_instant_exchange(previous) }
      return try body()
    }
  }

  /// Whether the C library's clock follows renders on this platform (Linux: yes, when
  /// Glimpse is linked into the program as usual).
  public static var freezesSystemClock: Bool { InterposedRealtimeClock.isInterposed }
}

extension Date {
  /// The current instant: inside a render, the instant being rendered (see
  /// ``RenderClock``); elsewhere, the wall clock.
  ///
  /// It takes the place of Foundation's `init()` in code that sees Foundation only through
  /// GlimpseUI (or the `SwiftUI`, `WidgetKit`, `ActivityKit` and `AppIntents` modules that
  /// re-export it): Swift prefers a declaration of a module over one of a module it
  /// re-exports. A file that imports Foundation itself sees both, and this one, disfavoured
  /// so that the call is never ambiguous, gives way to Foundation's, which on Linux reads
  /// the same instant through the frozen C library clock (see ``RenderClock``).
  ///
  /// - Glimpse: works
  @_disfavoredOverload
  public init() {
    self = RenderClock.now
  }

  /// The current instant: inside a render, the instant being rendered; elsewhere, the wall
  /// clock. Chosen over Foundation's `now` as ``init()`` is.
  ///
  /// - Glimpse: works
  @_disfavoredOverload
  public static var now: Date { RenderClock.now }
}
