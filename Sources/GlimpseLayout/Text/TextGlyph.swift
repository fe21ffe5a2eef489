/// One drawable character of text: a base scalar, any combining marks that sit on it, and
/// the columns it takes.
///
/// Made by ``GlyphScanner`` from strings, which guarantees that what is drawn is what was
/// measured: no control characters, no escape sequences, no multi-scalar emoji whose width
/// terminals disagree on.
public struct TextGlyph: Hashable, Sendable {
  /// The spacing scalar.
  public var base: Unicode.Scalar
  /// Zero-width scalars drawn on the base (combining marks), or nil.
  public var marks: String?
  /// Columns: 1 or 2 (0 only for the line-break glyph).
  public var width: Int

  /// A glyph of one scalar.
  @inlinable
  public init(base: Unicode.Scalar, marks: String? = nil, width: Int) {
    self.base = base
    self.marks = marks
    self.width = width
  }

  /// The glyph that ends a line.
  public static let lineBreak = TextGlyph(base: "\n", width: 0)
  /// A space.
  public static let space = TextGlyph(base: " ", width: 1)
  /// The horizontal ellipsis drawn where text is truncated.
  public static let ellipsis = TextGlyph(base: "\u{2026}", width: 1)

  /// Whether this glyph ends a line.
  @inlinable public var isLineBreak: Bool { base == "\n" }
  /// Whether text may wrap at this glyph.
  @inlinable public var isSpace: Bool { base == " " }

  /// The glyph as a string: base and marks.
  public var string: String {
    guard let marks else { return String(Character(base)) }
    return String(Character(base)) + marks
  }
}
