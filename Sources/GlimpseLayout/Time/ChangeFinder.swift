/// Finds the exact instant at which a piecewise-constant function of time changes.
///
/// The formatters compute where their text should change with closed-form arithmetic on
/// `Double` seconds, which can be off by a few units in the last place. This helper takes
/// such an estimate and returns the first representable instant after `now` at which
/// `key` differs from `key(now)`, assuming `key` is monotone near the estimate (it takes
/// no value twice between `now` and the estimate's neighbourhood).
enum ChangeFinder {
  /// The first instant `t > now` (in seconds since the reference date) at which
  /// `key(t) != key(now)`, searched around `estimate`; `nil` if none is found nearby.
  static func firstChange<Key: Equatable>(
    after now: Double,
    near estimate: Double,
    key: (Double) -> Key
  ) -> Double? {
    guard now.isFinite, estimate.isFinite else { return nil }
    let initial = key(now)
    let start = Swift.max(estimate, now.nextUp)
    var same = now  // key(same) == initial
    var different: Double  // key(different) != initial
    if key(start) != initial {
      different = start
      var step = Swift.max(start.ulp, 1e-9)
      while true {
        let probe = different - step
        if probe <= now { break }
        if key(probe) == initial {
          same = probe
          break
        }
        different = probe
        step *= 2
      }
    } else {
      same = start
      var step = Swift.max(start.ulp, 1e-9)
      var found: Double?
      for _ in 0..<128 {
        let probe = same + step
        guard probe.isFinite else { return nil }
        if key(probe) != initial {
          found = probe
          break
        }
        same = probe
        step *= 2
      }
      guard let found else { return nil }
      different = found
    }
    while true {
      let middle = same + (different - same) / 2
      if middle <= same || middle >= different { break }
      if key(middle) == initial {
        same = middle
      } else {
        different = middle
      }
    }
    return different
  }

  /// The first instant after `now` at which the text of a distance to a date at `target`
  /// changes, for texts that count whole seconds ahead rounded up and behind rounded
  /// down (`.relative`, `.offset`). `previousChange(below:)` gives, counting down from
  /// whole seconds ahead, the largest fewer whose text differs; `nextChange(above:)`,
  /// counting up from whole seconds behind, the smallest more; `key` what is shown.
  static func firstChange<Key: Equatable>(
    ofDistanceTo target: Double, after now: Double, previousChange: (Int64) -> Int64,
    nextChange: (Int64) -> Int64, key: (Double) -> Key
  ) -> Double? {
    let estimate =
      target > now
      ? target - Double(previousChange(TimeMath.ceil(target - now)))
      : target + Double(nextChange(TimeMath.floor(now - target)))
    return firstChange(after: now, near: estimate, key: key)
  }
}
