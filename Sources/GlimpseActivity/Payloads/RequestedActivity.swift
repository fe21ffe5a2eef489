import Foundation
import GlimpseUI

/// An activity app code started with `Activity.request(attributes:content:pushType:)`,
/// `.token` or `.channel(id)`, as a stand-in for APNs (`glimpse serve`, `glimpse preview
/// --apns`) adopts it: its update token or its channel, the request written as the start
/// a push would have made (what the preview's timeline of it begins with), and the
/// activity as the stand-in keeps it, whose applied pushes change the app's own
/// `Activity` (its `content` and `activityState`).
@MainActor
package struct RequestedActivity {
  /// The activity's ID (`Activity.id`).
  package let id: String
  /// Its update push token in hexadecimal, for `.token`.
  package let token: String?
  /// Its broadcast channel, for `.channel(id)`.
  package let channel: String?
  /// The request as a push-to-start payload stamped `now`: the timeline's first event.
  package let start: [UInt8]?
  let makeReceiver: @MainActor () -> any PushReceiving

  /// The activity, named `name` (`delivery#2`), an activity of the preview `previewName`.
  package func pushed(name: String, previewName: String) -> PushedActivity {
    PushedActivity(name: name, previewName: previewName, receiver: makeReceiver())
  }
}

extension ActivityPreview {
  /// The activities of this preview's attributes type that app code requested with a push
  /// type and that have not ended, but for those whose IDs are in `known`, oldest first;
  /// `now` stamps their starts.
  package func requestedActivities(excluding known: Set<String>, at now: Date)
    -> [RequestedActivity]
  {
    (source as? any RequestedActivityFinding)?.requestedActivities(excluding: known, at: now)
      ?? []
  }

  /// The push-to-start token app code sees for this preview's attributes type
  /// (`Activity<A>.pushToStartToken`), in hexadecimal.
  package var typePushToStartToken: String? {
    (source as? any RequestedActivityFinding)?.typePushToStartToken
  }

  /// How many activities app code has ever requested: when it changes, there may be new
  /// ones to adopt.
  package static var requestGeneration: Int {
    Activity<NoAttributes>.requestGeneration
  }
}

/// A type only to ask ``Activity/requestGeneration``, which counts activities of every
/// type.
private struct NoAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {}
}

/// A source whose attributes type is known, asked for its requested activities.
@MainActor
protocol RequestedActivityFinding {
  func requestedActivities(excluding known: Set<String>, at now: Date) -> [RequestedActivity]
  var typePushToStartToken: String { get }
}

extension TypedPreviewSource: RequestedActivityFinding {
  func requestedActivities(excluding known: Set<String>, at now: Date) -> [RequestedActivity] {
    Activity<A>.activities.compactMap { activity in
      guard activity.isRequestedWithPushType, !known.contains(activity.id),
        activity.activityState == .active || activity.activityState == .stale
      else { return nil }
      let start = Self.startPayload(activity, at: now)
      return RequestedActivity(
        id: activity.id, token: activity.pushTokenText, channel: activity.pushChannel,
        start: start,
        makeReceiver: {
          let receiver = RequestedPushReceiver(activity)
          // The request is the activity's start: pushes after it are updates.
          if let start { _ = receiver.receive(start, label: "the request") }
          return receiver
        })
    }
  }

  var typePushToStartToken: String { Activity<A>.pushToStartTokenText }

  /// `activity`'s request as the start a push would have made: its attributes and
  /// content, stamped a second before `now`'s whole second, so that a push stamped with
  /// the same second (APNs timestamps are whole seconds) is newer, as a device takes it.
  /// The alert a push-to-start must carry is not shown: a start's alert never is.
  static func startPayload(_ activity: Activity<A>, at now: Date) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let attributes = try? encoder.encode(activity.attributes),
      let state = try? encoder.encode(activity.content.state)
    else { return nil }
    var aps =
      #"{"aps":{"timestamp":\#(Int(now.timeIntervalSince1970.rounded(.down)) - 1),"#
      + #""event":"start","attributes-type":"\#(String(describing: A.self))","#
      + #""attributes":\#(String(decoding: attributes, as: UTF8.self)),"#
      + #""content-state":\#(String(decoding: state, as: UTF8.self)),"#
      + #""alert":{"title":"Activity.request","body":"started by the app"}"#
    if let stale = activity.content.staleDate, stale.timeIntervalSince1970.isFinite {
      aps += #","stale-date":\#(Int(stale.timeIntervalSince1970.rounded(.down)))"#
    }
    let score = activity.content.relevanceScore
    if score.isFinite, score != 0 { aps += #","relevance-score":\#(score)"# }
    return Array((aps + "}}").utf8)
  }
}

/// The pushes of an activity app code requested: checked and applied or dropped as the
/// device does (``TypedPushReceiver``), and those applied shown by the app's `Activity`.
@MainActor
final class RequestedPushReceiver<A: ActivityAttributes>: PushReceiving {
  private let inner = TypedPushReceiver<A>()

  init(_ activity: Activity<A>) {
    inner.onApplied = { payload in
      guard let event = payload.event else { return }
      let content = payload.state.map {
        ActivityContent(
          state: $0, staleDate: payload.staleDate, relevanceScore: payload.relevanceScore)
      }
      switch event {
      case .start: break
      case .update:
        if let content { activity.applyPushedUpdate(content) }
      case .end:
        activity.applyPushedEnd(
          content,
          dismissalPolicy: PayloadTimeline<A>.policy(
            payload.dismissalDate, end: payload.timestamp ?? Date()))
      }
    }
  }

  func receive(_ body: [UInt8], label: String) -> PushVerdict {
    inner.receive(body, label: label)
  }
}
