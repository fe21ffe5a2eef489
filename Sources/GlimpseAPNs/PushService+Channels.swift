import Foundation
import GlimpseActivity

/// Broadcast channels (iOS 18), as Apple's "Sending broadcast push notification requests
/// to APNs" and "Sending channel management requests to APNs" describe them: a broadcast
/// (`POST /4/broadcasts/apps/<bundle ID>` with `apns-channel-id`) reaches every activity
/// subscribed to the channel, which applies or drops it as the device does; channel
/// management creates (`POST /1/apps/<bundle ID>/channels`), reads (`GET`, with
/// `apns-channel-id`), deletes (`DELETE`) and lists (`GET /1/apps/<bundle ID>/all-channels`)
/// channels. Apple serves management on other hosts and ports
/// (`api-manage-broadcast.sandbox.push.apple.com:2195`, production `:2196`); Glimpse serves
/// both on the one `--listen` address, told apart by the path.
extension PushService {
  /// Where channel management requests go: `/1/apps/<bundle ID>/...`.
  static let managementPrefix = "/1/apps/"

  /// Subscribes the activity with update token `token` to `channel` (`--channel`,
  /// `input-push-channel` in a push-to-start), which exists from then on if it did not.
  public func subscribe(_ token: String, to channel: String) {
    if !channels.contains(channel) {
      channels.add(BroadcastChannel(id: channel, bundleID: nil, storagePolicy: 0))
    }
    if subscribers[channel]?.contains(token) != true {
      subscribers[channel, default: []].append(token)
      log.note(
        "subscribed",
        "\(activities[token]?.name ?? token): subscribed to channel \(channel)",
        fields: [("activity", activities[token]?.name ?? token), ("channel", channel)])
    }
  }

  /// The names of the activities subscribed to `channel`, in order.
  public func subscribedActivities(_ channel: String) -> [String] {
    (subscribers[channel] ?? []).compactMap { activities[$0]?.name }
  }

  /// A broadcast: checked as APNs checks it, then handed to every activity subscribed to
  /// its channel. A start is accepted (APNs does not read payloads) and dropped by every
  /// device: a channel updates or ends the activities subscribed to it and never starts one
  /// (Apple, "Starting and updating Live Activities with ActivityKit push notifications":
  /// "Update or end Live Activities for a large audience with channels and broadcast push
  /// notifications"; starting is for push-to-start tokens).
  func broadcast(_ request: PushRequest) -> APNsReply {
    let time = now()
    let given = request.header("apns-request-id")
    var record = PushRecord(
      time: time, token: nil, activity: nil, pushType: request.header("apns-push-type"),
      priority: request.header("apns-priority"), status: 200, reason: nil, outcome: .refused,
      event: nil, why: nil, apnsID: "",
      channel: request.header("apns-channel-id").map { String($0.prefix(80)) } ?? "-")
    func finish(_ reply: APNsReply) -> APNsReply {
      record.status = reply.status
      counts[record.outcome, default: 0] += 1
      log.push(record)
      return reply
    }
    func refuse(_ reason: APNsReason, _ why: String) -> APNsReply {
      let requestID = given.flatMap { PushCheck.isUUID($0) ? $0 : nil } ?? Self.newID()
      record.apnsID = requestID
      record.reason = reason.rawValue
      record.why = why
      return finish(.refused(reason, requestID: requestID))
    }
    let push: AcceptedBroadcast
    switch check.checkBroadcast(request, now: time) {
    case .failure(let refusal): return refuse(refusal.reason, refusal.detail)
    case .success(let accepted): push = accepted
    }
    guard let channel = channels.channel(push.channel, bundleID: push.bundleID) else {
      return refuse(
        .channelNotRegistered,
        "no channel \(push.channel) for \(push.bundleID); create it with POST /1/apps/\(push.bundleID)/channels"
      )
    }
    if channel.storagePolicy == 0, let expiration = push.expiration, expiration != 0 {
      return refuse(
        .badExpirationDate,
        "apns-expiration \(expiration) on a channel that stores no message (message-storage-policy 0); expected 0"
      )
    }
    let requestID = push.requestID ?? Self.newID()
    record.apnsID = requestID
    record.priority = String(push.priority)
    let reply = APNsReply.channel(status: 200, requestID: requestID)
    let tokens = subscribers[channel.id] ?? []
    guard !tokens.isEmpty else {
      record.outcome = .dropped
      record.why = "no activity is subscribed to the channel"
      return finish(reply)
    }
    let event = Self.event(of: request.body)
    record.event = event
    var applied: [String] = []
    var dropped: [(String, String)] = []
    for token in tokens {
      guard let activity = activities[token] else { continue }
      var verdict: PushVerdict
      if event == "start" {
        verdict = PushVerdict(
          isApplied: false, event: event,
          reason:
            "aps.event: expected \"update\" or \"end\" on a channel, found \"start\"; "
            + "a channel never starts an activity (a start goes to a push-to-start token)")
      } else {
        verdict = activity.receive(request.body, label: "push \(total + 1)")
      }
      onAccepted?(activity, request.body, verdict)
      if verdict.isApplied {
        applied.append(activity.name)
      } else {
        dropped.append((activity.name, verdict.reason ?? "not applied"))
      }
    }
    record.activity = (applied + dropped.map(\.0)).joined(separator: ", ")
    record.outcome = applied.isEmpty ? .dropped : .applied
    if !dropped.isEmpty {
      let why = dropped.map { "\($0.0): \($0.1)" }.joined(separator: "; ")
      record.why = applied.isEmpty ? why : "applied by \(applied.count), dropped by \(why)"
    }
    return finish(reply)
  }

  /// A channel management request.
  func manageChannels(_ request: PushRequest) -> APNsReply {
    let time = now()
    let given = request.header("apns-request-id")
    let requestID = given.flatMap { PushCheck.isUUID($0) ? $0 : nil } ?? Self.newID()
    let rest = request.path.dropFirst(Self.managementPrefix.count)
    let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
    func note(_ status: Int, _ message: String) {
      log.note(
        "channel", "\(status) \(request.method) \(request.path.prefix(120)): \(message)",
        fields: [("status", String(status)), ("method", request.method)], at: time)
    }
    func refuse(_ reason: APNsReason, _ why: String) -> APNsReply {
      note(reason.status, "\(reason.rawValue): \(why)")
      return .refused(reason, requestID: requestID)
    }
    guard parts.count == 2, !parts[0].isEmpty, ["channels", "all-channels"].contains(parts[1])
    else {
      return refuse(
        .badPath,
        "channel management goes to /1/apps/<bundle ID>/channels or /1/apps/<bundle ID>/all-channels"
      )
    }
    let bundleID = String(parts[0])
    if let refusal = ProviderToken.refusal(
      authorization: request.header("authorization"), now: time, cache: check.tokenCache,
      key: check.key)
    {
      return refuse(refusal.reason, refusal.detail)
    }
    if let given, !PushCheck.isUUID(given) {
      return refuse(.badMessageId, "apns-request-id \"\(given.prefix(80))\" is not a UUID")
    }
    if parts[1] == "all-channels" {
      guard request.method == "GET" else {
        return refuse(.methodNotAllowed, "all-channels takes GET")
      }
      let ids = channels.all(bundleID: bundleID)
      note(200, "\(ids.count) channel\(ids.count == 1 ? "" : "s") of \(bundleID)")
      return .channel(
        status: 200, requestID: requestID,
        json: "{\"channels\":[" + ids.map(JSONText.string).joined(separator: ",") + "]}")
    }
    switch request.method {
    case "POST":
      var policy = 0
      if !request.body.isEmpty {
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(request.body))
            as? [String: Any]
        else {
          return refuse(.payloadEmpty, "the body is not a JSON object")
        }
        if let pushType = object["push-type"] as? String, pushType != "LiveActivity" {
          return refuse(
            .invalidPushType, "push-type \"\(pushType.prefix(40))\"; a channel takes LiveActivity")
        }
        if let value = object["message-storage-policy"] {
          guard let number = value as? Int, number == 0 || number == 1 else {
            return refuse(
              .badMessageStoragePolicy,
              "message-storage-policy \(value); expected 0 (no message stored) or 1 (the most recent stored)"
            )
          }
          policy = number
        }
      }
      guard let channel = channels.create(bundleID: bundleID, storagePolicy: policy) else {
        return refuse(
          .cannotCreateChannelConfig,
          "\(ChannelRegistry.mostChannels) channels exist already; delete some first")
      }
      note(201, "created channel \(channel.id) of \(bundleID) (message-storage-policy \(policy))")
      return .channel(
        status: 201, requestID: requestID,
        headers: [APNsReply.Header(name: "apns-channel-id", value: channel.id)])
    case "GET", "DELETE":
      guard let id = request.header("apns-channel-id") else {
        return refuse(.missingChannelId, "no apns-channel-id")
      }
      guard PushCheck.isChannelID(id) else {
        return refuse(.badChannelId, "apns-channel-id \"\(id.prefix(80))\" is not a channel ID")
      }
      guard let channel = channels.channel(id, bundleID: bundleID) else {
        return refuse(.channelNotRegistered, "no channel \(id) for \(bundleID)")
      }
      if request.method == "DELETE" {
        _ = channels.delete(id, bundleID: bundleID)
        subscribers[id] = nil
        note(204, "deleted channel \(id)")
        return .channel(status: 204, requestID: requestID)
      }
      note(200, "channel \(id)")
      return .channel(
        status: 200, requestID: requestID,
        json: "{\"message-storage-policy\":\(channel.storagePolicy),\"push-type\":\"LiveActivity\"}"
      )
    default:
      return refuse(.methodNotAllowed, "channels takes POST, GET or DELETE")
    }
  }

  /// `aps.event` of a body, when it is a JSON object that says.
  static func event(of body: [UInt8]) -> String? {
    aps(of: body)?["event"] as? String
  }

  /// `aps.input-push-channel` of a push-to-start: the channel the started activity
  /// subscribes to.
  static func inputPushChannel(_ body: [UInt8]) -> String? {
    (aps(of: body)?["input-push-channel"] as? String).flatMap {
      PushCheck.isChannelID($0) ? $0 : nil
    }
  }

  private static func aps(of body: [UInt8]) -> [String: Any]? {
    let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    return object?["aps"] as? [String: Any]
  }
}
