import Foundation
import SwiftUI
import Testing

/// `DateComponentsFormatter`, which Foundation on Linux declares unavailable, compiles in a
/// file that imports Foundation and SwiftUI (Glimpse's takes its place) and writes
/// durations as Apple's does in English.
@Suite struct DateComponentsFormatterTests {
  private func formatter(
    _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [],
    zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
  ) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    formatter.zeroFormattingBehavior = zeros
    return formatter
  }

  @Test func positionalReadsLikeAClock() {
    let clock = formatter(.positional, [.hour, .minute, .second])
    #expect(clock.string(from: 3_723) == "1:02:03")
    #expect(clock.string(from: 65) == "1:05")
    #expect(clock.string(from: 5) == "0:05")
    #expect(clock.string(from: -65) == "-1:05")
    let padded = formatter(.positional, [.hour, .minute, .second], zeros: .pad)
    #expect(padded.string(from: 65) == "00:01:05")
  }

  @Test func positionalDaysAndHoursPaddedAsAGlucoseMonitorWritesAge() {
    // The age formatter of a real glucose Live Activity: days and hours, padded.
    let age = formatter(.positional, [.day, .hour], zeros: [.pad])
    #expect(age.string(from: 30 * 3_600) == "01:06")
  }

  @Test func eachWordStyleWritesUnitsAsApplesDoes() {
    let units: NSCalendar.Unit = [.hour, .minute, .second]
    #expect(formatter(.abbreviated, units).string(from: 3_723) == "1h 2m 3s")
    #expect(formatter(.brief, units).string(from: 3_723) == "1hr 2min 3sec")
    #expect(formatter(.short, units).string(from: 3_723) == "1 hr, 2 min, 3 sec")
    #expect(formatter(.full, units).string(from: 3_723) == "1 hour, 2 minutes, 3 seconds")
    #expect(formatter(.full, units).string(from: 3_600) == "1 hour")
    #expect(formatter(.spellOut, [.minute]).string(from: 300) == "five minutes")
    #expect(formatter(.abbreviated, units).string(from: 0) == "0s")
  }

  @Test func theSmallestUnitIsRoundedAndTheCountLimited() {
    #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 3_690) == "1h 2m")
    let one = formatter(.full, [.hour, .minute, .second])
    one.maximumUnitCount = 1
    #expect(one.string(from: 3_723) == "1 hour")
    let phrases = formatter(.short, [.minute])
    phrases.includesApproximationPhrase = true
    phrases.includesTimeRemainingPhrase = true
    #expect(phrases.string(from: 600) == "About 10 min remaining")
  }

  @Test func datesComponentsAndBadIntervals() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let short = formatter(.short, [.hour, .minute])
    #expect(short.string(from: start, to: start.addingTimeInterval(5_400)) == "1 hr, 30 min")
    var components = DateComponents()
    components.hour = 2
    components.minute = 5
    #expect(short.string(from: components) == "2 hr, 5 min")
    #expect(short.string(from: .infinity) == nil)
    #expect(short.string(from: .nan) == nil)
  }
}
