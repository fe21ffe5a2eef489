import Foundation

/// Instants as the command line writes them, `2026-11-29 10:00:00 UTC`, worked out with
/// integer arithmetic: a timeline of 10,000 states is listed without 20,000 date
/// formatters. Instants outside ``TimelineLimits/dates`` are written at its bounds'
/// nearest second, never blank.
///
/// In GlimpseActivity so that payload validation words its dates as the command line does.
package struct ClockText {
  package let timeZone: TimeZone
  private let isUTC: Bool
  /// The zone's abbreviation for each offset from UTC it has used so far.
  private var abbreviations: [Int: String] = [:]

  package init(timeZone: TimeZone) {
    self.timeZone = timeZone
    isUTC = timeZone.identifier == "GMT" || timeZone.identifier == "UTC"
  }

  /// `2026-11-29 10:00:00 UTC` (or the zone's abbreviation, such as `GMT+1`), with
  /// milliseconds only when the instant has any (`10:00:00.250`), so that `--at` given
  /// the text reproduces the instant exactly.
  package mutating func string(_ date: Date) -> String {
    let date = clampedToRepresentable(date)
    let offset = isUTC ? 0 : timeZone.secondsFromGMT(for: date)
    let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let wholeSeconds = (totalMilliseconds / 1000).rounded(.down)
    let milliseconds = Int(totalMilliseconds - wholeSeconds * 1000)
    let local = Int(wholeSeconds) + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let secondOfDay = local - days * 86_400
    let (year, month, day) = Self.civil(fromDaysSince1970: days)
    var text = ""
    text.reserveCapacity(24)
    Self.append(year, width: 4, to: &text)
    text += "-"
    Self.append(month, width: 2, to: &text)
    text += "-"
    Self.append(day, width: 2, to: &text)
    text += " "
    Self.append(secondOfDay / 3600, width: 2, to: &text)
    text += ":"
    Self.append(secondOfDay / 60 % 60, width: 2, to: &text)
    text += ":"
    Self.append(secondOfDay % 60, width: 2, to: &text)
    if milliseconds > 0 {
      text += "."
      Self.append(milliseconds, width: 3, to: &text)
    }
    text += " "
    text += zoneName(for: date, offset: offset)
    return text
  }

  /// `date` in UTC: `2026-11-29 10:00:00 UTC`.
  package static func utc(_ date: Date) -> String {
    var clock = ClockText(timeZone: TimeZone(identifier: "UTC") ?? .current)
    return clock.string(date)
  }

  private mutating func zoneName(for date: Date, offset: Int) -> String {
    if isUTC { return "UTC" }
    if let name = abbreviations[offset] { return name }
    let name = timeZone.abbreviation(for: date) ?? timeZone.identifier
    abbreviations[offset] = name
    return name
  }

  /// Within the years 1 to 99999, where the arithmetic below holds.
  private func clampedToRepresentable(_ date: Date) -> Date {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite else { return TimelineLimits.dates.upperBound }
    return Date(timeIntervalSince1970: min(max(seconds, -62_135_596_800), 3_093_527_980_799))
  }

  /// `value` in decimal, zero-padded to `width` digits.
  private static func append(_ value: Int, width: Int, to text: inout String) {
    let digits = String(value)
    if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
    text += digits
  }

  /// Year, month and day of a day counted from 1970-01-01, Gregorian (Howard Hinnant's
  /// `civil_from_days`).
  package static func civil(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
