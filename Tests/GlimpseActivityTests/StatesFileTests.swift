import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseUI
import Testing

/// States files: every demo's decodes; bad ones give one line naming file, index and key.
@MainActor
@Suite struct StatesFileTests {
  struct State: Codable, Hashable {
    var status: Status
    var minutes: Int
    var driver: String
    var distance: Double
  }

  enum Status: String, Codable, Hashable {
    case preparing, onTheWay
  }

  func error(_ json: String) -> String {
    do {
      _ = try StatesFile<State>(data: Data(json.utf8), source: "states.json")
      return "decoded"
    } catch {
      return "\(error)"
    }
  }

  @Test func everyDemoStatesFileDecodesThroughItsContentState() throws {
    for preview in DemoGallery.all {
      let timeline = try preview.loadTimeline()
      #expect(
        (4...8).contains(timeline.events.count),
        "\(preview.name) has \(timeline.events.count) states")
    }
  }

  @Test func aTypeMismatchNamesFileIndexAndKey() {
    let message = error(
      #"{"states": [{"state": {"status": "preparing", "minutes": 3, "driver": "A", "distance": 1}},"#
        + #"{"state": {"status": "preparing", "minutes": 3, "driver": "A", "distance": "1.2"}}]}"#)
    #expect(message == "states.json: states[1].state.distance: expected a number, found a string")
  }

  @Test(arguments: [
    ("true", "true or false"), ("[1]", "an array"), (#"{"km": 1}"#, "an object"),
  ])
  func aTypeMismatchSaysWhatWasFound(json: String, found: String) {
    let message = error(
      #"{"states": [{"state": {"status": "preparing", "minutes": 3, "driver": "A", "distance": "#
        + json + "}}]}")
    #expect(message == "states.json: states[0].state.distance: expected a number, found \(found)")
  }

  @Test func aMissingKeyAndANull() {
    #expect(
      error(#"[{"status": "preparing", "minutes": 3, "driver": "A"}]"#)
        == "states.json: states[0].state.distance: missing (State needs it)")
    #expect(
      error(#"[{"status": "preparing", "minutes": null, "driver": "A", "distance": 1}]"#)
        == "states.json: states[0].state.minutes: expected an integer, found null")
  }

  @Test func anUnknownEnumCase() {
    let message = error(#"[{"status": "flying", "minutes": 3, "driver": "A", "distance": 1}]"#)
    #expect(message.hasPrefix("states.json: states[0].state.status: "))
    #expect(message.contains("flying"))
  }

  @Test func malformedFiles() {
    #expect(
      error("{")
        == "states.json: not valid JSON: expected a string in double quotes at line 1, column 2")
    #expect(
      error("[1,\n 2 3]") == "states.json: not valid JSON: expected ',' or ']' at line 2, column 4")
    #expect(error("[]") == "states.json: states: expected at least one state")
    #expect(error(#"{"states": 3}"#) == "states.json: states: expected an array of states, found 3")
    #expect(
      error(#"{"start": "yesterday", "states": []}"#).contains("start: expected an ISO 8601 date"))
    #expect(error(#"{"states": [{"name": 3, "state": {}}]}"#).hasPrefix("states.json: states[0]"))
    #expect(
      error(
        #"{"states": [{"staleAfter": "soon", "state": {"status": "preparing", "minutes": 3, "driver": "A", "distance": 1}}]}"#
      )
        == "states.json: states[0].staleAfter: expected seconds from 0 to 31536000 (a year), found \"soon\""
    )
  }

  @Test func aMissingFileNamesThePath() {
    do {
      _ = try StatesFile<State>(contentsOf: URL(fileURLWithPath: "/nonexistent/states.json"))
      Issue.record("decoded a missing file")
    } catch {
      #expect("\(error)" == "/nonexistent/states.json: no such file")
    }
  }

  @Test func anEscapeSequenceInAStateIsDrawnHarmlessly() throws {
    let preview = try #require(DemoGallery.all.first { $0.name == "delivery" })
    let json = #"""
      [{"status": "onTheWay", "driverName": "\u001B]0;pwned\u0007\u001B[31mMallory", "currentStep": 3, "totalSteps": 4, "estimatedMinutesRemaining": 5}]
      """#
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-escape-\(getpid()).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let timeline = try preview.loadTimeline(statesFile: url)
    let views = try #require(timeline.moment(at: timeline.start).views)
    let card = try PresentationRenderer.render(
      .lockScreen, views: views, settings: RenderSettings(now: timeline.start))
    let ansi = card.ansiText(depth: .trueColor)
    #expect(!card.plainText.contains("\u{1B}"))
    #expect(card.plainText.contains("␛]0;pwned␇␛[31mMallory"))
    // Every ESC the writer emits starts a well-formed SGR sequence.
    let sequences = ansi.components(separatedBy: "\u{1B}").dropFirst()
    for sequence in sequences {
      #expect(sequence.range(of: #"^\[[0-9;]*m"#, options: .regularExpression) != nil)
    }
  }
}
