// This file sees Foundation only through GlimpseUI, as a widget file that says
// `import SwiftUI` does: `Date()` and `Date.now` here are GlimpseUI's.
import GlimpseLayout
import GlimpseUI
import Testing

/// A countdown written as real widgets write it: from "now" to the end.
private struct CountdownFromNow: View {
  let end: Date

  var body: some View {
    Text(timerInterval: Date()...end, countsDown: true)
  }
}

/// "Updated N min ago", worked out from `Date.now` in the body.
private struct UpdatedAgo: View {
  let updated: Date

  var body: some View {
    Text("Updated \(Int(Date.now.timeIntervalSince(updated) / 60)) min ago")
  }
}

@MainActor
@Suite struct RenderClockTests {
  /// 2026-11-29 10:00:00 UTC.
  let start = Date(timeIntervalSince1970: 1_795_946_400)

  func render(_ view: some View, at now: Date) -> String {
    var environment = EnvironmentValues()
    environment.now = now
    return Snapshot(view, width: 30, environment: environment).text.trimmingCharacters(
      in: .whitespaces)
  }

  @Test func dateInABodyIsTheRenderedInstant() {
    let countdown = CountdownFromNow(end: start.addingTimeInterval(600))
    #expect(render(countdown, at: start) == "10:00")
    #expect(render(countdown, at: start.addingTimeInterval(150)) == "7:30")
  }

  @Test func dateNowInABodyIsTheRenderedInstant() {
    let view = UpdatedAgo(updated: start)
    #expect(render(view, at: start.addingTimeInterval(120)) == "Updated 2 min ago")
    #expect(render(view, at: start.addingTimeInterval(3600)) == "Updated 60 min ago")
  }

  /// After a render at an instant long past, `Date()` is no longer that instant: the
  /// clock is frozen only while the render runs. (No window around the wall clock: the
  /// instant rendered at is 2001-01-01, which no machine's clock still reads.)
  @Test func outsideARenderDateIsTheWallClock() {
    let past = Date(timeIntervalSinceReferenceDate: 0)
    #expect(RenderClock.rendering(at: past) { Date() } == past)
    #expect(RenderClock.instant == nil)
    #expect(Date() > past.addingTimeInterval(86_400))
    #expect(Date.now > past.addingTimeInterval(86_400))
  }

  @Test func aRenderSetsTheClockOnlyWhileItRuns() {
    let seen = RenderClock.rendering(at: start) { Date() }
    #expect(seen == start)
    #expect(RenderClock.instant == nil)
  }

  /// A render's instant belongs to the thread it runs on (`glimpse density` renders on
  /// several threads at once): another thread, outside a render, reads the wall clock, and
  /// rendering there at another instant does not change this thread's.
  @Test func anotherThreadDoesNotSeeThisRendersInstant() {
    let other = start.addingTimeInterval(3600)
    let seen = RenderClock.rendering(at: start) { () -> [Date?] in
      let results = OtherThreadResults()
      let thread = Thread {
        results.instants = [
          RenderClock.instant, RenderClock.rendering(at: other) { RenderClock.instant },
          RenderClock.instant,
        ]
        results.done.signal()
      }
      thread.start()
      results.done.wait()
      return results.instants + [RenderClock.instant]
    }
    #expect(seen == [nil, other, nil, start])
  }

  @Test func aGeometryReaderBuiltDuringLayoutSeesTheRenderedInstant() {
    let end = start.addingTimeInterval(90)
    let view = GeometryReader { _ in
      Text(timerInterval: Date()...end, countsDown: true)
    }
    var environment = EnvironmentValues()
    environment.now = start
    let node = ViewResolver.node(view, environment: environment)
    // Laid out after the render that resolved it, with no render running.
    var canvas = Canvas(width: 10, height: 1)
    node.draw(
      in: LayoutRect(cells: CellRect(x: 0, y: 0, width: 10, height: 1), top: 0, height: 22),
      on: &canvas)
    #expect(canvas.plainText == "1:30")
  }
}

/// What a test's other thread saw, handed back when it signals `done`.
private final class OtherThreadResults: @unchecked Sendable {
  // @unchecked Sendable: written by the other thread before it signals `done`, read by the
  // test after waiting for it.
  var instants: [Date?] = []
  let done = DispatchSemaphore(value: 0)
}
