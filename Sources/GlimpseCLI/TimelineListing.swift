import Foundation
import GlimpseActivity
import GlimpseUI

/// `render --timeline`: the events of a timeline and the lifecycle around them.
@MainActor
enum TimelineListing {
  static func text(
    preview: ActivityPreview, timeline: PreviewTimeline, now: Date, timeZone: TimeZone
  ) -> String {
    var lines = ["\(preview.name) timeline · starts \(clock(timeline.start, timeZone: timeZone))"]
    for (index, event) in timeline.events.enumerated() {
      var parts = [
        String(format: "%2d", index + 1), clock(event.time, timeZone: timeZone),
        "+" + duration(event.time.timeIntervalSince(timeline.start)), event.kind,
      ]
      if let name = event.name { parts.append(name) }
      parts.append("relevance \(PresentationOutput.format(event.relevanceScore))")
      if let stale = event.staleDate {
        parts.append("stale at \(clock(stale, timeZone: timeZone))")
      }
      if event.hasAlert { parts.append("alert") }
      lines.append("  " + parts.joined(separator: "  "))
    }
    let moment = timeline.moment(at: now)
    lines.append(
      "at \(clock(now, timeZone: timeZone)): \(moment.lifecycle)"
        + (moment.eventIndex.map { ", state \($0 + 1)" } ?? "")
        + (moment.nextChange.map { ", next change \(clock($0, timeZone: timeZone))" } ?? ""))
    return lines.joined(separator: "\n")
  }

  /// `2026-11-29 10:00:00 UTC`.
  static func clock(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    // Milliseconds only when there are any, so that `--at` reproduces the instant exactly.
    let seconds = date.timeIntervalSince1970
    formatter.dateFormat =
      seconds.rounded(.down) == seconds ? "yyyy-MM-dd HH:mm:ss" : "yyyy-MM-dd HH:mm:ss.SSS"
    let zone =
      timeZone.identifier == "GMT" || timeZone.identifier == "UTC"
      ? "UTC" : (timeZone.abbreviation(for: date) ?? timeZone.identifier)
    return formatter.string(from: date) + " " + zone
  }

  /// The instant of a ``clock(_:timeZone:)`` text (`2026-11-29 10:20:00 UTC`,
  /// `2026-11-29 11:20:00.250 CET`), or nil.
  nonisolated static func instant(fromClock text: String) -> Date? {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 3,
      let zone = TimeZone(abbreviation: String(parts[2])) ?? TimeZone(identifier: String(parts[2]))
    else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat =
      parts[1].contains(".") ? "yyyy-MM-dd HH:mm:ss.SSS" : "yyyy-MM-dd HH:mm:ss"
    return formatter.date(from: "\(parts[0]) \(parts[1])")
  }

  /// `1h 02m`, `12m 05s`, `45s`.
  static func duration(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite else { return "?" }
    let total = Int(max(0, seconds.rounded()))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let secs = total % 60
    if hours > 0 { return String(format: "%dh %02dm", hours, minutes) }
    if minutes > 0 { return String(format: "%dm %02ds", minutes, secs) }
    return "\(secs)s"
  }
}
