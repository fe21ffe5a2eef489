import Foundation

/// A push APNs accepts: where it goes and how it was sent.
public struct AcceptedPush: Sendable, Equatable {
  /// The device token from the path, lowercase.
  public var token: String
  /// `apns-topic`.
  public var topic: String
  /// `apns-push-type`.
  public var pushType: String
  /// `apns-priority`: 10 when not given.
  public var priority: Int
  /// `apns-id`, when given.
  public var apnsID: String?
  /// `apns-expiration`, when given.
  public var expiration: Int?
  /// `apns-collapse-id`, when given.
  public var collapseID: String?
}

/// Checks a request's method, path, headers, provider token and body size as APNs does
/// for a Live Activity push, in APNs' words: the push is accepted, or refused with a
/// reason (``APNsReason``) and a detail for the log.
public struct PushCheck: Sendable {
  /// The update push tokens the server knows, lowercase: a push to another is refused
  /// with `BadDeviceToken`.
  public var tokens: Set<String>
  /// The bundle ID the activities belong to, when given: a topic of another bundle is
  /// refused with `DeviceTokenNotForTopic`.
  public var bundleID: String?
  /// The signing key whose signature tokens must carry (`--p8`), when given.
  public var key: ProviderKey?
  /// The provider token last parsed: a sender reuses one for up to an hour.
  let tokenCache = ProviderTokenCache()

  /// The largest body APNs takes, in bytes: 4 KB, and 5 KB for a VoIP push.
  public static func largestBody(pushType: String?) -> Int {
    pushType == "voip" ? 5120 : 4096
  }

  /// The most bytes of a body the server reads: a VoIP push's bound.
  public static let largestReadBody = 5120
  /// The longest `apns-collapse-id` APNs takes, in bytes.
  public static let longestCollapseID = 64
  /// The longest device token taken, in hex digits.
  public static let longestToken = 200

  /// The headers APNs refuses to see twice.
  static let singleHeaders: Set<String> = [
    "authorization", "apns-id", "apns-topic", "apns-push-type", "apns-priority",
    "apns-expiration", "apns-collapse-id",
  ]

  /// A check for pushes to `tokens`.
  public init(tokens: Set<String>, bundleID: String? = nil) {
    self.tokens = Set(tokens.map { $0.lowercased() })
    self.bundleID = bundleID
  }

  /// The push in `request`, or why APNs refuses it, at `now` (the provider token's age).
  public func check(_ request: PushRequest, now: Date) -> Result<AcceptedPush, Refusal> {
    func refuse(_ reason: APNsReason, _ detail: String) -> Result<AcceptedPush, Refusal> {
      .failure(Refusal(reason: reason, detail: detail))
    }
    guard request.method == "POST" else {
      return refuse(.methodNotAllowed, "method \(request.method); APNs takes only POST")
    }
    let prefix = "/3/device/"
    guard request.path.hasPrefix(prefix) else {
      return refuse(.badPath, "path \(request.path); a push goes to /3/device/<device token>")
    }
    let token = String(request.path.dropFirst(prefix.count))
    guard !token.isEmpty else {
      return refuse(.missingDeviceToken, "the path has no device token after /3/device/")
    }
    if let refusal = headerOrTokenRefusal(request, singleHeaders: Self.singleHeaders, now: now) {
      return refuse(refusal.reason, refusal.detail)
    }
    let apnsID = request.header("apns-id")
    if let apnsID, !Self.isUUID(apnsID) {
      return refuse(
        .badMessageId, "apns-id \"\(apnsID)\" is not a UUID (8-4-4-4-12 hexadecimal digits)")
    }
    guard let topic = request.header("apns-topic"), !topic.isEmpty else {
      return refuse(
        .missingTopic,
        "no apns-topic; a Live Activity push goes to <bundle ID>.push-type.liveactivity")
    }
    let pushType = request.header("apns-push-type")
    let bodyLimit = Self.largestBody(pushType: pushType)
    if request.bodySize > bodyLimit {
      return refuse(
        .payloadTooLarge,
        (request.isComplete
          ? "the body is \(request.bodySize) bytes"
          : "the body is more than \(Self.largestReadBody) bytes (answered before its end)")
          + "; APNs takes at most \(bodyLimit)"
          + (pushType == "voip" ? " for a VoIP push" : ""))
    }
    guard pushType == "liveactivity" else {
      return refuse(
        .invalidPushType,
        pushType.map { "apns-push-type \"\($0)\"; an activity's token takes liveactivity" }
          ?? "no apns-push-type; a Live Activity push is sent with apns-push-type: liveactivity")
    }
    let suffix = ".push-type.liveactivity"
    guard topic.hasSuffix(suffix), topic.count > suffix.count else {
      return refuse(
        .badTopic, "apns-topic \"\(topic)\"; a Live Activity push goes to <bundle ID>\(suffix)")
    }
    let priority: Int
    let expiration: Int?
    switch Self.priorityAndExpiration(request, takenBy: "a Live Activity push") {
    case .success(let read): (priority, expiration) = read
    case .failure(let refusal): return .failure(refusal)
    }
    let collapseID = request.header("apns-collapse-id")
    if let collapseID, collapseID.utf8.count > Self.longestCollapseID {
      return refuse(
        .badCollapseId,
        "apns-collapse-id is \(collapseID.utf8.count) bytes; APNs takes at most \(Self.longestCollapseID)"
      )
    }
    guard token.count <= Self.longestToken, token.count % 2 == 0,
      token.allSatisfy(\.isASCIIHexDigit)
    else {
      return refuse(
        .badDeviceToken,
        "the device token \"\(token.prefix(80))\" is not an even number of hexadecimal digits")
    }
    let lowercased = token.lowercased()
    guard tokens.contains(lowercased) else {
      return refuse(
        .badDeviceToken, "no activity here has the push token \(lowercased.prefix(80))")
    }
    if let bundleID, topic != bundleID + suffix {
      return refuse(
        .deviceTokenNotForTopic,
        "apns-topic \"\(topic)\"; the token belongs to \(bundleID)\(suffix)")
    }
    guard request.bodySize > 0 else {
      return refuse(.payloadEmpty, "the body is empty; a push carries {\"aps\": ...}")
    }
    return .success(
      AcceptedPush(
        token: lowercased, topic: topic, pushType: "liveactivity", priority: priority,
        apnsID: apnsID, expiration: expiration, collapseID: collapseID))
  }

  /// A refused push: the reason APNs gives and what exactly was wrong.
  public struct Refusal: Error, Sendable, Equatable {
    /// The reason in the reply.
    public var reason: APNsReason
    /// What was wrong, for the log.
    public var detail: String
  }

  /// Whether `text` is a UUID as APNs takes it: 8-4-4-4-12 hexadecimal digits.
  /// `apns-priority` (10 when absent) and `apns-expiration` (Unix seconds, 0: none kept),
  /// as APNs reads them for `noun` ("a broadcast"), or what it refuses.
  static func priorityAndExpiration(
    _ request: PushRequest, takenBy noun: String
  ) -> Result<(priority: Int, expiration: Int?), Refusal> {
    let priorityText = request.header("apns-priority") ?? "10"
    guard let priority = Int(priorityText), priority == 5 || priority == 10 else {
      return .failure(
        Refusal(
          reason: .badPriority,
          detail: "apns-priority \"\(priorityText.prefix(20))\"; \(noun) takes 5 or 10"))
    }
    guard let text = request.header("apns-expiration") else { return .success((priority, nil)) }
    guard !text.isEmpty, text.count <= 19, text.allSatisfy(\.isASCIIDigit), let value = Int(text)
    else {
      return .failure(
        Refusal(
          reason: .badExpirationDate,
          detail: "apns-expiration \"\(text.prefix(40))\"; expected Unix seconds, or 0"))
    }
    return .success((priority, value))
  }

  /// What APNs refuses before it reads a request's own headers: one of `singleHeaders`
  /// given twice (`DuplicateHeaders`), or a provider token it does not take.
  func headerOrTokenRefusal(
    _ request: PushRequest, singleHeaders: Set<String>, now: Date
  ) -> (reason: APNsReason, detail: String)? {
    var seen: Set<String> = []
    for header in request.headers where singleHeaders.contains(header.name) {
      guard seen.insert(header.name).inserted else {
        return (.duplicateHeaders, "\(header.name) appears twice")
      }
    }
    if let refusal = ProviderToken.refusal(
      authorization: request.header("authorization"), now: now, cache: tokenCache, key: key)
    {
      return (refusal.reason, refusal.detail)
    }
    return nil
  }

  static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { $0.allSatisfy(\.isASCIIHexDigit) }
  }
}

extension Character {
  /// 0 to 9.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  /// 0 to 9, a to f, A to F (not their full-width forms, which `isHexDigit` takes).
  var isASCIIHexDigit: Bool { isASCII && isHexDigit }
}
