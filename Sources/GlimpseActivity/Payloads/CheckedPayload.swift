import Foundation
import GlimpseUI

/// What a push payload asks of an activity: `aps.event`.
enum PushEvent: String, Sendable {
  case start, update, end
}

/// A payload after validation, with what it says in the activity's own types and what
/// validation found; ``isApplied`` once the sequence's rules have been applied.
struct CheckedPayload<A: ActivityAttributes> {
  var origin: PayloadOrigin
  /// A name for the timeline (the envelope's `name`, or the file's in a directory).
  var name: String?
  var event: PushEvent?
  /// `aps.timestamp`, when it is one.
  var timestamp: Date?
  /// `aps.content-state`, decoded.
  var state: A.ContentState?
  var staleDate: Date?
  var dismissalDate: Date?
  var relevanceScore: Double = 0
  var alert: AlertConfiguration?
  /// `aps.attributes` of a start, decoded.
  var attributes: A?
  /// The App Group defaults the envelope says the app has written by this push.
  var defaults: [String: [String: AppGroupValue]] = [:]
  var findings: [PayloadFinding] = []
  /// Whether the device applies it, in its sequence.
  var isApplied = false

  init(origin: PayloadOrigin, name: String?) {
    self.origin = origin
    self.name = name
  }

  /// Whether something in the payload itself makes the device drop it (or APNs refuse it).
  var isDropped: Bool { findings.contains { $0.drops } }

  /// Why it is dropped: its first dropping finding, in a few words.
  var dropReason: String? {
    guard let finding = findings.first(where: { $0.drops }) else { return nil }
    return (finding.path.isEmpty ? "" : "\(finding.path): ") + finding.message
  }
}
