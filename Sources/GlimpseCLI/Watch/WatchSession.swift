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

  /// Runs until the preview is quit or a signal arrives; the exit status (0, or 128 + a
  /// signal).
  func run() throws -> Int32 {
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
      glimpse_interrupts_release()
      glimpse_interrupts_wake(-1)
      close(wake[0])
      close(wake[1])
    }
    // The preview catches SIGUSR1; until it has, an ignored signal is harmless to it
    // (ignoring is inherited across exec, a handler replaces it).
    signal(SIGUSR1, SIG_IGN)
    try? FileManager.default.removeItem(at: statusFile)
    let binFolder = try builder.binPath()
    let start = Date()
    if let stop = build(changedAt: start, binFolder: binFolder) { return stop }
    while true {
      if let signo = takeInterrupt() { return finish(signal: signo) }
      if let child, let ending = child.ending {
        self.child = nil
        switch ending {
        case .exited(0): return 0
        case .exited(let status) where status > 128 && status < 160: return status
        default: showCrash(ending)
        }
      }
      guard waitForActivity() else { continue }
      let changedAt = Date()
      // Let a burst of writes (an editor saving, a formatter running) settle.
      usleep(100_000)
      let changed = watcher.changes()
      switch WatchCommand.Change.of(changed) {
      case .none: continue
      case .data:
        builder.refreshResources(changed: changed, binFolder: binFolder)
        if binary != nil {
          try restart(
            status: WatchStatus(phase: .ready, changedAt: changedAt.timeIntervalSince1970))
        }
      case .source:
        FileWatcher.markForRebuild(changed, under: watcher.root)
        if let stop = build(changedAt: changedAt, binFolder: binFolder) { return stop }
      }
    }
  }

  /// Waits for a file change, the preview's end or a signal; whether files changed.
  private func waitForActivity() -> Bool {
    var entries: [pollfd] = []
    entries.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
    if let descriptor = watcher.descriptor {
      entries.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
    }
    if let child {
      entries.append(pollfd(fd: child.endedDescriptor, events: Int16(POLLIN), revents: 0))
    }
    let timeout: Int32 = watcher.isPolling ? 500 : -1
    let ready = poll(&entries, nfds_t(entries.count), timeout)
    if ready < 0 { return false }
    if entries[0].revents != 0 {
      var drain = [UInt8](repeating: 0, count: 64)
      _ = read(wakeDescriptor, &drain, drain.count)
      return false
    }
    if watcher.isPolling { return true }
    return entries.count > 1 && watcher.descriptor != nil && entries[1].revents & Int16(POLLIN) != 0
  }

  private func takeInterrupt() -> Int32? {
    let signo = glimpse_interrupt_take()
    return signo == 0 ? nil : signo
  }

  /// A signal: the preview (which got Ctrl-C's SIGINT too, if it was one) ends, then the
  /// watch, with the same status a shell would report.
  private func finish(signal signo: Int32) -> Int32 {
    if let child {
      child.stop(signal: signo == SIGINT ? SIGINT : SIGTERM)
      self.child = nil
    }
    return 128 + signo
  }

  /// Builds; on success restarts the preview on the new binary. Nil to go on, or the exit
  /// status when a signal ended the build.
  private func build(changedAt: Date, binFolder: String) -> Int32? {
    let started = Date()
    var status = WatchStatus(
      phase: .building, changedAt: changedAt.timeIntervalSince1970,
      buildStartedAt: started.timeIntervalSince1970)
    publish(status)
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
        process.terminate()
        process.waitUntilExit()
        return finish(signal: signo)
      }
      let elapsed = Int(Date().timeIntervalSince(started))
      if child == nil, elapsed != lastDrawn {
        lastDrawn = elapsed
        drawScreen(
          WatchPanel.messageScreen(
            size: terminalSize(), title: "building \(product)… \(elapsed) s",
            lines: ["swift build --product \(product) in \(builder.directory.path)"]))
      }
      usleep(50_000)
    }
    status.buildSeconds = Date().timeIntervalSince(started)
    let output = String(
      decoding: ((try? Data(contentsOf: buildLog)) ?? Data()).prefix(8 << 20), as: UTF8.self)
    if process.terminationStatus == 0 {
      binary = binFolder + "/" + product
      status.phase = .ready
      do {
        try restart(status: status)
      } catch {
        showLines(title: "cannot start the preview", lines: ["\(error)"])
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
          lines: WatchPanel.failureLines(status).map(\.text)))
    }
    return nil
  }

  /// Writes the status and tells the preview (or, with none running, nothing).
  private func publish(_ status: WatchStatus) {
    try? status.write(to: statusFile)
    child?.send(SIGUSR1)
  }

  /// Ends the running preview (it writes its session) and starts the last good binary.
  private func restart(status: WatchStatus) throws {
    try? status.write(to: statusFile)
    child?.stop()
    child = nil
    guard let binary else { return }
    var variables = environment
    // A crash prints its backtrace to the log, never waiting for keys.
    variables["SWIFT_BACKTRACE"] = variables["SWIFT_BACKTRACE"] ?? "interactive=no,color=no"
    child = try ChildPreview(
      executable: binary,
      arguments: ["preview"] + previewArguments + [
        "--session", sessionFile.path, "--watch-status", statusFile.path,
      ],
      logFile: previewLog.path, environment: variables)
  }

  /// The crash panel, from what the preview wrote to standard error.
  private func showCrash(_ ending: ChildPreview.Ending) {
    let log = String(
      decoding: ((try? Data(contentsOf: previewLog)) ?? Data()).prefix(1 << 20), as: UTF8.self)
    let lines = Self.crashLines(log: log, ending: ending)
    drawScreen(WatchPanel.crashScreen(size: terminalSize(), lines: lines))
  }

  /// The lines that say what happened: the crash line naming the activity, state and
  /// presentation, and the runtime's message (not the backtrace).
  static func crashLines(log: String, ending: ChildPreview.Ending) -> [String] {
    let lines = log.split(separator: "\n").map(String.init)
    var picked = lines.filter {
      $0.hasPrefix("glimpse: crashed") || $0.contains("Fatal error") || $0.hasPrefix("preview:")
        || $0.contains("error:")
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
