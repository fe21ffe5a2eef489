/// A glyph and the style it is drawn in.
public struct StyledGlyph: Hashable, Sendable {
  /// What is drawn.
  public var glyph: TextGlyph
  /// How it is drawn.
  public var style: CellStyle

  /// A glyph in a style.
  @inlinable
  public init(_ glyph: TextGlyph, style: CellStyle) {
    self.glyph = glyph
    self.style = style
  }
}

/// Where "…" replaces text that does not fit.
public enum TextTruncation: Hashable, Sendable {
  /// Keep the start: "Luigi's Pizz…".
  case tail
  /// Keep the end: "…s Pizzeria".
  case head
  /// Keep both ends: "Luigi…zzeria".
  case middle
}

/// How the lines of a multi-line text align with each other.
public enum TextLineAlignment: Hashable, Sendable {
  case leading, center, trailing
}
