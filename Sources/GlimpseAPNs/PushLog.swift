import Foundation
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

/// The server's log on standard output: one line per push (``PushRecord``) and one per
/// event of the server (listening, a bound hit, a connection dropped), as text a person
/// reads or, with `--log-format json`, one JSON object per line.
public struct PushLog: Sendable {
  /// How lines are written.
  public enum Format: String, Sendable, CaseIterable {
    /// `2026-12-04T14:30:00.123Z 200 applied update token 3f… (delivery) ...`
    case text
    /// `{"time": "...", "kind": "push", "status": 200, ...}`
    case json
  }

  /// The format.
  public var format: Format
  /// Where lines go (standard output; tests collect them).
  public var write: @Sendable (String) -> Void

  /// A log in `format` on standard output.
  public init(format: Format) {
    self.format = format
    write = { Console.write(ConsoleText(line: $0), to: .standardOutput) }
  }

  /// A log in `format` that hands each line to `write`.
  public init(format: Format, write: @escaping @Sendable (String) -> Void) {
    self.format = format
    self.write = write
  }

  /// Logs one push.
  public func push(_ record: PushRecord) {
    write(format == .json ? record.json : record.text)
  }

  /// Logs an event of the server: `kind` (listening, token, certificate, bound,
  /// connection, stopped) and a sentence, with fields for the JSON form.
  public func note(
    _ kind: String, _ message: String, fields: [(String, String)] = [], at time: Date = Date()
  ) {
    switch format {
    case .text:
      write("\(Self.timestamp(time)) \(message)")
    case .json:
      write(
        JSONText.object(
          [("time", .string(Self.timestamp(time))), ("kind", .string(kind))]
            + fields.map { ($0.0, JSONText.Value.string($0.1)) }
            + [("message", .string(message))]))
    }
  }

  /// `2026-12-04T14:30:00.123Z`.
  public static func timestamp(_ date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    var whole = time_t(seconds.rounded(.down))
    let milliseconds = min(999, Int(((seconds - Double(whole)) * 1000).rounded(.down)))
    var parts = tm()
    gmtime_r(&whole, &parts)
    func pad(_ value: Int32, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))"
      + "T\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2))"
      + ".\(pad(Int32(milliseconds), 3))Z"
  }
}

/// One push as the log tells it: when, to which token (and activity), how it was sent,
/// what the server answered, and what the device did with it.
public struct PushRecord: Sendable, Equatable {
  /// What became of a push.
  public enum Outcome: String, Sendable {
    /// Accepted, and the activity shows it.
    case applied
    /// Accepted (200, as APNs accepts it), and the device drops it.
    case dropped
    /// Refused by APNs: never reaches the device.
    case refused
  }

  /// When it arrived.
  public var time: Date
  /// The device token of its path, as given.
  public var token: String?
  /// The activity whose token it is.
  public var activity: String?
  /// `apns-push-type`.
  public var pushType: String?
  /// `apns-priority`.
  public var priority: String?
  /// The HTTP status answered.
  public var status: Int
  /// The reason answered with a refusal.
  public var reason: String?
  /// What became of it.
  public var outcome: Outcome
  /// `start`, `update` or `end`, when the payload says.
  public var event: String?
  /// Why it was refused or dropped.
  public var why: String?
  /// The `apns-id` answered (`apns-request-id` for a broadcast).
  public var apnsID: String
  /// The channel of a broadcast (`apns-channel-id`), which has no token.
  public var channel: String?

  /// A record.
  public init(
    time: Date, token: String?, activity: String?, pushType: String?, priority: String?,
    status: Int, reason: String?, outcome: Outcome, event: String?, why: String?,
    apnsID: String, channel: String? = nil
  ) {
    self.channel = channel
    self.time = time
    self.token = token
    self.activity = activity
    self.pushType = pushType
    self.priority = priority
    self.status = status
    self.reason = reason
    self.outcome = outcome
    self.event = event
    self.why = why
    self.apnsID = apnsID
  }

  /// `2026-12-04T14:30:00.123Z 200 applied update token 3f2a… (delivery) liveactivity
  /// priority 10`, then `: why` for a push refused or dropped.
  public var text: String {
    var line = "\(PushLog.timestamp(time)) \(status) \(reason ?? outcome.rawValue)"
    if let event { line += " \(event)" }
    if let channel {
      line += " channel \(channel.prefix(80))"
    } else {
      line += " token \(token.map { String($0.prefix(80)) } ?? "-")"
    }
    if let activity { line += " (\(activity))" }
    line += " type \(pushType.map { String($0.prefix(40)) } ?? "-")"
    line += " priority \(priority.map { String($0.prefix(20)) } ?? "-")"
    if let why { line += (outcome == .dropped ? ": the device drops it: " : ": ") + why }
    return line
  }

  /// The record as one JSON object.
  public var json: String {
    JSONText.object([
      ("time", .string(PushLog.timestamp(time))), ("kind", .string("push")),
      ("token", token.map { .string($0) }), ("channel", channel.map { .string($0) }),
      ("activity", activity.map { .string($0) }),
      ("pushType", pushType.map { .string($0) }), ("priority", priority.map { .string($0) }),
      ("status", .int(status)), ("reason", reason.map { .string($0) }),
      ("outcome", .string(outcome.rawValue)), ("event", event.map { .string($0) }),
      ("why", why.map { .string($0) }), ("apnsID", .string(apnsID)),
    ])
  }
}
