import Foundation

/// Numeric helpers shared by the time formatters.
///
/// Every date is read through ``seconds(_:)``, which turns it into a finite number of
/// seconds since the reference date (2001-01-01 UTC) within ±``limit``. All later
/// arithmetic therefore stays finite, and differences stay below 2 × 10^15, far inside
/// `Int64`, so no integer conversion can trap.
enum TimeMath {
  /// The largest distance from the reference date that is modelled: 10^15 s, about
  /// 31.7 million years. Farther dates (and infinities) are clamped to it.
  static let limit: Double = 1e15

  /// The date as finite seconds since the reference date, clamped to ±``limit``;
  /// NaN reads as the reference date itself.
  static func seconds(_ date: Date) -> Double {
    let value = date.timeIntervalSinceReferenceDate
    if value.isNaN { return 0 }
    return Swift.min(Swift.max(value, -limit), limit)
  }

  /// `value` rounded up to a whole number, as a non-negative `Int64` (NaN gives 0).
  static func ceil(_ value: Double) -> Int64 {
    whole(value.rounded(.up))
  }

  /// `value` rounded down to a whole number, as a non-negative `Int64` (NaN gives 0).
  static func floor(_ value: Double) -> Int64 {
    whole(value.rounded(.down))
  }

  /// The date at `seconds`, or `nil` unless it lies strictly after `now`.
  ///
  /// Inputs beyond ``limit`` are clamped, so a computed change can land at or before an
  /// unclamped `now`; such a change is reported as "never".
  static func date(_ seconds: Double?, after now: Date) -> Date? {
    guard let seconds else { return nil }
    let date = Date(timeIntervalSinceReferenceDate: seconds)
    return date > now ? date : nil
  }

  private static func whole(_ value: Double) -> Int64 {
    guard value > 0 else { return 0 }
    return Int64(Swift.min(value, 4 * limit))
  }
}
