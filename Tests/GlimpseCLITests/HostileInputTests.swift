import Foundation
import GlimpseDemos
import GlimpseLayout
import Testing

@testable import Glimpse

#if canImport(Glibc)
  import Glibc
#endif

/// What a hostile user can put on the command line or in a file: numbers past their
/// range, sizes past the limits, and strings made to act on a terminal. Each answer is
/// one clear line, and nothing reaches standard output or error raw.
@MainActor
@Suite final class HostileInputTests {
  /// A scratch directory for this test's files.
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The scratch directory goes with the test (a class suite: one instance a test).
  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func run(_ arguments: [String]) throws -> String {
    try Glimpse.execute(arguments, previews: DemoGallery.all, isTerminal: false, environment: [:])
      .text
  }

  /// The text written to standard error, and the exit status.
  func failure(_ arguments: [String]) -> (text: String, status: Int32) {
    do {
      _ = try run(arguments)
      return ("succeeded", 0)
    } catch let error as CLIError {
      return (Glimpse.errorText(error).text, error.exitStatus)
    } catch {
      return ("\(error)", -1)
    }
  }

  /// The demo's delivery states with `change` applied, written to a file; its path.
  func deliveryStates(_ change: (inout [String: Any]) -> Void) throws -> String {
    let demo = try JSONSerialization.jsonObject(
      with: Data(
        contentsOf: URL(fileURLWithPath: #filePath)
          .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("Sources/GlimpseDemos/States/delivery.json")))
    var file = try #require(demo as? [String: Any])
    change(&file)
    let url = directory.appendingPathComponent("delivery-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: file).write(to: url)
    return url.path
  }

  /// Whether `text` can do nothing to a terminal: no control character but line feeds,
  /// and with `colours`, ESC only to start an SGR sequence.
  func isHarmless(_ text: String, colours: Bool = false) -> Bool {
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar != "\n" {
      guard GlyphScanner.replacement(for: scalar) != nil else { continue }
      guard colours, scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" else {
        return false
      }
      let rest = String(String.UnicodeScalarView(scalars[(index + 1)...].prefix(40)))
      guard rest.range(of: #"^\[[0-9;]*m"#, options: .regularExpression) != nil else {
        return false
      }
    }
    return true
  }

  nonisolated static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[6n\u{9B}31m\u{202E}\u{0}end"

  // MARK: 4. Numbers past their range

  @Test func aTimelineWithAnOffsetOf1e19IsAnErrorNotACrash() throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      states[1]["at"] = 1e19
      file["states"] = states
    }
    let (text, status) = failure(["render", "delivery", "--states", path, "--timeline"])
    #expect(
      text.hasSuffix(": states[1].at: expected seconds from 0 to 31536000 (a year), found 1e+19"))
    #expect(status == 1)
  }

  @Test func aStaleDelayOf1e300IsAnError() throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      states[0]["staleAfter"] = 1e300
      file["states"] = states
    }
    let (text, _) = failure(["preview", "delivery", "--states", path])
    #expect(
      text.contains(
        "states[0].staleAfter: expected seconds from 0 to 31536000 (a year), found 1e+300"))
  }

  /// A relevance score is any finite Double: `Int(1e19)` once trapped where the timeline
  /// and `--with` wrote it.
  @Test(arguments: [(1e19, "1e+19"), (-1e300, "-1e+300"), (2.5, "2.50"), (80, "80")])
  func aRelevanceScoreOfAnySizeIsWrittenNotATrap(score: Double, written: String) throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      states[0]["relevance"] = score
      file["states"] = states
    }
    let timeline = try run(["render", "delivery", "--states", path, "--timeline"])
    #expect(timeline.contains("relevance \(written)"), "\(timeline)")
    let together = try run(
      ["render", "delivery", "--states", path, "--with", "timer", "--at", "2026-11-29T10:01:00Z"])
    #expect(together.contains("delivery (\(written))"), "\(together)")
  }

  @Test func theTimelineListsDurationsPastAnIntWithoutTrapping() {
    #expect(TimelineListing.duration(1e19) == ">100000h")
    #expect(TimelineListing.duration(-1e300) == "0s")
    #expect(TimelineListing.duration(3725) == "1h 02m")
  }

  @Test(arguments: ["-9223372036854775807s", "+1e300h", "-99999999999d", "9999-99-99T00:00:00Z"])
  func thePreviewsJumpKeepsTheClockInRange(jump: String) throws {
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([]),
      command: "preview")
    let wall = Date(timeIntervalSince1970: 1_800_000_000)
    let session = try PreviewSession(
      previews: DemoGallery.all, activity: 0, options: options, statesFile: nil, wall: wall)
    let before = session.clock.time(at: wall)
    session.jump(jump, wall: wall)
    #expect(session.clock.time(at: wall) == before)
    #expect(session.message?.isError == true)
    #expect(session.message?.text.hasPrefix("cannot jump to '\(jump)'") == true)
    var screen = PreviewScreen(session: session, now: session.clock.time(at: wall))
    _ = screen.draw(size: CellSize(width: 120, height: 40))
  }

  // MARK: 5. --width

  @Test(arguments: ["1001", "10000000", "1152921504606846976", "9223372036854775807", "0", "-3"])
  func aWidthPastAThousandColumnsIsRefused(width: String) {
    let (text, status) = failure(["render", "delivery", "--width", width])
    #expect(
      text.hasPrefix("render: --width expects a number of columns from 1 to 1000, found '\(width)'")
    )
    #expect(status == 2)
  }

  @Test func aThousandColumnsRender() throws {
    let text = try run(["render", "delivery", "--width", "1000", "--presentation", "lock-screen"])
    #expect(text.contains("LOCK SCREEN"))
  }

  // MARK: 6. Sizes

  @Test func aStatesFileOver8MegabytesIsRefusedWithoutReadingIt() throws {
    let url = directory.appendingPathComponent("huge.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 50 * 1024 * 1024)  // a 50 MB hole: nothing to read in it
    try handle.close()
    let (text, status) = failure(["render", "delivery", "--states", url.path])
    #expect(text == "\(url.path): is 50 MB; a states file may be at most 8 MB")
    #expect(status == 1)
  }

  @Test func aStateOver64KilobytesIsRefused() throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      var state = states[2]["state"] as! [String: Any]
      state["driverName"] = String(repeating: "M", count: 100_000)
      states[2]["state"] = state
      file["states"] = states
    }
    let (text, _) = failure(["render", "delivery", "--states", path])
    #expect(text.hasSuffix(": states[2]: is 97 KB of JSON; a state may be at most 64 KB"))
  }

  // MARK: 7. Every string made visible

  @Test func aStateNameReachesNoTerminalRaw() throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      states[0]["name"] = Self.hostile
      file["states"] = states
    }
    let header = try run(["render", "delivery", "--states", path, "--presentation", "compact"])
    #expect(isHarmless(header))
    #expect(header.hasPrefix("delivery · state 1/5 ␛]0;pwned␇␛[2J␛[6n�31m�␀end · "))
    let colours = try run([
      "render", "delivery", "--states", path, "--presentation", "compact", "--color", "always",
    ])
    #expect(isHarmless(colours, colours: true))
    #expect(!isHarmless(colours))  // it does have colours
    let timeline = try run(["render", "delivery", "--states", path, "--timeline"])
    #expect(isHarmless(timeline))
    #expect(timeline.contains("start  ␛]0;pwned␇"))
  }

  /// Line and paragraph separators break a line in some terminals and split a record in
  /// log readers; noncharacters are no text at all. They reach no output raw.
  @Test func separatorsAndNoncharactersReachNoOutputRaw() throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      let values: [UInt32] = [
        0x41, 0x2028, 0x42, 0x2029, 0x43, 0xFFFE, 0x44, 0xFFFF, 0x45, 0xFDD0, 0x46, 0x10FFFF, 0x47,
      ]
      states[0]["name"] = String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
      file["states"] = states
    }
    let timeline = try run(["render", "delivery", "--states", path, "--timeline"])
    #expect(timeline.contains("start  A�B�C�D�E�F�G"), "\(timeline)")
    #expect(isHarmless(timeline))
  }

  /// A `\u` escape of half a surrogate pair decodes in no JSON decoder: the message quotes
  /// it as written and says so, where it once said `found ""`.
  @Test func aLoneSurrogateIsQuotedAsWrittenAndNamed() throws {
    let demo = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GlimpseDemos/States/delivery.json"), encoding: .utf8)
    let file = directory.appendingPathComponent("surrogate.json")
    try Data(
      demo.replacingOccurrences(of: #""name": "preparing""#, with: #""name": "A\ud800Z""#).utf8
    ).write(to: file)
    let (text, status) = failure(["render", "delivery", "--states", file.path])
    #expect(status == 1)
    #expect(
      text.hasSuffix(
        #"surrogate.json: states[0].name: expected a string, found "A\ud800Z" (half a surrogate pair in a \u escape: not a string any decoder accepts)"#
      ), "\(text)")
  }

  @Test func aFileValueEchoedInAnErrorReachesNoTerminalRaw() throws {
    let path = try deliveryStates { file in
      var states = file["states"] as! [[String: Any]]
      var state = states[0]["state"] as! [String: Any]
      state["status"] = Self.hostile
      states[0]["state"] = state
      file["states"] = states
    }
    let (text, status) = failure(["render", "delivery", "--states", path])
    #expect(status == 1)
    #expect(text.contains("states[0].state.status"))
    #expect(text.contains("␛]0;pwned␇"))
    #expect(isHarmless(text))
  }

  @Test(arguments: [
    ["render", "delivery", "--device", hostile], ["render", "delivery", "--theme", hostile],
    ["render", "delivery", "--at", hostile], ["render", "delivery", "--" + hostile],
    ["render", hostile], ["render", "delivery", "--presentation", hostile], [hostile],
    ["--" + hostile], ["list", hostile], ["render", "delivery", "--locale", hostile],
    ["render", "delivery", "--time-zone", hostile], ["preview", "delivery", "--state", hostile],
    ["render", "delivery", "--states", "/nonexistent/" + hostile],
  ])
  func anArgumentEchoedInAnErrorReachesNoTerminalRaw(arguments: [String]) {
    let (text, status) = failure(arguments)
    #expect(status != 0)
    #expect(isHarmless(text), "\(text.debugDescription)")
    #expect(
      text.contains("␛]0;pwned␇") || text.contains("␛]0;pwned␇".unicodeScalars.first!.description))
    #expect(text.split(separator: "\n").count <= 2)
  }

  @Test func aLineFeedInAnArgumentCannotStartALineOfItsOwn() {
    let (text, _) = failure(["render", "delivery", "--device", "x\nrender: all is well"])
    #expect(text.hasPrefix("render: unknown device 'x␊render: all is well'"))
  }

  /// The one output function is the only one: nothing else in the sources writes to
  /// standard output or standard error.
  @Test func nothingButTheConsoleWritesToTheTerminal() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources")
    let forbidden = [
      "print(", "debugPrint(", "dump(", "FileHandle.standardOutput", "FileHandle.standardError",
      "fputs(", "fwrite(", "puts(", "putchar(", "printf(", "write(STDOUT", "write(STDERR",
      "write(1,", "write(2,", "stdout", "stderr",
    ]
    // Console.swift is the one place; the ncurses shim hands stdout to ncurses (the
    // screen, not text); the fatal-signal handler writes its line from C.
    let allowed: Set<String> = [
      "GlimpseLayout/Writers/Console.swift", "CNcursesw/CNcursesw.h",
      "CGlimpseSignals/fatal_signals.c", "CGlimpseSignals/interrupts.c",
      "GlimpseTerminal/TerminalScreen.swift",
    ]
    var offenders: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
    for case let url as URL in files where ["swift", "c", "h"].contains(url.pathExtension) {
      let relative = String(url.path.dropFirst(sources.path.count + 1))
      // The demos are a user's widget code, written as for iOS (a `print` there is the
      // app's, as in any widget); Glimpse itself never writes past the console.
      guard !allowed.contains(relative), !relative.hasPrefix("GlimpseDemos/") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code =
          line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)
          .first ?? ""
        for word in forbidden where code.contains(word) {
          offenders.append("\(relative):\(number + 1): \(word)")
        }
      }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }

  // MARK: 8. Errors that say what is wrong

  @Test func anImpossibleDateIsRefused() {
    let (text, status) = failure(["render", "delivery", "--at", "2026-02-30T00:00:00Z"])
    #expect(text.hasPrefix("render: --at 2026-02-30T00:00:00Z: February 2026 has 28 days, not 30"))
    #expect(status == 2)
    #expect(
      failure(["render", "delivery", "--at", "+99999999999h"]).text.hasPrefix(
        "render: --at +99999999999h goes past the dates Glimpse shows (1970 to 9999)"))
  }

  @Test func anUnknownLocaleIsRefused() throws {
    let (text, _) = failure(["render", "delivery", "--locale", "xx_INVALID"])
    #expect(text.hasPrefix("render: unknown locale 'xx_INVALID'"))
    for known in ["de_DE", "pt-BR", "ja", "fr_FR.UTF-8"] {
      _ = try run(["render", "delivery", "--locale", known, "--presentation", "compact"])
    }
  }

  @Test func aThemeColourWithoutItsHashIsRefused() throws {
    let theme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GlimpseThemes/dark.json"), encoding: .utf8)
    let url = directory.appendingPathComponent("theme.json")
    let first = try #require(theme.range(of: ##""#[0-9A-Fa-f]{6}""##, options: .regularExpression))
    let colour = theme[first].dropFirst(2).dropLast()
    try theme.replacingCharacters(in: first, with: "\"\(colour)\"").write(
      to: url, atomically: true, encoding: .utf8)
    let (text, status) = failure(["render", "delivery", "--theme", url.path])
    #expect(text.contains("expected \"#RRGGBB\" or \"default\", found \"\(colour)\""), "\(text)")
    #expect(status == 1)
  }

  @Test func aDirectoryAMissingFileAndAnEmptyFileSayWhich() throws {
    #expect(
      failure(["render", "delivery", "--states", directory.path]).text
        == "\(directory.path): is a directory, not a file")
    let missing = directory.appendingPathComponent("missing.json").path
    #expect(
      failure(["render", "delivery", "--states", missing]).text == "\(missing): no such file")
    let empty = directory.appendingPathComponent("empty.json")
    #expect(FileManager.default.createFile(atPath: empty.path, contents: Data()))
    #expect(
      failure(["render", "delivery", "--states", empty.path]).text
        == #"empty.json: is empty; expected JSON: an array of states or an object with "states""#)
  }

  @Test func aFIFOIsReadLikeAFile() throws {
    let fifo = directory.appendingPathComponent("states.fifo").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let states = try Data(contentsOf: URL(fileURLWithPath: try deliveryStates { _ in }))
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(states)
        try? handle.close()
      }
    }
    writer.start()
    let text = try run(["render", "delivery", "--states", fifo, "--timeline"])
    #expect(text.contains("  5  2026-11-29 10:40:00 UTC  +40m 00s  update  delivered"))
  }

  @Test func thePreviewRefusesStandardInputForStates() {
    let (text, status) = failure(["preview", "delivery", "--states", "-"])
    #expect(
      text.hasPrefix("preview: --states - reads standard input, which the preview reads keys from"))
    #expect(status == 2)
  }
}
