import Foundation

/// A string that is valid from the instant it was computed for until `nextChange`.
///
/// Every time formatter in ``TimeText`` returns one of these so a renderer knows both what
/// to draw and when it must draw again. `nextChange` is exact: it is the first instant at
/// which the same call would return a different `text`, not merely some later instant.
public struct TimedText: Equatable, Sendable {
  /// The text to show.
  public var text: String

  /// The first instant at which the text differs, or `nil` when it never changes again.
  public var nextChange: Date?

  /// Creates a text valid until `nextChange` (`nil`: valid forever).
  public init(text: String, nextChange: Date?) {
    self.text = text
    self.nextChange = nextChange
  }
}
