import GlimpseLayout

/// One cell as ncurses holds it, read back for tests: see ``TerminalScreen/cell(x:y:)``.
public struct ScreenCell: Hashable, Sendable {
  /// The glyph with its combining marks; "" for the right half of a wide glyph.
  public var glyph: String
  /// The attributes ncurses has for the cell (strikethrough never appears).
  public var attributes: CellAttributes
  /// The colour pair number (0: the terminal's default colours).
  public var colorPair: Int
  /// The pair's foreground palette index (-1: the terminal's default).
  public var foreground: Int
  /// The pair's background palette index (-1: the terminal's default).
  public var background: Int

  /// Whether the cell is bold.
  public var bold: Bool { attributes.contains(.bold) }
  /// Whether the cell is in reverse video.
  public var reverse: Bool { attributes.contains(.reverse) }
}
