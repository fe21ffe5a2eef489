import Foundation
import GlimpseDemos
import GlimpseLayout
import GlimpseTerminal
import GlimpseTestSupport
import Testing

@testable import Glimpse

/// The interactive preview, headless: drawn through ncurses against a file and read back.
@MainActor
@Suite(.serialized) struct PreviewTests {
  final class Clock {
    var now = Date(timeIntervalSince1970: 0)
  }

  func app(_ activity: String, arguments: [String] = [], clock: Clock) throws -> PreviewApp {
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse(arguments),
      command: "preview")
    let index = try #require(DemoGallery.all.firstIndex { $0.name == activity })
    let session = try PreviewSession(
      previews: DemoGallery.all, activity: index, options: options, statesFile: options.statesFile,
      wall: clock.now)
    return PreviewApp(session: session, wallClock: { clock.now })
  }

  /// The screen's text after drawing what `app` renders at `size`, read back from ncurses.
  func screenText(_ app: PreviewApp, width: Int, height: Int) throws -> String {
    let screen = try TerminalScreen.headless(width: width, height: height)
    defer { screen.close() }
    screen.draw(try app.render(size: CellSize(width: width, height: height)))
    return (0..<height).map { row in
      var line = screen.rowText(row)
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// As with `render`: an instant written out with `--state N` must fall in state N.
  @Test func theStateAndAnInstantOutsideItAreRefusedTogether() throws {
    #expect {
      _ = try app(
        "delivery", arguments: ["--state", "3", "--at", "2026-11-29T10:00:00Z"], clock: Clock())
    } throws: { error in
      guard case CLIError.usage(let message, _) = error else { return false }
      return message.hasPrefix("preview: --at 2026-11-29T10:00:00Z is not in state 3")
    }
    _ = try app(
      "delivery", arguments: ["--state", "3", "--at", "2026-11-29T10:25:00Z"], clock: Clock())
  }

  @Test(arguments: [(80, 24), (120, 40)])
  func theGalleryFitsTheTerminal(width: Int, height: Int) throws {
    let clock = Clock()
    let text = try screenText(try app("delivery", clock: clock), width: width, height: height)
    Golden.assertMatches(text, named: "preview-delivery-\(width)x\(height)")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == height)
    #expect(lines[0].contains("Glimpse · delivery · state 1/5 preparing"))
    #expect(text.contains("COMPACT"))
    #expect(lines[height - 2].contains("timeline"))
    #expect(lines.allSatisfy { GlyphScanner.width(of: String($0)) <= width })
  }

  @Test func aShortGalleryKeepsTheLockScreenWholeAndSaysWhatItLeftOut() throws {
    let text = try screenText(try app("delivery", clock: Clock()), width: 100, height: 30)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let note = try #require(lines.firstIndex { $0.contains("not shown at this size") })
    #expect(lines[note].contains("expanded, standby"))
    #expect(text.contains("LOCK SCREEN"))
    let cardBottom = try #require(lines.firstIndex { $0.contains("╰─────") })
    #expect(cardBottom < note, "the card ends above the note")
    #expect(!lines[note].contains("│") && !lines[note].contains("╯"), "the note overwrites nothing")
  }

  @Test func rightStepsToTheNextState() throws {
    let clock = Clock()
    let app = try app("delivery", clock: clock)
    #expect(app.handle(.key(.right)))
    let text = try screenText(app, width: 120, height: 40)
    #expect(text.contains("state 2/5 picked up"))
    #expect(text.contains("Marcus"))
    #expect(app.handle(.key(.end)))
    #expect(try screenText(app, width: 120, height: 40).contains("state 5/5 delivered"))
  }

  @Test func anUpdateWithAnAlertExpandsTheIslandFirst() throws {
    let clock = Clock()
    let app = try app("delivery", clock: clock)
    #expect(try !screenText(app, width: 120, height: 40).contains("ALERT"))
    for _ in 0..<2 { _ = app.handle(.key(.right)) }
    let alerting = try screenText(app, width: 120, height: 40)
    #expect(alerting.contains("state 3/5 on the way"))
    #expect(alerting.contains(" ALERT · EXPANDED · 53 col (371 pt)    "))
    #expect(
      alerting.components(separatedBy: "EXPANDED").count == 2,
      "the expanded view is shown once, as the alert, first")
    _ = app.handle(.key(.right))
    #expect(try !screenText(app, width: 120, height: 40).contains("ALERT"), "no alert on state 4")
  }

  @Test func withASecondActivityTheAlertDoesNotHideTheExpandedIsland() throws {
    let app = try app("delivery", clock: Clock())
    _ = app.handle(.character("2"))
    for _ in 0..<2 { _ = app.handle(.key(.right)) }
    let text = try screenText(app, width: 160, height: 60)
    #expect(text.contains("state 3/5 on the way"))
    #expect(!text.contains("ALERT"), "two activities: the island shows both, no alert panel")
    #expect(text.contains("EXPANDED"))
  }

  @Test func playingTheClockTicksTheTimerOnTheSecond() throws {
    let clock = Clock()
    let app = try app("timer", arguments: ["--state", "2"], clock: clock)
    let paused = try screenText(app, width: 120, height: 40)
    #expect(paused.contains("8:00"))
    #expect(app.nextWake() == nil, "a paused preview sleeps until a key")
    #expect(app.handle(.character(" ")))
    _ = try app.render(size: CellSize(width: 120, height: 40))
    let wake = try #require(app.nextWake())
    #expect(
      abs(wake.timeIntervalSince(clock.now) - 1) < 0.01, "a seconds timer wakes once a second")
    clock.now = wake
    let ticked = try screenText(app, width: 120, height: 40)
    #expect(ticked.contains("7:59"))
    #expect(!ticked.contains("8:00"))
  }

  @Test func nothingTimeDependentAndPausedNeverWakes() throws {
    let clock = Clock()
    let app = try app("adventure", clock: clock)
    _ = try app.render(size: CellSize(width: 120, height: 40))
    #expect(app.nextWake() == nil)
  }

  @Test func theStaleIndicatorAppearsAtTheStaleDate() throws {
    let clock = Clock()
    let app = try app("delivery", clock: clock)
    for _ in 0..<3 { _ = app.handle(.key(.right)) }
    #expect(try !screenText(app, width: 120, height: 40).contains("STALE"))
    for key in ["t", "+", "5", "m"] { _ = app.handle(.character(Character(key))) }
    _ = app.handle(.key(.enter))
    let text = try screenText(app, width: 120, height: 40)
    #expect(text.contains("⚠ stale"))
    #expect(text.contains("⚠ STALE"))
    _ = app.handle(.key(.right))
    #expect(
      try !screenText(app, width: 120, height: 40).contains("STALE"), "the next update clears it")
  }

  @Test func aTooSmallTerminalSaysSoAndRecovers() throws {
    let clock = Clock()
    let app = try app("delivery", clock: clock)
    let small = try screenText(app, width: 30, height: 8)
    #expect(small.contains("Glimpse needs at least 40 x 10"))
    _ = try app.render(size: CellSize(width: 1, height: 1))
    _ = try app.render(size: CellSize(width: 0, height: 0))
    #expect(try screenText(app, width: 80, height: 24).contains("Glimpse · delivery"))
  }

  @Test func helpFocusAndQuit() throws {
    let clock = Clock()
    let app = try app("delivery", clock: clock)
    _ = app.handle(.character("?"))
    #expect(try screenText(app, width: 120, height: 40).contains("play / pause the clock"))
    _ = app.handle(.character("?"))
    _ = app.handle(.character("f"))
    let focused = try screenText(app, width: 120, height: 40)
    #expect(focused.contains("COMPACT"))
    #expect(!focused.contains("LOCK SCREEN"))
    #expect(focused.contains("┼"))
    _ = app.handle(.character("g"))
    #expect(try screenText(app, width: 120, height: 40).contains("LOCK SCREEN"))
    #expect(!app.handle(.character("q")))
  }

  @Test func theFocusViewListsTheMisfitsAndTheFill() throws {
    let app = try app("sports-score", clock: Clock())
    // The first half: the running match clock, an unframed timer, stretches the island.
    _ = app.handle(.key(.right))
    _ = app.handle(.character("f"))
    let text = try screenText(app, width: 120, height: 40)
    #expect(text.contains("COMPACT ·"), "\(text)")
    #expect(text.contains("1 misfit (highlighted):"), "\(text)")
    #expect(text.contains("stretches the island · Text"), "\(text)")
    // Then the expanded island (minimal, expanded), and the Lock Screen: no misfit.
    for _ in 0..<3 { _ = app.handle(.character("f")) }
    let card = try screenText(app, width: 120, height: 40)
    #expect(card.contains("LOCK SCREEN · 53 col (371 pt) · 137 of 160 pt tall"), "\(card)")
    #expect(!card.contains("misfit"), "\(card)")
  }

  @Test func reloadKeepsTheLastGoodStates() throws {
    let clock = Clock()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-reload-\(getpid()).json")
    let good =
      #"[{"status": "onTheWay", "driverName": "Ada", "currentStep": 3, "totalSteps": 4, "estimatedMinutesRemaining": 7}]"#
    try Data(good.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let app = try app("delivery", arguments: ["--states", url.path], clock: clock)
    #expect(try screenText(app, width: 120, height: 40).contains("Ada"))
    try Data(#"[{"status": 5}]"#.utf8).write(to: url)
    _ = app.handle(.character("r"))
    let text = try screenText(app, width: 120, height: 40)
    #expect(text.contains("Ada"))
    #expect(text.contains("reload failed"))
  }

  @Test func theTickBenchmarkDrawsNoFrameThatChangesNothing() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-tick-test-\(getpid()).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try PreviewBenchmark.tick(
      previews: DemoGallery.all, activity: "delivery", seconds: 30, width: 100, height: 30,
      output: output)
    #expect(result.framesSkipped == 0)
    #expect(result.framesDrawn == 30, "the first frame and one a second until the 30th")
  }
}
