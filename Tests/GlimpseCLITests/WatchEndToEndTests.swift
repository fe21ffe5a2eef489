import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse watch` as a person at a terminal runs it, on a pseudo-terminal, over a
/// package whose `swift` is the test's own (first on `PATH`): a script that describes one
/// executable product `fake`, prints a products folder, and builds by doing what the
/// test asks (succeed, fail, or never end). The product is a script too (a preview that
/// goes raw and hangs, that crashes, that records the modes it was given) or the real
/// `glimpse`.
final class WatchedPackage {
  let root: URL
  var package: URL { root.appendingPathComponent("package") }
  var products: URL { root.appendingPathComponent("products") }
  var product: URL { products.appendingPathComponent("fake") }

  /// A package whose product is the shell script `script` (without its `#!` line).
  convenience init(script: String) throws {
    try self.init()
    try write("#!/bin/sh\n" + script, to: product, executable: true)
  }

  /// A package whose product is the built `program` (`glimpse`, `glimpse-crash-fixture`).
  convenience init(program: String) throws {
    try self.init()
    try FileManager.default.createSymbolicLink(
      atPath: product.path, withDestinationPath: try TerminalProcess.builtProduct(program))
  }

  private init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-watch-e2e-\(UUID().uuidString)")
    let manager = FileManager.default
    for folder in ["package/Sources/Fake", "products", "bin"] {
      try manager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try write("// swift-tools-version: 5.10\n", to: package.appendingPathComponent("Package.swift"))
    try write("let a = 1\n", to: package.appendingPathComponent("Sources/Fake/A.swift"))
    try write(#"{"states": []}"#, to: package.appendingPathComponent("states.json"))
    let swift = """
      #!/bin/sh
      top="$(dirname "$0")/.."
      case "$1 $2" in
        "package describe")
          echo '{"name": "fake", "products": [{"name": "fake", "type": {"executable": null}}, {"name": "Kit", "type": {"library": ["automatic"]}}]}' ;;
        "build --show-bin-path") echo "$top/products" ;;
        "build --product")
          echo $$ >"$top/build.pid"
          [ -f "$top/build-hangs" ] && exec sleep 600
          [ -f "$top/build-fails" ] && { echo "error: failed on purpose"; exit 1; }
          exit 0 ;;
        *) echo "fake swift: $*" >&2; exit 1 ;;
      esac
      """
    try write(swift, to: root.appendingPathComponent("bin/swift"), executable: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Makes `name` beside the package (a switch the fake `swift` reads).
  func touch(_ name: String) throws {
    try write("", to: root.appendingPathComponent(name))
  }

  /// The process id of the build the fake `swift` is running, once it has started one.
  func runningBuild() -> Int32? {
    for _ in 0..<400 {
      if let pid = read("build.pid").flatMap({
        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }) {
        return pid
      }
      usleep(50_000)
    }
    return nil
  }

  /// The text of `name` beside the package, nil when there is none.
  func read(_ name: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
  }

  /// Writes `text` to `file`; an executable script gets ``ExecutableFile/probeLine`` after
  /// its `#!` line and is returned only once it can be run.
  func write(_ text: String, to file: URL, executable: Bool = false) throws {
    guard executable else {
      return try text.write(to: file, atomically: true, encoding: .utf8)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.insert(ExecutableFile.probeLine, at: lines.first?.hasPrefix("#!") == true ? 1 : 0)
    try ExecutableFile.writeScript(lines.joined(separator: "\n"), to: file)
  }

  /// `glimpse watch PACKAGE arguments` on a new pseudo-terminal.
  func watch(_ arguments: [String] = [], environment extra: [String: String] = [:]) throws
    -> TerminalProcess
  {
    let environment = extra.merging([
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/tmp",
      "PATH": root.appendingPathComponent("bin").path + ":/usr/bin:/bin",
      "SWIFT_BACKTRACE": "interactive=no,color=no",
    ]) { $1 }
    return try TerminalProcess(
      try TerminalProcess.builtProduct("glimpse"), ["watch", package.path] + arguments,
      environment: environment)
  }
}

/// The watcher owns the terminal's original modes and puts them back on every way out,
/// whatever its previews did; and it can be quit in every state.
@Suite(.serialized)
struct WatchEndToEndTests {
  /// A preview that goes raw and stops listening: it ignores SIGTERM, SIGHUP and SIGINT
  /// and never restores the terminal (only SIGKILL ends it).
  static let hungRawPreview = """
    trap '' TERM HUP INT
    stty raw -echo
    echo PREVIEW-IS-RAW
    exec sleep 600
    """

  // MARK: Item 5: the terminal put back

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalToTheWatcherRestoresTheTerminalAPreviewLeftRaw(signal: Int32) throws {
    let package = try WatchedPackage(script: Self.hungRawPreview)
    let watch = try package.watch()
    try #require(watch.waitForOutput(containing: "PREVIEW-IS-RAW"), "\(watch.text.suffix(600))")
    try #require(watch.waitForModes { $0.c_lflag & tcflag_t(ICANON) == 0 })
    watch.send(signal: signal)
    let exit = watch.waitForExit(timeout: .seconds(15))
    #expect(exit == .exited(128 + signal), "\(exit.map(String.init) ?? "still running")")
    try expectRestored(watch)
  }

  /// The issue's case: a view body that never returns, under watch, and SIGTERM.
  @Test func aLoopingViewBodyUnderWatchEndsOnSIGTERMWithTheTerminalRestored() throws {
    let package = try WatchedPackage(program: "glimpse-crash-fixture")
    let looping = LoopingMarker()
    defer { looping.remove() }
    let watch = try package.watch(
      ["--", "steps", "--state", "3"], environment: looping.environment)
    try #require(
      watch.waitForModes { $0.c_lflag & tcflag_t(ICANON) == 0 }, "\(watch.text.suffix(600))")
    try #require(looping.wait(), "the view body never started looping: \(watch.text.suffix(600))")
    watch.send(signal: SIGTERM)
    let exit = watch.waitForExit(timeout: .seconds(15))
    #expect(exit == .exited(128 + SIGTERM), "\(exit.map(String.init) ?? "still running")")
    try expectRestored(watch)
  }

  /// A preview killed in raw mode does not pass raw mode, nor the keys typed at it, to
  /// the next one: each starts on the terminal's original modes with nothing to read.
  @Test func theNextPreviewStartsOnTheOriginalModesWithNoKeysLeftOver() throws {
    let package = try WatchedPackage(
      script: """
        dir="$(dirname "$0")"
        n=$(($(cat "$dir/runs" 2>/dev/null || echo 0) + 1))
        echo $n >"$dir/runs"
        stty -a >"$dir/modes-$n"
        if [ $n = 1 ]; then
          stty raw -echo
          echo PREVIEW-ONE-IS-RAW
          exec sleep 600
        fi
        # What is waiting to be read, given a second to arrive.
        stty -icanon min 0 time 10
        dd bs=64 count=1 of="$dir/input-$n" 2>/dev/null
        echo PREVIEW-TWO-HAS-READ
        exec sleep 600
        """)
    let watch = try package.watch()
    try #require(watch.waitForOutput(containing: "PREVIEW-ONE-IS-RAW"), "\(watch.text.suffix(600))")
    try #require(watch.waitForModes { $0.c_lflag & tcflag_t(ICANON) == 0 })
    watch.type("q")  // at a preview that does not listen
    // The states file changed: a restart without a build.
    try package.write(
      #"{"states": [{}]}"#, to: package.package.appendingPathComponent("states.json"))
    try #require(
      watch.waitForOutput(containing: "PREVIEW-TWO-HAS-READ"), "\(watch.text.suffix(600))")
    let modes = try #require(
      (try? String(contentsOf: package.products.appendingPathComponent("modes-2"), encoding: .utf8))
    )
    let words = modes.split(whereSeparator: \.isWhitespace)
    #expect(words.contains("icanon") && words.contains("echo"), "the second preview got: \(modes)")
    let input = try Data(contentsOf: package.products.appendingPathComponent("input-2"))
    #expect(input.isEmpty, "the second preview read \(String(decoding: input, as: UTF8.self))")
    watch.send(signal: SIGTERM)
    #expect(watch.waitForExit(timeout: .seconds(15)) == .exited(128 + SIGTERM))
    try expectRestored(watch)
  }

  /// A preview killed outright (SIGKILL: no handler runs) leaves the alternate screen,
  /// a hidden cursor, mouse reporting and keypad mode on: the watcher undoes them.
  @Test func aPreviewKilledOutrightLeavesNothingOnTheScreenModes() throws {
    let package = try WatchedPackage(program: "glimpse")
    let watch = try package.watch(["--", "delivery"])
    try #require(watch.waitForOutput(containing: "LOCK SCREEN"), "\(watch.text.suffix(600))")
    try #require(TerminalModes(after: watch.text).alternateScreen)
    let children = try String(
      contentsOfFile: "/proc/\(watch.pid)/task/\(watch.pid)/children", encoding: .utf8)
    let preview = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
    kill(preview, SIGKILL)
    try #require(
      watch.waitForOutput(containing: "the preview crashed"), "\(watch.text.suffix(600))")
    watch.type("q")
    #expect(watch.waitForExit(timeout: .seconds(10)) == .exited(0))
    try expectRestored(watch)
  }

  // MARK: Item 6: quit in every state

  @Test(arguments: [("q", Int32(0)), ("\u{03}", 128 + SIGINT)])
  func aKeyDuringTheFirstBuildEndsTheWatchAndTheBuild(key: String, status: Int32) throws {
    let package = try WatchedPackage(script: Self.hungRawPreview)
    try package.touch("build-hangs")
    let watch = try package.watch()
    try #require(watch.waitForOutput(containing: "building fake"), "\(watch.text.suffix(600))")
    try #require(watch.waitForModes { $0.c_lflag & tcflag_t(ECHO) == 0 })
    let build = try #require(package.runningBuild(), "no build started")
    watch.type(key)
    let exit = watch.waitForExit(timeout: .seconds(10))
    #expect(exit == .exited(status), "\(exit.map(String.init) ?? "still running")")
    #expect(kill(build, 0) != 0, "the build is still running")
    try expectRestored(watch)
  }

  @Test func qOnTheFailedBuildPanelEndsTheWatch() throws {
    let package = try WatchedPackage(script: Self.hungRawPreview)
    try package.touch("build-fails")
    let watch = try package.watch()
    try #require(watch.waitForOutput(containing: "failed on purpose"), "\(watch.text.suffix(600))")
    try #require(watch.waitForModes { $0.c_lflag & tcflag_t(ECHO) == 0 })
    watch.type("q")
    #expect(watch.waitForExit(timeout: .seconds(10)) == .exited(0))
    try expectRestored(watch)
  }

  @Test func qOnTheCrashPanelEndsTheWatch() throws {
    let package = try WatchedPackage(script: "echo 'Fatal error: on purpose' >&2\nkill -SEGV $$")
    let watch = try package.watch()
    try #require(
      watch.waitForOutput(containing: "the preview crashed"), "\(watch.text.suffix(600))")
    try #require(watch.waitForModes { $0.c_lflag & tcflag_t(ECHO) == 0 })
    watch.type("q")
    #expect(watch.waitForExit(timeout: .seconds(10)) == .exited(0))
    try expectRestored(watch)
  }

  /// The preview quit while a rebuild runs (its `q` typed as the build started): the
  /// build is stopped and the watch ends, instead of starting the preview again.
  @Test func qInThePreviewDuringARebuildEndsTheWatchAndTheBuild() throws {
    let package = try WatchedPackage(
      script: """
        stty raw -echo
        echo PREVIEW-WAITS-FOR-A-KEY
        dd bs=1 count=1 of=/dev/null 2>/dev/null
        stty sane
        exit 0
        """)
    let watch = try package.watch()
    try #require(
      watch.waitForOutput(containing: "PREVIEW-WAITS-FOR-A-KEY"), "\(watch.text.suffix(600))")
    try package.touch("build-hangs")
    try? FileManager.default.removeItem(at: package.root.appendingPathComponent("build.pid"))
    try package.write(
      "let a = 2\n", to: package.package.appendingPathComponent("Sources/Fake/A.swift"))
    let running = try #require(package.runningBuild(), "no rebuild started")
    watch.type("q")
    let exit = watch.waitForExit(timeout: .seconds(10))
    #expect(exit == .exited(0), "\(exit.map(String.init) ?? "still running")")
    #expect(kill(running, 0) != 0, "the build is still running")
    try expectRestored(watch)
  }

  /// A `q` typed while the preview is being replaced (after it read its last key, before
  /// the next one starts) reaches the watcher, which quits instead of starting the next.
  /// The preview here never reads keys and exits on SIGTERM as a Glimpse preview does, so
  /// the `q` is still waiting when it has exited.
  @Test func aQTypedWhileThePreviewIsReplacedEndsTheWatch() throws {
    let package = try WatchedPackage(
      script: """
        dir="$(dirname "$0")"
        echo started >>"$dir/runs"
        trap 'stty sane; exit 143' TERM
        stty raw -echo
        echo PREVIEW-RUNS
        while :; do sleep 0.1; done
        """)
    let watch = try package.watch()
    try #require(watch.waitForOutput(containing: "PREVIEW-RUNS"), "\(watch.text.suffix(600))")
    try #require(watch.waitForModes { $0.c_lflag & tcflag_t(ICANON) == 0 })
    watch.type("q")
    try package.write(
      #"{"states": [{}]}"#, to: package.package.appendingPathComponent("states.json"))
    let exit = watch.waitForExit(timeout: .seconds(15))
    #expect(exit == .exited(0), "\(exit.map(String.init) ?? "still running")")
    let runs = try String(
      contentsOf: package.products.appendingPathComponent("runs"), encoding: .utf8)
    #expect(runs == "started\n", "the preview was started again")
    try expectRestored(watch)
  }

  // MARK: Item 7: usage errors end the watch

  @Test func anUnknownActivityEndsTheWatchWithThePreviewsMessageAndStatus2() throws {
    let package = try WatchedPackage(program: "glimpse")
    let watch = try package.watch(["--", "nope"])
    let exit = watch.waitForExit(timeout: .seconds(20))
    #expect(exit == .exited(2), "\(exit.map(String.init) ?? "still running")")
    #expect(watch.text.contains("preview: unknown activity 'nope'; activities: delivery"))
    #expect(watch.text.contains("(see glimpse preview --help)"))
    try expectRestored(watch)
  }

  @Test func aProductThatDoesNotExistIsRefusedWithTheOnesThatDo() throws {
    let package = try WatchedPackage(program: "glimpse")
    let watch = try package.watch(["--product", "nope"])
    #expect(watch.waitForExit(timeout: .seconds(20)) == .exited(2))
    #expect(
      watch.text.contains("watch: no product 'nope' in the package; executable products: fake"),
      "\(watch.text.suffix(400))")
  }

  @Test(arguments: [["--session", "s.json"], ["--watch-status=x"]])
  func optionsWatchSetsItselfAreRefusedUpFront(options: [String]) throws {
    let package = try WatchedPackage(program: "glimpse")
    let watch = try package.watch(["--", "delivery"] + options)
    #expect(watch.waitForExit(timeout: .seconds(20)) == .exited(2))
    let name = String(options[0].prefix { $0 != "=" })
    #expect(watch.text.contains("watch: \(name) after -- is set by watch itself"))
    #expect(package.read("build.pid") == nil, "a build was started")
  }

  @Test func aSessionFileThatIsNotOneIsSetAsideAndThePreviewStartsFresh() throws {
    let package = try WatchedPackage(program: "glimpse")
    let folder = package.package.appendingPathComponent(".build/glimpse-watch")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try package.write("{ not json", to: folder.appendingPathComponent("session.json"))
    let watch = try package.watch(["--", "delivery"])
    try #require(
      watch.waitForOutput(containing: "session.json.bad-1"),
      "\(watch.text.suffix(800))")
    #expect(watch.waitForOutput(containing: "LOCK SCREEN"), "the preview did not start")
    let aside = try String(
      contentsOf: folder.appendingPathComponent("session.json.bad-1"), encoding: .utf8)
    #expect(aside == "{ not json")
    watch.type("q")
    #expect(watch.waitForExit(timeout: .seconds(10)) == .exited(0))
    try expectRestored(watch)
  }
}
