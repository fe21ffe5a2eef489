import Foundation
import GlimpseActivity
import Testing

@testable import Glimpse
@testable import GlimpseDemos

/// Every render prints the instant it used, and `--at` takes that text back.
@MainActor
@Suite struct RenderInstantTests {
  func render(_ arguments: [String]) throws -> String {
    try Glimpse.execute(
      ["render", "delivery", "--presentation", "compact"] + arguments,
      previews: DemoGallery.all, isTerminal: false, environment: [:]
    ).text
  }

  @Test func theFirstLineNamesTheInstantAndAtReproducesIt() throws {
    let first = try render(["--at", "2026-11-29T10:20:00Z"])
    #expect(first.hasPrefix("delivery · state 3/5 on the way · 2026-11-29 10:20:00 UTC"))
    #expect(try render(["--at", "2026-11-29 10:20:00 UTC"]) == first)
  }

  @Test func aFractionOfASecondIsPrintedAndReproduced() throws {
    let first = try render(["--at", "2026-11-29T10:20:00.250Z"])
    #expect(first.contains("2026-11-29 10:20:00.250 UTC"))
    #expect(try render(["--at", "2026-11-29 10:20:00.250 UTC"]) == first)
  }

  @Test func anInstantInAnotherZoneIsReadInThatZone() throws {
    let paris = try render(["--at", "2026-11-29T10:20:00Z", "--time-zone", "Europe/Paris"])
    #expect(paris.contains("2026-11-29 11:20:00 GMT+1"))
    #expect(try render(["--at", "2026-11-29 11:20:00 Europe/Paris"]).contains("state 3/5"))
  }

  @Test func statesWithoutAStartBeginAtTheProcessStart() throws {
    let preview = ActivityPreview(
      DeliveryLiveActivity(),
      attributes: DeliveryAttributes(
        orderNumber: "1", restaurantName: "R", estimatedDeliveryTime: Date(timeIntervalSince1970: 0)
      ),
      states: [
        .init(
          status: .preparing, driverName: "", currentStep: 1, totalSteps: 4,
          estimatedMinutesRemaining: 20)
      ])
    let timeline = try preview.loadTimeline()
    #expect(timeline.start == ActivityPreview.processStart)
    let start = ActivityPreview.processStart.timeIntervalSince1970
    #expect(start.rounded(.down) == start, "a whole second, so the printed instant is exact")
    #expect(ActivityPreview.processStart.timeIntervalSinceNow < 1)
  }
}
