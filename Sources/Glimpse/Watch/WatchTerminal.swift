import CGlimpseSignals
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal `glimpse watch` runs in, shared with the previews it starts: the watcher
/// keeps the modes it found at start (the only "original" there is) and puts them back
/// whatever its previews did, on every way out.
///
/// Ownership passes back and forth. Before a preview starts (``handOver()``) the terminal
/// gets its original modes again (a preview that was killed in raw mode cannot leave raw
/// mode for the next one to save as its original) and keys typed for an earlier preview
/// are dropped. While no preview runs (``takeOver(after:)``) the watcher reads keys itself,
/// in a mode of its own: no line editing, no echo, reads that never wait; Ctrl-C still
/// sends SIGINT. ``restore()`` puts the original modes back for good.
final class WatchTerminal {
  /// What a key typed to the watcher asks for.
  enum Key: Equatable {
    /// `q`: end the watch (status 0).
    case quit
    /// Ctrl-C read as a character (a terminal whose modes do not turn it into SIGINT).
    case interrupt
    /// The terminal is gone.
    case hangUp
  }

  /// The descriptor of the terminal (standard input).
  let descriptor: Int32
  /// The modes found at start.
  private let original: termios
  /// Whether the screen may be left in a preview's modes (the alternate screen, a hidden
  /// cursor, mouse reporting): its last preview ended without putting them back.
  private var screenNeedsReset = false

  /// What puts a terminal's screen back after a program that never did: attributes off,
  /// mouse reporting and keypad mode off, the cursor shown, the alternate screen left.
  /// Constant bytes, nothing taken from input.
  static let screenReset = Array(
    "\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[?1049l"
      .utf8)

  /// Saves the modes of the terminal on `descriptor`; nil when it is not a terminal.
  ///
  /// The modes also go to the handlers in CGlimpseSignals, so that a trap in the watcher
  /// itself, or a second SIGINT, SIGTERM or SIGHUP that arrives before it took the first,
  /// puts them back too.
  init?(descriptor: Int32 = STDIN_FILENO) {
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else { return nil }
    self.descriptor = descriptor
    original = modes
    _ = glimpse_fatal_save_terminal_modes(descriptor)
  }

  /// The modes the watcher reads keys in: the original ones without line editing and
  /// echo, reads returning at once; Ctrl-C still interrupts, while Ctrl-Z and Ctrl-\ do
  /// nothing (they would stop or kill the watcher with the terminal in these modes).
  static func keyModes(from original: termios) -> termios {
    var modes = original
    modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL)
    modes.c_lflag |= tcflag_t(ISIG)
    withUnsafeMutableBytes(of: &modes.c_cc) { characters in
      characters[Int(VMIN)] = 0
      characters[Int(VTIME)] = 0
      characters[Int(VSUSP)] = 0
      characters[Int(VQUIT)] = 0
    }
    return modes
  }

  /// Before a preview starts: the original modes, and no keys left over from an earlier
  /// preview (one that hung and was killed would otherwise pass its `q` to the next).
  func handOver() {
    _ = tcflush(descriptor, TCIFLUSH)
    setModes(original)
  }

  /// After a preview ended (or before the first one): the watcher reads keys. `ending` is
  /// how the preview ended. Ended by a signal (it crashed, or hung and was killed), it
  /// may have left the alternate screen and a hidden cursor behind, and the keys it did
  /// not read were typed for it: they are dropped. Ended by exiting (a Glimpse preview
  /// reads every key until it exits), what is left was typed after it stopped reading,
  /// while it was being replaced: the watcher reads it (a `q` then quits).
  func takeOver(after ending: ChildPreview.Ending? = nil) {
    if case .signalled = ending {
      screenNeedsReset = true
      _ = tcflush(descriptor, TCIFLUSH)
    }
    resetScreenIfNeeded()
    setModes(Self.keyModes(from: original))
  }

  /// Notes how a preview ended when the watcher is about to leave without taking the
  /// terminal over (it was stopped on the way out).
  func note(_ ending: ChildPreview.Ending) {
    if case .signalled = ending { screenNeedsReset = true }
  }

  /// The original modes back, and the screen too if a preview left it changed; keys typed
  /// for a preview that did not read them are dropped rather than given to the shell.
  func restore(droppingInput: Bool) {
    if droppingInput { _ = tcflush(descriptor, TCIFLUSH) }
    resetScreenIfNeeded()
    setModes(original)
  }

  /// Reads what was typed, without waiting; the first key that asks for something.
  func readKey() -> Key? {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        return errno == EAGAIN ? nil : .hangUp
      }
      if count == 0 { return isTerminalGone ? .hangUp : nil }
      for byte in buffer[0..<count] {
        if byte == UInt8(ascii: "q") || byte == UInt8(ascii: "Q") { return .quit }
        if byte == 0x03 { return .interrupt }
      }
    }
  }

  /// Whether the terminal hung up (a read then returns nothing, and poll says POLLHUP).
  private var isTerminalGone: Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// Writes ``screenReset`` through the signal handlers' writer in CGlimpseSignals (the
  /// one place beside ``Console`` that writes to the terminal: constant bytes, never
  /// text), which then sets the original modes; the caller sets the modes it wants next.
  private func resetScreenIfNeeded() {
    guard screenNeedsReset else { return }
    screenNeedsReset = false
    Self.screenReset.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        glimpse_fatal_set_terminal_reset(STDOUT_FILENO, characters.baseAddress, characters.count)
      }
    }
    glimpse_fatal_restore_terminal()
    // Disarmed again: a trap in the watcher puts the modes back, the screen is its own.
    glimpse_fatal_set_terminal_reset(STDOUT_FILENO, "", 0)
  }

  private func setModes(_ modes: termios) {
    var modes = modes
    while tcsetattr(descriptor, TCSANOW, &modes) != 0 && errno == EINTR {}
  }
}
