import CNcursesw
import Synchronization

/// Catches SIGINT, SIGTERM and SIGHUP so that the event loop, not the default action,
/// ends the program, and the terminal is restored on the way out.
///
/// The handler (in C, in the CNcursesw shim) only records the signal. It is installed
/// without `SA_RESTART`, so a read blocked in ncurses returns at once. It must be in
/// place before `newterm`, which then leaves these signals alone. SIGWINCH stays with
/// ncurses, which turns it into a resize event.
///
/// The shim keeps the flag in a `static` C variable, one copy per object file that calls
/// it: this file is the only one that may touch it.
enum SignalTrap {
  private static let installs = Mutex(0)

  /// Installs the handlers (nested calls are counted; only the first installs).
  static func install() {
    installs.withLock { count in
      if count == 0 { _ = glimpse_trap_signals() }
      count += 1
    }
  }

  /// Undoes one ``install()``; the last one puts the previous handlers back.
  static func release() {
    installs.withLock { count in
      guard count > 0 else { return }
      count -= 1
      if count == 0 { glimpse_release_signals() }
    }
  }

  /// Whether a signal has arrived and not been taken.
  static var isPending: Bool { glimpse_peek_signal() != 0 }

  /// The signal that arrived since the last call, clearing it; nil when none did.
  static func take() -> Int32? {
    let signal = glimpse_take_signal()
    return signal == 0 ? nil : signal
  }
}
