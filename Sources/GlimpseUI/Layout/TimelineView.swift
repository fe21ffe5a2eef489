import GlimpseLayout

/// A view rebuilt on a schedule: SwiftUI's `TimelineView`. Glimpse builds the content once,
/// for the environment's `now`, and tells the canvas when the schedule next fires so that
/// a preview redraws then.
///
/// - Glimpse: drawn
nonisolated public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// What the content closure is given: the date of the update and its cadence.
  public struct Context {
    /// How often a timeline updates.
    public enum Cadence: Comparable, Sendable {
      /// As often as the schedule asks.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }

    /// The date from the schedule that caused this update.
    public let date: Date
    /// The rate at which the timeline updates.
    public let cadence: TimelineView<Schedule, Content>.Context.Cadence
  }

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
}

/// The context every timeline view's content is given.
///
/// - Glimpse: works
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  public typealias Body = Never

  /// A timeline view updating on `schedule`.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let now = context.environment.now
    let timeline = TimelineViewDefaultContext(date: now, cadence: .live)
    let child = ViewResolver.node(context.evaluating { view.content(timeline) }, in: context)
    nodes.append(TimelineNode(child: child, nextChange: view.schedule.nextEntry(after: now)))
  }
}

/// A child that asks to be redrawn when its schedule next fires.
final class TimelineNode: WrapperNode {
  let nextChange: Date?

  init(child: LayoutNode, nextChange: Date?) {
    self.nextChange = nextChange
    super.init(child: child)
  }

  override var traceName: String { "TimelineView" }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(in: rect, on: &canvas)
    canvas.noteChange(at: nextChange, in: rect.cells)
  }
}

/// How a schedule is asked for its dates.
///
/// - Glimpse: accepted
public enum TimelineScheduleMode: Sendable {
  /// Normal updates.
  case normal
  /// Infrequent updates (a dimmed screen).
  case lowFrequency
}

/// The dates a timeline view updates at: SwiftUI's `TimelineSchedule`.
///
/// - Glimpse: works
public protocol TimelineSchedule {
  /// How the dates are asked for.
  typealias Mode = TimelineScheduleMode
  /// The dates.
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

extension TimelineSchedule {
  /// The first date of the schedule after `date`, looking at most a thousand entries ahead.
  func nextEntry(after date: Date) -> Date? {
    var iterator = entries(from: date, mode: .normal).makeIterator()
    for _ in 0..<1_000 {
      guard let entry = iterator.next() else { return nil }
      if entry > date { return entry }
    }
    return nil
  }
}

/// Updates at the start of every minute.
///
/// - Glimpse: works
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The minute boundaries from a date on.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }

  /// A schedule of minutes.
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    return Entries(
      upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
  }
}

/// Updates at a regular interval from a start date.
///
/// - Glimpse: works
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// The dates from a start on.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }

  let startDate: Date
  let interval: TimeInterval

  /// A schedule every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    guard interval.isFinite, interval > 0 else {
      return Entries(upcoming: self.startDate, interval: .infinity)
    }
    let elapsed = startDate.timeIntervalSince(self.startDate)
    let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    return Entries(
      upcoming: self.startDate.addingTimeInterval(steps * interval), interval: interval)
  }
}

/// Updates at the given dates.
///
/// - Glimpse: works
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule
where Entries: Sequence, Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates`.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    dates
  }
}

/// Updates as often as animation frames (drawn once a second here).
///
/// - Glimpse: approximated: drawn once a second
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// Frame dates.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval

    public mutating func next() -> Date? {
      defer { upcoming = upcoming?.addingTimeInterval(interval) }
      return upcoming
    }
  }

  let minimumInterval: Double?
  let paused: Bool

  /// A schedule of frames, at least `minimumInterval` seconds apart; none while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let interval = max(minimumInterval ?? 1, 1)
    return Entries(upcoming: paused ? nil : startDate, interval: interval.isFinite ? interval : 1)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule {
  /// At the given dates.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every animation frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Animation frames at least `minimumInterval` apart; none while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
