import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// What the interactive preview shows and how: the activities, the one in view, the
/// simulated clock, the device and the toggles. Keys change it; ``PreviewScreen`` draws it.
@MainActor
final class PreviewSession {
  private(set) var previews: [ActivityPreview]
  private(set) var activityIndex: Int
  private var timelines: [String: PreviewTimeline] = [:]
  private let statesFileOverride: (name: String, url: URL)?
  /// The activity `--states` or `--payloads` is for: the one the preview starts with.
  private let overriddenName: String
  var options: RenderOptions
  var clock: SimulatedClock
  private(set) var deviceIndex: Int
  var showsSecondActivity = false
  var focus: Presentation?
  var showsHelp = false
  /// The text being typed after `t`, or nil.
  var prompt: String?
  /// A message for the bottom line: a reload error, a bad offset.
  var message: (text: String, isError: Bool)?
  /// The server, when the preview stands in for APNs (`--apns`).
  var apns: APNsLink?

  init(
    previews: [ActivityPreview], activity: Int, options: RenderOptions, statesFile: URL?, wall: Date
  ) throws {
    self.previews = previews
    activityIndex = activity
    self.options = options
    statesFileOverride = statesFile.map { (previews[activity].name, $0) }
    overriddenName = previews[activity].name
    deviceIndex = DeviceProfile.all.firstIndex(of: options.device) ?? 0
    clock = SimulatedClock(time: Date(timeIntervalSince1970: 0), wall: wall)
    let timeline = try load(previews[activity])
    clock.set(try options.instant(in: timeline, command: "preview"), wall: wall)
  }

  var preview: ActivityPreview { previews[activityIndex] }
  var device: DeviceProfile { DeviceProfile.all[deviceIndex] }

  /// The timeline of the activity in view (its last good one).
  var timeline: PreviewTimeline? { timelines[preview.name] }

  /// The second activity, when shown: the next one in the list.
  var secondPreview: ActivityPreview? {
    guard showsSecondActivity, previews.count > 1 else { return nil }
    return previews[(activityIndex + 1) % previews.count]
  }

  /// Adds an activity a push-to-start started (`delivery#2`) after the other activities
  /// of its preview, so that Tab from `delivery` shows it.
  func add(_ preview: ActivityPreview) {
    guard !previews.contains(where: { $0.name == preview.name }) else { return }
    let family = preview.name.split(separator: "#").first.map(String.init) ?? preview.name
    let last = previews.lastIndex {
      $0.name == family || $0.name.hasPrefix(family + "#")
    }
    let index = last.map { $0 + 1 } ?? previews.count
    previews.insert(preview, at: index)
    if index <= activityIndex { activityIndex += 1 }
  }

  /// Shows `timeline` for the activity named `name` from now on (pushes it received).
  func setTimeline(_ timeline: PreviewTimeline, for name: String) {
    timelines[name] = timeline
  }

  /// Loads (or reloads) an activity's timeline; on failure the last good one stays.
  @discardableResult
  func load(_ preview: ActivityPreview) throws -> PreviewTimeline {
    let isOverridden = preview.name == overriddenName
    let file = statesFileOverride.flatMap { $0.name == preview.name ? $0.url : nil }
    let timeline = try Glimpse.loadTimeline(
      preview, statesFile: file, payloads: isOverridden ? options.payloads : nil,
      fileStart: file == nil ? nil : try options.writtenInstant(command: "preview"))
    timelines[preview.name] = timeline
    return timeline
  }

  /// The timeline of `preview`, loading it the first time; nil when it does not load.
  func timeline(of preview: ActivityPreview) -> PreviewTimeline? {
    if let timeline = timelines[preview.name] { return timeline }
    do {
      return try load(preview)
    } catch {
      message = ("\(error)", true)
      return nil
    }
  }

  /// The settings for drawing at `now`.
  func settings(at now: Date) -> RenderSettings {
    var settings = options.settings(at: now)
    settings.device = device
    return settings
  }

  // MARK: Keys

  func moveToEvent(_ index: Int, wall: Date) {
    guard let timeline else { return }
    let clamped = min(max(0, index), timeline.events.count - 1)
    clock.set(timeline.events[clamped].time, wall: wall)
  }

  func stepEvent(by step: Int, wall: Date) {
    guard let timeline else { return }
    let now = clock.time(at: wall)
    let current = timeline.events.lastIndex { $0.time <= now } ?? -1
    if step < 0, current >= 0, now > timeline.events[current].time {
      moveToEvent(current, wall: wall)
    } else {
      moveToEvent(current + step, wall: wall)
    }
  }

  func nextActivity() {
    activityIndex = (activityIndex + 1) % previews.count
    focus = nil
    _ = timeline(of: preview)
  }

  /// Shows the activity at `index` (a restored session).
  func select(activity index: Int) {
    guard previews.indices.contains(index) else { return }
    activityIndex = index
    focus = nil
    _ = timeline(of: preview)
  }

  /// Shows `profile` (a restored session).
  func select(device profile: DeviceProfile) {
    if let index = DeviceProfile.all.firstIndex(of: profile) { deviceIndex = index }
  }

  func nextDevice() {
    deviceIndex = (deviceIndex + 1) % DeviceProfile.all.count
    if let focus, !device.presentations.contains(focus) && focus != .watch && focus != .carPlay {
      self.focus = nil
    }
  }

  /// The presentations shown for the device, in gallery order.
  func presentations(for views: ActivityViews) -> [Presentation] {
    switch device.kind {
    case .iPhone:
      var list: [Presentation] = [.compact, .minimal, .expanded, .lockScreen, .standBy]
      if views.supportsSmallFamily { list += [.watch, .carPlay] }
      return list
    case .iPad: return [.lockScreen]
    case .watch: return [.watch]
    case .carPlay: return [.carPlay]
    }
  }

  func focusNext(in presentations: [Presentation]) {
    guard !presentations.isEmpty else { return }
    if let focus, let index = presentations.firstIndex(of: focus) {
      self.focus = presentations[(index + 1) % presentations.count]
    } else {
      focus = presentations[0]
    }
  }

  func reload() {
    var errors: [String] = []
    for preview in [preview] + (secondPreview.map { [$0] } ?? []) {
      do {
        try load(preview)
      } catch {
        errors.append("\(error)")
      }
    }
    message =
      errors.isEmpty
      ? ("reloaded \(preview.name)", false)
      : ("reload failed, kept the last good states: " + errors.joined(separator: "; "), true)
  }

  /// Applies a typed jump: `+90s`, `-5m`, an ISO 8601 date, or `HH:MM` on the current day.
  func jump(_ text: String, wall: Date) {
    let now = clock.time(at: wall)
    var target: Date?
    if let offset = RenderOptions.offset(text) {
      target = now.addingTimeInterval(offset)
    } else if let time = Self.timeOfDay(text, on: now, timeZone: options.timeZone) {
      target = time
    } else {
      do {
        target = try ISO8601Date.date(from: text)
      } catch ISO8601DateError.malformed {
        message = (
          "cannot jump to '\(text)': use +90s, -5m, +1h30m, 10:45 or 2026-11-29T10:45:00Z", true
        )
      } catch {
        message = ("cannot jump to '\(text)': \(error)", true)
      }
    }
    guard let target else { return }
    guard TimelineLimits.dates.contains(target) else {
      message = ("cannot jump to '\(text)': the clock shows dates from 1970 to 9999", true)
      return
    }
    clock.set(target, wall: wall)
    message = nil
  }

  static func timeOfDay(_ text: String, on day: Date, timeZone: TimeZone) -> Date? {
    let parts = text.split(separator: ":").compactMap { Int($0) }
    guard parts.count >= 2, parts.count <= 3, parts.count == text.split(separator: ":").count,
      (0..<24).contains(parts[0]), (0..<60).contains(parts[1])
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var components = calendar.dateComponents([.year, .month, .day], from: day)
    components.hour = parts[0]
    components.minute = parts[1]
    components.second = parts.count == 3 ? parts[2] : 0
    return calendar.date(from: components)
  }
}
