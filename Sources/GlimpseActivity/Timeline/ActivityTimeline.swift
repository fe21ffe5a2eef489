import Foundation
import GlimpseUI

/// One thing that happens to an activity.
public struct TimelineEvent<State: Decodable & Encodable & Hashable> {
  /// What happens.
  public enum Kind {
    /// The activity starts (its first content).
    case start(ActivityContent<State>)
    /// New content, optionally with an alert.
    case update(ActivityContent<State>, alert: AlertConfiguration?)
    /// The activity ends, with final content or its last, and a dismissal policy.
    case end(ActivityContent<State>?, dismissalPolicy: ActivityUIDismissalPolicy)
  }

  /// When it happens.
  public var time: Date
  /// What happens.
  public var kind: Kind
  /// A name for people ("preparing"), or nil.
  public var name: String?
  /// The index of the states-file entry the event came from, or nil for an event made
  /// another way (an intent's update in the preview).
  public var entryIndex: Int?

  /// An event.
  public init(time: Date, kind: Kind, name: String? = nil, entryIndex: Int? = nil) {
    self.time = time
    self.kind = kind
    self.name = name
    self.entryIndex = entryIndex
  }

  /// The content the event brings, if any.
  public var content: ActivityContent<State>? {
    switch kind {
    case .start(let content): return content
    case .update(let content, _): return content
    case .end(let content, _): return content
    }
  }

  /// A word for the event: start, update or end.
  public var label: String {
    switch kind {
    case .start: return "start"
    case .update: return "update"
    case .end: return "end"
    }
  }
}

/// An activity's life as a list of events: what the activity shows, and whether it is
/// pending, active, stale, ended or dismissed, at any instant.
///
/// The platform's limits apply: an activity is active for at most 8 hours (then the
/// system ends it and it leaves the Dynamic Island), stays on the Lock Screen for at most
/// 12 hours in all, and an ended activity lingers up to 4 hours under the `.default`
/// dismissal policy (`.after(date)`: until that date, at most 4 hours; `.immediate`: not
/// at all). An update with an alert shows the expanded island for ``alertDuration``.
public struct ActivityTimeline<State: Decodable & Encodable & Hashable> {
  /// The events, in time order; the first is the start.
  public let events: [TimelineEvent<State>]
  /// When the activity was requested, if it was scheduled to start later (iOS 26): it is
  /// pending from then until its start event.
  public let requested: Date?

  /// The longest an activity stays active.
  public static var activeLimit: TimeInterval { 8 * 3600 }
  /// The longest an activity stays on the Lock Screen in all.
  public static var lockScreenLimit: TimeInterval { 12 * 3600 }
  /// The longest an ended activity lingers.
  public static var lingerLimit: TimeInterval { 4 * 3600 }
  /// How long an alert shows the expanded island.
  public static var alertDuration: TimeInterval { 5 }

  /// A timeline of events, which must begin with a start, hold at most one end, last,
  /// and be in time order.
  public init(events: [TimelineEvent<State>], requested: Date? = nil) throws {
    guard let first = events.first else {
      throw TimelineError("a timeline needs at least a start event")
    }
    guard case .start = first.kind else {
      throw TimelineError("the first event must be a start, found \(first.label)")
    }
    for (index, event) in events.enumerated() {
      guard event.time.timeIntervalSinceReferenceDate.isFinite else {
        throw TimelineError("event \(index) (\(event.label)) has no valid time")
      }
      if index > 0 {
        if case .start = event.kind {
          throw TimelineError("event \(index): only the first event may be a start")
        }
        if event.time < events[index - 1].time {
          throw TimelineError(
            "event \(index) (\(event.label)) at \(event.time) comes before event \(index - 1) at \(events[index - 1].time)"
          )
        }
      }
      if case .end = event.kind, index != events.count - 1 {
        throw TimelineError("event \(index): nothing can follow the end")
      }
    }
    if let requested, requested > first.time {
      throw TimelineError(
        "the activity is requested at \(requested), after it starts at \(first.time)")
    }
    self.events = events
    self.requested = requested
  }

  /// A timeline with one update per state, `interval` seconds apart from `start`, or at each
  /// entry's own offset. Every instant must lie within ``TimelineLimits/dates``.
  public init(entries: [StateEntry<State>], start: Date, interval: TimeInterval) throws {
    var events: [TimelineEvent<State>] = []
    events.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let time = start.addingTimeInterval(entry.offset ?? Double(index) * interval)
      let stale = entry.staleAfter.map { time.addingTimeInterval($0) }
      guard TimelineLimits.dates.contains(time), stale.map(TimelineLimits.dates.contains) ?? true
      else {
        throw TimelineError(
          "state \(index + 1) falls outside the dates Glimpse shows (1970 to 9999): "
            + "start, interval, at and staleAfter put it past them")
      }
      let content = ActivityContent(
        state: entry.state, staleDate: stale, relevanceScore: entry.relevanceScore)
      let kind: TimelineEvent<State>.Kind =
        index == 0 ? .start(content) : .update(content, alert: entry.alert)
      events.append(TimelineEvent(time: time, kind: kind, name: entry.name, entryIndex: index))
    }
    try self.init(events: events)
  }

  /// When the activity starts.
  public var start: Date { events[0].time }

  /// Everything about the activity at `now`.
  public func moment(at now: Date) -> TimelineMoment<State> {
    let start = self.start
    if now < start {
      return TimelineMoment(
        lifecycle: .pending, content: nil, eventIndex: nil, isStale: false,
        isOnIsland: false, isOnLockScreen: false, alertEnds: nil, dismissal: nil, nextChange: start,
        nextContentChange: start)
    }
    var index = 0
    while index + 1 < events.count && events[index + 1].time <= now { index += 1 }
    var content: ActivityContent<State>? = nil
    var contentIndex = 0
    for candidate in 0...index {
      if let value = events[candidate].content {
        content = value
        contentIndex = candidate
      }
    }
    var changes: [Date] = []
    if index + 1 < events.count { changes.append(events[index + 1].time) }
    // What the views see changes at the next event or when the content goes stale.
    var contentChanges = changes
    if let staleDate = content?.staleDate, staleDate > now { contentChanges.append(staleDate) }

    let systemEnd = start.addingTimeInterval(Self.activeLimit)
    let lockScreenEnd = start.addingTimeInterval(Self.lockScreenLimit)
    var ended: (time: Date, dismissal: Date)?
    if case .end(_, let policy) = events[index].kind, events[index].time < systemEnd {
      let time = events[index].time
      var dismissal = time.addingTimeInterval(Self.lingerLimit)
      if policy.isImmediate {
        dismissal = time
      } else if let date = policy.date {
        dismissal = min(max(date, time), dismissal)
      }
      ended = (time, min(dismissal, lockScreenEnd))
    } else if now >= systemEnd {
      ended = (systemEnd, lockScreenEnd)
    } else {
      changes.append(systemEnd)
    }

    var lifecycle: ActivityState = .active
    var isStale = false
    var dismissal: Date?
    if let ended {
      lifecycle = now >= ended.dismissal ? .dismissed : .ended
      if lifecycle == .ended {
        dismissal = ended.dismissal
        changes.append(ended.dismissal)
      }
    } else if let staleDate = content?.staleDate {
      if now >= staleDate {
        isStale = true
        lifecycle = .stale
      } else {
        changes.append(staleDate)
      }
    }
    var alertEnds: Date?
    if case .update(_, let alert) = events[contentIndex].kind, alert != nil,
      lifecycle == .active || lifecycle == .stale
    {
      let ends = events[contentIndex].time.addingTimeInterval(Self.alertDuration)
      if now < ends {
        alertEnds = ends
        changes.append(ends)
      }
    }
    let visible = lifecycle != .dismissed
    return TimelineMoment(
      lifecycle: lifecycle, content: visible ? content : nil, eventIndex: index, isStale: isStale,
      isOnIsland: lifecycle == .active || lifecycle == .stale, isOnLockScreen: visible,
      alertEnds: alertEnds, dismissal: lifecycle == .ended ? dismissal : nil,
      nextChange: changes.filter { $0 > now }.min(),
      nextContentChange: visible ? contentChanges.filter { $0 > now }.min() : nil)
  }
}

/// An activity at one instant.
public struct TimelineMoment<State: Decodable & Encodable & Hashable> {
  /// Pending, active, stale, ended or dismissed.
  public let lifecycle: ActivityState
  /// The content in force (nil before the start and once dismissed).
  public let content: ActivityContent<State>?
  /// The index of the last event at or before the instant, or nil before the start.
  public let eventIndex: Int?
  /// What `context.isStale` says: true from the stale date until a newer update.
  public let isStale: Bool
  /// Whether the activity shows in the Dynamic Island (active or stale).
  public let isOnIsland: Bool
  /// Whether the activity shows on the Lock Screen (until dismissed).
  public let isOnLockScreen: Bool
  /// When the current alert stops showing the expanded island, if one is showing.
  public let alertEnds: Date?
  /// When an ended activity leaves the Lock Screen.
  public let dismissal: Date?
  /// The next instant at which any of this changes, or nil.
  public let nextChange: Date?
  /// The next instant at which what the views are given changes (a new content, the
  /// stale flag), or nil.
  public let nextContentChange: Date?
}

/// A timeline that cannot be built, and why.
public struct TimelineError: Error, CustomStringConvertible, Equatable {
  /// Why.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
