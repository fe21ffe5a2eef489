import Foundation
import GlimpseDemos
import GlimpseUI
import Testing

@testable import GlimpseActivity

/// Payload files in every form (an array, one per line, a directory by timestamp or by
/// name, with headers), the demos' sequences and the seeds' payloads.
@MainActor
@Suite final class PayloadFilesTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-payloads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The scratch directory goes with the test (a class suite: one instance a test).
  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Payloads")

  func preview(_ name: String) throws -> ActivityPreview {
    try #require(DemoGallery.all.first { $0.name == name })
  }

  func write(_ text: String, to name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  static func update(_ time: Int, minutes: Int) -> String {
    #"{"aps": {"timestamp": \#(time), "event": "update", "content-state": {"status": "onTheWay", "#
      + #""driverName": "Marcus", "currentStep": 3, "totalSteps": 4, "estimatedMinutesRemaining": \#(minutes)}}}"#
  }

  // MARK: The seeds

  @Test(arguments: ["seed-000-update.json", "seed-000-end.json"])
  func theSeed000PayloadsValidateCleanAgainstTheDelivery(file: String) throws {
    let report = try preview("delivery").validate(
      payloads: PayloadFiles(paths: [Self.fixtures.appendingPathComponent(file).path]))
    #expect(report.entries.count == 1)
    #expect(report.isClean)
    #expect(report.entries.allSatisfy { $0.findings.isEmpty }, "\(report.entries)")
  }

  @Test func theSeed001PayloadsValidateCleanAgainstTheServiceVisitAsOneSequence() throws {
    let paths = ["seed-001-start.json", "seed-001-update.json", "seed-001-end.json"].map {
      Self.fixtures.appendingPathComponent($0).path
    }
    let report = try preview("service-visit").validate(payloads: PayloadFiles(paths: paths))
    #expect(report.entries.map(\.event) == ["start", "update", "end"])
    #expect(report.isClean)
    #expect(report.entries.allSatisfy { $0.findings.isEmpty }, "\(report.entries)")
    // Each alone, too.
    for path in paths {
      #expect(try preview("service-visit").validate(payloads: PayloadFiles(paths: [path])).isClean)
    }
  }

  @Test func theSeed000SequenceReplaysToItsEndAndDismissal() throws {
    let paths = ["seed-000-update.json", "seed-000-end.json"].map {
      Self.fixtures.appendingPathComponent($0).path
    }
    let timeline = try preview("delivery").loadTimeline(payloads: PayloadFiles(paths: paths))
    #expect(timeline.events.map(\.kind) == ["update", "end"])
    let end = Date(timeIntervalSince1970: 1_699_901_000)
    #expect(timeline.moment(at: end).dismissal == Date(timeIntervalSince1970: 1_699_904_600))
    #expect(
      timeline.moment(at: Date(timeIntervalSince1970: 1_699_904_600)).lifecycle == .dismissed)
  }

  // MARK: The demos

  nonisolated static let demos = [
    "delivery", "timer", "service-visit", "coffee-order", "adventure", "sports-score", "ride",
    "flutter-pizza",
  ]

  @Test(arguments: demos)
  func everyDemosSequenceStartsAlertsGoesStaleDropsOneEndsAndIsDismissed(demo: String) throws {
    let files = PayloadFiles(paths: [DemoGallery.payloads(demo).path])
    let report = try preview(demo).validate(payloads: files)
    #expect(report.entries.first?.event == "start")
    #expect(report.entries.last?.event == "end")
    #expect(report.droppedCount == 1, "the update that arrives out of order")
    #expect(report.errorCount == 1)
    #expect(report.warningCount == 0)
    let late = try #require(report.entries.first { !$0.isApplied })
    #expect(late.findings.map(\.path) == ["aps.timestamp"])
    #expect(report.entries.contains { $0.isApplied && $0.hasAlert && $0.event == "update" })

    let timeline = try preview(demo).loadTimeline(payloads: files)
    #expect(timeline.dropped.count == 1)
    #expect(timeline.events.contains { $0.staleDate != nil })
    let end = try #require(timeline.events.last)
    #expect(end.kind == "end")
    let ended = timeline.moment(at: end.time)
    #expect(ended.lifecycle == .ended || ended.lifecycle == .dismissed)
    let dismissal = ended.dismissal ?? end.time
    #expect(timeline.moment(at: dismissal).lifecycle == .dismissed)
    // Every event draws (flutter-pizza's widget reads the defaults its envelopes carry).
    for event in timeline.events {
      let moment = timeline.moment(at: event.time)
      guard let views = moment.views else { continue }
      _ = try PresentationRenderer.render(
        .lockScreen, views: views, settings: RenderSettings(now: event.time))
    }
  }

  // MARK: Forms

  @Test func aDirectoryIsReadByTimestampOrByNameInOrder() throws {
    let t = 1_795_946_400
    _ = try write(Self.update(t, minutes: 30), to: "pushes/01-first.json")
    _ = try write(Self.update(t + 600, minutes: 10), to: "pushes/02-second.json")
    _ = try write(Self.update(t + 300, minutes: 20), to: "pushes/03-sent-before-second.json")
    _ = try write("not a payload", to: "pushes/notes.txt")
    let path = directory.appendingPathComponent("pushes").path
    let byTimestamp = try preview("delivery").validate(payloads: PayloadFiles(paths: [path]))
    #expect(
      byTimestamp.entries.map(\.origin.description) == [
        "\(path)/01-first.json", "\(path)/03-sent-before-second.json", "\(path)/02-second.json",
      ])
    #expect(byTimestamp.isClean)
    let inOrder = try preview("delivery").validate(
      payloads: PayloadFiles(paths: [path], inNameOrder: true))
    #expect(inOrder.entries.map(\.isApplied) == [true, true, false])
    let timeline = try preview("delivery").loadTimeline(
      payloads: PayloadFiles(paths: [path], inNameOrder: true))
    #expect(timeline.events.map(\.name) == ["01-first", "02-second"])
    #expect(timeline.dropped.map(\.name) == ["03-sent-before-second"])
  }

  @Test func aFileOfOnePayloadPerLineWithOrWithoutItsExtension() throws {
    let t = 1_795_946_400
    let lines = [Self.update(t, minutes: 30), "", Self.update(t + 60, minutes: 20)]
      .joined(separator: "\n")
    for name in ["pushes.jsonl", "pushes.txt"] {
      let report = try preview("delivery").validate(
        payloads: PayloadFiles(paths: [try write(lines, to: name)]))
      #expect(report.entries.map(\.origin.line) == [1, 3])
      #expect(report.isClean)
    }
  }

  @Test func anArrayOfEnvelopesCarriesHeadersNamesAndDefaults() throws {
    let t = 1_795_946_400
    let path = try write(
      #"[{"name": "first", "headers": {"APNs-Push-Type": "liveactivity", "apns-topic": "a.b.push-type.liveactivity"}, "#
        + #""payload": \#(Self.update(t, minutes: 30))}, \#(Self.update(t + 60, minutes: 20))]"#,
      to: "pushes.json")
    let report = try preview("delivery").validate(payloads: PayloadFiles(paths: [path]))
    #expect(report.entries.map(\.origin.index) == [0, 1])
    #expect(report.isClean, "header names are case-insensitive")
    let timeline = try preview("delivery").loadTimeline(payloads: PayloadFiles(paths: [path]))
    #expect(timeline.events.map(\.name) == ["first", nil])
  }

  /// A timeline cannot be built past a file it cannot read; validation reports the file
  /// as a dropped payload of its own and goes on to the next.
  @Test func aFileThatCannotBeReadIsAnErrorAndAnEmptyOneAPayloadThatIsDropped() throws {
    let missing = directory.appendingPathComponent("missing.json").path
    #expect(throws: PayloadReadError(file: missing, reason: "no such file")) {
      try preview("delivery").loadTimeline(payloads: PayloadFiles(paths: [missing]))
    }
    let reported = try preview("delivery").validate(payloads: PayloadFiles(paths: [missing]))
    #expect(reported.droppedCount == 1)
    #expect(reported.entries.first?.findings.first?.note == "not read: no such file")
    let empty = try preview("delivery").validate(
      payloads: PayloadFiles(paths: [try write(" \n", to: "empty.json")]))
    #expect(empty.droppedCount == 1)
    #expect(empty.entries.first?.findings.first?.note?.hasPrefix("the file is empty") == true)
  }
}
