import Foundation

/// `Text(date, style: .relative)`: the distance to a date in its two largest units.
///
/// Rules (Glimpse's English abbreviations for English locales; other languages' words from
/// Foundation, see `LocalizedUnits`):
/// - The distance is absolute: "5 min" both before and after the date.
/// - Units are wk/wks, day/days, hr, min and sec. The largest non-zero unit is shown,
///   followed by the next smaller unit unless that is zero: "2 hr, 23 min", "1 day",
///   "45 sec", and "0 sec" at the date. A unit further down is never shown, so 1 h 0 min
///   59 s reads "1 hr", not "1 hr, 59 sec".
/// - The distance is rounded like the timer, at the smallest unit shown: up while the date
///   is ahead (so a countdown never shows less than what remains and reaches "0 sec" at
///   the date), down once it has passed. 1 h 0 min 30 s ahead reads "1 hr, 1 min"; 59 min
///   59.5 s ahead reads "1 hr", carrying into the larger unit.
enum RelativeText {
  /// Unit lengths in seconds, largest first: week, day, hour, minute, second.
  private static let units: [Int64] = [604_800, 86_400, 3_600, 60, 1]

  /// The text at `now` and the first instant at which it differs.
  static func text(for date: Date, now: Date, locale: Locale = RenderDefaults.locale)
    -> TimedText
  {
    let target = TimeMath.seconds(date)
    let instant = TimeMath.seconds(now)
    let shown = displayed(target: target, at: instant)
    let change = ChangeFinder.firstChange(
      ofDistanceTo: target, after: instant, previousChange: previousChange(below:),
      nextChange: nextChange(above:)
    ) { displayed(target: target, at: $0) }
    let text =
      LocalizedUnits.isEnglish(locale)
      ? string(shown) : LocalizedUnits.relative(shown, locale: locale)
    return TimedText(text: text, nextChange: TimeMath.date(change, after: now))
  }

  /// The rounded distance (in seconds) shown at `now`; the text is a one-to-one function of
  /// it, so it doubles as the change-detection key.
  static func displayed(target: Double, at now: Double) -> Int64 {
    let distance = target - now
    return distance > 0
      ? rounded(TimeMath.ceil(distance), up: true)
      : rounded(TimeMath.floor(-distance), up: false)
  }

  /// `seconds` (already whole) rounded to the second unit below its largest non-zero one.
  static func rounded(_ seconds: Int64, up: Bool) -> Int64 {
    guard seconds > 0 else { return 0 }
    let step = granularity(majorUnit(seconds))
    return up ? (seconds + step - 1) / step * step : seconds / step * step
  }

  /// The text for a rounded distance: the largest non-zero unit and, if non-zero, the next.
  static func string(_ seconds: Int64) -> String {
    guard seconds > 0 else { return "0 sec" }
    let major = majorUnit(seconds)
    let majorCount = seconds / units[major]
    var result = "\(majorCount) \(name(major, count: majorCount))"
    if major + 1 < units.count {
      let minorCount = seconds % units[major] / units[major + 1]
      if minorCount > 0 {
        result += ", \(minorCount) \(name(major + 1, count: minorCount))"
      }
    }
    return result
  }

  /// Counting down from whole `seconds` remaining: the largest whole remaining time below
  /// it whose text differs (the instant `date - result` is when the text changes).
  private static func previousChange(below seconds: Int64) -> Int64 {
    let shown = rounded(seconds, up: true)
    var candidate = seconds
    repeat {
      // Every whole remaining time in (candidate', candidate] shares candidate's largest
      // unit, rounding step and rounded value, hence its text.
      let major = majorUnit(candidate)
      let step = granularity(major)
      let roundedUp = (candidate + step - 1) / step * step
      candidate = Swift.max(roundedUp - step, units[major] - 1)
    } while candidate > 0 && rounded(candidate, up: true) == shown
    return Swift.max(candidate, 0)
  }

  /// Counting up from whole `seconds` elapsed: the smallest whole elapsed time above it
  /// whose text differs (the instant `date + result` is when the text changes).
  private static func nextChange(above seconds: Int64) -> Int64 {
    let shown = rounded(seconds, up: false)
    var candidate = seconds
    repeat {
      let major = majorUnit(candidate)
      let step = granularity(major)
      let nextUnit = major > 0 ? units[major - 1] : Int64.max
      candidate = Swift.min(candidate / step * step + step, nextUnit)
    } while rounded(candidate, up: false) == shown
    return candidate
  }

  /// The index in `units` of the largest unit not longer than `seconds` (seconds for 0).
  private static func majorUnit(_ seconds: Int64) -> Int {
    units.firstIndex { $0 <= seconds } ?? units.count - 1
  }

  /// The length of the smallest unit shown when `major` is the largest.
  private static func granularity(_ major: Int) -> Int64 {
    major + 1 < units.count ? units[major + 1] : 1
  }

  private static func name(_ unit: Int, count: Int64) -> String {
    switch unit {
    case 0: return count == 1 ? "wk" : "wks"
    case 1: return count == 1 ? "day" : "days"
    case 2: return "hr"
    case 3: return "min"
    default: return "sec"
    }
  }
}
