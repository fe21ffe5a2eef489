import Foundation
import GlimpseLayout

/// Runs a ``TerminalApp`` on a ``TerminalScreen``: draws, sleeps until the next key or
/// the app's next change, and redraws only when the picture changed.
///
/// ```swift
/// let screen = try TerminalScreen.open(colorDepth: nil)
/// defer { screen.close() }
/// let statistics = try TerminalRunner.run(app, on: screen, now: Date.init)
/// ```
@MainActor
public enum TerminalRunner {
  /// Runs `app` on `screen` until the app's ``TerminalApp/handle(_:)`` returns false or a
  /// signal (or Ctrl-C) arrives.
  ///
  /// Draws the first frame, then loops: waits for an event for as long as
  /// ``TerminalApp/nextWake()`` allows (rounded up to whole milliseconds; forever when it
  /// is nil), lets the app handle it, renders again and draws only when the new canvas
  /// differs from the one on screen. A resize always redraws, at the new size.
  ///
  /// The caller restores the terminal: `defer { screen.close() }`. An error thrown by
  /// ``TerminalApp/render(size:)`` propagates out of `run`; frames are drawn only once
  /// complete, so the screen then holds the last whole frame and `close()` restores the
  /// terminal as usual. A trap (a failed precondition, an overflow, a force-unwrapped
  /// nil) cannot be caught in Swift: it ends the process without `endwin`, but a screen
  /// from ``TerminalScreen/open(colorDepth:environment:)`` has armed ``FatalSignals``,
  /// which puts the terminal back before the backtrace.
  ///
  /// A render or an event's handling that takes longer than `renderTimeout` (an
  /// activity's view body that never returns) is reported on the screen's last row as
  /// `not responding: <activity> · <state> · <presentation> · q or Ctrl-C quits`, and
  /// from then on `q` (exit 0), Ctrl-C (exit 130) and SIGINT, SIGTERM or SIGHUP (128 + the
  /// signal) end the process at once with the terminal restored (``RenderWatchdog``). A
  /// render that returns after being reported carries on: the whole screen is redrawn.
  ///
  /// - Parameters:
  ///   - now: The wall clock, to turn the app's wake instant into a timeout.
  ///   - renderTimeout: How long a render may take before it is reported.
  public static func run(
    _ app: some TerminalApp, on screen: TerminalScreen, now: () -> Date = Date.init,
    renderTimeout: Duration = .seconds(2)
  ) throws -> RunStatistics {
    try run(app, on: screen, events: screen, now: now, renderTimeout: renderTimeout)
  }

  /// ``run(_:on:now:renderTimeout:)`` with events from `events` instead of the screen (a
  /// test seam: a scripted source drives the app while a headless screen draws). Without
  /// `renderTimeout`, nothing is watched.
  public static func run(
    _ app: some TerminalApp, on screen: TerminalScreen, events: some TerminalEventSource,
    now: () -> Date = Date.init, renderTimeout: Duration? = nil
  ) throws -> RunStatistics {
    let startBytes = screen.bytesWritten
    let watchdog = renderTimeout.flatMap { RenderWatchdog.start(bound: $0, for: screen) }
    defer { watchdog?.stop() }
    var statistics = try loop(app, on: screen, events: events, now: now, watchdog: watchdog)
    if let startBytes, let endBytes = screen.bytesWritten {
      statistics.bytesWritten = endBytes - startBytes
    }
    return statistics
  }

  private static func loop(
    _ app: some TerminalApp, on screen: TerminalScreen, events: some TerminalEventSource,
    now: () -> Date, watchdog: RenderWatchdog?
  ) throws -> RunStatistics {
    var source = events
    var statistics = RunStatistics()
    /// Runs the app's code under the watchdog; a report wrote over the screen.
    func watched<Result>(_ body: () throws -> Result) rethrows -> Result {
      guard let watchdog else { return try body() }
      let (result, overran) = try watchdog.guarding(rows: screen.size.height, body)
      if overran {
        statistics.rendersOverrun += 1
        screen.invalidate()
      }
      return result
    }
    var shown = try watched { try app.render(size: screen.size) }
    screen.draw(shown)
    statistics.framesDrawn += 1
    while true {
      let timeout = app.nextWake().map { timeUntil($0, now: now()) }
      let event = SignalTrap.isPending ? .interrupt : source.nextEvent(timeout: timeout)
      var resized = false
      if let event {
        switch event {
        case .interrupt:
          statistics.signal = SignalTrap.take() ?? SIGINT
          return statistics
        case .resize(let size):
          if screen.size != size { screen.resize(to: size) }
          screen.invalidate()
          resized = true
        default:
          break
        }
        statistics.eventsHandled += 1
        let overrunsBefore = statistics.rendersOverrun
        guard watched({ app.handle(event) }) else { return statistics }
        resized = resized || statistics.rendersOverrun != overrunsBefore
      }
      let overrunsBefore = statistics.rendersOverrun
      let canvas = try watched { try app.render(size: screen.size) }
      if !resized && statistics.rendersOverrun == overrunsBefore
        && canvas.showsSamePicture(as: shown)
      {
        statistics.framesSkipped += 1
      } else {
        screen.draw(canvas)
        shown = canvas
        statistics.framesDrawn += 1
      }
    }
  }

  /// The wait from `now` until `wake`, rounded up to whole milliseconds (zero if past).
  static func timeUntil(_ wake: Date, now: Date) -> Duration {
    let milliseconds = (wake.timeIntervalSince(now) * 1000).rounded(.up)
    guard milliseconds > 0 else { return .zero }
    return .milliseconds(Int64(min(milliseconds, 1e12)))
  }
}
