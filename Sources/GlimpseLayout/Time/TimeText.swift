import Foundation

/// Pure, deterministic renderings of SwiftUI's time-dependent texts.
///
/// Every function takes the current instant as `now` (nothing reads the clock) and
/// returns a ``TimedText``: the text at `now` and the exact instant it next changes, so a
/// renderer can sleep until then. Dates billions of seconds away, `distantPast`,
/// `distantFuture` and non-finite dates never trap: dates are clamped to 10^15 seconds
/// (about 31.7 million years) around 2001-01-01, and NaN reads as that reference date.
public enum TimeText {
  /// SwiftUI's `Text(date, style:)` evaluated at `now`.
  ///
  /// - ``DateTextStyle/timer``: counts down to `date`, then up from it. The shown seconds
  ///   are the remaining time rounded up while `date` is ahead, the elapsed time rounded
  ///   down from `date` on, so "0:00" appears exactly at `date`. "M:SS" under an hour
  ///   ("4:59", "0:05", "59:59"), "H:MM:SS" from an hour ("1:00:00", "36:59:01"); with
  ///   3599.5 s left it still reads "1:00:00", with 3599 s "59:59". Changes every second.
  /// - ``DateTextStyle/relative``: the absolute distance in its largest non-zero unit plus
  ///   the next smaller unit unless that is zero ("11 min, 14 sec", "2 hr, 23 min",
  ///   "1 day, 3 hr", "45 sec", "0 sec"), units sec, min, hr, day/days, wk/wks. Smaller
  ///   units are never shown (1 h 0 min 59 s elapsed reads "1 hr"). Rounded at the
  ///   smallest unit shown: up while `date` is ahead, down after it. In the locale's
  ///   language ("11 Min., 14 Sek." in German), from Foundation's unit names.
  /// - ``DateTextStyle/offset``: "+" and the distance in its single largest unit, in full
  ///   words, for a future `date` ("+11 minutes", "+1 hour"); "-" for a past one
  ///   ("-3 months"); "+0 seconds" at the date. Units seconds, minutes, hours, days, weeks,
  ///   months of 30 days and years of 365 days (fixed lengths, no calendar). Rounded up
  ///   while ahead (carrying into the next unit: 59 min 30 s ahead reads "+1 hour"), down
  ///   after. In the locale's language ("+11 Minuten"), months and years in English.
  /// - ``DateTextStyle/time``: the hour and minute of `date` in the locale's own pattern
  ///   ("11:23 PM" in en_US, "23:23" in de_DE).
  /// - ``DateTextStyle/date``: the day of `date` in the locale's long style
  ///   ("June 3, 2019" in en_US).
  ///
  /// `.time` and `.date` show `date` itself, not its distance from `now`, so their text
  /// never changes and `nextChange` is `nil`. `timeZone` only affects them.
  /// Foundation's narrow and thin spaces (U+202F, U+2009) are replaced by plain spaces.
  public static func date(
    _ date: Date, style: DateTextStyle, now: Date, locale: Locale, timeZone: TimeZone
  ) -> TimedText {
    switch style {
    case .timer: return TimerText.text(to: date, now: now)
    case .relative: return RelativeText.text(for: date, now: now, locale: locale)
    case .offset: return OffsetText.text(for: date, now: now, locale: locale)
    case .time: return CalendarText.time(date, locale: locale, timeZone: timeZone)
    case .date: return CalendarText.day(date, locale: locale, timeZone: timeZone)
    }
  }

  /// SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)` evaluated at `now`.
  ///
  /// The clock runs at `effectiveNow = min(now, pauseTime ?? now)`. Counting down, it
  /// shows `interval.upperBound - effectiveNow` rounded up; counting up,
  /// `effectiveNow - interval.lowerBound` rounded down; both clamped to the interval's
  /// duration. So before the start it shows the full duration (counting down) or "0:00"
  /// (counting up), and after the end "0:00" or the full duration, never changing again.
  /// A zero-length interval always shows "0:00".
  ///
  /// With `showsHours`, an hour field appears from one hour ("1:00:00", then "59:59");
  /// without it minutes keep growing ("90:00", "125:07").
  ///
  /// `nextChange` is the first instant the shown second changes. Before the start that is
  /// the first tick after the start (the text at the start equals the text before it,
  /// e.g. start + 1 s for a whole-second duration). A paused timer (`pauseTime <= now`)
  /// never changes again, nor does one whose future pause comes before its next tick.
  public static func timerInterval(
    _ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool,
    now: Date
  ) -> TimedText {
    TimerIntervalText.text(
      interval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours,
      now: now)
  }

  /// SwiftUI's `Text(ClosedRange<Date>)` / `Text(DateInterval)`: the range in the locale's
  /// interval format. Both ends on the same day in `timeZone` show times only
  /// ("10:00 – 11:30 AM" in en_US); otherwise abbreviated dates and times
  /// ("Sep 21, 2026 at 2:13 PM – Sep 22, 2026 at 2:13 PM"). Foundation's narrow and thin
  /// spaces are replaced by plain spaces. Never changes: `nextChange` is `nil`.
  public static func interval(_ range: ClosedRange<Date>, locale: Locale, timeZone: TimeZone)
    -> TimedText
  {
    CalendarText.range(range, locale: locale, timeZone: timeZone)
  }
}
