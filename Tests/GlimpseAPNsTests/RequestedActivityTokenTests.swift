import Foundation
import GlimpseActivity
import GlimpseUI
import Testing

@testable import Glimpse
@testable import GlimpseAPNs

/// A parcel tracker's attributes, one type per test (`Tag`), so that the activities a test
/// requests are adopted by its own stand-in only (the activities live in one registry
/// for the process, and the suites run side by side).
struct ParcelOf<Tag>: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var stopsAway: Int
  }

  var trackingNumber: String
}

/// Its widget.
struct ParcelWidget<Tag>: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ParcelOf<Tag>.self) { context in
      Text("\(context.attributes.trackingNumber): \(context.state.stopsAway) stops")
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("\(context.state.stopsAway) stops") }
      } compactLeading: {
        Text("P")
      } compactTrailing: {
        Text("\(context.state.stopsAway)")
      } minimal: {
        Text("P")
      }
    }
  }
}

enum TokenTag {}
enum UntokenedTag {}
enum ChannelTag {}
enum StartTag {}
enum PreviewTag {}
enum SameSecondTag {}

/// Tokens as the app sees them: an activity the app's code requests with
/// `pushType: .token` yields its token from `pushTokenUpdates`, and a push to that token
/// through the stand-in updates that very activity; one requested with `.channel(id)`
/// takes the broadcasts on its channel only; `pushToStartTokenUpdates` yields a token
/// where a pushed start starts an activity; and `preview --apns` shows an activity the
/// app requested, and the pushes to it.
@MainActor
@Suite struct RequestedActivityTokenTests {
  let lines = LogLines()

  func service<Tag>(for tag: Tag.Type, now: Date = APNsRequests.now) -> (
    PushService, ActivityPreview
  ) {
    let preview = ActivityPreview(
      ParcelWidget<Tag>(), attributes: ParcelOf<Tag>(trackingNumber: "1Z999"),
      states: [ParcelOf<Tag>.ContentState(stopsAway: 9)], name: "parcel",
      start: APNsRequests.now.addingTimeInterval(-600))
    let lines = lines
    let service = PushService(
      previews: [preview], bundleID: nil, bounds: ServerBounds(),
      log: PushLog(format: .json) { lines.append($0) }, now: { now })
    return (service, preview)
  }

  static func request<Tag>(_ tag: Tag.Type, pushType: PushType?) throws -> Activity<ParcelOf<Tag>> {
    try Activity<ParcelOf<Tag>>.request(
      attributes: ParcelOf<Tag>(trackingNumber: "1Z777"),
      content: ActivityContent(state: ParcelOf<Tag>.ContentState(stopsAway: 5), staleDate: nil),
      pushType: pushType)
  }

  static func update(_ stops: Int, event: String = "update", at timestamp: Int = 1_796_000_000)
    -> [UInt8]
  {
    Array(
      #"{"aps":{"timestamp":\#(timestamp),"event":"\#(event)","content-state":{"stopsAway":\#(stops)}}}"#
        .utf8)
  }

  /// The log lines about pushes, decoded.
  func pushRecords() throws -> [[String: Any]] {
    try lines.all.filter { $0.contains(#""kind":"push""#) }.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func anActivityRequestedWithATokenYieldsItAndAPushToItUpdatesThatActivity() async throws {
    let (service, _) = service(for: TokenTag.self)
    let activity = try Self.request(TokenTag.self, pushType: .token)
    defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
    var yielded: [Data] = []
    for await token in activity.pushTokenUpdates { yielded.append(token) }
    #expect(yielded.count == 1)
    let token = try #require(yielded.first)
    #expect(token.count == 32)
    #expect(activity.pushToken == token)
    // The SHA-256 of `glimpse update token <id>`, as OpenSSL computes it.
    let hex = token.map { String(format: "%02x", $0) }.joined()
    #expect(hex == UpdateToken.of(activity: activity.id))

    let reply = service.handle(
      APNsRequests.push(path: "/3/device/\(hex)", body: Self.update(2)))
    #expect(reply.status == 200)
    #expect(activity.content.state.stopsAway == 2)
    let record = try #require(try pushRecords().last)
    #expect(record["activity"] as? String == "parcel#2")
    #expect(record["outcome"] as? String == "applied")
    #expect(
      lines.all.contains { $0.contains("parcel#2: requested by the app") && $0.contains(hex) })

    _ = service.handle(
      APNsRequests.push(
        path: "/3/device/\(hex)", body: Self.update(0, event: "end", at: 1_796_000_010)))
    #expect(activity.content.state.stopsAway == 0)
    #expect(activity.activityState == .ended)
  }

  @Test func anActivityRequestedWithoutAPushTypeHasNoTokenAndNoPushReachesIt() async throws {
    let (service, _) = service(for: UntokenedTag.self)
    let activity = try Self.request(UntokenedTag.self, pushType: nil)
    defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
    var yielded: [Data] = []
    for await token in activity.pushTokenUpdates { yielded.append(token) }
    #expect(yielded.isEmpty)
    #expect(activity.pushToken == nil)
    let reply = service.handle(
      APNsRequests.push(
        path: "/3/device/\(UpdateToken.of(activity: activity.id))", body: Self.update(2)))
    #expect(reply.status == 400)
    #expect(activity.content.state.stopsAway == 5)
  }

  @Test func aChannelRequestTakesABroadcastOnItsChannelAndNotOnAnother() throws {
    let (service, _) = service(for: ChannelTag.self)
    let other = "b3RoZXItY2hhbm5lbA=="
    service.channels.add(BroadcastChannel(id: other, bundleID: nil, storagePolicy: 0))
    let activity = try Self.request(
      ChannelTag.self, pushType: .channel(BroadcastChannelTests.channel))
    defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
    #expect(activity.pushToken == nil)

    let elsewhere = service.handle(
      BroadcastChannelTests.broadcast(["apns-channel-id": other], body: Self.update(3)))
    #expect(elsewhere.status == 200)
    #expect(activity.content.state.stopsAway == 5)
    #expect(try pushRecords().last?["outcome"] as? String == "dropped")

    let reply = service.handle(BroadcastChannelTests.broadcast(body: Self.update(1)))
    #expect(reply.status == 200)
    #expect(activity.content.state.stopsAway == 1)
    #expect(try pushRecords().last?["activity"] as? String == "parcel#2")
    #expect(service.subscribedActivities(BroadcastChannelTests.channel) == ["parcel#2"])
  }

  @Test func pushToStartTokenUpdatesYieldsATokenWhereAPushedStartStartsAnActivity() async throws {
    let (service, _) = service(for: StartTag.self)
    var yielded: [Data] = []
    for await token in Activity<ParcelOf<StartTag>>.pushToStartTokenUpdates {
      yielded.append(token)
    }
    #expect(yielded.count == 1)
    let token = try #require(yielded.first)
    #expect(Activity<ParcelOf<StartTag>>.pushToStartToken == token)
    let hex = token.map { String(format: "%02x", $0) }.joined()
    #expect(hex != UpdateToken.pushToStart("parcel"))
    let start = Array(
      """
      {"aps":{"timestamp":1796000000,"event":"start","attributes-type":"ParcelOf<StartTag>",\
      "attributes":{"trackingNumber":"1Z555"},"alert":{"title":"Parcel","body":"On its way"},\
      "content-state":{"stopsAway":7}}}
      """.utf8)
    let reply = service.handle(APNsRequests.push(path: "/3/device/\(hex)", body: start))
    #expect(reply.status == 200)
    let record = try #require(try pushRecords().last)
    #expect(record["activity"] as? String == "parcel#2")
    #expect(record["outcome"] as? String == "applied", "\(record["why"] ?? "")")
  }

  @Test func preview_apnsShowsAnActivityTheAppRequestedAndThePushesToItsToken() throws {
    let (service, preview) = service(for: PreviewTag.self)
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([]),
      command: "preview")
    let session = try PreviewSession(
      previews: [preview], activity: 0, options: options, statesFile: nil,
      wall: APNsRequests.now)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-requested-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let link = APNsLink(
      service: service, lines: PreviewLogLines(),
      tokenFile: directory.appendingPathComponent("token").path, clock: { APNsRequests.now })
    session.apns = link
    let activity = try Self.request(PreviewTag.self, pushType: .token)
    defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }

    service.adoptRequestedActivities()
    #expect(link.hasNews)
    link.apply(to: session)
    #expect(session.previews.map(\.name) == ["parcel", "parcel#2"])
    #expect(
      session.message?.text == "parcel#2 started by the app (Activity.request) · Tab shows it")
    #expect(link.token(of: "parcel#2") == activity.pushToken.map { ActivityPushTokens.hex($0) })

    let hex = try #require(activity.pushToken.map { ActivityPushTokens.hex($0) })
    _ = link.handle(APNsRequests.push(path: "/3/device/\(hex)", body: Self.update(4)))
    link.apply(to: session)
    session.nextActivity()
    #expect(session.preview.name == "parcel#2")
    let timeline = try #require(session.timeline)
    #expect(timeline.events.map(\.kind) == ["start", "update"])
    #expect(activity.content.state.stopsAway == 4)
  }

  /// APNs timestamps are whole seconds and the stand-in adopts the app's activity at any
  /// instant: a push stamped with the very second of the adoption is newer than the
  /// request (stamped a second before it), as a device takes it, and the card shows it at
  /// once. A CI lane once waited into the next second to hide a card that kept the
  /// request's state.
  @Test func aPushStampedWithTheSecondTheAppsActivityWasAdoptedInIsShownAtOnce() throws {
    let adoption = APNsRequests.now.addingTimeInterval(0.6)
    let (service, preview) = service(for: SameSecondTag.self, now: adoption)
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([]),
      command: "preview")
    let session = try PreviewSession(
      previews: [preview], activity: 0, options: options, statesFile: nil, wall: adoption)
    let link = APNsLink(
      service: service, lines: PreviewLogLines(), tokenFile: "/nonexistent/token",
      clock: { adoption })
    session.apns = link
    let activity = try Self.request(SameSecondTag.self, pushType: .token)
    defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
    service.adoptRequestedActivities()
    link.apply(to: session)

    let hex = try #require(activity.pushToken.map { ActivityPushTokens.hex($0) })
    let second = Int(adoption.timeIntervalSince1970.rounded(.down))
    _ = link.handle(
      APNsRequests.push(path: "/3/device/\(hex)", body: Self.update(4, at: second)))
    link.apply(to: session)
    session.nextActivity()
    #expect(session.preview.name == "parcel#2")
    let timeline = try #require(session.timeline)
    #expect(timeline.events.map(\.kind) == ["start", "update"])
    let shown = timeline.moment(at: session.clock.time(at: adoption))
    #expect(shown.eventIndex == 1)
    #expect(activity.content.state.stopsAway == 4)
  }
}
