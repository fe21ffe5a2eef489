import Foundation

/// The bounds Glimpse keeps to, as a device keeps to its own (a push payload is at most
/// 4 KB, an activity lives hours, not centuries): inputs past them are refused with a
/// clear error instead of taking the memory, the time or the arithmetic with them.
public enum TimelineLimits {
  /// The instants a timeline, `--at` and the preview's clock may name: from
  /// 1970-01-01 00:00:00 UTC to 9999-12-31 23:59:59 UTC.
  public static let dates =
    Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

  /// The longest span a states file may give, in seconds: an update's offset (`at`), a
  /// stale delay (`staleAfter`) and the interval times the states after the first. One
  /// year, 31,536,000 s; an activity is on screen 12 hours at most.
  public static let longestSpan: TimeInterval = 365 * 86_400

  /// The largest states file, in bytes: 8 MB.
  public static let largestStatesFile = 8 * 1024 * 1024

  /// The largest state, in bytes of its JSON (one element of the states array, with its
  /// name and alert): 64 KB. A push payload is at most 4 KB.
  public static let largestState = 64 * 1024

  /// `date` moved into ``dates``.
  public static func clamped(_ date: Date) -> Date {
    min(max(date, dates.lowerBound), dates.upperBound)
  }
}
