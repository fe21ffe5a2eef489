import CGlimpseSignals

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the terminal answering while an activity's own code (a view body, an intent)
/// runs: a view body that never returns must not leave a blank screen that `q` and Ctrl-C
/// cannot end.
///
/// A thread (in C, in CGlimpseSignals) watches each ``guarding(rows:_:)`` call. One that
/// takes longer than the bound is reported: a status line on the terminal's last row,
/// `not responding: steps · state 3/3 · lock-screen · q or Ctrl-C quits` (written as raw
/// bytes while the main thread is stuck in the body, never through ncurses), and, when
/// standard error is not the terminal (`glimpse watch` sends it to a log), the line
/// `glimpse: not responding: ...` there. From then on the thread reads the keyboard
/// itself: `q` restores the terminal and exits 0, Ctrl-C exits 130, and SIGINT, SIGTERM
/// or SIGHUP exit 128 + the signal at once. A body that returns after all carries on: the
/// caller learns that the screen needs a full redraw.
struct RenderWatchdog {
  private init() {}

  /// Starts watching: keys from `input` (nil: none), the status line on `output`, the
  /// log line on `errors`. Returns nil when a watchdog already runs (a nested run).
  static func start(bound: Duration, input: Int32?, output: Int32?, errors: Int32?)
    -> RenderWatchdog?
  {
    let milliseconds = max(1, TerminalScreen.milliseconds(bound))
    let status = glimpse_watchdog_start(input ?? -1, output ?? -1, errors ?? -1, milliseconds)
    return status == 0 ? RenderWatchdog() : nil
  }

  /// The watchdog for `screen`: the real terminal reads standard input and writes the
  /// status line to standard output, and the log line to standard error unless that is a
  /// terminal too; a headless screen has no keys and writes the status line to its file.
  static func start(bound: Duration, for screen: TerminalScreen) -> RenderWatchdog? {
    if screen.isHeadless {
      return start(bound: bound, input: nil, output: screen.outputDescriptor, errors: nil)
    }
    return start(
      bound: bound, input: STDIN_FILENO, output: STDOUT_FILENO,
      errors: isatty(STDERR_FILENO) == 1 ? nil : STDERR_FILENO)
  }

  /// Stops the thread.
  func stop() {
    glimpse_watchdog_stop()
  }

  /// Runs `body` under watch (`rows`: the screen's height, for the status line); returns
  /// its result and whether it was reported as not responding before it returned.
  @MainActor
  func guarding<Result>(rows: Int, _ body: () throws -> Result) rethrows -> (
    result: Result, overran: Bool
  ) {
    glimpse_watchdog_render_begins(Int32(clamping: rows))
    let result: Result
    do {
      result = try body()
    } catch {
      _ = glimpse_watchdog_render_ends()
      throw error
    }
    return (result, glimpse_watchdog_render_ends() != 0)
  }

  /// The status line as it would be written now (without its escape sequences).
  static var statusLine: String {
    var buffer = [CChar](repeating: 0, count: 1024)
    _ = glimpse_watchdog_describe(&buffer, UInt(buffer.count))
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
