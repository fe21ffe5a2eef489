/// How wide a scalar is when the font in use has no glyph for it: what the device's font
/// fallback draws instead, in em.
enum FallbackAdvance {
  /// An emoji from Apple Color Emoji: about 1.17 em (the figure issue 22's brief gives;
  /// Apple's emoji font is not available to check it against).
  static let emojiEm = 1.17
  /// An East Asian wide or fullwidth character from a CJK fallback font: 1 em.
  static let wideEm = 1.0
  /// SF Mono's advance, every glyph alike (`.monospaced` design).
  static let monospacedEm = 0.6

  /// What kind of glyph the device falls back to for a scalar.
  enum Kind {
    /// Draws nothing that advances: combining marks, format and control characters.
    case zero
    /// An emoji.
    case emoji
    /// An East Asian wide or fullwidth character.
    case wide
    /// Anything else: measured as the font's average advance.
    case average
  }

  /// The kind of `scalar`. Never inlined: it reads the standard library's resilient
  /// Unicode properties, whose metadata and stack space would otherwise be set up on every
  /// measurement, in the hot path's prologue.
  @inline(never)
  static func kind(of scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? .zero : .average }
    if isWide(value) { return .wide }
    let properties = scalar.properties
    // An emoji the font lacks falls back to Apple Color Emoji even when its default
    // presentation is text (✈ U+2708, ☎ U+260E): the emoji font is where it is found.
    if properties.isEmojiPresentation || (properties.isEmoji && value >= 0x2000) {
      return .emoji
    }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .surrogate: return .zero
    default: return .average
    }
  }

  /// Whether `scalar` is drawn as an emoji by default (Emoji_Presentation). Never inlined,
  /// for the reason given at ``kind(of:)``.
  @inline(never)
  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isEmojiPresentation
  }

  /// Whether `value` is East Asian Wide or Fullwidth (the large blocks of UAX #11).
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether `value` continues an emoji drawn as one glyph: a skin tone modifier, a
  /// variation selector or a tag.
  static func continuesEmoji(_ value: UInt32) -> Bool {
    (0x1F3FB...0x1F3FF).contains(value) || (0xFE00...0xFE0F).contains(value)
      || (0xE0020...0xE007F).contains(value)
  }

  /// Whether `value` is a regional indicator (two make one flag).
  static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }
}
