import Foundation

/// `Text(date, style: .time)`, `Text(date, style: .date)` and `Text(range)`: texts that
/// show a date itself rather than its distance from now, so they never change.
enum CalendarText {
  /// The date's hour and minute in the locale's pattern ("11:23 PM", de_DE "23:23").
  static func time(_ date: Date, locale: Locale, timeZone: TimeZone) -> TimedText {
    let formats = CalendarFormats.shared(locale: locale, timeZone: timeZone)
    return fixed(clamped(date).formatted(formats.time))
  }

  /// The date's day in the locale's long style ("June 3, 2019").
  static func day(_ date: Date, locale: Locale, timeZone: TimeZone) -> TimedText {
    let formats = CalendarFormats.shared(locale: locale, timeZone: timeZone)
    return fixed(clamped(date).formatted(formats.date))
  }

  /// A range: times only when both ends fall on the same day in `timeZone`
  /// ("10:00 – 11:30 AM"), otherwise abbreviated dates with times
  /// ("Sep 21, 2026 at 2:13 PM – Sep 22, 2026 at 2:13 PM").
  static func range(_ range: ClosedRange<Date>, locale: Locale, timeZone: TimeZone)
    -> TimedText
  {
    let formats = CalendarFormats.shared(locale: locale, timeZone: timeZone)
    let start = clamped(range.lowerBound)
    let end = Swift.max(start, clamped(range.upperBound))
    let style =
      formats.calendar.isDate(start, inSameDayAs: end)
      ? formats.timeRange : formats.dateTimeRange
    return fixed((start..<end).formatted(style))
  }

  private static func clamped(_ date: Date) -> Date {
    Date(timeIntervalSinceReferenceDate: TimeMath.seconds(date))
  }

  private static func fixed(_ text: String) -> TimedText {
    TimedText(text: CalendarFormats.terminalSafe(text), nextChange: nil)
  }
}
