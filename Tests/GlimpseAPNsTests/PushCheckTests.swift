import Foundation
import Testing

@testable import GlimpseAPNs

/// The request checks of `glimpse serve`, against Apple's "Handling notification responses
/// from APNs" (developer.apple.com/documentation/usernotifications/
/// handling-notification-responses-from-apns): each refusal with the reason and status
/// APNs gives.
@Suite struct PushCheckTests {
  let check = PushCheck(tokens: [APNsRequests.token])

  func refusal(_ request: PushRequest, _ check: PushCheck? = nil) -> PushCheck.Refusal? {
    if case .failure(let refusal) = (check ?? self.check).check(request, now: APNsRequests.now) {
      return refusal
    }
    return nil
  }

  @Test func aPushAsASenderSendsItIsAcceptedWithItsTokenAndPriority() throws {
    let request = APNsRequests.push([
      "apns-priority": "5", "apns-id": "123E4567-E89B-12D3-A456-426614174000",
    ])
    let push = try check.check(request, now: APNsRequests.now).get()
    #expect(push.token == APNsRequests.token)
    #expect(push.priority == 5)
    #expect(push.apnsID == "123E4567-E89B-12D3-A456-426614174000")
    #expect(push.pushType == "liveactivity")
  }

  @Test func aPushWithoutAPriorityIsSentAtTen() throws {
    let push = try check.check(APNsRequests.push(["apns-priority": nil]), now: APNsRequests.now)
      .get()
    #expect(push.priority == 10)
  }

  /// One bad request each, with the reason Apple's table gives for it.
  static let refusals: [(String, PushRequest, APNsReason)] = [
    ("a GET", APNsRequests.push(method: "GET"), .methodNotAllowed),
    ("another path", APNsRequests.push(path: "/3/devices/abc"), .badPath),
    ("no token in the path", APNsRequests.push(path: "/3/device/"), .missingDeviceToken),
    ("a token that is not hex", APNsRequests.push(path: "/3/device/xyz1"), .badDeviceToken),
    (
      "an unknown token",
      APNsRequests.push(path: "/3/device/" + String(repeating: "ab", count: 32)), .badDeviceToken
    ),
    ("no topic", APNsRequests.push(["apns-topic": nil]), .missingTopic),
    (
      "a topic without the Live Activity suffix",
      APNsRequests.push(["apns-topic": "com.example.pizza"]), .badTopic
    ),
    ("an alert push type", APNsRequests.push(["apns-push-type": "alert"]), .invalidPushType),
    ("no push type", APNsRequests.push(["apns-push-type": nil]), .invalidPushType),
    ("priority 1", APNsRequests.push(["apns-priority": "1"]), .badPriority),
    ("priority words", APNsRequests.push(["apns-priority": "high"]), .badPriority),
    (
      "an expiration that is not seconds", APNsRequests.push(["apns-expiration": "tomorrow"]),
      .badExpirationDate
    ),
    ("an apns-id that is not a UUID", APNsRequests.push(["apns-id": "42"]), .badMessageId),
    (
      "a collapse ID of 65 bytes",
      APNsRequests.push(["apns-collapse-id": String(repeating: "c", count: 65)]), .badCollapseId
    ),
    ("no authorization", APNsRequests.push(["authorization": nil]), .missingProviderToken),
    ("an empty body", APNsRequests.push(body: []), .payloadEmpty),
    (
      "a body of 4097 bytes", APNsRequests.push(body: Array(repeating: 0x20, count: 4097)),
      .payloadTooLarge
    ),
  ]

  @Test(arguments: 0..<refusals.count)
  func eachBadRequestIsRefusedWithAPNsReasonAndStatus(_ index: Int) {
    let (what, request, reason) = Self.refusals[index]
    let refusal = refusal(request)
    #expect(refusal?.reason == reason, "\(what)")
    #expect(refusal.map { APNsReply.refused($0.reason, apnsID: "x").status } == reason.status)
  }

  @Test func aHeaderSentTwiceIsRefusedAsDuplicateHeaders() {
    var request = APNsRequests.push()
    request.headers.append(("apns-topic", "com.example.pizza.push-type.liveactivity"))
    #expect(refusal(request)?.reason == .duplicateHeaders)
  }

  @Test func aVoIPPushMayBeFiveKilobytesButIsNotALiveActivityPush() {
    let body = [UInt8](repeating: 0x20, count: 5000)
    #expect(
      refusal(APNsRequests.push(["apns-push-type": "voip"], body: body))?.reason == .invalidPushType
    )
    #expect(
      refusal(APNsRequests.push(["apns-push-type": "voip"], body: body + body))?.reason
        == .payloadTooLarge)
  }

  @Test func aBodyAnsweredBeforeItsEndSaysSo() {
    var request = APNsRequests.push(body: Array(repeating: 0x20, count: 5121))
    request.bodySize = 10_000_000
    request.isComplete = false
    let refusal = refusal(request)
    #expect(refusal?.reason == .payloadTooLarge)
    #expect(refusal?.detail.contains("more than 5120 bytes (answered before its end)") == true)
  }

  @Test func fullWidthDigitsAreNotATokensHexDigits() {
    #expect(refusal(APNsRequests.push(path: "/3/device/ａｂ"))?.reason == .badDeviceToken)
  }

  @Test func anUppercaseTokenIsTheSameToken() throws {
    let push = try check.check(
      APNsRequests.push(path: "/3/device/" + APNsRequests.token.uppercased()),
      now: APNsRequests.now
    ).get()
    #expect(push.token == APNsRequests.token)
  }

  @Test func anotherBundlesTopicIsRefusedWhenTheBundleIsKnown() {
    let check = PushCheck(tokens: [APNsRequests.token], bundleID: "com.example.tacos")
    let refusal = refusal(APNsRequests.push(), check)
    #expect(refusal?.reason == .deviceTokenNotForTopic)
    #expect(refusal?.detail.contains("com.example.tacos.push-type.liveactivity") == true)
  }
}
