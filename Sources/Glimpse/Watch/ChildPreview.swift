import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The preview `glimpse watch` runs: a process on the same terminal (same process group,
/// so it reads keys), its standard error in a log file (where a crash line lands), and a
/// pipe that becomes readable when it ends, to wait on beside the file watcher.
final class ChildPreview {
  /// How a process ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)

    /// From a `waitpid` status.
    init(waitStatus status: Int32) {
      let signal = status & 0x7F
      self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
  }

  private final class Outcome: Sendable {
    let ending = Mutex<Ending?>(nil)
  }

  let pid: pid_t
  /// Readable (one byte) once the process has ended.
  let endedDescriptor: Int32
  private let outcome = Outcome()

  /// Starts `executable` with `arguments`; its standard error goes to `logFile`.
  init(executable: String, arguments: [String], logFile: String, environment: [String: String])
    throws
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(
      &actions, STDERR_FILENO, logFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
    guard status == 0 else {
      throw CLIError.failure(
        "watch: cannot start \(executable): \(String(cString: strerror(status)))")
    }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else {
      kill(child, SIGKILL)
      throw CLIError.failure("watch: cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    let spawned = child
    pid = child
    endedDescriptor = fds[0]
    let writeEnd = fds[1]
    let outcome = self.outcome
    Thread.detachNewThread {
      var status: Int32 = 0
      while waitpid(spawned, &status, 0) < 0 && errno == EINTR {}
      outcome.ending.withLock { $0 = Ending(waitStatus: status) }
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)
      close(writeEnd)
    }
  }

  deinit {
    close(endedDescriptor)
  }

  /// How it ended, or nil while it runs.
  var ending: Ending? { outcome.ending.withLock { $0 } }

  /// Sends `signal`.
  func send(_ signal: Int32) {
    if ending == nil { kill(pid, signal) }
  }

  /// Sends `signal` and waits until it has ended; how it ended. A preview that has not
  /// ended after `patience` seconds (busy in a view body that never returns) gets the
  /// signal again, which ends a Glimpse preview at once with its terminal put back; after
  /// as long again it is killed.
  @discardableResult
  func stop(signal: Int32 = SIGTERM, patience: Double = 1) -> Ending {
    send(signal)
    if let ending = wait(seconds: patience) { return ending }
    send(signal)
    if let ending = wait(seconds: patience) { return ending }
    kill(pid, SIGKILL)
    return wait(seconds: 60) ?? .signalled(SIGKILL)
  }

  /// Waits until it has ended, at most `seconds`; how it ended, or nil.
  private func wait(seconds: Double) -> Ending? {
    let deadline = Date().addingTimeInterval(seconds)
    while ending == nil {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      var entry = pollfd(fd: endedDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, Int32(min(left, 1) * 1000) + 1)
    }
    return ending
  }
}
