import CPseudoTerminal
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A program running on a pseudo-terminal the test opened: what a person at a terminal
/// sees, without tmux and without the test having a terminal of its own.
///
/// The test holds the master side: it reads everything the program writes (all of it,
/// while it waits, so the program never blocks on a full terminal), types keys, sends
/// signals, reads the slave's modes back, or closes the master as a closed terminal
/// window does.
final class TerminalProcess {
  /// How the program ended.
  enum Exit: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)

    var description: String {
      switch self {
      case .exited(let status): "exited with status \(status)"
      case .signalled(let signal): "killed by signal \(signal)"
      }
    }
  }

  let pid: pid_t
  private var master: Int32
  /// The test's own handle on the slave side, to read its modes.
  private let slave: Int32
  private(set) var output: [UInt8] = []
  private(set) var exit: Exit?

  /// Starts `executable` on a new `columns` x `rows` pseudo-terminal, with only
  /// `environment`; with `controlling`, the terminal is its controlling terminal.
  /// `typedBefore` is typed before the program starts (keys meant for what ran before).
  init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    controlling: Bool = true, columns: Int = 120, rows: Int = 40, typedBefore: String = ""
  ) throws {
    var masterDescriptor: Int32 = -1
    var path = [CChar](repeating: 0, count: 256)
    guard glimpse_pty_open(&masterDescriptor, &path, path.count, Int32(columns), Int32(rows)) == 0
    else {
      throw TerminalProcessError(
        "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
    }
    let slavePath = String(
      decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let slaveDescriptor = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slaveDescriptor >= 0 else {
      close(masterDescriptor)
      throw TerminalProcessError("cannot open \(slavePath)")
    }
    if !typedBefore.isEmpty {
      var bytes = Array(typedBefore.utf8)
      _ = Glibc.write(masterDescriptor, &bytes, bytes.count)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = glimpse_pty_spawn(
      executable, argv, envp, slavePath, controlling ? 1 : 0, &child)
    guard status == 0 else {
      close(masterDescriptor)
      close(slaveDescriptor)
      throw TerminalProcessError("cannot start \(executable): \(String(cString: strerror(status)))")
    }
    pid = child
    master = masterDescriptor
    slave = slaveDescriptor
  }

  deinit {
    if exit == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if master >= 0 { close(master) }
    close(slave)
  }

  /// Everything written so far, as text.
  var text: String { String(decoding: output, as: UTF8.self) }

  /// Reads until the output contains `needle` or `timeout` passes; returns whether it did.
  func waitForOutput(containing needle: String, timeout: Duration = .seconds(20)) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !text.contains(needle) {
      guard ContinuousClock.now < deadline, exit == nil else { return text.contains(needle) }
      readAvailable(waitingUpTo: .milliseconds(50))
      reap()
    }
    return true
  }

  /// Reads (and keeps) what the program writes until it exits or `timeout` passes;
  /// returns how it ended, or nil when it is still running.
  func waitForExit(timeout: Duration) -> Exit? {
    let deadline = ContinuousClock.now + timeout
    while exit == nil && ContinuousClock.now < deadline {
      readAvailable(waitingUpTo: .milliseconds(10))
      reap()
    }
    // Whatever it wrote before exiting is still in the terminal.
    readAvailable(waitingUpTo: .zero)
    return exit
  }

  /// Waits until `condition` holds on the slave's modes, or `timeout` passes.
  func waitForModes(timeout: Duration = .seconds(20), _ condition: (termios) -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if let modes, condition(modes) { return true }
      readAvailable(waitingUpTo: .milliseconds(20))
    }
    return false
  }

  /// Types `text` (`"\u{1B}[C"` is the right arrow).
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(master, &bytes, bytes.count)
  }

  /// Sends `signal` to the program.
  func send(signal: Int32) {
    kill(pid, signal)
  }

  /// Closes the master side: the terminal is gone.
  func closeTerminal() {
    close(master)
    master = -1
  }

  /// The slave's modes now (nil once the terminal is gone).
  var modes: termios? {
    var modes = termios()
    return tcgetattr(slave, &modes) == 0 ? modes : nil
  }

  private func readAvailable(waitingUpTo wait: Duration) {
    guard master >= 0 else {
      if wait > .zero { usleep(UInt32(TerminalProcess.milliseconds(wait) * 1000)) }
      return
    }
    var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var timeout = Int32(TerminalProcess.milliseconds(wait))
    var buffer = [UInt8](repeating: 0, count: 65536)
    while poll(&entry, 1, timeout) > 0 {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return }  // EIO: no slave left open but ours, nothing to read
      output += buffer[0..<count]
      timeout = 0
    }
  }

  private func reap() {
    guard exit == nil else { return }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return }
    // WIFEXITED and friends are macros: decode the status as glibc lays it out.
    let signal = status & 0x7F
    exit = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  /// The path of a built product (`glimpse`, `glimpse-crash-fixture`): in the directory
  /// `GLIMPSE_TEST_PRODUCTS` names (CI points it at a release build: optimized code is
  /// where the signal flag once went missing), else beside the test bundle, where
  /// `swift build` puts them.
  static func builtProduct(_ name: String) throws -> String {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let directory =
      ProcessInfo.processInfo.environment["GLIMPSE_TEST_PRODUCTS"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
      } ?? bundle.deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw TerminalProcessError("\(path) is missing: build it first (swift build)")
    }
    return path
  }
}

/// A test's pseudo-terminal could not be set up.
struct TerminalProcessError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Canonical mode and echo are on again in `process`'s terminal, and the screen modes it
/// left are a shell's: what every way out of the preview and of `watch` must leave.
func expectRestored(_ process: TerminalProcess, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let modes = try #require(process.modes, sourceLocation: sourceLocation)
  #expect(
    modes.c_lflag & tcflag_t(ICANON) != 0, "canonical mode is off", sourceLocation: sourceLocation)
  #expect(modes.c_lflag & tcflag_t(ECHO) != 0, "echo is off", sourceLocation: sourceLocation)
  #expect(TerminalModes(after: process.text) == .sane, sourceLocation: sourceLocation)
}
