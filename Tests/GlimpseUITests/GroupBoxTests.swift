import Foundation
import GlimpseUI
import Testing

@MainActor
@Suite struct GroupBoxTests {
  @Test func aTimerInTheTitleTicks() throws {
    var environment = EnvironmentValues()
    environment.now = Date(timeIntervalSinceReferenceDate: 0)
    let box = GroupBox {
      Text("Cooking")
    } label: {
      Text(Date(timeIntervalSinceReferenceDate: 60), style: .timer)
    }
    let snapshot = Snapshot(box, width: 20, environment: environment)
    #expect(snapshot.text.contains("1:00"))
    let next = try #require(snapshot.canvas.nextChange)
    #expect(abs(next.timeIntervalSinceReferenceDate - 1) < 0.001, "the title ticks each second")
  }
}
