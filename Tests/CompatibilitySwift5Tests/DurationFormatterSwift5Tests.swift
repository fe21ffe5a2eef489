import ActivityKit
import SwiftUI
import Testing
import WidgetKit

/// A widget's duration text as a glucose monitor writes it, in Swift 5 mode: the type of a
/// stored property and its initializer resolve to Glimpse's `DateComponentsFormatter`.
enum AgeText {
  private static let ageFormatter: DateComponentsFormatter = {
    let f = DateComponentsFormatter()
    f.unitsStyle = .positional
    f.allowedUnits = [.day, .hour]
    f.zeroFormattingBehavior = [.pad]
    return f
  }()

  static func age(_ seconds: TimeInterval) -> String {
    ageFormatter.string(from: seconds) ?? "—"
  }
}

@Test func durationTextInSwift5Mode() {
  #expect(AgeText.age(30 * 3_600) == "01:06")
}
