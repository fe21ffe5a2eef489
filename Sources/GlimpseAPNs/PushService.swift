import COpenSSL
import Foundation
import GlimpseActivity

/// What `glimpse serve` does with each request: checks it as APNs does (``PushCheck``),
/// answers as APNs answers (``APNsReply``), hands an accepted push's body to the activity
/// whose update token it was sent to (``PushedActivity``, which applies or drops it as the
/// device does), and logs one line (``PushRecord``).
@MainActor
public final class PushService {
  /// The activities and their update tokens, in order, those that pushes started after.
  public internal(set) var tokens: [(activity: String, token: String)]
  /// The push-to-start tokens, by preview, in order.
  public let startTokens: [(activity: String, token: String)]
  var activities: [String: PushedActivity]
  /// The previews whose push-to-start tokens start activities, by token.
  private let starters: [String: ActivityPreview]
  /// How many activities of each preview there are.
  var instances: [String: Int] = [:]
  /// How many activities pushes started.
  private var startedByPushes = 0
  /// The previews served, for the activities app code requests.
  let previews: [ActivityPreview]
  /// The IDs of the activities app code requested that the service has adopted.
  var adoptedIDs: Set<String> = []
  /// ``ActivityPreview/requestGeneration`` when the service last looked for them.
  var adoptedGeneration = -1
  /// The push-to-start tokens app code sees (`Activity<A>.pushToStartToken`), by preview,
  /// one for each attributes type: a start pushed there starts an activity of that
  /// preview, as one pushed to the preview's own push-to-start token does.
  public private(set) var typeStartTokens: [(activity: String, token: String)] = []
  /// Called with each activity app code requested, once adopted, and its request written
  /// as a start (`glimpse preview --apns` shows it).
  public var onRequested: ((_ activity: PushedActivity, _ start: [UInt8]?) -> Void)?
  var check: PushCheck
  let log: PushLog
  private var limiter: TokenRateLimiter?
  let now: () -> Date
  /// Called with each push accepted (applied or dropped): the activity, the body, and what
  /// the device did (`serve --record`).
  public var onAccepted:
    ((_ activity: PushedActivity, _ body: [UInt8], _ verdict: PushVerdict) -> Void)?
  /// Pushes answered, by outcome.
  public internal(set) var counts: [PushRecord.Outcome: Int] = [:]
  /// Pushes answered in all.
  public var total: Int { counts.values.reduce(0, +) }
  /// The broadcast channels (channel management, and `--channel`).
  public internal(set) var channels = ChannelRegistry()
  /// The update tokens of the activities subscribed to each channel, in order.
  public internal(set) var subscribers: [String: [String]] = [:]
  /// The most activities pushes may start, all previews together.
  public static let mostStarted = 1000

  /// A service for the activities of `previews` (one each, started by the app, with its
  /// update token; more started by pushes to their push-to-start tokens); a push to a
  /// topic of another bundle than `bundleID` (when given) is refused, and with `key`, a
  /// provider token it did not sign. `now` is the clock for provider tokens and the rate.
  public init(
    previews: [ActivityPreview], bundleID: String?, bounds: ServerBounds, log: PushLog,
    key: ProviderKey? = nil, now: @escaping () -> Date = Date.init
  ) {
    var byToken: [String: PushedActivity] = [:]
    var tokens: [(String, String)] = []
    var starters: [String: ActivityPreview] = [:]
    var startTokens: [(String, String)] = []
    var typeStartTokens: [(String, String)] = []
    for preview in previews {
      if let start = preview.typePushToStartToken, starters[start] == nil {
        starters[start] = preview
        typeStartTokens.append((preview.name, start))
      }
      let token = UpdateToken.of(activity: preview.name)
      byToken[token] = PushedActivity(preview)
      tokens.append((preview.name, token))
      let start = UpdateToken.pushToStart(preview.name)
      starters[start] = preview
      startTokens.append((preview.name, start))
      instances[preview.name] = 1
    }
    self.tokens = tokens
    self.startTokens = startTokens
    self.typeStartTokens = typeStartTokens
    self.previews = previews
    activities = byToken
    self.starters = starters
    check = PushCheck(tokens: Set(byToken.keys).union(starters.keys), bundleID: bundleID)
    check.key = key
    self.log = log
    limiter = bounds.pushesPerSecondPerToken.map { TokenRateLimiter(perSecond: $0) }
    self.now = now
  }

  /// A push to a push-to-start token: a new activity of `preview` when it is a start the
  /// device applies, kept with an update token of its own; otherwise dropped.
  private func start(_ preview: ActivityPreview, body: [UInt8], label: String) -> (
    PushedActivity?, PushVerdict
  ) {
    let number = (instances[preview.name] ?? 1) + 1
    let activity = PushedActivity(preview, name: "\(preview.name)#\(number)")
    var verdict = activity.receive(body, label: label)
    guard verdict.isApplied else { return (nil, verdict) }
    guard verdict.event == "start" else {
      verdict.isApplied = false
      verdict.reason =
        "aps.event: expected \"start\" at a push-to-start token, found \"\(verdict.event ?? "")\"; "
        + "updates go to the activity's update token"
      return (nil, verdict)
    }
    guard startedByPushes < Self.mostStarted else {
      verdict.isApplied = false
      verdict.reason = "no activity started: \(Self.mostStarted) were started already"
      log.note("bound", "bound hit: \(Self.mostStarted) activities started by pushes; no more are")
      return (nil, verdict)
    }
    instances[preview.name] = number
    startedByPushes += 1
    let token = UpdateToken.of(activity: activity.name)
    activities[token] = activity
    tokens.append((activity.name, token))
    check.tokens.insert(token)
    if let channel = Self.inputPushChannel(body) { subscribe(token, to: channel) }
    log.note(
      "started",
      "\(activity.name): started by a push-to-start; update push token \(token)",
      fields: [("activity", activity.name), ("token", token)])
    return (activity, verdict)
  }

  /// The answer to `request`, after logging it: a push to a device token, a broadcast on
  /// a channel, or a channel management request.
  public func handle(_ request: PushRequest) -> APNsReply {
    adoptRequestedActivities()
    if request.path.hasPrefix(PushCheck.broadcastPrefix) { return broadcast(request) }
    if request.path.hasPrefix(Self.managementPrefix) { return manageChannels(request) }
    let time = now()
    let givenID = request.header("apns-id")
    let pathToken =
      request.path.hasPrefix("/3/device/") ? String(request.path.dropFirst(10)) : nil
    var record = PushRecord(
      time: time, token: pathToken, activity: nil, pushType: request.header("apns-push-type"),
      priority: request.header("apns-priority"), status: 200, reason: nil, outcome: .refused,
      event: nil, why: nil, apnsID: "")
    let reply: APNsReply
    switch check.check(request, now: time) {
    case .failure(let refusal):
      let apnsID = givenID.flatMap { PushCheck.isUUID($0) ? $0 : nil } ?? Self.newID()
      reply = .refused(refusal.reason, apnsID: apnsID)
      record.reason = refusal.reason.rawValue
      record.why = refusal.detail
      record.apnsID = apnsID
    case .success(let push):
      let apnsID = push.apnsID ?? Self.newID()
      record.apnsID = apnsID
      record.token = push.token
      record.priority = String(push.priority)
      let activity = activities[push.token]
      record.activity = activity?.name
      var limited = false
      if var limiter {
        limited = !limiter.allows(push.token, at: time)
        self.limiter = limiter
      }
      if limited {
        reply = .refused(.tooManyRequests, apnsID: apnsID)
        record.reason = APNsReason.tooManyRequests.rawValue
        record.why =
          "more than \(PushLog.number(limiter?.perSecond ?? 0)) pushes a second to this token (--max-rate)"
      } else {
        var verdict = PushVerdict(isApplied: false, reason: "no activity")
        var receiver = activity
        if let activity {
          verdict = activity.receive(request.body, label: "push \(total + 1)")
        } else if let preview = starters[push.token] {
          record.activity = "\(preview.name) push-to-start"
          (receiver, verdict) = start(preview, body: request.body, label: "push \(total + 1)")
          if let receiver { record.activity = receiver.name }
        }
        reply = .accepted(apnsID: apnsID, uniqueID: Self.newID().lowercased())
        if let receiver { onAccepted?(receiver, request.body, verdict) }
        record.outcome = verdict.isApplied ? .applied : .dropped
        record.event = verdict.event
        record.why = verdict.reason
      }
    }
    record.status = reply.status
    counts[record.outcome, default: 0] += 1
    log.push(record)
    return reply
  }

  /// A new `apns-id`: a random (version 4) UUID, uppercase, as APNs makes one: 16 bytes
  /// from OpenSSL's generator (`UUID()` opens a file for each on Linux).
  static func newID() -> String {
    var bytes = [UInt8](repeating: 0, count: 16)
    if RAND_bytes(&bytes, 16) != 1 {
      var generator = SystemRandomNumberGenerator()
      for index in bytes.indices { bytes[index] = generator.next() }
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

}

/// Pushes per second per token: a bucket per token that holds a second's worth and fills
/// at the rate, as a bound on a sender that floods one device.
struct TokenRateLimiter {
  let perSecond: Double
  private var buckets: [String: (level: Double, time: Date)] = [:]

  init(perSecond: Double) { self.perSecond = perSecond }

  /// Whether a push to `token` at `time` is within the rate (and counts it).
  mutating func allows(_ token: String, at time: Date) -> Bool {
    let capacity = max(1, perSecond)
    var bucket = buckets[token] ?? (capacity, time)
    bucket.level = min(
      capacity, bucket.level + max(0, time.timeIntervalSince(bucket.time)) * perSecond)
    bucket.time = time
    guard bucket.level >= 1 else {
      buckets[token] = bucket
      return false
    }
    bucket.level -= 1
    buckets[token] = bucket
    return true
  }
}

extension PushLog {
  /// `2` or `2.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
