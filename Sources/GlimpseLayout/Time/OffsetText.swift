import Foundation

/// `Text(date, style: .offset)`: the signed distance to a date in its largest unit.
///
/// Choices (Apple's documentation pages disagree on the sign):
/// - A date in the future reads "+" ("+11 minutes"), a past date "-" ("-3 months"); a zero
///   offset reads "+0 seconds".
/// - Full words, singular for 1: seconds, minutes, hours, days, weeks, months and years,
///   with fixed lengths (a month is 30 days, a year 365 days) rather than calendar
///   arithmetic, so the text depends on the distance alone. Glimpse's English words for
///   English locales; other languages' words from Foundation (`LocalizedUnits`: "+11
///   Minuten"), except months and years, which stay English.
/// - Rounded like the timer: up while the date is ahead, so the count never shows less
///   than what remains ("+1 second" until the date, then "+0 seconds"), down once passed.
///   Rounding up that reaches the next unit shows that unit instead: 59 min 30 s ahead
///   reads "+1 hour", 29 days ahead "+1 month", 361 days ahead "+1 year".
enum OffsetText {
  /// Unit lengths in seconds, largest first: year, month, week, day, hour, minute, second.
  private static let units: [Int64] = [31_536_000, 2_592_000, 604_800, 86_400, 3_600, 60, 1]
  private static let names = ["year", "month", "week", "day", "hour", "minute", "second"]

  /// What is shown: a count of one unit, and whether the date lies ahead.
  struct Shown: Equatable {
    var count: Int64
    var unit: Int
    var future: Bool
  }

  /// The text at `now` and the first instant at which it differs.
  static func text(for date: Date, now: Date, locale: Locale = RenderDefaults.locale)
    -> TimedText
  {
    let target = TimeMath.seconds(date)
    let instant = TimeMath.seconds(now)
    let current = shown(target: target, at: instant)
    let change = ChangeFinder.firstChange(
      ofDistanceTo: target, after: instant, previousChange: previousChange(below:),
      nextChange: nextChange(above:)
    ) { shown(target: target, at: $0) }
    return TimedText(
      text: string(current, locale: locale), nextChange: TimeMath.date(change, after: now))
  }

  /// What is shown at `now` for a date at `target` (seconds since the reference date).
  static func shown(target: Double, at now: Double) -> Shown {
    let distance = target - now
    return distance > 0
      ? ahead(TimeMath.ceil(distance)) : behind(TimeMath.floor(-distance))
  }

  /// The text: sign, count and unit name ("+1 hour", "-3 months", "+0 seconds").
  static func string(_ shown: Shown, locale: Locale = RenderDefaults.locale) -> String {
    let sign = shown.future || shown.count == 0 ? "+" : "-"
    if !LocalizedUnits.isEnglish(locale),
      let words = LocalizedUnits.offset(
        count: shown.count, unitSeconds: units[shown.unit], locale: locale)
    {
      return sign + words
    }
    let plural = shown.count == 1 ? "" : "s"
    return "\(sign)\(shown.count) \(names[shown.unit])\(plural)"
  }

  /// Whole `seconds` ahead, rounded up in the largest unit, carrying into the next one.
  private static func ahead(_ seconds: Int64) -> Shown {
    guard seconds > 0 else { return Shown(count: 0, unit: units.count - 1, future: false) }
    let unit = majorUnit(seconds)
    let count = (seconds + units[unit] - 1) / units[unit]
    if unit > 0 && count * units[unit] >= units[unit - 1] {
      return Shown(count: 1, unit: unit - 1, future: true)
    }
    return Shown(count: count, unit: unit, future: true)
  }

  /// Whole `seconds` behind, rounded down in the largest unit.
  private static func behind(_ seconds: Int64) -> Shown {
    guard seconds > 0 else { return Shown(count: 0, unit: units.count - 1, future: false) }
    let unit = majorUnit(seconds)
    return Shown(count: seconds / units[unit], unit: unit, future: false)
  }

  /// Counting down from whole `seconds` ahead: the largest whole distance below it that is
  /// shown differently (the instant `date - result` is when the text changes).
  private static func previousChange(below seconds: Int64) -> Int64 {
    let current = ahead(seconds)
    var candidate = seconds
    repeat {
      // Every whole distance in (candidate', candidate] shares candidate's unit, count and
      // carry, hence its text.
      let unit = majorUnit(candidate)
      let length = units[unit]
      let count = (candidate + length - 1) / length
      if unit > 0 && count * length >= units[unit - 1] {
        let carryCount = (units[unit - 1] + length - 1) / length
        candidate = (carryCount - 1) * length
      } else {
        candidate = Swift.max((count - 1) * length, length - 1)
      }
    } while candidate > 0 && ahead(candidate) == current
    return Swift.max(candidate, 0)
  }

  /// Counting up from whole `seconds` behind: the smallest whole distance above it that is
  /// shown differently (the instant `date + result` is when the text changes).
  private static func nextChange(above seconds: Int64) -> Int64 {
    let current = behind(seconds)
    var candidate = seconds
    repeat {
      let unit = majorUnit(candidate)
      let length = units[unit]
      let nextUnit = unit > 0 ? units[unit - 1] : Int64.max
      candidate = Swift.min((candidate / length + 1) * length, nextUnit)
    } while behind(candidate) == current
    return candidate
  }

  /// The index in `units` of the largest unit not longer than `seconds` (seconds for 0).
  private static func majorUnit(_ seconds: Int64) -> Int {
    units.firstIndex { $0 <= seconds } ?? units.count - 1
  }
}
