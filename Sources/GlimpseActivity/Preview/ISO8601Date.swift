import Foundation

/// Dates as people write them in states files, `--at` and the preview's jump:
/// ISO 8601 with a time zone, with or without fractional seconds
/// (`2026-11-29T10:00:00Z`, `2026-11-29T10:00:00.5+01:00`).
public enum ISO8601Date {
  /// The date `text` names, or nil.
  public static func parse(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }
}
