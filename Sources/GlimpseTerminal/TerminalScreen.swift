import CNcursesw
import Foundation
import GlimpseLayout

/// An ncurses screen: the real terminal, or a headless one for tests and benchmarks.
///
/// Open one with ``open(colorDepth:environment:)`` or
/// ``headless(width:height:term:colorDepth:output:)``, draw canvases with ``draw(_:)``,
/// read input with ``nextEvent(timeout:)``, and always ``close()`` it (it is idempotent,
/// and `deinit` closes too): `defer { screen.close() }`.
///
/// ncurses is not thread-safe: use a screen from one thread (the main actor in an app).
public final class TerminalScreen {
  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  /// The colours actually used, after what the terminal supports.
  public let colorDepth: ColorDepth
  /// The stdio streams a headless screen opened (closed by ``close()``).
  private let ownedFiles: [UnsafeMutablePointer<FILE>]
  private let trapsSignals: Bool
  /// The file a headless screen draws into, when it was given one.
  let outputDescriptor: Int32?
  /// Whether this screen draws into a file instead of a terminal.
  public var isHeadless: Bool { !ownedFiles.isEmpty }
  /// Whether ``close()`` has run.
  public private(set) var isClosed = false
  var colorPairs: ColorPairs

  private init(
    screen: OpaquePointer, colorDepth: ColorDepth, ownedFiles: [UnsafeMutablePointer<FILE>],
    trapsSignals: Bool, outputDescriptor: Int32?
  ) {
    self.screen = screen
    window = glimpse_stdscr()
    self.ownedFiles = ownedFiles
    self.trapsSignals = trapsSignals
    self.outputDescriptor = outputDescriptor

    raw()
    noecho()
    nonl()
    keypad(window, true)
    curs_set(0)
    leaveok(window, true)  // the cursor is hidden: do not spend bytes moving it back
    set_escdelay(25)
    mouseinterval(0)
    mousemask(glimpse_button1_pressed(), nil)

    var depth = colorDepth
    var defaultsAllowed = false
    if depth != .none && has_colors() && start_color() == OK {
      defaultsAllowed = use_default_colors() == OK
      let colors = glimpse_colors()
      if colors < 8 {
        depth = .none
      } else if colors < 256 && depth != .ansi16 {
        depth = .ansi16
      }
    } else {
      depth = .none
    }
    self.colorDepth = depth
    colorPairs = ColorPairs(
      depth: depth, colors: Int(glimpse_colors()), limit: Int(glimpse_color_pairs()),
      defaultsAllowed: defaultsAllowed)
  }

  deinit {
    close()
  }

  // MARK: Opening

  /// Opens the real terminal: standard input and output must be a TTY and `TERM` must
  /// name a terminal the terminfo database knows.
  ///
  /// Catches SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 and SIGALRM first (they then end
  /// ``nextEvent(timeout:)`` with ``TerminalEvent/interrupt``), ignores SIGPIPE, drops
  /// keys typed before it opened (and, on ``close()``, those typed since), installs ``FatalSignals`` with what restores this
  /// terminal (a trap in an activity's code then leaves it sane), and switches `LC_CTYPE` to `C.UTF-8` when the locale
  /// is not UTF-8 (otherwise ncurses drops every non-ASCII glyph).
  ///
  /// - Parameters:
  ///   - colorDepth: The colours to use; nil detects them from the environment
  ///     (``ColorDepth/detect(environment:)``, which honours `NO_COLOR`).
  ///   - environment: Where `TERM` and the colour variables are read.
  /// - Throws: ``TerminalError/noTerminal(_:)`` saying what is missing.
  public static func open(
    colorDepth: ColorDepth?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> TerminalScreen {
    if let problem = terminalProblem(
      term: environment["TERM"], stdinIsTTY: isatty(0) == 1, stdoutIsTTY: isatty(1) == 1)
    {
      throw TerminalError.noTerminal(problem)
    }
    let term = environment["TERM"]!
    useUTF8Locale()
    SignalTrap.install()
    FatalSignals.install()
    FatalSignals.saveTerminalModes(of: STDOUT_FILENO)
    // Keys typed before the screen opened were meant for what ran before (a crash panel,
    // a preview that hung): they are not replayed into this one.
    tcflush(STDIN_FILENO, TCIFLUSH)
    guard let screen = newterm(term, glimpse_stdout(), glimpse_stdin()) else {
      SignalTrap.release()
      FatalSignals.disarmTerminal()
      throw TerminalError.noTerminal("TERM=\(term) is not in the terminfo database")
    }
    let opened = TerminalScreen(
      screen: screen,
      colorDepth: colorDepth ?? ColorDepth.detect(environment: environment),
      ownedFiles: [], trapsSignals: true, outputDescriptor: nil)
    FatalSignals.armTerminalReset(FatalSignals.terminalResetSequence(), on: STDOUT_FILENO)
    return opened
  }

  /// Why there is no usable terminal, or nil when there is one to try.
  static func terminalProblem(term: String?, stdinIsTTY: Bool, stdoutIsTTY: Bool) -> String? {
    guard let term, !term.isEmpty else { return "TERM is not set" }
    if term == "dumb" { return "TERM=dumb cannot move the cursor" }
    if !stdinIsTTY { return "standard input is not a terminal" }
    if !stdoutIsTTY { return "standard output is not a terminal" }
    return nil
  }

  /// A screen that draws into a file (or nowhere) and reads no input, for tests and
  /// benchmarks. Works without a TTY and with `TERM` unset.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - term: The terminfo entry whose escape sequences are written.
  ///   - colorDepth: The colours to use (reduced to what `term` supports).
  ///   - output: A file to write the escape sequences to, so that ``bytesWritten`` can
  ///     count them; nil discards them (`/dev/null`).
  /// - Throws: ``TerminalError/cannotOpen(path:reason:)`` when a file cannot be opened,
  ///   ``TerminalError/noTerminal(_:)`` when `term` is unknown.
  public static func headless(
    width: Int, height: Int, term: String = "xterm-256color",
    colorDepth: ColorDepth = .palette256, output: URL? = nil
  ) throws -> TerminalScreen {
    useUTF8Locale()
    let outputPath = output?.path ?? "/dev/null"
    guard let input = fopen("/dev/null", "r") else {
      throw TerminalError.cannotOpen(path: "/dev/null", reason: errnoText())
    }
    guard let outputFile = fopen(outputPath, "w") else {
      fclose(input)
      throw TerminalError.cannotOpen(path: outputPath, reason: errnoText())
    }
    guard let screen = newterm(term, outputFile, input) else {
      fclose(input)
      fclose(outputFile)
      throw TerminalError.noTerminal("TERM=\(term) is not in the terminfo database")
    }
    // Input from /dev/null always looks pending, which would cut refreshes short.
    typeahead(-1)
    let result = TerminalScreen(
      screen: screen, colorDepth: colorDepth, ownedFiles: [outputFile, input],
      trapsSignals: false, outputDescriptor: output == nil ? nil : fileno(outputFile))
    result.resize(to: CellSize(width: width, height: height))
    return result
  }

  /// Makes `LC_CTYPE` a UTF-8 locale: the environment's if it is one, `C.UTF-8` if not.
  static func useUTF8Locale() {
    setlocale(LC_CTYPE, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno))
  }

  // MARK: State

  /// Makes this the screen ncurses's global calls act on.
  func makeCurrent() {
    set_term(screen)
  }

  /// Columns and rows.
  public var size: CellSize {
    var rows: Int32 = 0
    var columns: Int32 = 0
    glimpse_getmaxyx(window, &rows, &columns)
    return CellSize(width: Int(columns), height: Int(rows))
  }

  /// Changes the screen's size (a real terminal's size changes by itself; this is for
  /// headless screens and tests). Sizes below 1x1 count as 1x1.
  public func resize(to size: CellSize) {
    guard !isClosed else { return }
    makeCurrent()
    resizeterm(Int32(max(1, size.height)), Int32(max(1, size.width)))
  }

  /// Bytes written so far to a headless screen's output file; nil for other screens.
  public var bytesWritten: Int? {
    guard let outputDescriptor, !isClosed else { return nil }
    var status = stat()
    guard fstat(outputDescriptor, &status) == 0 else { return nil }
    return Int(status.st_size)
  }

  /// Restores the terminal (`endwin`), frees the screen and puts the previous signal
  /// handlers back (``FatalSignals`` stays, without the terminal part). Safe to call more
  /// than once.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    makeCurrent()
    endwin()
    delscreen(screen)
    for file in ownedFiles { fclose(file) }
    if trapsSignals {
      // Nor are keys typed while it ended replayed into what runs next.
      tcflush(STDIN_FILENO, TCIFLUSH)
      FatalSignals.disarmTerminal()
      SignalTrap.release()
    }
  }
}
