import Foundation

/// `Text(date, style: .timer)`: a clock counting down to a date, then up from it.
enum TimerText {
  /// The seconds shown at instant `now` for a timer aimed at `date` (both in seconds since
  /// the reference date): the remaining time rounded up while the date is ahead, the
  /// elapsed time rounded down from the date on.
  static func shownSeconds(until date: Double, at now: Double) -> Int64 {
    let remaining = date - now
    return remaining > 0 ? TimeMath.ceil(remaining) : TimeMath.floor(-remaining)
  }

  /// The timer text at `now` and the instant its shown second next changes.
  static func text(to date: Date, now: Date) -> TimedText {
    let target = TimeMath.seconds(date)
    let instant = TimeMath.seconds(now)
    let shown = shownSeconds(until: target, at: instant)
    // Counting down, `shown` becomes `shown - 1` when exactly that much remains; counting
    // up, `shown + 1` is reached that many seconds after the date.
    let estimate =
      target > instant ? target - Double(shown - 1) : target + Double(shown + 1)
    let change = ChangeFinder.firstChange(after: instant, near: estimate) {
      shownSeconds(until: target, at: $0)
    }
    return TimedText(
      text: ClockFormat.string(seconds: shown, showsHours: true),
      nextChange: TimeMath.date(change, after: now))
  }
}
