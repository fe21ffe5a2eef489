import Foundation

/// The fraction shown by SwiftUI's `ProgressView(timerInterval:countsDown:)` at an instant,
/// and when a bar drawn in discrete steps next changes.
///
/// Counting down (SwiftUI's default) the bar empties: 1 at the start, 0 at the end, so
/// 30 s into a 120 s interval it shows 0.75. Otherwise it fills from 0 to 1. Before the
/// start it shows the start's value, after the end the end's. A zero-length interval is
/// always complete (0 counting down, 1 counting up). Dates are clamped as in ``TimeText``,
/// so extreme or non-finite dates never trap.
public struct TimerProgress: Equatable, Sendable {
  /// The range over which the bar moves.
  public var interval: ClosedRange<Date>
  /// Whether the bar empties (`true`) or fills (`false`).
  public var countsDown: Bool

  /// A progress over `interval` that empties when `countsDown`, fills otherwise.
  public init(interval: ClosedRange<Date>, countsDown: Bool) {
    self.interval = interval
    self.countsDown = countsDown
  }

  /// The fraction shown at `now`, in `0...1`.
  public func fraction(at now: Date) -> Double {
    fraction(atSeconds: TimeMath.seconds(now))
  }

  /// The step a bar or ring of `steps` steps shows at `now`: counting down, the
  /// remaining fraction rounded up (a countdown stays full until a whole step has gone,
  /// and is empty only at the end); counting up, the elapsed fraction rounded down.
  public func step(at now: Date, steps: Int) -> Int {
    guard steps > 0 else { return 0 }
    let shown = displayedStep(atSeconds: TimeMath.seconds(now), steps: Double(steps))
    return shown >= Double(steps) ? steps : Int(shown)
  }

  /// The first instant after `now` at which ``step(at:steps:)`` changes (a bar of N cells
  /// drawn with eighth blocks has N × 8 steps); nil when it never changes again: at or
  /// past the end, for a zero-length interval, or when `steps <= 0`.
  ///
  /// Counting up, step k is reached exactly at `start + k/steps × duration`; counting
  /// down, the bar drops to step k exactly when `k/steps` of the interval is left.
  public func nextChange(after now: Date, steps: Int) -> Date? {
    let start = TimeMath.seconds(interval.lowerBound)
    let end = TimeMath.seconds(interval.upperBound)
    let instant = TimeMath.seconds(now)
    guard steps > 0, end > start, instant < end else { return nil }
    let count = Double(steps)
    let shown = displayedStep(atSeconds: instant, steps: count)
    let target = countsDown ? 1 - (shown - 1) / count : (shown + 1) / count
    guard target > 0, target <= 1 else { return nil }
    let estimate = start + target * (end - start)
    let change = ChangeFinder.firstChange(after: instant, near: estimate) {
      self.displayedStep(atSeconds: $0, steps: count)
    }
    return TimeMath.date(change, after: now)
  }

  private func displayedStep(atSeconds now: Double, steps: Double) -> Double {
    let value = fraction(atSeconds: now) * steps
    return countsDown ? value.rounded(.up) : value.rounded(.down)
  }

  private func fraction(atSeconds now: Double) -> Double {
    let start = TimeMath.seconds(interval.lowerBound)
    let end = TimeMath.seconds(interval.upperBound)
    let elapsed: Double
    if end > start {
      elapsed = Swift.min(Swift.max((now - start) / (end - start), 0), 1)
    } else {
      elapsed = 1
    }
    return countsDown ? 1 - elapsed : elapsed
  }
}
