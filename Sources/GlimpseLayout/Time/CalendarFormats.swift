import Foundation
import Synchronization

/// The Foundation format styles for one locale and time zone, built once and shared.
///
/// Instances are cached per (locale, time zone) behind a `Mutex`, so concurrent renders
/// share them without data races. The cache holds at most ``capacity`` entries; when full
/// it is emptied and refilled on demand.
struct CalendarFormats: Sendable {
  /// Hour and minute in the locale's own pattern ("11:23 PM" in en_US, "23:23" in de_DE).
  let time: Date.FormatStyle
  /// The long date style ("June 3, 2019" in en_US, "3. Juni 2019" in de_DE).
  let date: Date.FormatStyle
  /// A range within one day, times only ("10:00 – 11:30 AM").
  let timeRange: Date.IntervalFormatStyle
  /// A range spanning days, abbreviated dates with times.
  let dateTimeRange: Date.IntervalFormatStyle
  /// The locale's calendar in the time zone, to tell whether a range stays within a day.
  let calendar: Calendar

  /// How many (locale, time zone) pairs are kept.
  static let capacity = 32

  private struct Key: Hashable, Sendable {
    var locale: Locale
    var timeZone: TimeZone
  }

  private static let cache = Mutex<[Key: CalendarFormats]>([:])

  private init(locale: Locale, timeZone: TimeZone) {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    self.calendar = calendar
    time = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: locale, calendar: calendar,
      timeZone: timeZone)
    date = Date.FormatStyle(
      date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    timeRange = Date.IntervalFormatStyle(
      date: .omitted, time: .shortened, locale: locale, calendar: calendar,
      timeZone: timeZone)
    dateTimeRange = Date.IntervalFormatStyle(
      date: .abbreviated, time: .shortened, locale: locale, calendar: calendar,
      timeZone: timeZone)
  }

  /// The shared styles for `locale` in `timeZone`.
  static func shared(locale: Locale, timeZone: TimeZone) -> CalendarFormats {
    let key = Key(locale: locale, timeZone: timeZone)
    if let cached = cache.withLock({ $0[key] }) {
      return cached
    }
    // Built outside the lock; a concurrent duplicate build is harmless.
    let made = CalendarFormats(locale: locale, timeZone: timeZone)
    cache.withLock { entries in
      if entries.count >= capacity {
        entries.removeAll(keepingCapacity: true)
      }
      entries[key] = made
    }
    return made
  }

  /// Foundation's output with the narrow and thin spaces ICU puts around "AM"/"PM" and
  /// range dashes (U+202F, U+2009) replaced by plain spaces, which every terminal font has
  /// and which measure one column everywhere.
  static func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{2009}" }) else {
      return text
    }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar == "\u{202F}" || scalar == "\u{2009}" ? " " : scalar)
    }
    return String(scalars)
  }
}
