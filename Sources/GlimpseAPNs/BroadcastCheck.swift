import Foundation

/// A broadcast APNs accepts: the bundle and channel it goes to and how it was sent.
public struct AcceptedBroadcast: Sendable, Equatable {
  /// The bundle ID from the path.
  public var bundleID: String
  /// `apns-channel-id`.
  public var channel: String
  /// `apns-priority`: 10 when not given.
  public var priority: Int
  /// `apns-request-id`, when given.
  public var requestID: String?
  /// `apns-expiration`, when given.
  public var expiration: Int?
}

extension PushCheck {
  /// Where a broadcast goes: `/4/broadcasts/apps/<bundle ID>`.
  public static let broadcastPrefix = "/4/broadcasts/apps/"
  /// The longest channel ID taken, in characters (APNs' are 24: 16 bytes in base64).
  public static let longestChannelID = 64

  /// The headers APNs refuses to see twice on a broadcast.
  static let broadcastSingleHeaders: Set<String> = [
    "authorization", "apns-request-id", "apns-channel-id", "apns-push-type", "apns-priority",
    "apns-expiration",
  ]

  /// The broadcast in `request` (`POST /4/broadcasts/apps/<bundle ID>` with
  /// `apns-channel-id`), or why APNs refuses it, at `now`. Whether the channel exists is
  /// the service's to say (``PushService``).
  public func checkBroadcast(_ request: PushRequest, now: Date) -> Result<
    AcceptedBroadcast, Refusal
  > {
    func refuse(_ reason: APNsReason, _ detail: String) -> Result<AcceptedBroadcast, Refusal> {
      .failure(Refusal(reason: reason, detail: detail))
    }
    guard request.method == "POST" else {
      return refuse(.methodNotAllowed, "method \(request.method); a broadcast is a POST")
    }
    let bundleID = String(request.path.dropFirst(Self.broadcastPrefix.count))
    guard request.path.hasPrefix(Self.broadcastPrefix), !bundleID.isEmpty,
      !bundleID.contains("/")
    else {
      return refuse(
        .badPath,
        "path \(request.path.prefix(120)); a broadcast goes to /4/broadcasts/apps/<bundle ID>")
    }
    if let refusal = headerOrTokenRefusal(
      request, singleHeaders: Self.broadcastSingleHeaders, now: now)
    {
      return refuse(refusal.reason, refusal.detail)
    }
    let requestID = request.header("apns-request-id")
    if let requestID, !Self.isUUID(requestID) {
      return refuse(
        .badMessageId,
        "apns-request-id \"\(requestID.prefix(80))\" is not a UUID (8-4-4-4-12 hexadecimal digits)")
    }
    guard let channel = request.header("apns-channel-id") else {
      return refuse(.missingChannelId, "no apns-channel-id; a broadcast names its channel")
    }
    guard Self.isChannelID(channel) else {
      return refuse(
        .badChannelId,
        "apns-channel-id \"\(channel.prefix(80))\" is not a channel ID (base64, at most \(Self.longestChannelID) characters)"
      )
    }
    guard let pushType = request.header("apns-push-type") else {
      return refuse(
        .missingPushType, "no apns-push-type; a broadcast is sent with apns-push-type: liveactivity"
      )
    }
    let bodyLimit = Self.largestBody(pushType: "liveactivity")
    if request.bodySize > bodyLimit {
      return refuse(
        .payloadTooLarge,
        (request.isComplete
          ? "the body is \(request.bodySize) bytes"
          : "the body is more than \(Self.largestReadBody) bytes (answered before its end)")
          + "; APNs takes at most \(bodyLimit)")
    }
    guard pushType == "liveactivity" else {
      return refuse(
        .invalidPushType,
        "apns-push-type \"\(pushType.prefix(40))\"; a channel takes only liveactivity")
    }
    let priority: Int
    let expiration: Int?
    switch Self.priorityAndExpiration(request, takenBy: "a broadcast") {
    case .success(let read): (priority, expiration) = read
    case .failure(let refusal): return .failure(refusal)
    }
    guard request.bodySize > 0 else {
      return refuse(.payloadEmpty, "the body is empty; a broadcast carries {\"aps\": ...}")
    }
    return .success(
      AcceptedBroadcast(
        bundleID: bundleID, channel: channel, priority: priority, requestID: requestID,
        expiration: expiration))
  }

  /// Whether `text` is a channel ID as APNs makes them: base64, not too long.
  public static func isChannelID(_ text: String) -> Bool {
    !text.isEmpty && text.count <= longestChannelID && text.count % 4 == 0
      && Data(base64Encoded: text) != nil
  }
}
