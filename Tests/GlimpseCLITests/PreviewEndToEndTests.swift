import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `glimpse preview` in a real pseudo-terminal (no tmux, no terminal of the
/// test's own, `TERM` set only for the child): signals, a closed terminal, and a trap or
/// a hang in an activity's own code. Each checks that the process is gone in time and
/// that the terminal is back as a shell needs it: canonical mode and echo on (read back
/// from the terminal), the alternate screen left, the cursor shown, mouse reporting and
/// keypad mode off (replayed from everything the program wrote).
@Suite(.serialized)
struct PreviewEndToEndTests {
  static let environment = [
    "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/tmp",
    // The backtracer would otherwise wait for a key on a terminal.
    "SWIFT_BACKTRACE": "interactive=no,color=no",
  ]

  /// `program preview arguments` on a new terminal, once its first frame is drawn.
  func startPreview(
    _ arguments: [String], program: String = "glimpse", controlling: Bool = true,
    typedBefore: String = ""
  ) throws -> TerminalProcess {
    let process = try TerminalProcess(
      try TerminalProcess.builtProduct(program), ["preview"] + arguments,
      environment: Self.environment, controlling: controlling, typedBefore: typedBefore)
    try #require(
      process.waitForOutput(containing: "LOCK SCREEN"),
      "no first frame; the terminal shows: \(process.text.suffix(400))")
    let modes = try #require(process.modes)
    try #require(modes.c_lflag & tcflag_t(ICANON) == 0, "the preview is not in raw mode")
    try #require(TerminalModes(after: process.text).alternateScreen)
    return process
  }

  /// SIGUSR1, SIGUSR2 and SIGALRM kill a process by default, leaving the terminal raw:
  /// they end the preview as SIGTERM does.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGALRM])
  func aSignalEndsThePreviewAtOnceAndRestoresTheTerminal(signal: Int32) throws {
    let process = try startPreview(["delivery"])
    process.send(signal: signal)
    let exit = process.waitForExit(timeout: .seconds(5))
    #expect(
      exit == .exited(128 + signal),
      "after signal \(signal): \(exit.map(String.init) ?? "still running")")
    try expectRestored(process)
  }

  /// The preview answers a key after `what` (a signal): it was not ended by it.
  func expectStillAnswering(
    _ process: TerminalProcess, after what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    process.type("?")
    #expect(
      process.waitForOutput(containing: "next activity"),
      "no help after \(what)",
      sourceLocation: sourceLocation)
    process.type("q")
    let exit = process.waitForExit(timeout: .seconds(5))
    #expect(
      exit == .exited(0), "\(exit.map(String.init) ?? "still running")",
      sourceLocation: sourceLocation)
  }

  /// Keys typed before the preview started (at a crash panel, say) were meant for what
  /// ran then: a `q` among them does not quit the new preview.
  @Test func keysTypedBeforeThePreviewStartsAreNotReplayedIntoIt() throws {
    let process = try startPreview(["delivery"], typedBefore: "xq")
    expectStillAnswering(process, after: "xq typed before it started")
    try expectRestored(process)
  }

  /// SIGPIPE is ignored (a write to a closed pipe fails with EPIPE instead).
  @Test func sigpipeLeavesThePreviewRunning() throws {
    let process = try startPreview(["delivery"])
    process.send(signal: SIGPIPE)
    expectStillAnswering(process, after: "SIGPIPE")
    try expectRestored(process)
  }

  /// Under `glimpse watch` (`--watch-status`), SIGUSR1 still means "the status changed".
  @Test func sigusr1IsNewsFromTheWatcherWithWatchStatus() throws {
    let status = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-status-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: status) }
    let process = try startPreview(["delivery", "--watch-status", status.path])
    process.send(signal: SIGUSR1)
    expectStillAnswering(process, after: "SIGUSR1")
    try expectRestored(process)
  }

  /// SIGQUIT ends the process with the runtime's backtrace, printed on a restored terminal.
  @Test func sigquitRestoresTheTerminalBeforeTheBacktrace() throws {
    let process = try startPreview(["delivery"])
    process.send(signal: SIGQUIT)
    let exit = process.waitForExit(timeout: .seconds(30))
    #expect(exit == .signalled(SIGQUIT), "\(exit.map(String.init) ?? "still running")")
    let text = process.text
    let found = try #require(
      text.range(of: "glimpse: stopped by SIGQUIT"), "no line in: \(text.suffix(2000))")
    #expect(TerminalModes(after: String(text[..<found.lowerBound])) == .sane)
    try expectRestored(process)
  }

  @Test func plainGlimpseOnATerminalEndsOnSIGTERM() throws {
    let process = try TerminalProcess(
      try TerminalProcess.builtProduct("glimpse"), [], environment: Self.environment)
    try #require(process.waitForOutput(containing: "LOCK SCREEN"))
    process.send(signal: SIGTERM)
    #expect(process.waitForExit(timeout: .seconds(5)) == .exited(128 + SIGTERM))
    try expectRestored(process)
  }

  /// With the terminal as its controlling terminal the kernel sends SIGHUP; without,
  /// only reads tell: end of file, EIO, `POLLHUP`. Either way the preview ends at once
  /// instead of spinning on a dead terminal.
  @Test(arguments: [true, false])
  func closingTheTerminalEndsThePreviewAtOnce(controlling: Bool) throws {
    let process = try startPreview(["delivery"], controlling: controlling)
    process.closeTerminal()
    let exit = process.waitForExit(timeout: .seconds(5))
    #expect(exit == .exited(128 + SIGHUP), "\(exit.map(String.init) ?? "still running")")
  }

  @Test func aTrapInViewCodeRestoresTheTerminalAndSaysWhatWasDrawn() throws {
    let process = try startPreview(["steps"], program: "glimpse-crash-fixture")
    process.type("\u{1B}OC")  // the right arrow in keypad mode: state 2, whose view traps
    // The backtracer takes its time: symbolicating is not part of what is checked here.
    let exit = process.waitForExit(timeout: .seconds(30))
    #expect(exit == .signalled(SIGILL), "\(exit.map(String.init) ?? "still running")")
    let text = process.text
    let line = "glimpse: crashed with SIGILL while drawing steps · state 2/3 · lock-screen"
    let found = try #require(text.range(of: line), "no crash line in: \(text.suffix(2000))")
    // The terminal was put back before the line (and the backtrace) were written.
    #expect(TerminalModes(after: String(text[..<found.lowerBound])) == .sane)
    // The backtrace follows: headed "Program crashed: Illegal instruction" in a debug build,
    // "Swift runtime failure: <the check>" in a release one (.ci/run's release lane).
    #expect(text[found.upperBound...].contains("Backtracing from"))
    try expectRestored(process)
  }

  /// `glimpse-crash-fixture preview steps --state 3`: the first frame's view body never
  /// returns; once the watchdog has said so on the screen.
  func startHungPreview() throws -> TerminalProcess {
    let process = try TerminalProcess(
      try TerminalProcess.builtProduct("glimpse-crash-fixture"),
      ["preview", "steps", "--state", "3"], environment: Self.environment)
    try #require(
      process.waitForOutput(
        containing: "not responding: steps · state 3/3 · lock-screen · q or Ctrl-C quits"),
      "no report of the hang; the terminal shows: \(process.text.suffix(400))")
    try #require(process.exit == nil)
    return process
  }

  @Test func qQuitsAPreviewWhoseViewBodyNeverReturns() throws {
    let process = try startHungPreview()
    process.type("q")
    let exit = process.waitForExit(timeout: .seconds(5))
    #expect(exit == .exited(0), "\(exit.map(String.init) ?? "still running")")
    try expectRestored(process)
    #expect(
      process.text.contains(
        "glimpse: stopped while not responding: steps · state 3/3 · lock-screen"))
  }

  /// Ctrl-C typed (raw mode makes it a byte) or sent as a signal, and SIGTERM, end a hung
  /// preview at once, not on the second try.
  @Test(arguments: ["ctrl-c", "SIGINT", "SIGTERM"])
  func anInterruptEndsAPreviewWhoseViewBodyNeverReturns(way: String) throws {
    let process = try startHungPreview()
    switch way {
    case "ctrl-c": process.type("\u{03}")
    case "SIGINT": process.send(signal: SIGINT)
    default: process.send(signal: SIGTERM)
    }
    let exit = process.waitForExit(timeout: .seconds(5))
    let status = way == "SIGTERM" ? 128 + SIGTERM : 128 + SIGINT
    #expect(exit == .exited(status), "\(way): \(exit.map(String.init) ?? "still running")")
    try expectRestored(process)
  }

  @Test func aSecondSignalEndsAPreviewThatIsNotListening() throws {
    let looping = LoopingMarker()
    defer { looping.remove() }
    let process = try TerminalProcess(
      try TerminalProcess.builtProduct("glimpse-crash-fixture"),
      ["preview", "steps", "--state", "3"],
      environment: Self.environment.merging(looping.environment) { $1 })
    // The screen is set up (raw mode), then the first frame never finishes: the signals
    // are sent once the view body is in its endless loop.
    try #require(process.waitForModes { $0.c_lflag & tcflag_t(ICANON) == 0 })
    try #require(looping.wait(), "the view body never started looping")
    process.send(signal: SIGTERM)
    #expect(
      process.waitForExit(timeout: .milliseconds(500)) == nil, "the busy preview took the signal")
    process.send(signal: SIGTERM)
    let exit = process.waitForExit(timeout: .seconds(5))
    #expect(exit == .signalled(SIGTERM), "\(exit.map(String.init) ?? "still running")")
    #expect(process.text.contains("glimpse: stopped by a second signal while busy"))
    try expectRestored(process)
  }
}

/// `render` has no terminal to restore, but says the same line on standard error before
/// the backtrace.
@Suite struct RenderCrashTests {
  @Test func aTrapInViewCodeNamesWhatWasDrawnBeforeTheBacktrace() throws {
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: try TerminalProcess.builtProduct("glimpse-crash-fixture"))
    process.arguments = ["render", "steps", "--state", "2", "--presentation", "lock-screen"]
    process.environment = ["SWIFT_BACKTRACE": "interactive=no,color=no", "HOME": "/tmp"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGILL)
    let text = String(decoding: data, as: UTF8.self)
    let line = "glimpse: crashed with SIGILL while drawing steps · state 2/3 · lock-screen\n"
    let found = try #require(text.range(of: line), "no crash line in: \(text.prefix(600))")
    // The backtrace follows: headed "Program crashed: Illegal instruction" in a debug build,
    // "Swift runtime failure: <the check>" in a release one (.ci/run's release lane).
    #expect(text[found.upperBound...].contains("Backtracing from"))
  }
}
