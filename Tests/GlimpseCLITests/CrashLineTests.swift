import Foundation
import GlimpseActivity
import GlimpseTerminal
import GlimpseUI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An activity whose card writes down, while it is drawn, the line a crash would print.
private struct WitnessAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var step: Int
  }
}

@MainActor private var witnessed: [String] = []

private struct WitnessLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: WitnessAttributes.self) { context in
      let _ = witnessed.append(FatalSignals.line(for: SIGILL))
      Text("step \(context.state.step)")
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("\(context.state.step)") }
      } compactLeading: {
        Text("\(context.state.step)")
      } compactTrailing: {
        Text("\(context.state.step)")
      } minimal: {
        Text("\(context.state.step)")
      }
    }
  }
}

/// The line printed when an activity's code traps names what was being drawn, made
/// visible (a state's name comes from a file) and cut to the handler's buffer.
@MainActor
@Suite(.serialized) struct CrashLineTests {
  func lines(drawingStateNamed name: String) throws -> [String] {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-witness-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let json = try JSONSerialization.data(withJSONObject: [
      "states": [["name": name, "state": ["step": 1]], ["state": ["step": 2]]]
    ])
    try json.write(to: file)
    let preview = ActivityPreview(
      WitnessLiveActivity(), attributes: WitnessAttributes(), states: file, name: "witness")
    let timeline = try preview.loadTimeline()
    let views = try #require(timeline.moment(at: timeline.start).views)
    witnessed = []
    _ = try PresentationRenderer.render(
      .lockScreen, views: views, settings: RenderSettings(now: timeline.start))
    return witnessed
  }

  @Test func theLineNamesTheActivityStateAndPresentationWhileDrawing() throws {
    let seen = try lines(drawingStateNamed: "preparing")
    #expect(
      seen.first
        == "glimpse: crashed with SIGILL while drawing witness · state 1/2 preparing · lock-screen\n"
    )
    #expect(FatalSignals.line(for: SIGSEGV) == "glimpse: crashed with SIGSEGV\n")
  }

  @Test func aHostileStateNameIsMadeVisibleAndCut() throws {
    let seen = try lines(
      drawingStateNamed: "\u{1B}]0;pwned\u{07}\u{1B}[2J" + String(repeating: "é", count: 200))
    let line = try #require(seen.first)
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(
      line.hasPrefix(
        "glimpse: crashed with SIGILL while drawing witness · state 1/2 ␛]0;pwned␇␛[2Jéé"))
    #expect(line.hasSuffix("é · lock-screen\n"))
    #expect(line.utf8.count < 300)
  }
}
