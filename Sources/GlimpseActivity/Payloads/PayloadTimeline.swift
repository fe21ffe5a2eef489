import Foundation
import GlimpseUI

/// An activity's timeline from the payloads the device applies, in the order it receives
/// them, and the ones it drops, each where it arrived, with the reason.
///
/// A start brings the attributes (replacing the preview's) and the first content; a
/// sequence without one updates an activity the app started, from its first update. An
/// end's `dismissal-date` sets when the ended activity leaves the Lock Screen: none, the
/// default (up to 4 hours); one at or before the end's timestamp, at once; a later one,
/// then (at most 4 hours on).
struct PayloadTimeline<A: ActivityAttributes> {
  /// The timeline of the applied payloads.
  let timeline: ActivityTimeline<A.ContentState>
  /// The attributes: the start's, or the preview's own.
  let attributes: A
  /// The App Group defaults of each event (by its ``TimelineEvent/entryIndex``).
  let defaults: [[String: [String: AppGroupValue]]]
  /// What each event was, by entry index, where the timeline's word would mislead: an
  /// update the timeline starts with.
  let kinds: [Int: String]
  /// The payloads the device drops.
  let dropped: [PreviewTimeline.DroppedPayload]

  init(_ payloads: [CheckedPayload<A>], attributes preview: A) throws {
    var events: [TimelineEvent<A.ContentState>] = []
    var defaults: [[String: [String: AppGroupValue]]] = []
    var kinds: [Int: String] = [:]
    var dropped: [PreviewTimeline.DroppedPayload] = []
    var attributes = preview
    for payload in payloads {
      let content = payload.state.map {
        ActivityContent(
          state: $0, staleDate: payload.staleDate, relevanceScore: payload.relevanceScore)
      }
      guard payload.isApplied, let time = payload.timestamp, let event = payload.event,
        event == .end || content != nil
      else {
        dropped.append(
          PreviewTimeline.DroppedPayload(
            position: events.count, time: payload.timestamp,
            kind: payload.event?.rawValue ?? "payload", name: payload.name,
            origin: payload.origin.description,
            reason: payload.dropReason ?? "not applied"))
        continue
      }
      func append(_ kind: TimelineEvent<A.ContentState>.Kind, _ label: String? = nil) {
        if let label { kinds[events.count] = label }
        events.append(
          TimelineEvent(time: time, kind: kind, name: payload.name, entryIndex: events.count))
        defaults.append(payload.defaults)
      }
      switch (event, content) {
      case (.start, let content?):
        attributes = payload.attributes ?? attributes
        append(.start(content))
      case (.update, let content?):
        append(
          events.isEmpty ? .start(content) : .update(content, alert: payload.alert),
          events.isEmpty ? "update" : nil)
      case (.end, let content):
        if events.isEmpty {
          // An end is the first push seen: the activity the app started shows its final
          // content from then.
          guard let content else { continue }
          append(.start(content), "update")
        }
        append(.end(content, dismissalPolicy: Self.policy(payload.dismissalDate, end: time)))
      default:
        continue
      }
    }
    guard !events.isEmpty else {
      throw PreviewError(
        "no payload is applied, so there is no activity to show"
          + (dropped.first.map { " (\($0.origin): \($0.reason))" } ?? ""))
    }
    timeline = try ActivityTimeline(events: events)
    self.attributes = attributes
    self.defaults = defaults
    self.kinds = kinds
    self.dropped = dropped
  }

  /// The dismissal policy of an end at `end` with `dismissal-date` `date`.
  static func policy(_ date: Date?, end: Date) -> ActivityUIDismissalPolicy {
    guard let date else { return .default }
    return date <= end ? .immediate : .after(date)
  }
}
