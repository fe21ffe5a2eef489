import Foundation
import GlimpseActivity
import GlimpseDemos
import Synchronization
import Testing

@testable import GlimpseAPNs

/// What `glimpse serve` does with a push once it is past APNs' checks: the activity
/// applies or drops it as the device would, the reply is APNs' (200 either way), and the
/// log says which and why.
@MainActor
@Suite struct PushServiceTests {
  let lines = LogLines()
  let service: PushService

  init() throws {
    let delivery = try #require(DemoGallery.all.first { $0.name == "delivery" })
    var bounds = ServerBounds()
    bounds.pushesPerSecondPerToken = 2
    let lines = lines
    service = PushService(
      previews: [delivery], bundleID: nil, bounds: bounds,
      log: PushLog(format: .json) { lines.append($0) }, now: { APNsRequests.now })
  }

  static func update(
    _ timestamp: Int, minutes: Int = 30, event: String = "update", extra: String = ""
  )
    -> [UInt8]
  {
    Array(
      """
      {"aps":{"timestamp":\(timestamp),"event":"\(event)",\(extra)"content-state":{"status":"onTheWay",\
      "driverName":"Sam","currentStep":3,"totalSteps":4,"estimatedMinutesRemaining":\(minutes)}}}
      """.utf8)
  }

  /// The `index`th line of the log about a push.
  func record(_ index: Int) throws -> [String: Any] {
    let pushes = lines.all.filter { $0.contains(#""kind":"push""#) }
    return try #require(
      JSONSerialization.jsonObject(with: Data(pushes[index].utf8)) as? [String: Any])
  }

  static let start = Array(
    """
    {"aps":{"timestamp":1795999000,"event":"start","attributes-type":"DeliveryAttributes",\
    "attributes":{"orderNumber":"9001","restaurantName":"Tacos","estimatedDeliveryTime":817641900},\
    "alert":{"title":"Order confirmed","body":"Cooking"},"content-state":{"status":"preparing",\
    "driverName":"","currentStep":1,"totalSteps":4,"estimatedMinutesRemaining":30}}}
    """.utf8)

  @Test func aStartAtThePushToStartTokenStartsAnotherActivityWithItsOwnToken() throws {
    let startToken = UpdateToken.pushToStart("delivery")
    let reply = service.handle(APNsRequests.push(path: "/3/device/\(startToken)", body: Self.start))
    #expect(reply.status == 200)
    #expect(try record(0)["activity"] as? String == "delivery#2")
    #expect(try record(0)["outcome"] as? String == "applied")
    let token = UpdateToken.of(activity: "delivery#2")
    #expect(service.tokens.map(\.token).contains(token))
    #expect(lines.all.contains { $0.contains(#""kind":"started""#) && $0.contains(token) })
    // The new activity takes updates at its own token; the first one is untouched.
    _ = service.handle(
      APNsRequests.push(path: "/3/device/\(token)", body: Self.update(1_795_999_100)))
    #expect(try record(1)["activity"] as? String == "delivery#2")
    #expect(try record(1)["outcome"] as? String == "applied")
  }

  @Test func anUpdateAtThePushToStartTokenStartsNothing() throws {
    let startToken = UpdateToken.pushToStart("delivery")
    let reply = service.handle(
      APNsRequests.push(path: "/3/device/\(startToken)", body: Self.update(1_795_999_000)))
    #expect(reply.status == 200)
    #expect(try record(0)["outcome"] as? String == "dropped")
    #expect(
      (try record(0)["why"] as? String)?.contains("expected \"start\" at a push-to-start token")
        == true)
    #expect(service.tokens.count == 1)
  }

  @Test func anUpdateIsAppliedAndAnOlderOneIsAcceptedButDropped() throws {
    #expect(service.handle(APNsRequests.push(body: Self.update(1_795_999_000))).status == 200)
    #expect(service.handle(APNsRequests.push(body: Self.update(1_795_998_000))).status == 200)
    #expect(try record(0)["outcome"] as? String == "applied")
    #expect(try record(0)["event"] as? String == "update")
    #expect(try record(0)["activity"] as? String == "delivery")
    let dropped = try record(1)
    #expect(dropped["outcome"] as? String == "dropped")
    #expect(
      (dropped["why"] as? String)?.hasPrefix("aps.timestamp: expected a timestamp after") == true)
  }

  @Test func afterAnEndWithADismissalDateNothingMoreIsApplied() throws {
    let end = Self.update(1_795_999_000, event: "end", extra: #""dismissal-date":1795999600,"#)
    _ = service.handle(APNsRequests.push(body: end))
    _ = service.handle(APNsRequests.push(body: Self.update(1_795_999_100)))
    #expect(try record(0)["outcome"] as? String == "applied")
    #expect(try record(0)["event"] as? String == "end")
    #expect((try record(1)["why"] as? String)?.contains("arrives after the end (push 1)") == true)
  }

  @Test func aStateTheActivityCannotDecodeIsDroppedWithValidatesReason() throws {
    let body = Array(
      #"{"aps":{"timestamp":1795999000,"event":"update","content-state":{"status":7}}}"#.utf8)
    #expect(service.handle(APNsRequests.push(body: body)).status == 200)
    let why = try #require(try record(0)["why"] as? String)
    #expect(why.hasPrefix("aps.content-state"))
  }

  @Test func aRefusedPushIsLoggedWithItsReasonAndNeverReachesTheActivity() throws {
    let reply = service.handle(APNsRequests.push(["apns-topic": "com.example.pizza"]))
    #expect(reply.status == 400)
    let refused = try record(0)
    #expect(refused["reason"] as? String == "BadTopic")
    #expect(refused["outcome"] as? String == "refused")
    #expect(refused["status"] as? Int == 400)
    #expect(service.counts[.refused] == 1)
    #expect(service.counts[.applied] == nil)
  }

  @Test func pushesPastTheRateToOneTokenAreTooManyRequests() throws {
    let statuses = (0..<3).map {
      service.handle(APNsRequests.push(body: Self.update(1_795_999_000 + $0))).status
    }
    #expect(statuses == [200, 200, 429])
    #expect(try record(2)["reason"] as? String == "TooManyRequests")
  }

  @Test func anExpiredProviderTokenIsRefusedBeforeThePayloadIsRead() throws {
    let request = APNsRequests.push(["authorization": "bearer " + APNsRequests.jwt(age: 7200)])
    let reply = service.handle(request)
    #expect(reply.status == 403)
    #expect(String(decoding: reply.body, as: UTF8.self) == #"{"reason":"ExpiredProviderToken"}"#)
  }
}

/// The log's lines, collected.
final class LogLines: Sendable {
  private let lines = Mutex<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
