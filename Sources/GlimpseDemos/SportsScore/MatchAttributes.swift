// A live football score: what seeds/004's "Live game/event scores" takeaway describes.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
#else
  import GlimpseUI
#endif

struct MatchAttributes: ActivityAttributes {
  struct Team: Codable, Hashable {
    var name: String
    var abbreviation: String
    var colorHex: String

    var color: Color {
      let value = Int(colorHex.dropFirst(), radix: 16) ?? 0x888888
      return Color(
        red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
        blue: Double(value & 0xFF) / 255)
    }
  }

  struct ContentState: Codable, Hashable {
    var homeScore: Int
    var awayScore: Int
    var period: Period
    /// When the current half's clock started; nil while it is stopped.
    var clockStart: Date?
    /// The minute the clock showed when it stopped.
    var stoppedMinute: Int
    var lastEvent: String
    var lastScorer: String?
  }

  enum Period: String, Codable, Hashable {
    case preMatch, firstHalf, halfTime, secondHalf, fullTime

    var label: String {
      switch self {
      case .preMatch: return "Kick-off soon"
      case .firstHalf: return "1st half"
      case .halfTime: return "Half-time"
      case .secondHalf: return "2nd half"
      case .fullTime: return "Full time"
      }
    }

    var isRunning: Bool { self == .firstHalf || self == .secondHalf }
  }

  var home: Team
  var away: Team
  var competition: String
  var venue: String
}
