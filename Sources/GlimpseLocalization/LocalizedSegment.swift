import Foundation

/// A value interpolated into a localized string that is drawn as itself rather than as
/// characters of the format: a `Text` (a date in a style, a timer, an image), or a value in
/// a format style (``FormattedValue``). The view surface's `Text` conforms, so that this
/// module holds its segments without knowing views.
package protocol LocalizedSegment: Sendable {
  /// What the segment reads as in `environment`, as plain characters.
  func string(in environment: some LocalizationEnvironment) -> String
  /// What the segment reads as in the development language (en_US, UTC).
  var plainText: String { get }
  /// Whether the segment is a running timer (and so fills the width offered).
  var containsTimer: Bool { get }
  /// Whether `other` is the same segment.
  func isEqual(to other: any LocalizedSegment) -> Bool
}

extension LocalizedSegment where Self: Equatable {
  package func isEqual(to other: any LocalizedSegment) -> Bool {
    (other as? Self) == self
  }
}
