import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseTerminal

/// Events from a script; a nil entry is a wait that timed out. Records the timeouts asked.
private final class ScriptedEvents: TerminalEventSource {
  var script: [TerminalEvent?]
  var timeouts: [Duration?] = []

  init(_ script: [TerminalEvent?]) {
    self.script = script
  }

  func nextEvent(timeout: Duration?) -> TerminalEvent? {
    timeouts.append(timeout)
    precondition(!script.isEmpty, "the runner asked for more events than scripted")
    return script.removeFirst()
  }
}

/// Shows a counter and the last key; `+` counts, `q` quits, other keys change nothing.
@MainActor
private final class CounterApp: TerminalApp {
  var count = 0
  var renders: [CellSize] = []
  var handled: [TerminalEvent] = []
  var wake: Date?
  var failure: (any Error)?

  func render(size: CellSize) throws -> Canvas {
    if let failure { throw failure }
    renders.append(size)
    var canvas = Canvas(width: size.width, height: size.height)
    canvas.write("count \(count)", x: 0, y: 0, style: CellStyle(attributes: .bold))
    return canvas
  }

  func nextWake() -> Date? { wake }

  func handle(_ event: TerminalEvent) -> Bool {
    handled.append(event)
    if event == .character("+") { count += 1 }
    return event != .character("q")
  }
}

private struct RenderFailure: Error, Equatable {}

extension TerminalTests {
  @Test func runnerDrawsChangesSkipsIdenticalFramesAndStopsOnQ() throws {
    let screen = try TerminalScreen.headless(width: 40, height: 5)
    defer { screen.close() }
    let app = CounterApp()
    let events = ScriptedEvents([
      .character("x"), .character("+"), nil, .resize(CellSize(width: 20, height: 3)),
      .character("q"),
    ])
    let statistics = try TerminalRunner.run(app, on: screen, events: events)

    #expect(statistics.framesDrawn == 3)  // first, after "+", after the resize
    #expect(statistics.framesSkipped == 2)  // after "x", after the timeout
    #expect(statistics.eventsHandled == 4)
    #expect(statistics.signal == nil)
    #expect(statistics.bytesWritten == nil)
    #expect(app.handled.last == .character("q"))
    #expect(events.script.isEmpty)
    #expect(screen.size == CellSize(width: 20, height: 3))
    #expect(app.renders.last == CellSize(width: 20, height: 3))
    #expect(screen.rowText(0) == "count 1" + String(repeating: " ", count: 13))
    #expect(screen.cell(x: 0, y: 0).bold)
  }

  @Test func runnerWaitsUntilTheAppsNextWake() throws {
    let screen = try TerminalScreen.headless(width: 10, height: 1)
    defer { screen.close() }
    let app = CounterApp()
    let now = Date(timeIntervalSince1970: 1_000_000)
    app.wake = now.addingTimeInterval(1.0002)
    let events = ScriptedEvents([nil, .character("q")])
    _ = try TerminalRunner.run(app, on: screen, events: events, now: { now })
    #expect(events.timeouts == [.milliseconds(1001), .milliseconds(1001)])

    app.wake = nil
    let sleepy = ScriptedEvents([.character("q")])
    _ = try TerminalRunner.run(app, on: screen, events: sleepy, now: { now })
    #expect(sleepy.timeouts == [nil])
  }

  @Test func runnerStopsOnInterrupt() throws {
    let screen = try TerminalScreen.headless(width: 10, height: 1)
    defer { screen.close() }
    let app = CounterApp()
    let statistics = try TerminalRunner.run(
      app, on: screen, events: ScriptedEvents([.character("+"), .interrupt]))
    #expect(statistics.signal == SIGINT)
    #expect(statistics.framesDrawn == 2)
    #expect(app.handled == [.character("+")])
  }

  @Test func runnerPassesRenderErrorsOn() throws {
    let screen = try TerminalScreen.headless(width: 10, height: 1)
    defer { screen.close() }
    let app = CounterApp()
    app.failure = RenderFailure()
    #expect(throws: RenderFailure()) {
      try TerminalRunner.run(app, on: screen, events: ScriptedEvents([]))
    }
    #expect(screen.cellText(x: 0, y: 0) == " ")
  }

  @Test func runnerCountsBytesOnAFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-runner-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    let screen = try TerminalScreen.headless(width: 40, height: 5, output: file)
    defer { screen.close() }
    let app = CounterApp()
    let statistics = try TerminalRunner.run(
      app, on: screen, events: ScriptedEvents([.character("+"), .character("q")]))
    #expect((statistics.bytesWritten ?? 0) > 0)
  }
}

/// Always the same picture; its second render does not return until the watchdog has
/// reported it on the screen's file (a view body that takes too long, then finishes).
@MainActor
private final class SlowSecondFrameApp: TerminalApp {
  let file: URL
  var renders = 0
  var reportSeen = false

  init(file: URL) {
    self.file = file
  }

  func render(size: CellSize) throws -> Canvas {
    renders += 1
    if renders == 2 {
      let deadline = ContinuousClock.now + .seconds(20)
      while !reportSeen && ContinuousClock.now < deadline {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        reportSeen = text.contains("not responding")
        if !reportSeen { usleep(10_000) }
      }
    }
    var canvas = Canvas(width: size.width, height: size.height)
    canvas.write("same frame", x: 0, y: 0, style: .plain)
    return canvas
  }

  func nextWake() -> Date? { nil }

  func handle(_ event: TerminalEvent) -> Bool { event != .character("q") }
}

extension TerminalTests {
  @Test func aRenderReportedAsNotRespondingCarriesOnAndRedrawsTheScreen() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-watchdog-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    let screen = try TerminalScreen.headless(width: 60, height: 5, output: file)
    defer { screen.close() }
    let app = SlowSecondFrameApp(file: file)
    let statistics = try TerminalRunner.run(
      app, on: screen, events: ScriptedEvents([.character("x"), .character("q")]),
      renderTimeout: .milliseconds(50))
    #expect(app.reportSeen)
    #expect(statistics.rendersOverrun == 1)
    // The report was written on the last row behind ncurses's back: the frame that came
    // after it shows the same picture, and is drawn again in full all the same.
    #expect(statistics.framesDrawn == 2)
    #expect(statistics.framesSkipped == 0)
    let text = try String(contentsOf: file, encoding: .utf8)
    // What is drawn is named when known (other tests in this process draw activities).
    let report = try #require(
      text.range(of: "not responding: [^\u{1B}]* · q or Ctrl-C quits", options: .regularExpression))
    #expect(text[report.upperBound...].contains("same frame"))
  }
}

extension TerminalTests {
  /// Under `glimpse watch` standard error is a log: the watchdog says there what hangs,
  /// and that it answers again.
  @Test func aRenderThatOverrunsIsLoggedOnStandardErrorWhenThatIsNotTheTerminal() throws {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-watchdog-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let watchdog = try #require(
      RenderWatchdog.start(
        bound: .milliseconds(50), input: nil, output: nil, errors: handle.fileDescriptor))
    defer { watchdog.stop() }
    let (seen, overran) = watchdog.guarding(rows: 5) {
      let deadline = ContinuousClock.now + .seconds(20)
      while ContinuousClock.now < deadline {
        if let text = try? String(contentsOf: log, encoding: .utf8), text.contains("\n") {
          return text
        }
        usleep(10_000)
      }
      return ""
    }
    #expect(overran)
    // What is drawn is named when known (other tests in this process draw activities).
    #expect(seen.hasPrefix("glimpse: not responding: "))
    #expect(seen.hasSuffix(" (a view body has run for 50 ms; q or Ctrl-C quits)\n"))
    #expect(seen.split(separator: "\n").count == 1)
    let after = try String(contentsOf: log, encoding: .utf8)
    #expect(after.hasSuffix("glimpse: responding again\n"))
  }
}
