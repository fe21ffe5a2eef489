// The adventure of seeds/004 (the Emoji Rangers sample of "Meet ActivityKit"), as written
// for iOS; the session shows the attributes and the configuration, and the views are
// written in the same style.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
#else
  import GlimpseUI
#endif

struct AdventureAttributes: ActivityAttributes {
  let hero: EmojiRanger  // Static data: unchanged after creation

  struct ContentState: Codable & Hashable {
    let currentHealthLevel: Double  // Dynamic data: updates over time
    let eventDescription: String
  }
}

struct EmojiRanger: Codable, Hashable {
  let name: String
  let avatar: String
  let heroType: String
  let level: Int
  let healthLevel: Double

  static let spouty = EmojiRanger(
    name: "Spouty", avatar: "🐳", heroType: "Whale Warrior", level: 25, healthLevel: 0.92)
}

extension Color {
  static let navyBlue = Color(red: 0.06, green: 0.11, blue: 0.28)
}
