import Foundation
import GlimpseDemos
import GlimpseUI
import Testing

@testable import GlimpseActivity

/// A sequence of pushes as the device takes them: only newer content, nothing after the
/// end, nothing before the start; replayed as a timeline that ends and is dismissed.
@MainActor
@Suite struct PayloadSequenceTests {
  typealias Visit = PayloadValidationTests.VisitAttributes

  static func update(at time: Int, event: String = "update", _ fields: String = "") -> String {
    PayloadValidationTests.update(fields)
      .replacingOccurrences(of: "\(PayloadValidationTests.timestamp)", with: "\(time)")
      .replacingOccurrences(of: "\"update\"", with: "\"\(event)\"")
  }

  static func start(at time: Int) -> String {
    PayloadValidationTests.start()
      .replacingOccurrences(of: "\(PayloadValidationTests.timestamp)", with: "\(time)")
  }

  /// The payloads, one per line, checked and the sequence's rules applied.
  func sequence(_ lines: [String]) -> [CheckedPayload<Visit>] {
    let raw = PayloadReader.payloads(
      in: Array(lines.joined(separator: "\n").utf8), file: "pushes.jsonl", isLines: true)
    let validator = PayloadValidator<Visit>()
    var checked = raw.map(validator.check)
    PayloadSequence.apply(to: &checked)
    return checked
  }

  let t = PayloadValidationTests.timestamp

  @Test func anUpdateNotNewerThanTheLastAppliedIsDropped() throws {
    let payloads = sequence([
      Self.update(at: t), Self.update(at: t + 600), Self.update(at: t + 300),
      Self.update(at: t + 600), Self.update(at: t + 900),
    ])
    #expect(payloads.map(\.isApplied) == [true, true, false, false, true])
    let late = try #require(payloads[2].findings.first)
    #expect(late.path == "aps.timestamp")
    #expect(
      late.message
        == "expected a timestamp after 2026-11-29 10:10:00 UTC (the last applied, pushes.jsonl:2), "
        + "found 1795946700 (2026-11-29 10:05:00 UTC); "
        + "the device drops a push that is not newer than the last one it applied")
    #expect(payloads[3].findings.first?.path == "aps.timestamp", "an equal timestamp is not newer")
  }

  @Test func inOrderTheSameUpdatesAreAllApplied() {
    let payloads = sequence([
      Self.update(at: t), Self.update(at: t + 300), Self.update(at: t + 600),
    ])
    #expect(payloads.allSatisfy { $0.isApplied })
    #expect(payloads.allSatisfy { $0.findings.isEmpty })
  }

  @Test func anythingAfterTheEndIsDropped() {
    let payloads = sequence([
      Self.update(at: t), Self.update(at: t + 60, event: "end"), Self.update(at: t + 120),
      Self.update(at: t + 180, event: "end"),
    ])
    #expect(payloads.map(\.isApplied) == [true, true, false, false])
    #expect(
      payloads[2].findings.first?.line
        == "error: aps.event: arrives after the end (pushes.jsonl:2): an ended activity takes no more pushes"
    )
  }

  @Test func anUpdateBeforeTheStartIsDroppedWhenTheSequenceHasAStart() {
    let payloads = sequence([Self.update(at: t - 60), Self.start(at: t), Self.update(at: t + 60)])
    #expect(payloads.map(\.isApplied) == [false, true, true])
    #expect(
      payloads[0].findings.first?.line
        == "error: aps.event: arrives before the start (pushes.jsonl:2): there is no activity to update yet"
    )
    let withoutStart = sequence([Self.update(at: t - 60), Self.update(at: t + 60)])
    #expect(withoutStart.allSatisfy { $0.isApplied }, "updates to an activity the app started")
  }

  @Test func aSecondStartIsNotThisActivitys() {
    let payloads = sequence([Self.start(at: t), Self.start(at: t + 60)])
    #expect(payloads.map(\.isApplied) == [true, false])
    #expect(payloads[1].findings.first?.path == "aps.event")
  }

  @Test func aMalformedPayloadIsDroppedAndTheNextStillCompares() {
    let payloads = sequence([
      Self.update(at: t), "{\"aps\": {", Self.update(at: t + 60),
    ])
    #expect(payloads.map(\.isApplied) == [true, false, true])
    #expect(payloads[1].origin.description == "pushes.jsonl:2")
    #expect(
      payloads[1].findings.first?.message
        == "not valid JSON: expected a string in double quotes at line 2, column 10")
  }

  // MARK: Replay

  /// The demo's delivery sequence (Sources/GlimpseDemos/Payloads/delivery.json), replayed.
  func deliveryTimeline() throws -> PreviewTimeline {
    let delivery = try #require(DemoGallery.all.first { $0.name == "delivery" })
    return try delivery.loadTimeline(
      payloads: PayloadFiles(paths: [DemoGallery.payloads("delivery").path]))
  }

  func at(_ time: String) throws -> Date {
    try ISO8601Date.date(from: "2026-11-29T\(time)Z")
  }

  @Test func theOutOfOrderUpdateShowsAsDroppedAndChangesNothing() throws {
    let timeline = try deliveryTimeline()
    #expect(
      timeline.events.map(\.name) == [
        "preparing", "picked up", "on the way", "almost there", "delivered",
      ])
    #expect(timeline.dropped.count == 1)
    let late = try #require(timeline.dropped.first)
    #expect(late.position == 3, "it arrives after the third event")
    #expect(late.name == "late picked up")
    #expect(late.time == (try at("10:15:00")))
    #expect(
      late.reason.hasPrefix("aps.timestamp: expected a timestamp after 2026-11-29 10:20:00 UTC"))
    // Still "on the way" after it arrived: it changed nothing.
    let moment = timeline.moment(at: try at("10:25:00"))
    #expect(moment.eventIndex == 2)
    #expect(moment.lifecycle == .active)
  }

  @Test func theSequenceStartsGoesStaleAlertsEndsAndIsDismissedAtItsDismissalDate() throws {
    let timeline = try deliveryTimeline()
    #expect(timeline.events.map(\.kind) == ["start", "update", "update", "update", "end"])
    #expect(timeline.moment(at: try at("09:59:59")).lifecycle == .pending)
    #expect(timeline.moment(at: try at("10:20:01")).isAlerting)
    #expect(timeline.moment(at: try at("10:34:59")).lifecycle == .active)
    #expect(timeline.moment(at: try at("10:35:00")).lifecycle == .stale)
    let ended = timeline.moment(at: try at("10:40:00"))
    #expect(ended.lifecycle == .ended)
    #expect(ended.dismissal == (try at("11:40:00")), "the end's dismissal-date")
    #expect(!ended.isOnIsland)
    #expect(ended.isOnLockScreen)
    #expect(timeline.moment(at: try at("11:39:59")).lifecycle == .ended)
    let dismissed = timeline.moment(at: try at("11:40:00"))
    #expect(dismissed.lifecycle == .dismissed)
    #expect(dismissed.views == nil)
  }

  @Test(arguments: [
    (#", "dismissal-date": 1795946460"#, 0.0), ("", 4 * 3600.0),
    (#", "dismissal-date": 1795947060"#, 600.0),
  ])
  func anEndIsDismissedAtOnceByDefaultOrAtItsDate(fields: String, lingers: TimeInterval) throws {
    let payloads = sequence([Self.update(at: t), Self.update(at: t + 60, event: "end", fields)])
    let built = try PayloadTimeline(
      payloads, attributes: Visit(customer: "A", booked: Date(timeIntervalSince1970: 0)))
    let end = Date(timeIntervalSince1970: TimeInterval(t + 60))
    let expected: ActivityState = lingers == 0 ? .dismissed : .ended
    #expect(built.timeline.moment(at: end).lifecycle == expected)
    if lingers > 0 {
      #expect(built.timeline.moment(at: end).dismissal == end.addingTimeInterval(lingers))
      #expect(
        built.timeline.moment(at: end.addingTimeInterval(lingers)).lifecycle == .dismissed)
    }
  }

  @Test func aSequenceOfUpdatesStartsFromItsFirstAndAStartBringsItsAttributes() throws {
    let updates = try PayloadTimeline(
      sequence([Self.update(at: t), Self.update(at: t + 60)]),
      attributes: Visit(customer: "Preview", booked: Date(timeIntervalSince1970: 0)))
    #expect(updates.kinds == [0: "update"])
    #expect(updates.attributes.customer == "Preview")
    let started = try PayloadTimeline(
      sequence([Self.start(at: t)]),
      attributes: Visit(customer: "Preview", booked: Date(timeIntervalSince1970: 0)))
    #expect(started.kinds.isEmpty)
    #expect(started.attributes.customer == "Alex")
  }

  @Test func nothingAppliedIsAnError() {
    #expect(throws: PreviewError.self) {
      try PayloadTimeline(
        sequence([Self.update(at: t, #", "relevance-score": "x""#)]),
        attributes: Visit(customer: "A", booked: Date(timeIntervalSince1970: 0)))
    }
  }
}
