import Foundation
import GlimpseAppIntents
import GlimpseLayout
import GlimpseUI

/// A Live Activity to preview: a widget's `ActivityConfiguration`, the activity's
/// attributes and its content states. What `Glimpse.main(previews:)` shows.
///
/// ```swift
/// ActivityPreview(DeliveryLiveActivity(), attributes: .pizza, states: [.preparing, .onTheWay])
/// ActivityPreview(DeliveryLiveActivity(), attributes: .pizza, states: Bundle.module.url(...)!)
/// ```
@MainActor
public final class ActivityPreview {
  /// The name used on the command line (`delivery`).
  public let name: String
  /// What the activity is, for `glimpse list`.
  public let summary: String
  /// The states file the preview reads, if it was given one. Its resource bundle
  /// (`Bundle.module` of the preview's module) is where the command line looks for the
  /// app's strings (`Localizable.xcstrings`, `.lproj` folders).
  nonisolated public let statesFile: URL?
  /// The presentations `glimpse render` draws when none is asked for; nil, every one the
  /// device shows. A `#Preview` sets the one it asks for (`as: .dynamicIsland(.compact)`).
  public internal(set) var defaultPresentations: [Presentation]?
  nonisolated let source: any PreviewSource

  /// A preview of `widget`'s activity for `attributes`, through `states`, one every
  /// `interval` seconds from `start` (the process's start when nil:
  /// ``processStart``).
  ///
  /// Nonisolated, so that top-level code in Swift 5 mode can build previews; the widget's
  /// body is evaluated (on the main actor) when the preview is first shown.
  nonisolated public convenience init<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, states: [A.ContentState], name: String? = nil, summary: String = "",
    start: Date? = nil, interval: TimeInterval = 300
  ) {
    self.init(
      widget, attributes: attributes, entries: states.map { StateEntry(state: $0) }, name: name,
      summary: summary, start: start, interval: interval)
  }

  /// A preview of `widget`'s activity for `attributes`, through `entries`: states with
  /// what a states file may say of each (a name, a stale time, an alert, the App Group
  /// defaults the app has written), one every `interval` seconds from `start` unless an
  /// entry gives its own offset.
  nonisolated public init<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, entries: [StateEntry<A.ContentState>], name: String? = nil,
    summary: String = "", start: Date? = nil, interval: TimeInterval = 300
  ) {
    statesFile = nil
    source = TypedPreviewSource(
      widget: widget, attributes: attributes, states: .values(entries), start: start,
      interval: interval)
    self.name = name ?? Self.defaultName(for: W.self)
    self.summary = summary
  }

  /// A preview of `widget`'s activity for `attributes`, with states read from a JSON
  /// states file (see ``StatesFile``); the file is read when the preview is shown, and
  /// again on reload.
  nonisolated public init<W: Widget, A: ActivityAttributes>(
    _ widget: W, attributes: A, states file: URL, name: String? = nil, summary: String = "",
    start: Date? = nil, interval: TimeInterval = 300
  ) {
    statesFile = file
    source = TypedPreviewSource(
      widget: widget, attributes: attributes, states: .file(file), start: start, interval: interval)
    self.name = name ?? Self.defaultName(for: W.self)
    self.summary = summary
  }

  /// Another activity of `other`'s widget and states, named `name` (`delivery#2`, which
  /// a push-to-start started in `glimpse preview --apns`).
  package init(_ other: ActivityPreview, name: String) {
    statesFile = other.statesFile
    source = other.source
    self.name = name
    summary = other.summary
    defaultPresentations = other.defaultPresentations
  }

  /// Reads the states (from the file, if any; from `statesFile` instead, when given) and
  /// builds the timeline. A states file that gives no start (a bare array of states) starts
  /// at `fileStart` when given (the instant `--at` names), else as the preview does.
  public func loadTimeline(statesFile: URL? = nil, fileStart: Date? = nil) throws
    -> PreviewTimeline
  {
    try source.loadTimeline(statesFile: statesFile, fileStart: fileStart, name: name)
  }

  /// The widget's attributes type, for messages.
  public var attributesTypeName: String { source.attributesTypeName }

  /// Performs `intent` as if a button of the activity were pressed at `now` (see
  /// ``TypedPreviewSource/perform(_:at:timeout:)``); reload the timeline to show what it
  /// changed.
  package func perform(_ intent: any AppIntent, at now: Date, timeout: TimeInterval)
    -> IntentPerformance
  {
    source.perform(intent, at: now, timeout: timeout)
  }

  /// Where the timeline of a preview starts when neither its `start:` nor its states file
  /// says: the instant the process first asks (`Glimpse.main` asks before anything else,
  /// so in practice the process's start), rounded up to the whole second, so that the
  /// instant of a render prints exactly and `--at` reproduces it. States built from
  /// `Date()` as the program starts then line up with the timeline: a countdown to
  /// `Date() + 25 min` shows 25:00 at the start. Tests pass a `start:` of their own.
  nonisolated public static let processStart = Date(
    timeIntervalSince1970: Date(timeIntervalSinceNow: 0).timeIntervalSince1970.rounded(.up))

  nonisolated static func defaultName<W>(for type: W.Type) -> String {
    var name = String(describing: type)
    for suffix in ["LiveActivity", "Activity", "Widget", "Configuration"]
    where name.hasSuffix(suffix) && name.count > suffix.count {
      name.removeLast(suffix.count)
    }
    var result = ""
    for character in name {
      if character.isUppercase && !result.isEmpty { result += "-" }
      result += character.lowercased()
    }
    return result
  }
}

/// An activity's timeline, type-erased: its events and what it shows at any instant.
@MainActor
public struct PreviewTimeline {
  /// One event, described.
  public struct Event: Sendable {
    /// When it happens.
    public let time: Date
    /// start, update or end.
    public let kind: String
    /// Its name, if the states file gave one.
    public let name: String?
    /// Its relevance score.
    public let relevanceScore: Double
    /// When its content goes stale, if ever.
    public let staleDate: Date?
    /// Whether it carries an alert.
    public let hasAlert: Bool
  }

  /// The events, in order.
  public let events: [Event]
  /// When the activity starts.
  public let start: Date
  let makeMoment: (Date, Bool, String) -> PreviewMoment
  /// The push payloads the device drops, where they arrived (a timeline read from
  /// payloads; none otherwise). They change nothing.
  public internal(set) var dropped: [DroppedPayload] = []

  /// The activity at `now`; `forceStale` shows it stale whatever its stale date says.
  public func moment(at now: Date, forceStale: Bool = false, activityID: String = "preview")
    -> PreviewMoment
  {
    makeMoment(now, forceStale, activityID)
  }

  /// The instant of the event at `index` (clamped to the events).
  public func time(ofEvent index: Int) -> Date {
    events[min(max(0, index), events.count - 1)].time
  }
}

/// An activity at one instant, ready to draw.
@MainActor
public struct PreviewMoment {
  /// Pending, active, stale, ended or dismissed.
  public let lifecycle: ActivityState
  /// The views of the content in force, or nil when nothing shows.
  public let views: ActivityViews?
  /// The index of the event in force.
  public let eventIndex: Int?
  /// What `context.isStale` says.
  public let isStale: Bool
  /// Whether the activity shows in the Dynamic Island.
  public let isOnIsland: Bool
  /// Whether the activity shows on the Lock Screen.
  public let isOnLockScreen: Bool
  /// The relevance score in force.
  public let relevanceScore: Double
  /// Whether an alert is showing the expanded island now.
  public let isAlerting: Bool
  /// When an ended activity leaves the Lock Screen.
  public let dismissal: Date?
  /// When any of this next changes.
  public let nextChange: Date?
}

extension PreviewTimeline {
  /// A push payload the device drops: it changes nothing, and is shown where it arrived.
  public struct DroppedPayload: Sendable, Equatable {
    /// How many events the device had applied when it arrived: it comes after event
    /// `position` (counted from 1), before the next.
    public let position: Int
    /// Its timestamp, when it has a usable one.
    public let time: Date?
    /// `start`, `update`, `end`, or `payload` when it does not say.
    public let kind: String
    /// Its name (the file's, in a directory), if any.
    public let name: String?
    /// Where it came from (`updates.json[3]`).
    public let origin: String
    /// Why the device drops it.
    public let reason: String
  }
}

/// Where a preview's states come from.
enum StatesSource<State: Decodable & Encodable & Hashable> {
  case values([StateEntry<State>])
  case file(URL)
}

/// What `ActivityPreview` needs of its typed source.
@MainActor
protocol PreviewSource: Sendable {
  var attributesTypeName: String { get }
  /// The timeline; `name` is the preview's, for the views' ``ActivityViews/drawingLabel``.
  /// `fileStart`: where a states file that gives no start starts, if not as the preview.
  func loadTimeline(statesFile: URL?, fileStart: Date?, name: String) throws -> PreviewTimeline
  func perform(_ intent: any AppIntent, at now: Date, timeout: TimeInterval)
    -> IntentPerformance
  /// The timeline of push payloads (see ``PayloadTimeline``).
  func loadTimeline(payloads: [RawPayload], name: String) throws -> PreviewTimeline
  /// What the device would make of push payloads (see ``PayloadValidator``).
  func validate(_ payloads: [RawPayload], name: String) -> PayloadReport
}

/// A preview whose attributes type is known.
@MainActor
final class TypedPreviewSource<A: ActivityAttributes>: PreviewSource {
  /// The widget's configurations, found on first use.
  private(set) lazy var inventory: WidgetInventory = makeInventory()
  // Set once by the nonisolated initializer and only read on the main actor after.
  private let makeInventory: @MainActor () -> WidgetInventory
  // nonisolated(unsafe): set once by the nonisolated initializer, only read after (the
  // attributes and states of user code need not be Sendable).
  nonisolated(unsafe) let attributes: A
  nonisolated(unsafe) let states: StatesSource<A.ContentState>
  let start: Date?
  let interval: TimeInterval
  /// The timeline last loaded and the attributes it was loaded with, for intents.
  var loaded: (timeline: ActivityTimeline<A.ContentState>, attributes: A)?
  /// What intents performed in the preview did to the activity, and when.
  var intentChanges: [(time: Date, change: ActivityChange<A.ContentState>)] = []

  nonisolated init<W: Widget>(
    widget: W, attributes: A, states: StatesSource<A.ContentState>, start: Date?,
    interval: TimeInterval
  ) {
    // nonisolated(unsafe): the widget is only used by the closure, on the main actor.
    nonisolated(unsafe) let widget = widget
    makeInventory = { WidgetInventory.of(widget) }
    self.attributes = attributes
    self.states = states
    self.start = start
    self.interval = interval
  }

  var attributesTypeName: String { String(describing: A.self) }

  /// The start of a timeline whose preview and states file give none: the process's start
  /// (``ActivityPreview/processStart``), so that states built from `Date()` line up.
  static var defaultStart: Date { ActivityPreview.processStart }

  func loadTimeline(statesFile: URL?, fileStart: Date?, name: String) throws -> PreviewTimeline {
    var entries: [StateEntry<A.ContentState>]
    var start = self.start ?? Self.defaultStart
    var interval = self.interval
    var attributes = self.attributes
    let source = statesFile.map { StatesSource<A.ContentState>.file($0) } ?? states
    switch source {
    case .values(let values):
      entries = values
    case .file(let url):
      let file = try StatesFile<A.ContentState>(contentsOf: url)
      entries = file.entries
      if let written = file.start, self.start == nil {
        start = written
      } else if let fileStart, file.start == nil {
        start = fileStart
      }
      if let fileInterval = file.interval { interval = fileInterval }
      if let json = file.attributesJSON {
        do {
          attributes = try JSONDecoder().decode(A.self, from: json)
        } catch let error as DecodingError {
          throw StatesFileError(
            file: url.lastPathComponent,
            message: DecodingErrorDescription.describe(error, at: "attributes", type: A.self))
        }
      }
    }
    guard !entries.isEmpty else { throw PreviewError("no content states") }
    return try previewTimeline(
      ActivityTimeline(entries: entries, start: start, interval: interval),
      attributes: attributes, defaults: entries.map(\.defaults), name: name)
  }

  /// `timeline`, with the changes intents made, ready to draw: what the activity shows at
  /// any instant. `defaults` are each event's App Group defaults, by its entry index;
  /// `kinds` what an event was where the timeline's word would mislead.
  func previewTimeline(
    _ timeline: ActivityTimeline<A.ContentState>, attributes: A,
    defaults entryDefaults: [[String: [String: AppGroupValue]]], kinds: [Int: String] = [:],
    name: String
  ) throws -> PreviewTimeline {
    guard let (configuration, entry) = inventory.configuration(for: A.self) else {
      throw PreviewError("the widget has no ActivityConfiguration for \(A.self)")
    }
    try AppGroupDefaults.check(Set(entryDefaults.flatMap(\.keys)))
    let timeline = try withIntentChanges(timeline)
    loaded = (timeline, attributes)
    let families = entry.families
    let events = timeline.events.map { event in
      PreviewTimeline.Event(
        time: event.time, kind: event.entryIndex.flatMap { kinds[$0] } ?? event.label,
        name: event.name,
        relevanceScore: event.content?.relevanceScore ?? 0, staleDate: event.content?.staleDate,
        hasAlert: {
          if case .update(_, let alert) = event.kind { return alert != nil } else { return false }
        }())
    }
    return PreviewTimeline(events: events, start: timeline.start) { now, forceStale, activityID in
      let moment = timeline.moment(at: now)
      let isStale = moment.isStale || (forceStale && moment.content != nil)
      // The defaults of the latest entry in force (an intent's update keeps them).
      let entryIndex = moment.eventIndex.flatMap { index in
        timeline.events[...index].last { $0.entryIndex != nil }?.entryIndex
      }
      let defaults = entryIndex.map { entryDefaults[$0] } ?? [:]
      let views = moment.content.map {
        var views = ActivityViews(
          configuration: configuration, families: families, attributes: attributes, state: $0.state,
          isStale: isStale, activityID: activityID, defaults: defaults)
        views.nextChange = moment.nextContentChange
        if let index = moment.eventIndex {
          views.drawingLabel =
            "\(name) · state \(index + 1)/\(events.count)"
            + (events[index].name.map { " \($0)" } ?? "")
        }
        return views
      }
      let relevance = moment.content?.relevanceScore ?? 0
      return PreviewMoment(
        lifecycle: forceStale && moment.lifecycle == .active ? .stale : moment.lifecycle,
        views: views,
        eventIndex: moment.eventIndex, isStale: isStale, isOnIsland: moment.isOnIsland,
        isOnLockScreen: moment.isOnLockScreen, relevanceScore: relevance.isNaN ? 0 : relevance,
        isAlerting: moment.alertEnds != nil, dismissal: moment.dismissal,
        nextChange: moment.nextChange)
    }
  }
}

/// A preview that cannot be shown, and why.
public struct PreviewError: Error, CustomStringConvertible, Equatable {
  /// Why.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
