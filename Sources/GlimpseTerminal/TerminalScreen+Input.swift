import CNcursesw
import GlimpseLayout

#if canImport(Glibc)
  import Glibc
#endif

extension TerminalScreen: TerminalEventSource {
  /// The longest single wait: a signal that lands just before ncurses starts waiting is
  /// noticed after at most this long instead of never.
  private static let longestWait: Duration = .seconds(1)

  /// The next key, click, resize or signal, waiting at most `timeout` (nil: until one
  /// comes); nil when the time ran out.
  ///
  /// Waits in `wget_wch` (ncurses polls the terminal: no CPU is used while idle). A
  /// caught SIGINT, SIGTERM or SIGHUP, Ctrl-C, or a terminal that hung up (end of file or
  /// an error where a key was expected; recorded as SIGHUP) gives
  /// ``TerminalEvent/interrupt``.
  /// A headless screen has no input: it returns nil at once.
  public func nextEvent(timeout: Duration?) -> TerminalEvent? {
    guard !isClosed, !isHeadless else { return nil }
    makeCurrent()
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      if SignalTrap.isPending { return .interrupt }
      if SignalTrap.takeNotice() { return .notice }
      var wait = Self.longestWait
      if let deadline {
        wait = min(wait, max(.zero, deadline - clock.now))
      }
      wtimeout(window, Int32(Self.milliseconds(wait)))
      var value: wint_t = 0
      let status = wget_wch(window, &value)
      if SignalTrap.isPending { return .interrupt }
      // A key read in the same wait as a notice comes first; the notice stays pending
      // (taking the notice first lost the key).
      if status == KEY_CODE_YES {
        if let event = keyEvent(Int32(value)) { return event }
      } else if status == OK {
        return Self.characterEvent(UInt32(value))
      } else if SignalTrap.takeNotice() {
        return .notice
      } else if Self.inputHasHungUp() {
        // The terminal is gone (closed, hung up): ncurses would return ERR at once forever.
        SignalTrap.noteHangUp()
        return .interrupt
      }
      if let deadline, clock.now >= deadline { return nil }
    }
  }

  /// Whether standard input, the terminal, has hung up or fails: `poll` says so at once
  /// (`POLLHUP`, `POLLERR`, `POLLNVAL`) after the master side of a pseudo-terminal closed
  /// or the line dropped, where a read gives end of file or EIO.
  static func inputHasHungUp(_ descriptor: Int32 = STDIN_FILENO) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) >= 0 else { return errno != EINTR }
    return Int32(entry.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// Whole milliseconds in `duration`, rounded up.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let rest = attoseconds % 1_000_000_000_000_000
    return Int(millis + (rest > 0 ? 1 : 0))
  }

  /// The event for a character `wget_wch` returned.
  static func characterEvent(_ value: UInt32) -> TerminalEvent? {
    switch value {
    case 0x03: return .interrupt
    case 0x09: return .key(.tab)
    case 0x0A, 0x0D: return .key(.enter)
    case 0x1B: return .key(.escape)
    case 0x08, 0x7F: return .key(.backspace)
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// The event for a key code `wget_wch` returned; nil for keys that mean nothing here.
  private func keyEvent(_ code: Int32) -> TerminalEvent? {
    switch code {
    case KEY_RESIZE: return .resize(size)
    case KEY_MOUSE:
      var mouse = MEVENT()
      guard getmouse(&mouse) == OK, mouse.bstate & glimpse_button1_pressed() != 0 else {
        return nil
      }
      return .mouse(x: Int(mouse.x), y: Int(mouse.y))
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_BTAB: return .key(.backTab)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC: return .key(.delete)
    case glimpse_key_f(0)...glimpse_key_f(63): return .key(.function(Int(code - glimpse_key_f(0))))
    default: return nil
    }
  }
}
