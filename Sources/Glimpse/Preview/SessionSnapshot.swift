import Foundation
import GlimpseActivity
import GlimpseFiles
import GlimpseLayout
import GlimpseUI

/// What the preview was showing, as a file (`glimpse preview --session FILE`): the
/// activity, the simulated clock, the device and every toggle. `glimpse watch` keeps the
/// view across a rebuild with it; a person can come back to the same view with it.
///
/// Reading never fails on content: a field that no longer applies (an activity that was
/// renamed, a device that does not exist) is skipped with a note, and the rest applies.
struct SessionSnapshot: Codable, Equatable {
  /// The format's version; a file of another version is ignored with a note.
  static let currentVersion = 1

  var version = SessionSnapshot.currentVersion
  var activity: String
  /// The simulated instant, in seconds since 1970.
  var time: Double
  /// The same instant as seconds after the start of the activity's timeline: what is
  /// restored, since a timeline built from `Date()` starts anew with each process.
  var sinceStart: Double?
  /// Simulated seconds per wall second.
  var speed: Double
  var playing: Bool
  var device: String
  var limitedWidth: Bool
  var colorScheme: String
  var theme: String
  var focus: String?
  var stale: Bool
  var alwaysOn: Bool
  var secondActivity: Bool

  /// The most a session file may hold: it is a few hundred bytes when Glimpse writes it.
  static let maximumBytes = 64 * 1024

  /// The session as it is at wall time `wall`.
  @MainActor
  init(session: PreviewSession, wall: Date) {
    activity = session.preview.name
    let now = session.clock.time(at: wall)
    time = now.timeIntervalSince1970
    sinceStart = session.timeline.map { now.timeIntervalSince($0.start) }
    speed = session.clock.speed
    playing = session.clock.isPlaying
    device = session.device.name
    limitedWidth = session.options.limitedWidth
    colorScheme = session.options.colorScheme == .light ? "light" : "dark"
    theme = session.options.theme.name
    focus = session.focus?.rawValue
    stale = session.options.forceStale
    alwaysOn = session.options.alwaysOn
    secondActivity = session.showsSecondActivity
  }

  /// Reads a session file: nil when there is none yet; an error (one line, naming the
  /// file) when it cannot be read as a session.
  static func read(from url: URL) throws -> SessionSnapshot? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data: Data
    do {
      data = try InputFile.read(url.path, limit: maximumBytes, kind: "a session file")
    } catch {
      throw CLIError.failure("\(error)")
    }
    let snapshot: SessionSnapshot
    do {
      snapshot = try JSONDecoder().decode(SessionSnapshot.self, from: data)
    } catch {
      throw CLIError.failure(
        "\(url.lastPathComponent): not a Glimpse session (\(Self.describe(error)))")
    }
    return snapshot
  }

  /// Writes the session, replacing the file in one step (a reader never sees half).
  func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: url, options: .atomic)
  }

  /// Applies the snapshot to `session` at wall time `wall`; returns a note for each field
  /// that could not be applied (empty when everything was).
  @MainActor
  func apply(to session: PreviewSession, wall: Date) -> [String] {
    guard version == Self.currentVersion else {
      return [
        "session file of version \(version) ignored (this Glimpse writes \(Self.currentVersion))"
      ]
    }
    var notes: [String] = []
    if let index = session.previews.firstIndex(where: { $0.name == activity }) {
      session.select(activity: index)
    } else {
      notes.append("no activity '\(activity)' any more")
    }
    if let profile = DeviceProfile.named(device) {
      session.select(device: profile)
    } else {
      notes.append("no device '\(device)'")
    }
    if let scheme = ["dark": ColorScheme.dark, "light": .light][colorScheme] {
      session.options.colorScheme = scheme
    } else {
      notes.append("colour scheme '\(colorScheme)' unknown")
    }
    if theme != session.options.theme.name {
      if let named = BuiltInThemes.shared.theme(named: theme) {
        session.options.theme = named
      } else {
        notes.append("theme '\(theme)' is not a built-in theme")
      }
    }
    session.options.limitedWidth = limitedWidth
    session.options.forceStale = stale
    session.options.alwaysOn = alwaysOn
    session.showsSecondActivity = secondActivity
    if let focus {
      if let presentation = Presentation(rawValue: focus) {
        session.focus = presentation
      } else {
        notes.append("no presentation '\(focus)'")
      }
    } else {
      session.focus = nil
    }
    var instant = Date(timeIntervalSince1970: time)
    if let sinceStart, sinceStart.isFinite, abs(sinceStart) < 1e9,
      let start = session.timeline?.start
    {
      instant = start.addingTimeInterval(sinceStart)
    }
    if time.isFinite, TimelineLimits.dates.contains(instant) {
      session.clock.set(instant, wall: wall)
    } else {
      notes.append("clock \(time) out of range")
    }
    session.clock.restore(speed: speed, playing: playing, wall: wall)
    return notes
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "no '\(key.stringValue)'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "'\(path)' has the wrong type"
    case DecodingError.dataCorrupted: return "not valid JSON"
    default: return "\(error)"
    }
  }
}
