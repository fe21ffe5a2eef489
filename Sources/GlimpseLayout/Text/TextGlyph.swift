/// One drawable character of text: a base scalar, any combining marks that sit on it, and
/// the columns it takes.
///
/// Made by ``GlyphScanner`` from strings, which guarantees that what is drawn is what was
/// measured: no control characters, no escape sequences, no multi-scalar emoji whose width
/// terminals disagree on.
///
/// A glyph is a plain value with no references (up to three combining marks are packed
/// into an integer), so arrays of glyphs copy and free without reference counting.
public struct TextGlyph: Hashable, Sendable {
  /// The spacing scalar.
  public var base: Unicode.Scalar
  /// Up to ``maximumMarks`` combining scalars, 21 bits each, the first in the lowest
  /// bits; 0 when there are none.
  @usableFromInline var packedMarks: UInt64
  /// Columns: 1 or 2 (0 only for the line-break glyph).
  public var width: Int

  /// The most combining marks a glyph keeps; more are dropped (terminals stack them
  /// unreadably anyway).
  public static let maximumMarks = 3

  /// A glyph of one scalar with no marks.
  @inlinable
  public init(base: Unicode.Scalar, width: Int) {
    self.base = base
    self.packedMarks = 0
    self.width = width
  }

  /// A glyph of `base` with the combining scalars of `marks` on it (the first
  /// ``maximumMarks`` of them).
  public init(base: Unicode.Scalar, marks: String?, width: Int) {
    self.init(base: base, width: width)
    self.marks = marks
  }

  /// Zero-width scalars drawn on the base (combining marks), or nil.
  public var marks: String? {
    get {
      guard packedMarks != 0 else { return nil }
      var result = String.UnicodeScalarView()
      var rest = packedMarks
      while rest != 0 {
        if let scalar = Unicode.Scalar(UInt32(rest & 0x1F_FFFF)) { result.append(scalar) }
        rest >>= 21
      }
      return String(result)
    }
    set {
      packedMarks = 0
      guard let newValue else { return }
      for (index, scalar) in newValue.unicodeScalars.prefix(Self.maximumMarks).enumerated() {
        packedMarks |= UInt64(scalar.value) << (21 * UInt64(index))
      }
    }
  }

  /// Whether combining marks sit on the base.
  @inlinable public var hasMarks: Bool { packedMarks != 0 }

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
