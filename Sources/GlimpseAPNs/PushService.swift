import COpenSSL
import Foundation
import GlimpseActivity

/// What `glimpse serve` does with each request: checks it as APNs does (``PushCheck``),
/// answers as APNs answers (``APNsReply``), hands an accepted push's body to the activity
/// whose update token it was sent to (``PushedActivity``, which applies or drops it as the
/// device does), and logs one line (``PushRecord``).
@MainActor
public final class PushService {
  /// The activities and their update tokens, in order.
  public let tokens: [(activity: String, token: String)]
  private let activities: [String: PushedActivity]
  private let check: PushCheck
  private let log: PushLog
  private var limiter: TokenRateLimiter?
  private let now: () -> Date
  /// Called with each push accepted (applied or dropped): the activity, the body, and what
  /// the device did (`serve --record`).
  public var onAccepted: ((_ activity: String, _ body: [UInt8], _ verdict: PushVerdict) -> Void)?
  /// Pushes answered, by outcome.
  public private(set) var counts: [PushRecord.Outcome: Int] = [:]
  /// Pushes answered in all.
  public var total: Int { counts.values.reduce(0, +) }

  /// A service for `activities`; a push to a topic of another bundle than `bundleID`
  /// (when given) is refused. `now` is the clock for provider tokens and the rate.
  public init(
    activities: [PushedActivity], bundleID: String?, bounds: ServerBounds, log: PushLog,
    now: @escaping () -> Date = Date.init
  ) {
    var byToken: [String: PushedActivity] = [:]
    var tokens: [(String, String)] = []
    for activity in activities {
      let token = UpdateToken.of(activity: activity.name)
      byToken[token] = activity
      tokens.append((activity.name, token))
    }
    self.tokens = tokens
    self.activities = byToken
    check = PushCheck(tokens: Set(byToken.keys), bundleID: bundleID)
    self.log = log
    limiter = bounds.pushesPerSecondPerToken.map { TokenRateLimiter(perSecond: $0) }
    self.now = now
  }

  /// The answer to `request`, after logging it.
  public func handle(_ request: PushRequest) -> APNsReply {
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
        let verdict =
          activity?.receive(request.body, label: "push \(total + 1)")
          ?? PushVerdict(isApplied: false, reason: "no activity")
        reply = .accepted(apnsID: apnsID, uniqueID: Self.newID().lowercased())
        if let activity { onAccepted?(activity.name, request.body, verdict) }
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
