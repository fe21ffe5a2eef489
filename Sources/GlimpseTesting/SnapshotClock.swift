import Foundation

/// Instants as a snapshot writes them, in UTC whatever the machine's time zone:
/// `2026-01-01T00:05:00Z`.
enum SnapshotClock {
  static func string(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
