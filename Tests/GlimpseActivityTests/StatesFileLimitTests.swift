import Foundation
import GlimpseActivity
import Testing

/// Numbers, dates and sizes past what a states file may hold are refused with one line
/// naming the key and quoting what was found, before they reach any arithmetic.
@MainActor
@Suite struct StatesFileLimitTests {
  struct State: Codable, Hashable {
    var minutes: Int
    var distance: Double
  }

  let state = #"{"minutes": 3, "distance": 1.5}"#

  func error(_ json: String) -> String {
    do {
      _ = try StatesFile<State>(data: Data(json.utf8), source: "states.json")
      return "decoded"
    } catch {
      return "\(error)"
    }
  }

  /// `{"interval": 600, "states": [{state}, {<second>, state}]}`
  func file(interval: String = "600", second: String) -> String {
    #"{"interval": \#(interval), "states": [{"state": \#(state)}, {\#(second) "state": \#(state)}]}"#
  }

  @Test(arguments: [
    (#""at": 1e19,"#, "states[1].at: expected seconds from 0 to 31536000 (a year), found 1e19"),
    (#""at": 1e308,"#, "states[1].at: expected seconds from 0 to 31536000 (a year), found 1e308"),
    (#""at": -5,"#, "states[1].at: expected seconds from 0 to 31536000 (a year), found -5"),
    (
      #""staleAfter": 1e300,"#,
      "states[1].staleAfter: expected seconds from 0 to 31536000 (a year), found 1e300"
    ),
    (#""relevance": 1e400,"#, "states[1].relevance: expected a number, found 1e400"),
    (#""relevance": true,"#, "states[1].relevance: expected a number, found true"),
  ])
  func anOffsetPastItsRangeIsRefused(second: String, message: String) {
    #expect(error(file(second: second)) == "states.json: " + message)
  }

  @Test(arguments: ["1e19", "1e308"])
  func anIntervalPastItsRangeIsRefused(interval: String) {
    #expect(
      error(file(interval: interval, second: ""))
        == "states.json: interval: expected seconds from 0 to 31536000 (a year), found \(interval)")
  }

  @Test func anIntervalWhoseStatesSpanMoreThanAYearIsRefused() {
    #expect(
      error(
        file(interval: "20000000", second: "").replacingOccurrences(
          of: "]}", with: #", {"state": \#(state)}]}"#))
        == "states.json: interval: 20000000 s between 3 states spans 40000000 s; a states file spans at most 31536000 s (a year)"
    )
  }

  @Test(arguments: [
    (#"{"minutes": 1e308, "distance": 1}"#, "states[0].state.minutes: the number 1e308"),
    (#"{"minutes": 1.5, "distance": 1}"#, "states[0].state.minutes: the number 1.5"),
    (
      #"{"minutes": 99999999999999999999, "distance": 1}"#,
      "states[0].state.minutes: the number 99999999999999999999"
    ),
    (#"{"minutes": 1, "distance": -1e400}"#, "states[0].state.distance: the number -1e400"),
  ])
  func aNumberThatDoesNotFitItsPropertyNamesItsKeyPath(state: String, start: String) {
    let message = error("[\(state)]")
    #expect(message.hasPrefix("states.json: " + start + " does not fit its type"), "\(message)")
  }

  @Test func aDateTheCalendarDoesNotHaveIsRefused() {
    #expect(
      error(#"{"start": "2026-02-30T10:00:00Z", "states": [\#(state)]}"#)
        == #"states.json: start: February 2026 has 28 days, not 30, found "2026-02-30T10:00:00Z""#)
    #expect(
      error(#"{"start": "0099-01-01T00:00:00Z", "states": [\#(state)]}"#)
        == #"states.json: start: the year must be from 1970 to 9999, found "0099-01-01T00:00:00Z""#)
  }

  @Test func aTimelinePastTheLastDateIsRefused() throws {
    let file = try StatesFile<State>(
      data: Data(
        #"{"start": "9999-12-31T23:00:00Z", "states": [{"state": \#(state)}, {"at": 7200, "state": \#(state)}]}"#
          .utf8),
      source: "states.json")
    #expect(throws: TimelineError.self) {
      try ActivityTimeline(entries: file.entries, start: file.start!, interval: 600)
    }
  }

  @Test func aStateOver64KilobytesIsRefused() {
    let padding = String(repeating: "x", count: 70 * 1024)
    let message = error(#"[\#(state), {"minutes": 3, "distance": 1, "note": "\#(padding)"}]"#)
    #expect(message == "states.json: states[1]: is 70 KB of JSON; a state may be at most 64 KB")
  }

  @Test func aFileOver8MegabytesIsRefused() {
    let data = Data(repeating: 0x20, count: 8 * 1024 * 1024 + 1)
    #expect(
      error(String(decoding: data, as: UTF8.self))
        == "states.json: is 8.0 MB; a states file may be at most 8 MB")
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      error(json)
        == "states.json: not valid JSON: expected nesting at most 512 deep at line 1, column 513")
  }

  @Test func anEmptyFileSaysSo() {
    #expect(
      error(" \n")
        == #"states.json: is empty; expected JSON: an array of states or an object with "states""#)
  }
}
