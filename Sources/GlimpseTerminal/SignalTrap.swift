import CGlimpseSignals
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Catches SIGINT, SIGTERM and SIGHUP so that the event loop, not the default action,
/// ends the program, and the terminal is restored on the way out.
///
/// The handler (in C, in the CGlimpseSignals target, which holds the program's one flag)
/// only records the signal. It is installed without `SA_RESTART`, so a read blocked in
/// ncurses returns at once. It must be in place before `newterm`, which then leaves these
/// signals alone. SIGWINCH stays with ncurses, which turns it into a resize event. A
/// second signal that arrives before the loop took the first (the program is busy or
/// stuck) restores the terminal and ends the process at once.
public enum SignalTrap {
  private static let installs = Mutex(0)

  /// Installs the handlers (nested calls are counted; only the first installs).
  static func install() {
    installs.withLock { count in
      if count == 0 { _ = glimpse_interrupts_install() }
      count += 1
    }
  }

  /// Undoes one ``install()``; the last one puts the previous handlers back.
  static func release() {
    installs.withLock { count in
      guard count > 0 else { return }
      count -= 1
      if count == 0 { glimpse_interrupts_release() }
    }
  }

  /// Whether a signal has arrived and not been taken.
  static var isPending: Bool { glimpse_interrupt_peek() != 0 }

  /// The signal that arrived since the last call, clearing it; nil when none did.
  static func take() -> Int32? {
    let signal = glimpse_interrupt_take()
    return signal == 0 ? nil : signal
  }

  /// Catches SIGUSR1 from now on, turning it into ``TerminalEvent/notice``.
  public static func listenForNotices() {
    _ = glimpse_notice_install()
  }

  /// Whether SIGUSR1 arrived since the last call, clearing it.
  static func takeNotice() -> Bool {
    glimpse_notice_take() != 0
  }

  /// Records a hang-up found by reading the terminal (end of file, an error, `POLLHUP`):
  /// the loop then ends as it does for SIGHUP.
  static func noteHangUp() {
    glimpse_interrupt_note(SIGHUP)
  }
}
