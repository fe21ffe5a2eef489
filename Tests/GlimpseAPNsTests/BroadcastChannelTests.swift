import Foundation
import GlimpseActivity
import GlimpseDemos
import Testing

@testable import GlimpseAPNs

/// Broadcast channels (iOS 18): a broadcast on a channel reaches every activity subscribed
/// to it, which applies or drops it as the device does; it never starts one; channel
/// management creates, reads, lists and deletes channels; each refusal has the reason
/// Apple's "Handling error responses from APNs" gives.
@MainActor
@Suite struct BroadcastChannelTests {
  let lines = LogLines()
  let service: PushService
  static let channel = "dHN0LXNyY2gtY2hubA=="
  static let bundle = "com.example.pizza"

  init() throws {
    let delivery = try #require(DemoGallery.all.first { $0.name == "delivery" })
    let lines = lines
    service = PushService(
      previews: [delivery], bundleID: nil, bounds: ServerBounds(),
      log: PushLog(format: .json) { lines.append($0) }, now: { APNsRequests.now })
  }

  /// A broadcast as a sender sends it, with `changes` to its headers (nil removes one).
  static func broadcast(
    _ changes: [String: String?] = [:], bundle: String = bundle,
    body: [UInt8] = PushServiceTests.update(1_795_999_000)
  ) -> PushRequest {
    var request = APNsRequests.push(
      ["apns-topic": nil, "apns-channel-id": channel], path: "/4/broadcasts/apps/\(bundle)",
      body: body)
    for (name, value) in changes {
      request.headers.removeAll { $0.name == name }
      if let value { request.headers.append((name, value)) }
    }
    return request
  }

  /// A channel management request.
  static func manage(
    _ method: String, _ path: String, channel: String? = nil, body: String = ""
  ) -> PushRequest {
    var headers = [(name: "authorization", value: "bearer " + APNsRequests.jwt())]
    if let channel { headers.append(("apns-channel-id", channel)) }
    return PushRequest(method: method, path: path, headers: headers, body: Array(body.utf8))
  }

  func pushRecord(_ index: Int) throws -> [String: Any] {
    let pushes = lines.all.filter { $0.contains(#""kind":"push""#) }
    return try #require(
      JSONSerialization.jsonObject(with: Data(pushes[index].utf8)) as? [String: Any])
  }

  func reason(_ reply: APNsReply) -> String {
    String(decoding: reply.body, as: UTF8.self)
  }

  @Test func aBroadcastUpdatesTheActivitySubscribedToItsChannel() throws {
    service.subscribe(UpdateToken.of(activity: "delivery"), to: Self.channel)
    let reply = service.handle(Self.broadcast())
    #expect(reply.status == 200)
    #expect(reply.headers.first?.name == "apns-request-id")
    let record = try pushRecord(0)
    #expect(record["outcome"] as? String == "applied")
    #expect(record["channel"] as? String == Self.channel)
    #expect(record["activity"] as? String == "delivery")
  }

  /// Apple, "Starting and updating Live Activities with ActivityKit push notifications":
  /// channels and broadcast push notifications "update or end Live Activities for a large
  /// audience"; starting one is for a push-to-start token. APNs does not read payloads, so
  /// it answers 200; the device drops the start.
  @Test func aStartOnAChannelIsAcceptedButStartsNothing() throws {
    service.subscribe(UpdateToken.of(activity: "delivery"), to: Self.channel)
    let reply = service.handle(Self.broadcast(body: PushServiceTests.start))
    #expect(reply.status == 200)
    let record = try pushRecord(0)
    #expect(record["outcome"] as? String == "dropped")
    #expect(
      (record["why"] as? String)?.contains(
        #"expected "update" or "end" on a channel, found "start"; a channel never starts an activity"#
      )
        == true)
    #expect(service.tokens.count == 1)
    // The activity took nothing from it: an update after it still applies.
    _ = service.handle(Self.broadcast(body: PushServiceTests.update(1_795_999_100)))
    #expect(try pushRecord(1)["outcome"] as? String == "applied")
  }

  @Test func aBroadcastRefusedHasApplesReasonAndStatus() throws {
    service.subscribe(UpdateToken.of(activity: "delivery"), to: Self.channel)
    let cases: [(PushRequest, Int, String)] = [
      (Self.broadcast(["apns-channel-id": nil]), 400, "MissingChannelId"),
      (Self.broadcast(["apns-channel-id": "not base64!"]), 400, "BadChannelId"),
      (Self.broadcast(["apns-channel-id": "c29tZUNoYW5uZWw="]), 410, "ChannelNotRegistered"),
      (Self.broadcast(["apns-push-type": nil]), 400, "MissingPushType"),
      (Self.broadcast(["apns-push-type": "alert"]), 400, "InvalidPushType"),
      (Self.broadcast(["apns-expiration": "1796000000"]), 400, "BadExpirationDate"),
      (Self.broadcast(["authorization": nil]), 403, "MissingProviderToken"),
    ]
    for (request, status, reason) in cases {
      let reply = service.handle(request)
      #expect(reply.status == status, "\(reason)")
      #expect(self.reason(reply) == #"{"reason":"\#(reason)"}"#)
    }
    #expect(service.counts[.refused] == cases.count)
  }

  @Test func aBroadcastNoActivityIsSubscribedToIsAcceptedAndLoggedAsReachingNone() throws {
    let created = service.handle(Self.manage("POST", "/1/apps/\(Self.bundle)/channels"))
    let id = try #require(created.headers.first { $0.name == "apns-channel-id" }?.value)
    #expect(service.handle(Self.broadcast(["apns-channel-id": id])).status == 200)
    #expect(try pushRecord(0)["why"] as? String == "no activity is subscribed to the channel")
  }

  @Test func channelsAreCreatedReadListedAndDeleted() throws {
    let created = service.handle(
      Self.manage(
        "POST", "/1/apps/\(Self.bundle)/channels",
        body: #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#))
    #expect(created.status == 201)
    let id = try #require(created.headers.first { $0.name == "apns-channel-id" }?.value)
    #expect(PushCheck.isChannelID(id))
    let read = service.handle(Self.manage("GET", "/1/apps/\(Self.bundle)/channels", channel: id))
    #expect(read.status == 200)
    #expect(reason(read) == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
    let list = service.handle(Self.manage("GET", "/1/apps/\(Self.bundle)/all-channels"))
    #expect(reason(list) == #"{"channels":["\#(id)"]}"#)
    // Another bundle does not see it.
    let other = service.handle(Self.manage("GET", "/1/apps/com.example.other/all-channels"))
    #expect(reason(other) == #"{"channels":[]}"#)
    let deleted = service.handle(
      Self.manage("DELETE", "/1/apps/\(Self.bundle)/channels", channel: id))
    #expect(deleted.status == 204)
    let gone = service.handle(Self.manage("GET", "/1/apps/\(Self.bundle)/channels", channel: id))
    #expect(gone.status == 410)
    #expect(reason(gone) == #"{"reason":"ChannelNotRegistered"}"#)
    #expect(service.handle(Self.broadcast(["apns-channel-id": id])).status == 410)
  }

  @Test func channelManagementRefusesWhatApnsRefuses() {
    let path = "/1/apps/\(Self.bundle)/channels"
    let cases: [(PushRequest, Int, String)] = [
      (Self.manage("GET", path), 400, "MissingChannelId"),
      (Self.manage("DELETE", path, channel: "%%%"), 400, "BadChannelId"),
      (Self.manage("PUT", path), 405, "MethodNotAllowed"),
      (Self.manage("GET", "/1/apps/\(Self.bundle)/nothing"), 404, "BadPath"),
      (Self.manage("POST", path, body: #"{"push-type":"Alert"}"#), 400, "InvalidPushType"),
    ]
    for (request, status, reason) in cases {
      let reply = service.handle(request)
      #expect(reply.status == status, "\(reason)")
      #expect(self.reason(reply) == #"{"reason":"\#(reason)"}"#)
    }
  }

  @Test func aPushToStartWithAnInputPushChannelSubscribesTheActivityItStarts() throws {
    let start = String(decoding: PushServiceTests.start, as: UTF8.self).replacingOccurrences(
      of: #""event":"start","#, with: #""event":"start","input-push-channel":"\#(Self.channel)","#)
    _ = service.handle(
      APNsRequests.push(
        path: "/3/device/\(UpdateToken.pushToStart("delivery"))", body: Array(start.utf8)))
    #expect(service.subscribedActivities(Self.channel) == ["delivery#2"])
    let reply = service.handle(Self.broadcast(body: PushServiceTests.update(1_795_999_100)))
    #expect(reply.status == 200)
    #expect(try pushRecord(1)["activity"] as? String == "delivery#2")
  }
}
