/// Text attributes a terminal can draw.
public struct CellAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Heavy text.
  public static let bold = CellAttributes(rawValue: 1 << 0)
  /// Faint text.
  public static let dim = CellAttributes(rawValue: 1 << 1)
  /// Slanted text.
  public static let italic = CellAttributes(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = CellAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped.
  public static let reverse = CellAttributes(rawValue: 1 << 4)
  /// Struck-through text.
  public static let strikethrough = CellAttributes(rawValue: 1 << 5)
}

/// How one cell is drawn: its colours and attributes.
///
/// A default background means "whatever is already there": text drawn over a filled
/// shape keeps the shape's colour behind it.
public struct CellStyle: Hashable, Sendable {
  /// The glyph's colour.
  public var foreground: TerminalColor
  /// The colour behind the glyph.
  public var background: TerminalColor
  /// Bold, dim, italic and the rest.
  public var attributes: CellAttributes

  /// A style of the given colours and attributes.
  @inlinable
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: CellAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Default colours, no attributes.
  public static let plain = CellStyle()
}
