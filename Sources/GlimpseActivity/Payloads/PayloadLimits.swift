import Foundation

/// The bounds of push payloads: APNs' own, and the ones Glimpse keeps to so that a hostile
/// file costs a bounded time and memory.
public enum PayloadLimits {
  /// The largest payload APNs delivers to a Live Activity, in bytes: 4 KB.
  public static let largestPayload = 4096

  /// The largest file of payloads Glimpse reads, in bytes: 8 MB, as a states file.
  public static let largestFile = TimelineLimits.largestStatesFile

  /// The most bytes read from all the files of a sequence together: 64 MB.
  public static let largestSequence = 64 * 1024 * 1024

  /// The most payloads in a sequence: 100,000.
  public static let mostPayloads = 100_000

  /// The largest payload Glimpse decodes, in bytes of JSON: 64 KB. A larger one is only
  /// measured (APNs refuses anything over 4 KB).
  public static let largestDecoded = TimelineLimits.largestState

  /// How far a date may lie from its payload's timestamp before it is taken for a mix-up
  /// of epochs or units: 20 years (Unix seconds read as seconds since 2001 land 31 years
  /// late).
  public static let dateDistance: TimeInterval = 20 * 365.25 * 86_400

  /// The most keys that appear twice listed for one payload: 20, each its own finding.
  public static let mostDuplicateKeys = 20

  /// The largest relevance score whose neighbouring whole numbers are still apart as
  /// `Double`s: 2^53. Past it, two scores that differ may compare equal.
  public static let largestExactScore: Double = 0x1p53

  /// Seconds from 1970-01-01 to 2001-01-01, where `Date`'s default coding counts from.
  public static let secondsFrom1970To2001: TimeInterval = 978_307_200
}
