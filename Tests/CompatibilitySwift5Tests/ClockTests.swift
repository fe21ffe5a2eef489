import GlimpseLayout
import GlimpseUI
import Testing

/// In Swift 5 mode too, `Date()` and `Date.now` in a body are the rendered instant.
@MainActor @Suite struct ClockTests {
  @Test func aBodyReadsTheRenderedInstant() {
    let start = Date(timeIntervalSince1970: 1_795_946_400)
    let view = MinutesAgoView(updated: start, end: start.addingTimeInterval(600))
    var environment = EnvironmentValues()
    environment.now = start.addingTimeInterval(180)
    let text = Snapshot(view, width: 30, environment: environment).text
    #expect(text.contains("Updated 3 min ago"), "\(text)")
    #expect(text.contains("7:00"), "\(text)")
  }
}
