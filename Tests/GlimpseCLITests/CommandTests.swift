import Foundation
import GlimpseDemos
import GlimpseLayout
import GlimpseTestSupport
import Testing

@testable import Glimpse

/// The command line: output for good input, one clear line for bad input.
@MainActor
@Suite struct CommandTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    try Glimpse.execute(
      arguments, previews: DemoGallery.all, isTerminal: false, environment: environment
    ).text
  }

  func failure(_ arguments: [String]) -> (String, Int32) {
    do {
      _ = try run(arguments)
      return ("succeeded", 0)
    } catch let error as CLIError {
      return (error.description, error.exitStatus)
    } catch {
      return ("\(error)", -1)
    }
  }

  /// An activity is named by any spelling of its listed name: case, spaces, hyphens and
  /// underscores do not matter; a spelling two names share lists both.
  @Test(arguments: ["coffee-order", "Coffee_Order", "COFFEEORDER", "coffee order"])
  func anActivityIsFoundByAnySpellingOfItsName(_ spelling: String) throws {
    #expect(
      try run(["render", spelling, "--presentation", "compact"])
        .hasPrefix("coffee-order · state 1/6 waiting"))
  }

  @Test func aSpellingTwoActivitiesShareListsBoth() throws {
    // The parcel tracker of ValidateCommandTests, under two names.
    let previews = ["Sleep Timer", "sleep-timer"].map { name in
      ActivityPreview(
        ParcelLiveActivity(), attributes: ParcelAttributes(trackingNumber: "1"),
        states: [.init(stopsAway: 1, weightKilograms: 1, courier: "C")], name: name)
    }
    #expect {
      try Glimpse.execute(
        ["render", "SleepTimer"], previews: previews, isTerminal: false, environment: [:])
    } throws: { error in
      guard case CLIError.usage(let message, _) = error else { return false }
      return message
        == "render: 'SleepTimer' could be any of 'Sleep Timer', 'sleep-timer'; give the name as listed"
    }
  }

  @Test func listNamesEverything() throws {
    let text = try run(["list"])
    for name in [
      "delivery", "timer", "service-visit", "coffee-order", "adventure", "sports-score", "ride",
    ] {
      #expect(text.contains(name))
    }
    for word in [
      "lock-screen", "compact-leading", "standby", "carplay", "iphone-16-pro-max", "watch-49",
      "high-contrast",
    ] {
      #expect(text.contains(word))
    }
  }

  @Test func listStartsEveryDescriptionInOneColumn() throws {
    let sections = try run(["list"]).components(separatedBy: "\n\n")
    let rows = sections.filter { !$0.hasPrefix("THEMES") }.flatMap {
      $0.split(separator: "\n").dropFirst()
    }
    // Two spaces, a name, spaces, then the description.
    let columns = Set(
      rows.map { row in
        let name = row.dropFirst(2).prefix { $0 != " " }
        return 2 + name.count + row.dropFirst(2 + name.count).prefix { $0 == " " }.count
      })
    #expect(columns.count == 1, "descriptions start in columns \(columns.sorted())")
  }

  @Test func renderIsDeterministicForAnInstant() throws {
    let arguments = ["render", "service-visit", "--at", "2026-11-29T10:12:34Z", "--format", "text"]
    let first = try run(arguments)
    #expect(first == (try run(arguments)))
    Golden.assertMatches(first, named: "render-service-visit-at")
    #expect(first.contains("state 3/6 nearby"))
  }

  @Test func renderRelativeInstantsAndStates() throws {
    let text = try run([
      "render", "timer", "--state", "2", "--at", "+90s", "--presentation", "compact-trailing",
    ])
    #expect(text.contains("10:11:30 UTC"))
    #expect(text.contains("6:30"))
  }

  @Test func renderTheTimeline() throws {
    let text = try run(["render", "delivery", "--timeline", "--at", "+25m"])
    Golden.assertMatches(text, named: "render-delivery-timeline")
    #expect(text.contains("at 2026-11-29 10:25:00 UTC: active, state 3"))
  }

  @Test func renderForcedStaleShowsTheActivitysOwnIndicator() throws {
    let text = try run(["render", "delivery", "--stale", "--presentation", "standby"])
    #expect(text.contains("Updating..."))
    #expect(text.contains("stale"))
  }

  @Test func theStaleDeliveryCardShowsItsStaleLine() throws {
    let text = try run([
      "render", "delivery", "--presentation", "lock-screen", "--at", "+20m", "--stale",
    ])
    #expect(text.contains("Updating..."), "\(text)")
    #expect(!text.contains("✂"))
  }

  @Test func explainPrintsTheLayoutTreeInCellsAndPoints() throws {
    let text = try run([
      "render", "sports-score", "--presentation", "compact-leading", "--explain",
    ])
    Golden.assertMatches(text, named: "render-sports-score-explain")
    // A caption line of 66.36 pt: wider than the 52.33 pt slot, which grows to hold it on
    // one line (the slot may grow to 122.83 pt), drawn in its 11 columns.
    #expect(text.contains("offered 122.83 pt x nil · answered 66.36 x 16 pt, 11 col x 1 row"))
    #expect(text.contains("fill: 66.36 of 122.83 pt across, 16 of 36.67 pt down"))
  }

  @Test func explainExplainsOneActivity() {
    let (message, status) = failure(["render", "delivery", "--explain", "--with", "timer"])
    #expect(message.contains("--explain explains one activity's presentations"))
    #expect(status == 2)
  }

  @Test func renderWithASecondActivity() throws {
    let text = try run(["render", "delivery", "--with", "timer", "--state", "4"])
    Golden.assertMatches(text, named: "render-delivery-with-timer")
    #expect(text.contains("DYNAMIC ISLAND · 2 activities by relevance: delivery (100), timer (0)"))
  }

  @Test func renderInTheLightThemeAndASCII() throws {
    let arguments = ["render", "delivery", "--format", "ansi", "--presentation", "lock-screen"]
    let light = try run(arguments + ["--theme", "light"])
    let dark = try run(arguments)
    #expect(light.contains("\u{1B}[") && dark.contains("\u{1B}["))
    #expect(light != dark, "the light theme colours the card differently")
    let unicode = try run(["render", "delivery", "--presentation", "compact,lock-screen"])
    #expect(!unicode.unicodeScalars.allSatisfy { $0.isASCII })
    let ascii = try run(["render", "delivery", "--ascii", "--presentation", "compact,lock-screen"])
    #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII }, "\(ascii)")
    #expect(ascii.contains("Luigi's Pizzeria"))
    // Columns stay where they were: every line as wide as with Unicode glyphs.
    let widths = { (text: String) in
      text.split(separator: "\n").map { GlyphScanner.width(of: String($0)) }
    }
    #expect(widths(ascii) == widths(unicode))
  }

  @Test func colourFollowsTheFlagsAndNoColor() throws {
    let plain = try run(["render", "delivery", "--presentation", "compact"])
    #expect(!plain.contains("\u{1B}"))
    let always = try run(["render", "delivery", "--presentation", "compact", "--color", "always"])
    #expect(always.contains("\u{1B}["))
    let never = try run([
      "render", "delivery", "--presentation", "compact", "--format", "ansi", "--color", "never",
    ])
    #expect(!never.contains("\u{1B}"))
    let noColor = try Glimpse.execute(
      ["render", "delivery", "--presentation", "compact"], previews: DemoGallery.all,
      isTerminal: true,
      environment: ["NO_COLOR": "1", "TERM": "xterm-256color"]
    ).text
    #expect(!noColor.contains("\u{1B}"))
  }

  @Test(arguments: [
    (["render", "pizza"], "render: unknown activity 'pizza'; activities: delivery, timer"),
    (
      ["render", "delivery", "--presentation", "sideways"],
      "render: unknown presentation 'sideways'"
    ),
    (
      ["render", "delivery", "--device", "iphone-3g"],
      "render: unknown device 'iphone-3g'; devices: iphone-16-pro"
    ),
    (
      ["render", "delivery", "--theme", "neon"], "render: unknown theme 'neon'; themes: dark, light"
    ),
    (
      ["render", "delivery", "--width", "2", "--presentation", "lock-screen"],
      "lock-screen needs at least 3 columns"
    ),
    (
      ["render", "delivery", "--state", "9"],
      "render: --state 9 is past the last state; delivery has 5"
    ),
    (["render", "delivery", "--at", "teatime"], "render: --at expects an ISO 8601 date"),
    (
      ["render", "delivery", "--device", "ipad", "--presentation", "compact"],
      "ipad does not show the compact presentation"
    ),
    (["render", "delivery", "--bogus"], "render: unknown option '--bogus'"),
    (["render", "delivery", "--device"], "render: option '--device' needs a value"),
    (["frobnicate"], "glimpse: unknown command 'frobnicate'"),
    (["--frobnicate"], "glimpse: unknown option '--frobnicate'"),
  ])
  func badCommandLinesAreOneLineWithStatus2(arguments: [String], message: String) {
    let (text, status) = failure(arguments)
    #expect(text.contains(message), "\(text)")
    #expect(!text.contains("\n"))
    #expect(status == 2)
  }

  @Test func aStatesFileThatDoesNotDecodeNamesFileIndexAndKey() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-bad-\(getpid()).json")
    try Data(
      #"[{"status": "preparing", "driverName": "A", "currentStep": 1, "totalSteps": 4, "estimatedMinutesRemaining": "soon"}]"#
        .utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (text, status) = failure(["render", "delivery", "--states", url.path])
    #expect(
      text
        == "\(url.lastPathComponent): states[0].state.estimatedMinutesRemaining: expected an integer, found a string"
    )
    #expect(status == 1)
  }

  @Test func aMalformedThemeFileNamesFileAndKey() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-theme-\(getpid()).json")
    try Data(
      #"{"name": "mine", "appearance": "dark", "colors": {"red": "crimson"}, "chrome": {}}"#.utf8
    ).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (text, status) = failure(["render", "delivery", "--theme", url.path])
    #expect(
      text
        == "render: \(url.path): colors.red: expected \"#RRGGBB\" or \"default\", found \"crimson\""
    )
    #expect(status == 1)
  }

  @Test(arguments: [
    (#"{"appearance": "dark"}"#, "name: missing"),
    (#"{"name": 3, "appearance": "dark"}"#, "name: expected a string"),
    (#"{"name": "mine"}"#, #"appearance: expected "dark" or "light", missing"#),
    (
      #"{"name": "mine", "appearance": "dim"}"#,
      #"appearance: expected "dark" or "light", found dim"#
    ),
  ])
  func aThemeFileWithoutItsHeaderSaysWhichKey(json: String, message: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-theme-header-\(getpid()).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (text, status) = failure(["render", "delivery", "--theme", url.path])
    #expect(text == "render: \(url.path): \(message)")
    #expect(status == 1)
  }

  @Test func helpOnEveryCommand() throws {
    #expect(try run(["--help"]).contains("USAGE: glimpse"))
    #expect(try run(["render", "--help"]).contains("USAGE: glimpse render"))
    #expect(try run(["list", "--help"]).contains("USAGE: glimpse list"))
    #expect(try run(["preview", "--help"]).contains("USAGE: glimpse preview"))
  }

  @Test func previewWithoutATerminalIsAClearError() {
    let (text, status) = failure(["preview", "delivery"])
    #expect(text.hasPrefix("preview: needs a terminal ("))
    #expect(status == 1)
  }

  @Test func noArgumentsWithoutATerminalPrintsEveryDemo() throws {
    let text = try run([])
    for name in [
      "delivery", "timer", "service-visit", "coffee-order", "adventure", "sports-score", "ride",
    ] {
      #expect(text.contains("\(name) · state 1/"))
    }
    #expect(!text.contains("\u{1B}"))
  }
}
