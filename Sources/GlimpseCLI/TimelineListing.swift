import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `render --timeline`: the events of a timeline and the lifecycle around them.
@MainActor
enum TimelineListing {
  static func text(
    preview: ActivityPreview, timeline: PreviewTimeline, now: Date, timeZone: TimeZone
  ) -> ConsoleText {
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
    return ConsoleText(lines: lines)
  }

  /// `2026-11-29 10:00:00 UTC`.
  static func clock(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let zone =
      timeZone.identifier == "GMT" || timeZone.identifier == "UTC"
      ? "UTC" : (timeZone.abbreviation(for: date) ?? timeZone.identifier)
    return formatter.string(from: date) + " " + zone
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
