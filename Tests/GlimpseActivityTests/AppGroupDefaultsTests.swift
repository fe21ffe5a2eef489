import Foundation
import GlimpseDemos
import GlimpseLayout
import GlimpseUI
import Testing

@testable import GlimpseActivity

private let suite = "group.glimpse.tests"

/// A widget that reads its data from an App Group, as cross-platform plugins' widgets do.
private struct GroupWidget: Widget {
  struct Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
      var step: Int
    }
  }

  var body: some WidgetConfiguration {
    ActivityConfiguration(for: Attributes.self) { context in
      let defaults = UserDefaults(suiteName: suite)!
      Text(
        "\(context.state.step): \(defaults.string(forKey: "courier") ?? "none"), \(defaults.integer(forKey: "eta")), \(defaults.string(forKey: "note") ?? "no note")"
      )
    } dynamicIsland: { _ in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("") }
      } compactLeading: {
        Text("")
      } compactTrailing: {
        Text(UserDefaults(suiteName: suite)!.string(forKey: "courier") ?? "none")
      } minimal: {
        Text("")
      }
    }
  }
}

@MainActor
@Suite(.serialized) struct AppGroupDefaultsTests {
  /// 2026-11-29 10:00:00 UTC.
  let start = Date(timeIntervalSince1970: 1_795_946_400)

  func lockScreen(_ preview: ActivityPreview, at offset: TimeInterval) throws -> String {
    let now = start.addingTimeInterval(offset)
    let views = try #require(try preview.loadTimeline().moment(at: now).views)
    return try PresentationRenderer.render(
      .lockScreen, views: views, settings: RenderSettings(now: now)
    ).plainText
  }

  @Test func eachStateSeesItsOwnDefaultsReplacedNotMerged() throws {
    defer { AppGroupDefaults.removeAll() }
    let preview = ActivityPreview(
      GroupWidget(), attributes: GroupWidget.Attributes(),
      entries: [
        StateEntry(
          state: .init(step: 1),
          defaults: [suite: ["courier": "Marcus", "eta": 12, "note": "ring twice"]]),
        StateEntry(state: .init(step: 2), defaults: [suite: ["courier": "Priya", "eta": 4]]),
        StateEntry(state: .init(step: 3)),
      ], start: start, interval: 60)
    #expect(try lockScreen(preview, at: 0).contains("1: Marcus, 12, ring twice"))
    #expect(try lockScreen(preview, at: 60).contains("2: Priya, 4, no note"))
    #expect(try lockScreen(preview, at: 120).contains("3: none, 0, no note"))
    #expect(try lockScreen(preview, at: 0).contains("1: Marcus, 12, ring twice"))
  }

  @Test func theValuesLiveInMemoryOnlyAndGoAtTheEnd() throws {
    let preview = ActivityPreview(
      GroupWidget(), attributes: GroupWidget.Attributes(),
      entries: [StateEntry(state: .init(step: 1), defaults: [suite: ["courier": "Marcus"]])],
      start: start)
    #expect(try lockScreen(preview, at: 0).contains("Marcus"))
    AppGroupDefaults.removeAll()
    #expect(UserDefaults(suiteName: suite)?.string(forKey: "courier") == nil)
    let file = AppGroupDefaults.preferencesDirectory.appendingPathComponent(suite + ".plist")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aSuiteWithAFileOnThisMachineIsLeftAlone() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-defaults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data().write(to: directory.appendingPathComponent("group.real.plist"))
    #expect(throws: PreviewError.self) {
      try AppGroupDefaults.check(["group.real"], in: directory)
    }
    try AppGroupDefaults.check(["group.other"], in: directory)
  }

  @Test func aStatesFileGivesEachStateItsDefaults() throws {
    let json = """
      { "states": [
        { "state": { "step": 1 },
          "defaults": { "group.x": { "name": "Pepperoni", "count": 2, "price": 9.5,
                                      "paid": true, "toppings": ["a"], "when": 1796000000000 } } },
        { "state": { "step": 2 } } ] }
      """
    let file = try StatesFile<GroupWidget.Attributes.ContentState>(
      data: Data(json.utf8), source: "group.json")
    #expect(
      file.entries[0].defaults == [
        "group.x": [
          "name": "Pepperoni", "count": 2, "price": 9.5, "paid": true, "toppings": ["a"],
          "when": .integer(1_796_000_000_000),
        ]
      ])
    #expect(file.entries[1].defaults.isEmpty)
  }

  @Test func badDefaultsAreOneLineNamingTheState() {
    func error(_ defaults: String) -> String {
      do {
        _ = try StatesFile<GroupWidget.Attributes.ContentState>(
          data: Data(
            #"{ "states": [ { "state": { "step": 1 }, "defaults": \#(defaults) } ] }"#.utf8),
          source: "group.json")
        return "decoded"
      } catch {
        return "\(error)"
      }
    }
    #expect(
      error("[1]")
        == "group.json: states[0].defaults: expected an object of App Group suites, found an array")
    #expect(
      error(#"{ "group.x": 3 }"#)
        == "group.json: states[0].defaults.group.x: expected an object, found a number")
    #expect(
      error(#"{ "group.x": { "k": null } }"#)
        == "group.json: states[0].defaults.group.x.k: expected a string, a number, true or false, an array or an object, found null"
    )
  }

  /// Foundation keeps a suite in `<suite>.plist` of the preferences folder, so a suite
  /// name taken from a states file or a payload is a file name: one that leaves the folder
  /// is refused before anything reads or writes it.
  @Test(arguments: ["../victimdir/important", "/etc/passwd", "..", ".", "", "a/b"])
  func aSuiteNameThatLeavesThePreferencesFolderHasAProblem(_ suite: String) {
    #expect(AppGroupDefaults.problem(withSuiteName: suite) != nil)
  }

  @Test(arguments: ["group.com.example.app", "group.dimitridessus.liveactivities", "..x", "a..b"])
  func anAppGroupIdentifierHasNone(_ suite: String) {
    #expect(AppGroupDefaults.problem(withSuiteName: suite) == nil)
  }

  @Test func aSuiteNameWithANulHasAProblem() {
    #expect(AppGroupDefaults.problem(withSuiteName: "group\u{0}.example") != nil)
    #expect(AppGroupDefaults.problem(withSuiteName: "group.x\u{0}") != nil)
  }

  @Test func aSuiteNameTooLongForAFileNameHasAProblem() {
    let longest = String(repeating: "g", count: AppGroupDefaults.longestSuiteName)
    #expect(AppGroupDefaults.problem(withSuiteName: longest) == nil)
    #expect(
      AppGroupDefaults.problem(withSuiteName: longest + "g")
        == "a suite name of 250 bytes; a file name holds at most 249 before \".plist\"")
  }

  @Test func aStatesFileRefusesASuiteNameThatLeavesThePreferencesFolder() {
    let json =
      #"{ "states": [ { "state": { "step": 1 }, "defaults": { "../victimdir/important": { "k": 1 } } } ] }"#
    #expect {
      _ = try StatesFile<GroupWidget.Attributes.ContentState>(
        data: Data(json.utf8), source: "group.json")
    } throws: { error in
      "\(error)"
        == #"group.json: states[0].defaults["../victimdir/important"]: a suite name with "/" or ".." would name a file outside the preferences folder; App Group identifiers look like group.com.example.app"#
    }
  }

  /// A second lock on the same door: values given for such a suite never reach
  /// `UserDefaults`, so nothing can write or delete the file it would name.
  @Test func installingLeavesOutASuiteNamedLikeAPath() {
    defer { AppGroupDefaults.removeAll() }
    let escaping = "../glimpse-escape-\(UUID().uuidString)"
    AppGroupDefaults.install([escaping: ["k": 7], suite: ["k": 8]])
    #expect(UserDefaults(suiteName: escaping)?.integer(forKey: "k") == 0)
    #expect(UserDefaults(suiteName: suite)?.integer(forKey: "k") == 8)
  }

  /// The Flutter plugin's widget force-unwraps every value it reads: each state's defaults
  /// must be in place for every presentation on every device, or the process traps.
  @Test func theFlutterPluginDemoDrawsEveryPresentationOfEveryState() throws {
    defer { AppGroupDefaults.removeAll() }
    let preview = try #require(DemoGallery.all.first { $0.name == "flutter-pizza" })
    let timeline = try preview.loadTimeline()
    var drawn = 0
    for event in timeline.events {
      let views = try #require(timeline.moment(at: event.time).views)
      for device in DeviceProfile.all {
        var settings = RenderSettings(now: event.time)
        settings.device = device
        for presentation in device.presentations {
          _ = try PresentationRenderer.render(presentation, views: views, settings: settings)
          drawn += 1
        }
      }
    }
    #expect(drawn == 4 * DeviceProfile.all.map(\.presentations.count).reduce(0, +))
    let last = try #require(timeline.moment(at: timeline.events[3].time).views)
    let card = try PresentationRenderer.render(
      .lockScreen, views: last, settings: RenderSettings(now: timeline.events[3].time))
    #expect(card.plainText.contains("Delivered. Enjoy!"))
  }
}
