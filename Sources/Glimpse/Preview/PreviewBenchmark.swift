import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseTerminal
import GlimpseUI

/// Drives the interactive preview headless with a simulated wall clock, for
/// `glimpse-bench tick` and the preview's tests.
@MainActor
public enum PreviewBenchmark {
  /// What a headless run measured.
  public struct TickResult: Sendable {
    /// Frames drawn, the first included.
    public var framesDrawn: Int
    /// Frames rendered that were identical to the one on screen (and so not drawn).
    public var framesSkipped: Int
    /// Times the loop woke up.
    public var wakes: Int
    /// Bytes ncurses wrote in all, after the first frame.
    public var bytesAfterFirstFrame: Int
    /// Bytes of the first frame.
    public var firstFrameBytes: Int
    /// Wall seconds spent, for the simulated run.
    public var elapsed: Double
  }

  /// Runs the preview of `activity` at `width` x `height`, playing at 1x for `seconds`
  /// simulated seconds from its first state, writing to `output`.
  public static func tick(
    previews: [ActivityPreview], activity: String, seconds: Double, width: Int, height: Int,
    output: URL
  ) throws -> TickResult {
    guard let index = previews.firstIndex(where: { $0.name == activity }) else {
      throw CLIError.failure("tick: no activity named \(activity)")
    }
    let clock = FakeWallClock(now: Date(timeIntervalSince1970: 0))
    let options = try RenderOptions(
      ArgumentParser(command: "tick", options: RenderOptions.options).parse([]), command: "tick")
    let session = try PreviewSession(
      previews: previews, activity: index, options: options, statesFile: nil, wall: clock.now)
    session.clock.togglePlaying(wall: clock.now)
    let app = PreviewApp(session: session, wallClock: { clock.now })
    let screen = try TerminalScreen.headless(width: width, height: height, output: output)
    defer { screen.close() }
    let started = Date()
    var events = SimulatedEvents(clock: clock, end: clock.now.addingTimeInterval(seconds))
    var firstFrameBytes = 0
    events.onFirstWait = { firstFrameBytes = screen.bytesWritten ?? 0 }
    let statistics = try TerminalRunner.run(app, on: screen, events: events, now: { clock.now })
    return TickResult(
      framesDrawn: statistics.framesDrawn, framesSkipped: statistics.framesSkipped,
      wakes: statistics.eventsHandled + statistics.framesDrawn + statistics.framesSkipped - 1,
      bytesAfterFirstFrame: (statistics.bytesWritten ?? 0) - firstFrameBytes,
      firstFrameBytes: firstFrameBytes,
      elapsed: Date().timeIntervalSince(started))
  }
}

extension PreviewBenchmark {
  /// Bytes per one-second tick of the preview playing `activity`: as Glimpse draws (erase
  /// and every cell, ncurses sending the difference) and as a hand-written ncurses
  /// program would (only the changed cells), over `ticks` ticks.
  public static func bytesPerTick(
    previews: [ActivityPreview], activity: String, ticks: Int, width: Int, height: Int,
    directory: URL
  ) throws -> (glimpse: Double, raw: Double) {
    guard let index = previews.firstIndex(where: { $0.name == activity }) else {
      throw CLIError.failure("tick: no activity named \(activity)")
    }
    let wall = Date(timeIntervalSince1970: 0)
    let options = try RenderOptions(
      ArgumentParser(command: "tick", options: RenderOptions.options).parse([]), command: "tick")
    let session = try PreviewSession(
      previews: previews, activity: index, options: options, statesFile: nil, wall: wall)
    session.clock.togglePlaying(wall: wall)
    let size = CellSize(width: width, height: height)
    var frames: [Canvas] = []
    for tick in 0...ticks {
      var screen = PreviewScreen(
        session: session, now: session.clock.time(at: wall.addingTimeInterval(Double(tick))))
      frames.append(screen.draw(size: size))
    }
    let oursFile = directory.appendingPathComponent("glimpse-ours-\(getpid()).out")
    let rawFile = directory.appendingPathComponent("glimpse-raw-\(getpid()).out")
    defer {
      try? FileManager.default.removeItem(at: oursFile)
      try? FileManager.default.removeItem(at: rawFile)
    }
    let ours = try TerminalScreen.headless(width: width, height: height, output: oursFile)
    defer { ours.close() }
    let raw = try TerminalScreen.headless(width: width, height: height, output: rawFile)
    defer { raw.close() }
    ours.draw(frames[0])
    raw.draw(frames[0])
    let oursStart = ours.bytesWritten ?? 0
    let rawStart = raw.bytesWritten ?? 0
    for tick in 1...ticks {
      ours.draw(frames[tick])
      raw.drawChanges(from: frames[tick - 1], to: frames[tick])
    }
    let count = Double(max(1, ticks))
    return (
      Double((ours.bytesWritten ?? 0) - oursStart) / count,
      Double((raw.bytesWritten ?? 0) - rawStart) / count
    )
  }
}

/// A wall clock that moves only when told.
final class FakeWallClock {
  var now: Date

  init(now: Date) {
    self.now = now
  }
}

/// Events for a headless run: nothing happens, time passes by each timeout, and `q`
/// arrives when the time is up.
struct SimulatedEvents: TerminalEventSource {
  let clock: FakeWallClock
  let end: Date
  var onFirstWait: (() -> Void)?

  init(clock: FakeWallClock, end: Date) {
    self.clock = clock
    self.end = end
  }

  mutating func nextEvent(timeout: Duration?) -> TerminalEvent? {
    if let first = onFirstWait {
      first()
      onFirstWait = nil
    }
    guard let timeout else { return .character("q") }
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    let wake = clock.now.addingTimeInterval(seconds)
    if wake >= end {
      clock.now = end
      return .character("q")
    }
    clock.now = wake
    return nil
  }
}
