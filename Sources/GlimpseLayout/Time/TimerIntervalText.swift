import Foundation

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a clock over a fixed range.
enum TimerIntervalText {
  /// A timer over `start...end` (seconds since the reference date), with `end >= start`.
  struct TimerRange {
    var start: Double
    var end: Double
    var countsDown: Bool

    /// The seconds shown at instant `now` while running: the remaining time
    /// `end - now` rounded up when counting down, the elapsed time `now - start` rounded
    /// down when counting up, each clamped to `0...(end - start)`.
    func shownSeconds(at now: Double) -> Int64 {
      let duration = end - start
      if countsDown {
        return TimeMath.ceil(Swift.min(Swift.max(end - now, 0), duration))
      }
      return TimeMath.floor(Swift.min(Swift.max(now - start, 0), duration))
    }

    /// Where the shown second next changes after `now` if the timer keeps running:
    /// an estimate for ``ChangeFinder``, or `nil` when it never changes again.
    func estimatedChange(after now: Double) -> Double? {
      let shown = shownSeconds(at: now)
      if countsDown {
        // Before the start the full duration is shown; it first changes after the start.
        return shown > 0 ? end - Double(shown - 1) : nil
      }
      let next = Double(shown + 1)
      return next <= end - start ? start + next : nil
    }
  }

  /// The text at `now` and the first instant at which it differs.
  static func text(
    _ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool,
    now: Date
  ) -> TimedText {
    let start = TimeMath.seconds(interval.lowerBound)
    let timer = TimerRange(
      start: start, end: Swift.max(start, TimeMath.seconds(interval.upperBound)),
      countsDown: countsDown)
    let instant = TimeMath.seconds(now)
    let pause = pauseTime.map(TimeMath.seconds)
    let effective = pause.map { Swift.min(instant, $0) } ?? instant
    let text = ClockFormat.string(
      seconds: timer.shownSeconds(at: effective), showsHours: showsHours)
    if let pause, pause <= instant {
      return TimedText(text: text, nextChange: nil)
    }
    let change = timer.estimatedChange(after: instant).flatMap { estimate in
      ChangeFinder.firstChange(after: instant, near: estimate) { timer.shownSeconds(at: $0) }
    }
    // A pause before the change freezes the text for good.
    if let change, let pause, change > pause {
      return TimedText(text: text, nextChange: nil)
    }
    return TimedText(text: text, nextChange: TimeMath.date(change, after: now))
  }
}
