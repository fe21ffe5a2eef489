import GlimpseLayout

/// Something that happened at the terminal: a key, a click, a new size or a signal.
public enum TerminalEvent: Hashable, Sendable {
  /// A printable character (or a control character without a key of its own).
  case character(Character)
  /// A key that is not a character.
  case key(TerminalKey)
  /// The terminal changed size; the screen already has the new size.
  case resize(CellSize)
  /// The first mouse button was pressed at column `x`, row `y`.
  case mouse(x: Int, y: Int)
  /// SIGINT, SIGTERM or SIGHUP arrived, or Ctrl-C was typed (raw mode delivers it as a
  /// character, not a signal): time to restore the terminal and stop.
  case interrupt
  /// SIGUSR1 arrived (after ``SignalTrap/listenForNotices()``): `glimpse watch` has news
  /// for the preview it runs.
  case notice
}

/// Keys that are not characters.
public enum TerminalKey: Hashable, Sendable {
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  case tab
  /// Shift-Tab.
  case backTab
  case enter
  case escape
  case backspace
  case delete
  /// F1 is `function(1)`.
  case function(Int)
}
