// This file imports Foundation itself, as some widget files do: both Foundation's `Date()`
// and GlimpseUI's are visible. GlimpseUI's is disfavoured, so the call is not ambiguous
// (it compiles in Swift 5 and 6 modes) and calls Foundation's, which reads the rendering
// thread's C library clock: frozen at the render's instant for the render.
import Foundation
import GlimpseUI
import Testing

private struct ClockReadingView: View {
  let end: Date

  var body: some View {
    VStack {
      Text("\(Int(Date().timeIntervalSinceReferenceDate))")
      Text("\(Int(Date(timeIntervalSinceNow: 60).timeIntervalSinceReferenceDate))")
      Text(
        "\(Int(Calendar.current.date(byAdding: .hour, value: 1, to: .now)!.timeIntervalSinceReferenceDate))"
      )
      Text(timerInterval: Date()...end, countsDown: true)
    }
  }
}

@MainActor
@Suite struct ForeignFoundationClockTests {
  @Test func foundationsClockIsTheRendersInstantDuringARenderInAFileThatImportsFoundation() {
    #expect(RenderClock.freezesSystemClock)
    let start = Date(timeIntervalSinceReferenceDate: 1_000_000)
    var environment = EnvironmentValues()
    environment.now = start
    let lines = Snapshot(
      ClockReadingView(end: start.addingTimeInterval(90)), width: 20,
      environment: environment
    ).text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    // (An interpolated Int is grouped, as iOS groups it in a localized key.)
    #expect(lines == ["1,000,000", "1,000,060", "1,003,600", "1:30"])
  }

  @Test func outsideARenderTheClockIsTheWallClock() {
    let before = Date(timeIntervalSince1970: 1_700_000_000)
    _ = Snapshot(Text("x"), width: 5, environment: EnvironmentValues())
    #expect(Date() > before)
    #expect(Date(timeIntervalSinceNow: 0) > before)
  }
}
