import CGlimpseSignals
import CNcursesw

#if canImport(Glibc)
  import Glibc
#endif

/// What happens when an activity's own code traps (a failed precondition, a
/// force-unwrapped nil, a range whose bounds are the wrong way round) or Glimpse crashes:
/// a handler for SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE and SIGABRT restores the
/// terminal, prints one line naming the activity, state and presentation being drawn,
/// then hands the signal to the handler that was there before (the Swift runtime's
/// backtracer), so the backtrace prints on a sane terminal and the process dies of the
/// signal as it would have.
///
/// The handler is C (in CGlimpseSignals) and async-signal-safe: it writes bytes saved
/// beforehand (the terminal's reset sequences from terminfo, its modes from `tcgetattr`,
/// the line's fields, which the renderer updates before each presentation).
public enum FatalSignals {
  /// Installs the handler; later calls do nothing. Without a terminal (`render`), the
  /// handler prints the line on standard error and re-raises.
  public static func install() {
    _ = glimpse_fatal_signals_install()
  }

  /// Saves the modes of the terminal on `descriptor`, before the screen changes them.
  static func saveTerminalModes(of descriptor: Int32) {
    _ = glimpse_fatal_save_terminal_modes(descriptor)
  }

  /// Arms the terminal part of the handler: the bytes that undo what the screen turned on,
  /// written to `descriptor`, then the saved modes.
  static func armTerminalReset(_ bytes: [UInt8], on descriptor: Int32) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        glimpse_fatal_set_terminal_reset(descriptor, characters.baseAddress, characters.count)
      }
    }
  }

  /// Forgets the terminal: the screen was closed and restored it.
  static func disarmTerminal() {
    glimpse_fatal_clear_terminal()
  }

  /// The line the handler would print for `signal` now.
  public static func line(for signal: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 1024)
    _ = glimpse_fatal_describe(signal, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The bytes that undo what an ncurses screen turns on, from the current terminal's
  /// terminfo entry: attributes off (`sgr0`), mouse reporting off (the `XM` sequence
  /// ncurses sends, with 0), keypad mode off (`rmkx`), the cursor shown (`cnorm`) and the
  /// alternate screen left (`rmcup`). Call it while the screen is current.
  static func terminalResetSequence() -> [UInt8] {
    var bytes: [UInt8] = []
    func append(_ value: UnsafePointer<CChar>?) {
      guard let value else { return }
      bytes += UnsafeBufferPointer(start: value, count: strlen(value)).map { UInt8(bitPattern: $0) }
    }
    append(glimpse_terminfo_string("sgr0"))
    if let mouse = glimpse_terminfo_string("XM") {
      append(glimpse_tiparm1(mouse, 0))
    } else if glimpse_terminfo_string("kmous") != nil {
      // ncurses's own default when the entry has no XM.
      bytes += Array("\u{1B}[?1000l".utf8)
    }
    append(glimpse_terminfo_string("rmkx"))
    append(glimpse_terminfo_string("cnorm"))
    append(glimpse_terminfo_string("rmcup"))
    return bytes
  }
}
