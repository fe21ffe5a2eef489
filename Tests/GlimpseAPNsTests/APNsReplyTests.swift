import Foundation
import Testing

@testable import GlimpseAPNs

/// The replies, as Apple's "Handling notification responses from APNs" documents them:
/// the status codes of its table 2, and a JSON body `{"reason": ...}` on failure.
@Suite struct APNsReplyTests {
  @Test func aRefusalCarriesItsReasonAsJSONAndTheAPNsID() throws {
    let reply = APNsReply.refused(.badTopic, apnsID: "123E4567-E89B-12D3-A456-426614174000")
    #expect(reply.status == 400)
    let body = try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: String]
    #expect(body == ["reason": "BadTopic"])
    #expect(
      reply.headers.first { $0.name == "apns-id" }?.value == "123E4567-E89B-12D3-A456-426614174000")
    #expect(reply.headers.first { $0.name == "content-length" }?.value == String(reply.body.count))
  }

  @Test func anAcceptedPushHasNoBodyAndBothIDs() {
    let reply = APNsReply.accepted(apnsID: "A", uniqueID: "b")
    #expect(reply.status == 200)
    #expect(reply.body.isEmpty)
    #expect(reply.headers.map(\.name) == ["apns-id", "apns-unique-id"])
  }

  /// Apple's table: 400 bad request, 403 provider token, 404 path, 405 method, 413 size,
  /// 429 too many requests for one token.
  @Test func eachReasonHasTheStatusApplesTableGivesIt() {
    let statuses = Dictionary(grouping: APNsReason.allCases, by: \.status)
      .mapValues { Set($0.map(\.rawValue)) }
    #expect(
      statuses[403] == ["ExpiredProviderToken", "InvalidProviderToken", "MissingProviderToken"])
    #expect(statuses[404] == ["BadPath"])
    #expect(statuses[405] == ["MethodNotAllowed"])
    #expect(statuses[413] == ["PayloadTooLarge"])
    #expect(statuses[429] == ["TooManyRequests"])
    #expect(
      statuses[400]?.isSuperset(of: [
        "BadDeviceToken", "MissingTopic", "BadTopic", "InvalidPushType", "BadPriority",
      ]) == true)
  }
}

/// The apns-id the server makes when the sender gives none.
@Suite struct APNsIDTests {
  @Test @MainActor func aNewAPNsIDIsAVersionFourUUIDAndEachIsNew() {
    let first = PushService.newID()
    let second = PushService.newID()
    #expect(PushCheck.isUUID(first))
    #expect(Array(first)[14] == "4")
    #expect("89AB".contains(Array(first)[19]))
    #expect(first != second)
  }
}
