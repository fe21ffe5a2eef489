/// Turns strings into glyphs that are safe to draw and measured as the terminal will draw
/// them.
///
/// The rules, in order:
/// - `\n`, `\r\n`, `\r`, U+2028 and U+2029 end a line.
/// - Other C0 controls and DEL become their Control Pictures (ESC draws as `␛`, BEL as
///   `␇`, TAB as `␉`); C1 controls, bidirectional overrides and isolates and other
///   invisible format characters become `�`. Nothing that could move the cursor, set a
///   title or change colours reaches the terminal.
/// - Each grapheme cluster keeps its first spacing scalar and the combining marks on it;
///   emoji modifiers, variation selectors and zero-width-joined tails are dropped, so a
///   family emoji draws as its first person. Terminals, tmux and ncurses all agree on
///   the width of what is left.
/// - Widths come from ``TerminalWidthTable`` (glibc's `wcwidth`); a standalone zero-width
///   scalar is dropped, and a scalar the table calls unprintable draws as `�`.
public enum GlyphScanner {
  /// Appends the glyphs of `string` to `glyphs`.
  public static func scan(_ string: String, into glyphs: inout [TextGlyph]) {
    if isPrintableASCII(string) {
      glyphs.reserveCapacity(glyphs.count + string.utf8.count)
      for byte in string.utf8 {
        glyphs.append(TextGlyph(base: Unicode.Scalar(byte), width: 1))
      }
      return
    }
    var previousWasCarriageReturn = false
    for character in string {
      let scalars = character.unicodeScalars
      if character == "\r\n" || scalars.first == "\n" && previousWasCarriageReturn {
        previousWasCarriageReturn = false
        if character == "\r\n" { glyphs.append(.lineBreak) }
        continue
      }
      previousWasCarriageReturn = scalars.first == "\r"
      appendCluster(scalars, into: &glyphs)
    }
  }

  /// Appends the glyphs of `string`, each in `style`, to `glyphs`.
  public static func scan(_ string: String, style: CellStyle, into glyphs: inout [StyledGlyph]) {
    // Printable ASCII (most text): one glyph a byte, read straight from the string's bytes.
    var bytes = string
    let isASCII = bytes.withUTF8 { utf8 in
      guard isPrintableASCII(utf8) else { return false }
      glyphs.reserveCapacity(glyphs.count + utf8.count)
      for byte in utf8 {
        glyphs.append(StyledGlyph(TextGlyph(base: Unicode.Scalar(byte), width: 1), style: style))
      }
      return true
    }
    if isASCII { return }
    if appendSimpleGlyphs(of: string, style: style, to: &glyphs) { return }
    for glyph in self.glyphs(of: string) { glyphs.append(StyledGlyph(glyph, style: style)) }
  }

  /// Appends the glyphs of a string in which every scalar stands alone (no combining
  /// marks, joiners, variation selectors, controls or line breaks), without grapheme
  /// breaking; appends nothing and returns false when the string needs the full rules.
  static func appendSimpleGlyphs(
    of string: String, style: CellStyle, to glyphs: inout [StyledGlyph]
  ) -> Bool {
    let start = glyphs.count
    glyphs.reserveCapacity(start + string.utf8.count)
    for scalar in string.unicodeScalars {
      let value = scalar.value
      // Printable ASCII (most of a title beside its emoji): one column, drawn as itself.
      if value >= 0x20 && value < 0x7F {
        glyphs.append(StyledGlyph(TextGlyph(base: scalar, width: 1), style: style))
        continue
      }
      let isControl = value < 0xA0 && (value < 0x20 || value >= 0x7F)
      let joins = value >= 0x1F1E6 && value <= 0x1F1FF || value >= 0x1F3FB && value <= 0x1F3FF
      let width = isControl || joins ? 0 : TerminalWidthTable.width(of: scalar)
      guard width > 0, replacement(for: scalar) == nil else {
        glyphs.removeSubrange(start...)
        return false
      }
      glyphs.append(StyledGlyph(TextGlyph(base: scalar, width: width), style: style))
    }
    return true
  }

  /// The glyphs of `string`.
  public static func glyphs(of string: String) -> [TextGlyph] {
    var glyphs: [TextGlyph] = []
    scan(string, into: &glyphs)
    return glyphs
  }

  /// The columns `string` takes when drawn on one line (line breaks count nothing).
  public static func width(of string: String) -> Int {
    if isPrintableASCII(string) { return string.utf8.count }
    return glyphs(of: string).reduce(0) { $0 + $1.width }
  }

  /// What a single scalar is drawn as, if it is not drawn as itself; nil when it is safe.
  public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch value {
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + value)
    case 0x7F: return "\u{2421}"
    case 0x80..<0xA0: return "\u{FFFD}"
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return "\u{FFFD}"
    case 0x206A...0x206F, 0xFFF9...0xFFFB, 0xE0001: return "\u{FFFD}"
    // Line and paragraph separators (a terminal may break the line, a log reader split
    // the record) and noncharacters (U+FFFE reads as a byte-order mark swapped).
    case 0x2028, 0x2029, 0xFDD0...0xFDEF: return "\u{FFFD}"
    case _ where value & 0xFFFE == 0xFFFE: return "\u{FFFD}"
    default: return nil
    }
  }

  @inline(__always)
  static func isPrintableASCII(_ string: String) -> Bool {
    var ok = true
    for byte in string.utf8 where byte < 0x20 || byte >= 0x7F {
      ok = false
      break
    }
    return ok
  }

  /// Whether every byte is printable ASCII (space to tilde).
  @inline(__always)
  static func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in utf8 where byte < 0x20 || byte >= 0x7F { return false }
    return true
  }

  private static func appendCluster(
    _ scalars: Character.UnicodeScalarView, into glyphs: inout [TextGlyph]
  ) {
    var base: Unicode.Scalar?
    var baseWidth = 0
    var marks = ""
    var joined = false
    func flush() {
      guard let spacing = base else { return }
      glyphs.append(TextGlyph(base: spacing, marks: marks.isEmpty ? nil : marks, width: baseWidth))
      base = nil
      marks = ""
    }
    for scalar in scalars {
      switch scalar.value {
      case 0x0A, 0x0D, 0x2028, 0x2029:
        flush()
        glyphs.append(.lineBreak)
        continue
      case 0x200D:
        joined = true
        continue
      case 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF:
        continue
      default:
        break
      }
      if joined { continue }
      var drawn = replacement(for: scalar) ?? scalar
      var width = TerminalWidthTable.width(of: drawn)
      if width < 0 {
        drawn = "\u{FFFD}"
        width = 1
      }
      if width == 0 {
        if base != nil, marks.unicodeScalars.count < TextGlyph.maximumMarks {
          marks.unicodeScalars.append(drawn)
        }
        continue
      }
      flush()
      base = drawn
      baseWidth = width
    }
    flush()
  }
}
