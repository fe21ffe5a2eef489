import Foundation
import Testing

@testable import GlimpseAPNs

/// The log: one line per push a person reads, or one JSON object a machine parses, and
/// nothing from a request that could break either.
@Suite struct PushLogTests {
  static let record = PushRecord(
    time: Date(timeIntervalSince1970: 1_796_000_000.25), token: "ab12", activity: "delivery",
    pushType: "liveactivity", priority: "10", status: 200, reason: nil, outcome: .dropped,
    event: "update", why: "aps.timestamp: not newer", apnsID: "ID")

  @Test func aDroppedPushSaysSoAndWhyOnOneLine() {
    #expect(
      Self.record.text
        == "2026-11-30T00:53:20.250Z 200 dropped update token ab12 (delivery) type liveactivity "
        + "priority 10: the device drops it: aps.timestamp: not newer")
  }

  @Test func aRefusedPushNamesItsReason() {
    var record = Self.record
    record.outcome = .refused
    record.status = 400
    record.reason = "BadTopic"
    record.why = "apns-topic \"x\""
    record.event = nil
    #expect(record.text.hasPrefix("2026-11-30T00:53:20.250Z 400 BadTopic token ab12"))
    #expect(record.text.hasSuffix(": apns-topic \"x\""))
  }

  @Test func theJSONFormIsOneObjectWithEveryField() throws {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(Self.record.json.utf8)) as? [String: Any])
    #expect(object["status"] as? Int == 200)
    #expect(object["outcome"] as? String == "dropped")
    #expect(object["token"] as? String == "ab12")
    #expect(object["time"] as? String == "2026-11-30T00:53:20.250Z")
    #expect(object["reason"] == nil)
  }

  @Test func aTokenWithControlCharactersStaysOneValidJSONLine() throws {
    var record = Self.record
    record.token = "a\nb\u{1B}[2J\"c\u{2028}"
    #expect(!record.json.contains("\n"))
    #expect(!record.json.contains("\u{1B}"))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(record.json.utf8)) as? [String: Any])
    #expect(object["token"] as? String == record.token)
  }

  @Test func eachActivityHasItsOwnTokenOnEveryRun() {
    let delivery = UpdateToken.of(activity: "delivery")
    #expect(delivery == UpdateToken.of(activity: "delivery"))
    #expect(delivery != UpdateToken.of(activity: "timer"))
    #expect(delivery.count == 64)
    #expect(delivery.allSatisfy { "0123456789abcdef".contains($0) })
  }
}
