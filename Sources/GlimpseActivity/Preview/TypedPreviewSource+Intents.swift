import Foundation
import GlimpseAppIntents
import GlimpseUI

/// What performing an intent in the preview did.
package struct IntentPerformance: Equatable, Sendable {
  /// How the run ended.
  package let outcome: IntentRunner.Outcome
  /// What the intent did to the activity: "updated the activity", "ended the activity",
  /// or nil when it changed nothing.
  package let activityChange: String?
}

extension TypedPreviewSource {
  /// Performs `intent` as the app's process would when a button of the activity is pressed
  /// at `now`: the activity the preview shows is `Activity<A>.activities`' only activity,
  /// with the content in force at `now`; what the intent does to it (updates, an end) is
  /// added to the timeline at `now`.
  func perform(_ intent: any AppIntent, at now: Date, timeout: TimeInterval)
    -> IntentPerformance
  {
    guard let loaded, let content = loaded.timeline.moment(at: now).content else {
      return IntentPerformance(
        outcome: IntentRunner.run(intent, timeout: timeout), activityChange: nil)
    }
    let activity = Activity<A>.previewActivity(attributes: loaded.attributes, content: content)
    let outcome = IntentRunner.run(intent, timeout: timeout)
    let changes = activity.takeChanges()
    intentChanges += changes.map { (now, $0) }
    let ended = changes.contains {
      if case .end = $0 { return true } else { return false }
    }
    let description =
      changes.isEmpty ? nil : ended ? "ended the activity" : "updated the activity"
    return IntentPerformance(outcome: outcome, activityChange: description)
  }

  /// `timeline` with the changes intents made: each an update or the end at the instant
  /// the intent ran. An end drops the events after it; changes after an end are dropped,
  /// as an ended activity takes no updates.
  func withIntentChanges(_ timeline: ActivityTimeline<A.ContentState>) throws
    -> ActivityTimeline<A.ContentState>
  {
    guard !intentChanges.isEmpty else { return timeline }
    var events = timeline.events
    for (time, change) in intentChanges {
      if case .end = events.last?.kind, events.last.map({ $0.time <= time }) == true { break }
      let at = max(time, events[0].time)
      let insertion = events.firstIndex { $0.time > at } ?? events.count
      switch change {
      case .update(let content, let alert):
        if insertion == events.count, case .end = events.last?.kind { continue }
        events.insert(
          TimelineEvent(time: at, kind: .update(content, alert: alert), name: "intent"),
          at: insertion)
      case .end(let content, let policy):
        events.removeSubrange(insertion...)
        events.append(
          TimelineEvent(time: at, kind: .end(content, dismissalPolicy: policy), name: "intent"))
      }
    }
    return try ActivityTimeline(events: events, requested: timeline.requested)
  }
}
