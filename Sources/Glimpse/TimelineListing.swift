import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `render --timeline`: the events of a timeline and the lifecycle around them, one line
/// per event, in time linear in the number of events. Push payloads the device drops are
/// listed where they arrived, marked `-` and `dropped`, with the reason.
@MainActor
enum TimelineListing {
  static func text(
    preview: ActivityPreview, timeline: PreviewTimeline, now: Date, timeZone: TimeZone
  ) -> ConsoleText {
    var clock = ClockText(timeZone: timeZone)
    var lines = ["\(preview.name) timeline · starts \(clock.string(timeline.start))"]
    lines.reserveCapacity(timeline.events.count + timeline.dropped.count + 2)
    let numberWidth = max(2, String(timeline.events.count).count)
    var dropped = timeline.dropped[...]
    func listDropped(before position: Int) {
      while let payload = dropped.first, payload.position <= position {
        dropped.removeFirst()
        var line = "  " + String(repeating: " ", count: numberWidth - 1) + "-"
        if let time = payload.time {
          line += "  " + clock.string(time)
          line += "  " + (time < timeline.start ? "-" : "+")
          line += duration(abs(time.timeIntervalSince(timeline.start)))
        } else {
          line += "  (no usable timestamp)"
        }
        line += "  " + payload.kind + "  " + (payload.name ?? payload.origin)
        line += "  dropped: " + payload.reason
        lines.append(line)
      }
    }
    for (index, event) in timeline.events.enumerated() {
      listDropped(before: index)
      var line = "  "
      let number = String(index + 1)
      line += String(repeating: " ", count: max(0, numberWidth - number.count)) + number
      line += "  " + clock.string(event.time)
      line += "  +" + duration(event.time.timeIntervalSince(timeline.start))
      line += "  " + event.kind
      if let name = event.name { line += "  " + name }
      line += "  relevance " + PresentationOutput.format(event.relevanceScore)
      if let stale = event.staleDate { line += "  stale at " + clock.string(stale) }
      if event.hasAlert { line += "  alert" }
      if event.kind == "end" {
        let ended = timeline.moment(at: event.time)
        if ended.lifecycle == .dismissed {
          line += "  dismissed at once"
        } else if let dismissal = ended.dismissal {
          line += "  dismissed at " + clock.string(dismissal)
        }
      }
      lines.append(line)
    }
    listDropped(before: Int.max)
    let moment = timeline.moment(at: now)
    var last = "at \(clock.string(now)): \(moment.lifecycle)"
    if let index = moment.eventIndex { last += ", state \(index + 1)" }
    if let change = moment.nextChange { last += ", next change \(clock.string(change))" }
    lines.append(last)
    return ConsoleText(lines: lines)
  }

  /// `2026-11-29 10:00:00 UTC`.
  static func clock(_ date: Date, timeZone: TimeZone) -> String {
    var clock = ClockText(timeZone: timeZone)
    return clock.string(date)
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

  /// `1h 02m`, `12m 05s`, `45s`; past 100,000 hours, `>100000h`.
  static func duration(_ seconds: TimeInterval) -> String {
    guard seconds.isFinite else { return "?" }
    guard seconds < 360_000_000 else { return ">100000h" }
    let total = Int(max(0, seconds.rounded()))
    let hours = total / 3600
    let minutes = (total % 3600) / 60
    let secs = total % 60
    func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if hours > 0 { return "\(hours)h \(twoDigits(minutes))m" }
    if minutes > 0 { return "\(minutes)m \(twoDigits(secs))s" }
    return "\(secs)s"
  }
}
