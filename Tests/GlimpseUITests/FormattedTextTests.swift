import Foundation
import Testing

@testable import GlimpseUI

@MainActor
@Suite struct FormattedTextTests {
  /// 2026-11-29 15:30 UTC.
  let instant = Date(timeIntervalSince1970: 1_795_966_200)

  /// The drawn text without the centring, its narrow no-break spaces as spaces.
  func drawn(_ text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> String {
    Snapshot(text, width: 40, environment: environment).text
      .trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{202F}", with: " ")
  }

  @Test func datesFormatInTheEnvironmentsTimeZone() {
    let text = Text(instant, format: .dateTime.hour().minute())
    #expect(drawn(text) == "3:30 PM")
    var environment = EnvironmentValues()
    environment.timeZone = TimeZone(identifier: "America/New_York")!
    #expect(drawn(text, in: environment) == "10:30 AM")
    environment.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    #expect(drawn(Text(instant, format: .iso8601), in: environment) == "2026-11-30T00:30:00+0900")
  }

  @Test func aFormattedValueReadsAsItsFormattingNotItsDescription() {
    let key: LocalizedStringKey = "Order \(8842, format: .number)"
    #expect(key.plainText == "Order 8,842")
  }
}
