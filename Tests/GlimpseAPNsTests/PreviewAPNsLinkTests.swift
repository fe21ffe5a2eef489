import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseTerminal
import Testing

@testable import Glimpse
@testable import GlimpseAPNs

/// `glimpse preview --apns` between the server and the screen: what a push does to the
/// preview's session (its activities, timelines and status line), the `t` key, the log
/// area's lines, and the time from request to frame.
@MainActor
@Suite struct PreviewAPNsLinkTests {
  final class Clock {
    var now = APNsRequests.now
  }
  let clock = Clock()
  let session: PreviewSession
  let link: APNsLink
  let directory: URL

  init() throws {
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([]),
      command: "preview")
    let index = try #require(DemoGallery.all.firstIndex { $0.name == "delivery" })
    session = try PreviewSession(
      previews: DemoGallery.all, activity: index, options: options, statesFile: nil,
      wall: APNsRequests.now)
    let lines = PreviewLogLines()
    let clock = clock
    let service = PushService(
      previews: session.previews, bundleID: nil, bounds: ServerBounds(),
      log: PushLog(format: .json) { lines.append($0) }, now: { clock.now })
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-apns-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    link = APNsLink(
      service: service, lines: lines, tokenFile: directory.appendingPathComponent("token").path,
      clock: { clock.now })
    session.apns = link
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }

  static let channel = "dHN0LXNyY2gtY2hubA=="

  @Test func anUpdateBecomesTheActivitysTimelineAndAnOlderOneIsShownDropped() throws {
    defer { cleanUp() }
    _ = link.handle(APNsRequests.push(body: PushServiceTests.update(1_795_999_000, minutes: 17)))
    link.apply(to: session)
    #expect(session.timeline?.events.count == 1)
    _ = link.handle(APNsRequests.push(body: PushServiceTests.update(1_795_998_000)))
    link.apply(to: session)
    #expect(session.timeline?.events.count == 1)
    #expect(session.timeline?.dropped.count == 1)
    let message = try #require(session.message)
    #expect(message.isError)
    #expect(
      message.text.hasPrefix(
        "delivery dropped a push: aps.timestamp: expected a timestamp after 2026-11-30 00:36:40 UTC"
      ))
  }

  @Test func anActivityKeepsItsFirstPushAndItsLatestOnes() throws {
    defer { cleanUp() }
    let token = UpdateToken.pushToStart("delivery")
    _ = link.handle(APNsRequests.push(path: "/3/device/\(token)", body: PushServiceTests.start))
    let started = UpdateToken.of(activity: "delivery#2")
    for index in 1...(APNsLink.mostPushes + 10) {
      _ = link.handle(
        APNsRequests.push(
          path: "/3/device/\(started)", body: PushServiceTests.update(1_795_999_000 + index)))
    }
    link.apply(to: session)
    session.nextActivity()
    let timeline = try #require(session.timeline)
    #expect(timeline.events.count == APNsLink.mostPushes)
    // The start stays, with the attributes it brought.
    #expect(timeline.events.first?.kind == "start")
  }

  @Test func aPushStampedAheadOfTheClockIsShownWhenItArrives() throws {
    defer { cleanUp() }
    let ahead = Int(APNsRequests.now.timeIntervalSince1970) + 500
    _ = link.handle(APNsRequests.push(body: PushServiceTests.update(ahead)))
    link.apply(to: session)
    let now = session.clock.time(at: clock.now)
    #expect(now == Date(timeIntervalSince1970: TimeInterval(ahead)))
    #expect(session.timeline?.moment(at: now, activityID: "delivery").eventIndex == 0)
  }

  @Test func reloadingKeepsWhatThePushesSaid() throws {
    defer { cleanUp() }
    _ = link.handle(APNsRequests.push(body: PushServiceTests.update(1_795_999_000, minutes: 17)))
    link.apply(to: session)
    let app = PreviewApp(session: session, wallClock: { APNsRequests.now })
    #expect(app.handle(.character("r")))
    #expect(session.timeline?.events.count == 1)
  }

  @Test func aPushToStartAddsTheActivityRightAfterItsPreviewAndSaysSo() throws {
    defer { cleanUp() }
    let token = UpdateToken.pushToStart("delivery")
    _ = link.handle(APNsRequests.push(path: "/3/device/\(token)", body: PushServiceTests.start))
    link.apply(to: session)
    let names = session.previews.map(\.name)
    let first = try #require(names.firstIndex(of: "delivery"))
    #expect(names[first + 1] == "delivery#2")
    #expect(session.message?.text == "delivery#2 started by a push-to-start · Tab shows it")
    #expect(session.preview.name == "delivery")
    session.nextActivity()
    #expect(session.preview.name == "delivery#2")
    #expect(session.timeline?.events.count == 1)
  }

  @Test func aStartOnAChannelIsShownDroppedNotStarted() throws {
    defer { cleanUp() }
    link.service.subscribe(UpdateToken.of(activity: "delivery"), to: Self.channel)
    _ = link.handle(BroadcastChannelTests.broadcast(body: PushServiceTests.update(1_795_999_000)))
    _ = link.handle(BroadcastChannelTests.broadcast(body: PushServiceTests.start))
    link.apply(to: session)
    let timeline = try #require(session.timeline)
    #expect(timeline.events.count == 1)
    #expect(timeline.dropped.map(\.kind) == ["start"])
    #expect(timeline.dropped.first?.reason.contains("on a channel, found \"start\"") == true)
  }

  @Test func tWritesTheTokenOfTheActivityInViewAndSaysWhere() throws {
    defer { cleanUp() }
    let app = PreviewApp(session: session, wallClock: { APNsRequests.now })
    #expect(app.handle(.character("t")))
    #expect(session.prompt == nil)
    #expect(session.message?.text == "wrote delivery's update push token to \(link.tokenFile)")
    let written = try String(contentsOfFile: link.tokenFile, encoding: .utf8)
    #expect(written == UpdateToken.of(activity: "delivery") + "\n")
    // j jumps, as t does without --apns.
    #expect(app.handle(.character("j")))
    #expect(session.prompt == "")
  }

  @Test func theTimeFromRequestToFrameIsMeasuredWhenTheFrameIsShown() {
    defer { cleanUp() }
    #expect(link.latencySummary == nil)
    _ = link.handle(APNsRequests.push(body: PushServiceTests.update(1_795_999_000)))
    #expect(link.hasNews)
    clock.now = clock.now.addingTimeInterval(0.005)
    link.apply(to: session)
    link.framesShown()
    #expect(!link.hasNews)
    #expect(
      link.latencySummary == "request to frame: median 5.0 ms, 95th 5.0 ms, max 5.0 ms (1 push)")
  }

  /// A key can come between a push's answer and the frame that applies it (the Tab a
  /// user presses right after curl returns): the key's frame must not count the push as
  /// shown. Once it did, and the activity kept its old state until the next push.
  @Test func aFrameDrawnForAKeyBeforeThePushIsAppliedLeavesThePushToApply() {
    defer { cleanUp() }
    _ = link.handle(APNsRequests.push(body: PushServiceTests.update(1_795_999_000, minutes: 17)))
    link.framesShown()
    #expect(link.hasNews)
    #expect(link.latencySummary == nil)
    link.apply(to: session)
    #expect(session.timeline?.events.count == 1)
    link.framesShown()
    #expect(!link.hasNews)
    #expect(link.latencySummary?.hasSuffix("(1 push)") == true)
  }

  @Test func theLogAreaShowsAPushOnOneShortLine() {
    defer { cleanUp() }
    let record = PushRecord(
      time: Date(timeIntervalSince1970: 1_796_000_001.25), token: "ab", activity: "delivery",
      pushType: "liveactivity", priority: "10", status: 200, reason: nil, outcome: .dropped,
      event: "update", why: "aps.timestamp: too old", apnsID: "X")
    let line = PreviewLogLines.short(record.json)
    #expect(line.text == "00:53:21.250 200 dropped update delivery: aps.timestamp: too old")
    #expect(line.isProblem)
  }
}
