/// Hand-built "M:SS" / "H:MM:SS" clock strings, the format of SwiftUI's timer texts.
///
/// Built without Foundation formatters: timers re-render every second.
enum ClockFormat {
  /// `seconds` as "M:SS" ("0:05", "59:59"); from one hour on, "H:MM:SS" ("1:00:00",
  /// "36:59:01") when `showsHours`, otherwise minutes keep growing ("90:00").
  static func string(seconds: Int64, showsHours: Bool) -> String {
    let total = Swift.max(seconds, 0)
    if showsHours && total >= 3600 {
      return "\(total / 3600):\(twoDigits(total / 60 % 60)):\(twoDigits(total % 60))"
    }
    return "\(total / 60):\(twoDigits(total % 60))"
  }

  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
