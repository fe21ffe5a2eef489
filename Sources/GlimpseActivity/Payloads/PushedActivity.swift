import Foundation
import GlimpseUI

/// One activity receiving push payloads one at a time, as the device does (`glimpse
/// serve`): each body is checked as `glimpse validate` checks a payload (through the
/// activity's own types), then applied or dropped by the device's rules for its place in
/// the activity's life: only content newer than what it shows, nothing after the end, no
/// second start.
///
/// It keeps what it needs for the next push and counts, not the pushes themselves, so
/// its memory stays flat however many arrive.
@MainActor
public final class PushedActivity {
  /// The activity's name (`delivery`; `delivery#2` for a second one a push started).
  public let name: String
  /// The name of the preview it is an activity of (`delivery`).
  public let previewName: String
  /// How many pushes it applied.
  public private(set) var appliedCount = 0
  /// How many it dropped.
  public private(set) var droppedCount = 0
  private let receiver: any PushReceiving

  /// `preview`'s activity, before any push: an activity the app started, which a push
  /// updates or ends (or a push-to-start starts).
  public init(_ preview: ActivityPreview, name: String? = nil) {
    self.name = name ?? preview.name
    previewName = preview.name
    // Every source is a TypedPreviewSource, which receives pushes.
    receiver =
      (preview.source as? any PushReceiverMaking)?.makePushReceiver() ?? UnknownPushReceiver()
  }

  /// An activity named `name` of the preview `previewName` whose pushes `receiver` takes
  /// (one app code requested: ``RequestedActivity``).
  init(name: String, previewName: String, receiver: any PushReceiving) {
    self.name = name
    self.previewName = previewName
    self.receiver = receiver
  }

  /// The device's verdict on one push's body; `label` names the push in messages
  /// (`push 12`).
  public func receive(_ body: [UInt8], label: String) -> PushVerdict {
    let verdict = receiver.receive(body, label: label)
    if verdict.isApplied { appliedCount += 1 } else { droppedCount += 1 }
    return verdict
  }
}

/// What the device did with one push.
public struct PushVerdict: Sendable, Equatable {
  /// Whether the activity shows its content now.
  public var isApplied: Bool
  /// `start`, `update` or `end`, when the payload says.
  public var event: String?
  /// Its `aps.timestamp`.
  public var timestamp: Date?
  /// Why it was dropped: the first finding that drops it, as `glimpse validate` words it.
  public var reason: String?
  /// Whether it carries an alert.
  public var hasAlert: Bool

  /// A verdict.
  public init(
    isApplied: Bool, event: String? = nil, timestamp: Date? = nil, reason: String? = nil,
    hasAlert: Bool = false
  ) {
    self.isApplied = isApplied
    self.event = event
    self.timestamp = timestamp
    self.reason = reason
    self.hasAlert = hasAlert
  }
}

/// A source that makes a receiver for its activity's pushes.
@MainActor
protocol PushReceiverMaking {
  func makePushReceiver() -> any PushReceiving
}

/// Receives one activity's pushes.
@MainActor
protocol PushReceiving: AnyObject {
  func receive(_ body: [UInt8], label: String) -> PushVerdict
}

extension TypedPreviewSource: PushReceiverMaking {
  func makePushReceiver() -> any PushReceiving { TypedPushReceiver<A>() }
}

/// The receiver of a source that is not typed (none is): every push dropped.
@MainActor
private final class UnknownPushReceiver: PushReceiving {
  func receive(_ body: [UInt8], label: String) -> PushVerdict {
    PushVerdict(isApplied: false, reason: "the activity's types are unknown")
  }
}

/// The state of one activity's pushes whose attributes are `A`.
@MainActor
final class TypedPushReceiver<A: ActivityAttributes>: PushReceiving {
  private let validator = PayloadValidator<A>()
  /// The last push applied: its timestamp and label.
  private var last: (time: Date, label: String)?
  /// The end's label, once the activity has ended.
  private var end: String?
  /// Called with each payload applied.
  var onApplied: ((CheckedPayload<A>) -> Void)?

  func receive(_ body: [UInt8], label: String) -> PushVerdict {
    let raws = PayloadReader.payloads(in: body, file: label, isLines: false)
    guard raws.count == 1 else {
      return PushVerdict(
        isApplied: false,
        reason: "expected one push payload {\"aps\": ...}, found an array of \(raws.count)")
    }
    var payload = validator.check(raws[0])
    if !payload.isDropped, let finding = sequenceFinding(payload) {
      payload.findings.append(finding)
    }
    let verdict = PushVerdict(
      isApplied: !payload.isDropped, event: payload.event?.rawValue,
      timestamp: payload.timestamp, reason: payload.dropReason, hasAlert: payload.alert != nil)
    if verdict.isApplied, let time = payload.timestamp {
      last = (time, label)
      if payload.event == .end { end = label }
    }
    if verdict.isApplied { onApplied?(payload) }
    return verdict
  }

  /// Why the device drops a payload that is well formed, for its place in the sequence:
  /// the same rules and words as ``PayloadSequence``.
  private func sequenceFinding(_ payload: CheckedPayload<A>) -> PayloadFinding? {
    guard let event = payload.event, let time = payload.timestamp else { return nil }
    if let end {
      return .dropping(
        "aps.event", note: "arrives after the end (\(end)): an ended activity takes no more pushes")
    }
    if event == .start, last != nil {
      return .dropping(
        "aps.event", expected: "\"update\" or \"end\": the activity has started",
        found: "\"start\"",
        note: "a second start starts a second activity; this token is the first one's")
    }
    if let last, time <= last.time {
      return .dropping(
        "aps.timestamp",
        expected: "a timestamp after \(ClockText.utc(last.time)) (the last applied, \(last.label))",
        found: "\(PayloadCheckWords.number(time.timeIntervalSince1970)) (\(ClockText.utc(time)))",
        note: "the device drops a push that is not newer than the last one it applied")
    }
    return nil
  }
}
