import CGlimpseSignals
import Foundation
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

/// The loop of `glimpse watch`: build, run the preview, wait for a change or for the
/// preview to end, and again.
@MainActor
final class WatchSession {
  let builder: PackageBuilder
  let product: String
  let previewArguments: [String]
  let environment: [String: String]
  let watcher: FileWatcher
  private var child: ChildPreview?
  /// The binary of the last build that succeeded.
  private var binary: String?
  private let folder: URL
  /// Readable when a signal was caught.
  private var wakeDescriptor: Int32 = -1
  /// The terminal, its original modes kept (set while ``run()`` runs).
  private var terminal: WatchTerminal?
  /// Whether the last preview ended by itself (its `q`): keys typed after it are the
  /// shell's. Otherwise keys typed for a preview that never read them are dropped.
  private var previewEndedByItself = false
  /// For a widget `glimpse open` watches (no package of the user's): writes the package
  /// again from the user's files before each build. A one-line problem (a new import of a
  /// missing module, say) is shown as a failed build is.
  var regenerate: (() throws -> Void)?

  init(
    builder: PackageBuilder, product: String, previewArguments: [String],
    environment: [String: String], watcher: FileWatcher
  ) {
    self.builder = builder
    self.product = product
    self.previewArguments = previewArguments
    self.environment = environment
    self.watcher = watcher
    folder = builder.stateFolder
  }

  var sessionFile: URL { folder.appendingPathComponent("session.json") }
  var statusFile: URL { folder.appendingPathComponent("status.json") }
  var buildLog: URL { folder.appendingPathComponent("build.log") }
  var previewLog: URL { folder.appendingPathComponent("preview-errors.log") }

  /// Runs until the watch is quit (`q` or Ctrl-C, in the preview or not), a signal
  /// arrives, or the preview refuses its options; the exit status (0, or 128 + a
  /// signal). Throws a usage error with the preview's own message when it refuses its
  /// options (a build cannot change them). Whatever happens, the terminal is left in the
  /// modes it had at start.
  func run() throws -> Int32 {
    guard let terminal = WatchTerminal() else {
      throw CLIError.failure("watch: needs a terminal; use glimpse render for text")
    }
    self.terminal = terminal
    // A signal may be delivered to any thread (the one waiting for the preview, say):
    // its handler writes to this pipe, which the loop waits on.
    var wake: [Int32] = [0, 0]
    guard pipe(&wake) == 0 else { throw CLIError.failure("watch: cannot make a pipe") }
    for fd in wake {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
    wakeDescriptor = wake[0]
    glimpse_interrupts_wake(wake[1])
    _ = glimpse_interrupts_install()
    defer {
      // A preview still running here (an error was thrown) is stopped first.
      if let child {
        terminal.note(child.stop())
        self.child = nil
      }
      terminal.restore(droppingInput: !previewEndedByItself)
      glimpse_interrupts_release()
      glimpse_interrupts_wake(-1)
      close(wake[0])
      close(wake[1])
    }
    terminal.takeOver()
    // The preview catches SIGUSR1; until it has, an ignored signal is harmless to it
    // (ignoring is inherited across exec, a handler replaces it).
    signal(SIGUSR1, SIG_IGN)
    try? FileManager.default.removeItem(at: statusFile)
    let binFolder = try builder.binPath()
    let start = Date()
    if let stop = try build(changedAt: start, binFolder: binFolder) { return stop }
    while true {
      if let signo = takeInterrupt() { return finish(signal: signo) }
      if let child, let ending = child.ending {
        self.child = nil
        if let stop = try ended(ending) { return stop }
      }
      let activity = waitForActivity()
      guard activity == .files else {
        if case .key(let key) = activity { return finish(key) }
        continue
      }
      let changedAt = Date()
      // Let a burst of writes (an editor saving, a formatter running) settle.
      usleep(100_000)
      let changed = watcher.changes()
      switch WatchCommand.Change.of(changed) {
      case .none: continue
      case .data:
        builder.refreshResources(changed: changed, binFolder: binFolder)
        if binary != nil {
          let status = WatchStatus(phase: .ready, changedAt: changedAt.timeIntervalSince1970)
          if let stop = try restart(status: status) { return stop }
        }
      case .source:
        // (An opened widget's files are the user's: the copies are what the build sees.)
        if regenerate == nil { FileWatcher.markForRebuild(changed, under: watcher.root) }
        if let stop = try build(changedAt: changedAt, binFolder: binFolder) { return stop }
      }
    }
  }

  /// What woke the loop.
  private enum Activity: Equatable {
    /// A signal, the preview's end, or nothing (look again).
    case other
    /// Files changed (or, polling, it is time to compare).
    case files
    /// A key typed to the watcher (no preview running).
    case key(WatchTerminal.Key)
  }

  /// Waits for a file change, the preview's end, a signal, or (no preview running) a key.
  private func waitForActivity() -> Activity {
    var entries: [pollfd] = []
    entries.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
    let keys = child == nil ? terminal.map(\.descriptor) : nil
    if let keys { entries.append(pollfd(fd: keys, events: Int16(POLLIN), revents: 0)) }
    if let descriptor = watcher.descriptor {
      entries.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
    }
    if let child {
      entries.append(pollfd(fd: child.endedDescriptor, events: Int16(POLLIN), revents: 0))
    }
    let timeout: Int32 = watcher.needsTimer ? 500 : -1
    let ready = poll(&entries, nfds_t(entries.count), timeout)
    if ready < 0 { return .other }
    if entries[0].revents != 0 {
      var drain = [UInt8](repeating: 0, count: 64)
      _ = read(wakeDescriptor, &drain, drain.count)
      return .other
    }
    if keys != nil, entries[1].revents != 0, let key = terminal?.readKey() { return .key(key) }
    if watcher.needsTimer { return .files }
    let inotify = keys == nil ? 1 : 2
    return watcher.descriptor != nil && entries[inotify].revents & Int16(POLLIN) != 0
      ? .files : .other
  }

  private func takeInterrupt() -> Int32? {
    let signo = glimpse_interrupt_take()
    return signo == 0 ? nil : signo
  }

  /// A signal: the preview (which got Ctrl-C's SIGINT too, if it was one) ends, then the
  /// watch, with the same status a shell would report.
  private func finish(signal signo: Int32) -> Int32 {
    if let child {
      terminal?.note(child.stop(signal: signo == SIGINT ? SIGINT : SIGTERM))
      self.child = nil
    }
    return 128 + signo
  }

  /// A key typed to the watcher: `q` ends the watch with status 0, Ctrl-C as SIGINT
  /// would, a terminal gone as SIGHUP would.
  private func finish(_ key: WatchTerminal.Key) -> Int32 {
    switch key {
    case .quit:
      if let child {
        terminal?.note(child.stop())
        self.child = nil
      }
      return 0
    case .interrupt: return finish(signal: SIGINT)
    case .hangUp: return finish(signal: SIGHUP)
    }
  }

  /// The preview ended by itself. Its `q` or Ctrl-C (or a signal it took) ends the watch
  /// with its status; a refusal of its options ends it with a usage error; anything else
  /// (a crash) shows the crash panel, with the watcher reading keys. Nil to go on.
  private func ended(_ ending: ChildPreview.Ending) throws -> Int32? {
    switch ending {
    case .exited(let status) where status == 0 || (status > 128 && status < 160):
      previewEndedByItself = true
      return status
    case .exited(2):
      let log = String(
        decoding: ((try? Data(contentsOf: previewLog)) ?? Data()).prefix(1 << 20), as: UTF8.self)
      if let refusal = Self.usageRefusal(log: log) {
        throw CLIError.usage(refusal.message, command: refusal.command)
      }
    default: break
    }
    terminal?.takeOver(after: ending)
    showCrash(ending)
    return nil
  }

  /// A preview that refused its options says so as a usage error does: its message, then
  /// `(see glimpse COMMAND --help)` (``Glimpse/errorText(_:)``). The message and command,
  /// or nil when the log is not that.
  static func usageRefusal(log: String) -> (message: String, command: String)? {
    let lines = log.split(separator: "\n").map(String.init)
    guard
      let hint = lines.lastIndex(where: { $0.hasPrefix("(see glimpse ") && $0.hasSuffix("--help)") }
      ),
      hint > 0
    else { return nil }
    let words = lines[hint].dropFirst("(see glimpse ".count).dropLast("--help)".count)
      .split(separator: " ")
    return (lines[hint - 1], words.first.map(String.init) ?? "glimpse")
  }

  /// Builds; on success restarts the preview on the new binary. Nil to go on, or the exit
  /// status when a signal or a key ended the build, or the preview quit while it ran.
  private func build(changedAt: Date, binFolder: String) throws -> Int32? {
    let started = Date()
    var status = WatchStatus(
      phase: .building, changedAt: changedAt.timeIntervalSince1970,
      buildStartedAt: started.timeIntervalSince1970)
    publish(status)
    if let regenerate {
      do {
        try regenerate()
      } catch {
        status.phase = .failed
        status.errors = [BuildDiagnostic(message: "\(error)")]
        status.errorCount = 1
        publish(status)
        if child == nil {
          drawScreen(
            WatchPanel.messageScreen(
              size: terminalSize(), title: "build failed",
              lines: WatchPanel.failureLines(status).map(\.text) + ["q or Ctrl-C quits"]))
        }
        return nil
      }
    }
    let process: Process
    do {
      process = try builder.startBuild(product: product, log: buildLog)
    } catch {
      status.phase = .failed
      status.errors = [BuildDiagnostic(message: "cannot run swift build: \(error)")]
      status.errorCount = 1
      publish(status)
      return nil
    }
    var lastDrawn = -1
    while process.isRunning {
      if let signo = takeInterrupt() {
        Self.stopBuild(process)
        return finish(signal: signo)
      }
      if let child, let ending = child.ending {
        self.child = nil
        lastDrawn = -1
        let stop: Int32?
        do {
          stop = try ended(ending)
        } catch {
          Self.stopBuild(process)
          throw error
        }
        if let stop {
          Self.stopBuild(process)
          return stop
        }
      }
      if child == nil, let key = terminal?.readKey() {
        Self.stopBuild(process)
        return finish(key)
      }
      let elapsed = Int(Date().timeIntervalSince(started))
      if child == nil, elapsed != lastDrawn {
        lastDrawn = elapsed
        drawScreen(
          WatchPanel.messageScreen(
            size: terminalSize(), title: "building \(product)… \(elapsed) s",
            lines: [
              "swift build --product \(product) in \(builder.directory.path)", "q or Ctrl-C quits",
            ]))
      }
      waitBriefly()
    }
    status.buildSeconds = Date().timeIntervalSince(started)
    let output = String(
      decoding: ((try? Data(contentsOf: buildLog)) ?? Data()).prefix(8 << 20), as: UTF8.self)
    if process.terminationStatus == 0 {
      binary = binFolder + "/" + product
      status.phase = .ready
      do {
        if let stop = try restart(status: status) { return stop }
      } catch {
        showLines(title: "cannot start the preview", lines: ["\(error)", "q or Ctrl-C quits"])
      }
      return nil
    }
    let errors = BuildDiagnostic.errors(inBuildOutput: output, packageDirectory: builder.directory)
    status.phase = .failed
    status.errors = Array(errors.prefix(6))
    status.errorCount = errors.count
    if errors.isEmpty {
      let tail = output.split(separator: "\n").suffix(3).map(String.init)
      status.errors = [BuildDiagnostic(message: tail.joined(separator: " / "))]
      status.errorCount = 1
    }
    publish(status)
    if child == nil {
      drawScreen(
        WatchPanel.messageScreen(
          size: terminalSize(), title: "build failed",
          lines: WatchPanel.failureLines(status).map(\.text) + ["q or Ctrl-C quits"]))
    }
    return nil
  }

  /// Waits a twentieth of a second, or less when a signal or (no preview running) a key
  /// arrives.
  private func waitBriefly() {
    var entries = [pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)]
    if child == nil, let terminal {
      entries.append(pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0))
    }
    _ = poll(&entries, nfds_t(entries.count), 50)
  }

  /// Stops a build: SIGINT, as Ctrl-C would (`swift build` then stops its compilers),
  /// then, if it has not ended within half a second, SIGKILL.
  static func stopBuild(_ process: Process) {
    guard process.isRunning else { return }
    process.interrupt()
    let deadline = Date().addingTimeInterval(0.5)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// Writes the status and tells the preview (or, with none running, nothing).
  private func publish(_ status: WatchStatus) {
    try? status.write(to: statusFile)
    child?.send(SIGUSR1)
  }

  /// Ends the running preview (it writes its session) and starts the last good binary,
  /// on the terminal's original modes and with no keys left over. Nil to go on, or the
  /// exit status when the preview being replaced had been quit.
  private func restart(status: WatchStatus) throws -> Int32? {
    if let child {
      let ending = child.stop()
      self.child = nil
      // Its own q or Ctrl-C, typed while it was being replaced: quit, not restart.
      if ending == .exited(0) || ending == .exited(128 + SIGINT) {
        previewEndedByItself = true
        return ending == .exited(0) ? 0 : 128 + SIGINT
      }
      terminal?.takeOver(after: ending)
      // A key typed while it was being replaced.
      if let key = terminal?.readKey() { return finish(key) }
    }
    guard let binary else { return nil }
    var status = status
    status.note = WatchSessionFile.setAsideIfUnreadable(sessionFile)
    try? status.write(to: statusFile)
    var variables = environment
    // A crash prints its backtrace to the log, never waiting for keys.
    variables["SWIFT_BACKTRACE"] = variables["SWIFT_BACKTRACE"] ?? "interactive=no,color=no"
    terminal?.handOver()
    child = try ChildPreview(
      executable: binary,
      arguments: ["preview"] + previewArguments + [
        "--session", sessionFile.path, "--watch-status", statusFile.path,
      ],
      logFile: previewLog.path, environment: variables)
    return nil
  }

  /// The crash panel, from what the preview wrote to standard error.
  private func showCrash(_ ending: ChildPreview.Ending) {
    let log = String(
      decoding: ((try? Data(contentsOf: previewLog)) ?? Data()).prefix(1 << 20), as: UTF8.self)
    let lines = Self.crashLines(log: log, ending: ending)
    drawScreen(WatchPanel.crashScreen(size: terminalSize(), lines: lines))
  }

  /// The lines that say what happened: the crash line naming the activity, state and
  /// presentation, the runtime's message (not the backtrace), and for a preview that hung
  /// before it ended, the line naming what was not responding.
  static func crashLines(log: String, ending: ChildPreview.Ending) -> [String] {
    let lines = log.split(separator: "\n").map(String.init)
    var picked = lines.filter {
      $0.hasPrefix("glimpse: crashed") || $0.contains("Fatal error") || $0.hasPrefix("preview:")
        || $0.contains("error:") || $0.hasPrefix("glimpse: not responding")
    }
    if picked.isEmpty { picked = Array(lines.prefix(3)) }
    switch ending {
    case .signalled(let signo):
      picked.append("ended by signal \(signo) (\(String(cString: strsignal(signo))))")
    case .exited(let status):
      picked.append("exited with status \(status)")
    }
    return Array(picked.prefix(8))
  }

  private func showLines(title: String, lines: [String]) {
    drawScreen(WatchPanel.messageScreen(size: terminalSize(), title: title, lines: lines))
  }

  private func drawScreen(_ canvas: Canvas) {
    let depth: ColorDepth = environment["NO_COLOR"] == nil ? .palette256 : .none
    Console.write(
      .joined([.clearScreen, ConsoleText(ansi: canvas, depth: depth)], separator: ""),
      to: .standardOutput)
  }

  private func terminalSize() -> CellSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return CellSize(width: 80, height: 24) }
    return CellSize(width: Int(size.ws_col), height: Int(size.ws_row) - 1)
  }
}
