import Foundation
import GlimpseActivity
import GlimpseUI
import Testing

@testable import Glimpse

private struct OwnerAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var step: Int
  }
}

/// A widget that force-unwraps its App Group values, as Flutter's example does (what
/// `glimpse open` compiles `UserDefaults(suiteName:)` as: ``GlimpseSuite``).
private struct OwnerLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: OwnerAttributes.self) { _ in
      let defaults = GlimpseSuite(suiteName: "group.test.owner")!
      Text("\(defaults.string(forKey: "ownerName")!) · \(defaults.integer(forKey: "cups"))")
    } dynamicIsland: { _ in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("") }
      } compactLeading: {
        Text("")
      } compactTrailing: {
        Text("")
      } minimal: {
        Text("")
      }
    }
  }
}

/// App Group values nothing wrote are made up (a string its key, an integer 1) and named
/// under the render's title; a suite the states give is read as given.
@MainActor @Suite(.serialized) struct MadeUpDefaultsTests {
  func render(_ defaults: [String: [String: AppGroupValue]]) throws -> String {
    let preview = ActivityPreview(
      OwnerLiveActivity(), attributes: OwnerAttributes(),
      entries: [StateEntry(state: .init(step: 1), defaults: defaults)], name: "owner")
    defer { AppGroupDefaults.removeAll() }
    return try Glimpse.execute(
      ["render", "owner", "--presentation", "lock-screen"], previews: [preview],
      isTerminal: false, environment: [:]
    ).text
  }

  @Test func aKeyNothingWroteIsMadeUpAndNamedUnderTheTitle() throws {
    let lines = try render([:]).split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "App Group defaults made up (no states file gives them): ownerName (string), cups (integer) in group.test.owner"
    )
    #expect(lines.contains { $0.contains("ownerName · 1") })
  }

  @Test func aSuiteTheStatesGiveIsReadAsGiven() throws {
    let text = try render(["group.test.owner": ["ownerName": "Ann", "cups": 3]])
    #expect(text.contains("Ann · 3"))
    #expect(!text.contains("made up"))
  }
}
