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

  /// `--state 3 --at 10:00` once drew state 1 and said nothing: an instant written out
  /// must fall in the state asked for; an offset counts from its start.
  @Test func anInstantWithAStateMustFallInThatState() throws {
    #expect(
      try render(["--state", "3", "--at", "2026-11-29T10:25:00Z"])
        .hasPrefix("delivery · state 3/5 on the way · 2026-11-29 10:25:00 UTC"))
    #expect(
      try render(["--state", "3", "--at", "+5m"])
        .hasPrefix("delivery · state 3/5 on the way · 2026-11-29 10:25:00 UTC"))
    for (state, at, span) in [
      ("3", "2026-11-29T10:00:00Z", "from 2026-11-29 10:20:00 UTC until 2026-11-29 10:30:00 UTC"),
      ("3", "2026-11-29T10:30:00Z", "from 2026-11-29 10:20:00 UTC until 2026-11-29 10:30:00 UTC"),
      ("5", "2026-11-29T09:00:00Z", "from 2026-11-29 10:40:00 UTC on"),
    ] {
      #expect {
        try render(["--state", state, "--at", at])
      } throws: { error in
        guard case CLIError.usage(let message, _) = error else { return false }
        return message
          == "render: --at \(at) is not in state \(state) (\(span)); give an instant in it, "
          + "an offset from its start (--at +5m), or leave out --state"
      }
    }
  }

  /// A bare array of states gives no start: with an instant written out in `--at`, the
  /// timeline starts there (it started at the process's start, so the render said
  /// "pending").
  @Test func aBareStatesFileStartsAtTheInstantAtWritesOut() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-bare-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      #"[{"status": "preparing", "driverName": "", "currentStep": 1, "totalSteps": 4, "estimatedMinutesRemaining": 45}, {"status": "pickedUp", "driverName": "Marcus", "currentStep": 2, "totalSteps": 4, "estimatedMinutesRemaining": 20}]"#
        .utf8
    ).write(to: file)
    #expect(
      try render(["--states", file.path, "--at", "2026-01-01T12:00:00Z"])
        .hasPrefix("delivery · state 1/2 · 2026-01-01 12:00:00 UTC · active"))
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
  }
}
