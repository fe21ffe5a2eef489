/// Glyph advances and kerning in points, for measuring text as the device does.
///
/// ``standard()`` is the pinned default: Inter Display's advances and kerning, scaled so that
/// their letter-frequency weighted average matches Apple's system font (SF Pro), with SF
/// Pro's size-specific tracking. It reads no file and gives the same widths everywhere.
/// ``load(path:)`` reads a user's font (for example their own `SF-Pro.ttf`) through FreeType,
/// with HarfBuzz's kerning and tabular figures when `libharfbuzz.so.0` is on the machine.
///
/// Every measurement is in points. A face whose size is not a positive finite number
/// (0, negative, NaN, infinity) measures 0; a huge finite size measures a huge finite width
/// (sizes past ``largestSize`` measure as that size).
/// Instances are immutable or lock their own caches, so they can be shared across threads.
public final class FontMetrics: Sendable {
  /// The pinned tables, for ``standard()``.
  let standardTables: StandardTables?
  /// The user's font, for ``load(path:)``.
  let userFont: UserFont?

  /// A short name for reports: "Inter Display, scaled to SF Pro", or the file's family name.
  public let name: String

  /// One line to show the user when measurement is less exact than it could be, or nil:
  /// a user's font measured without HarfBuzz (the Debian package `libharfbuzz0b` is
  /// missing), so kerning comes only from a legacy `kern` table and tabular digits take
  /// the widest digit.
  public let note: String?

  private init(standard: StandardTables?, user: UserFont?, name: String) {
    self.standardTables = standard
    self.userFont = user
    self.name = name
    if let user, !user.hasHarfBuzz {
      note =
        "font '\(name)': \(HarfBuzzShaper.libraryName) not found (install libharfbuzz0b): "
        + "kerning from the font's kern table only, tabular digits as its widest digit"
    } else {
      note = nil
    }
  }

  /// The pinned default: Inter Display calibrated to SF Pro (see `docs/notes-fonts.md`).
  /// One instance, shared (it is immutable): every render's settings and environment
  /// start with it, so making it must not allocate.
  public static func standard() -> FontMetrics { shared }

  private static let shared = FontMetrics(
    standard: StandardTables.shared, user: nil, name: "Inter Display, scaled to SF Pro")

  /// A user's font file (TrueType, OpenType or a collection's first face), read through
  /// FreeType.
  ///
  /// - Throws: ``FontLoadError`` naming the file when it is missing, a folder, unreadable,
  ///   empty or not a font.
  public static func load(path: String) throws(FontLoadError) -> FontMetrics {
    try load(path: path, harfBuzz: true)
  }

  /// ``load(path:)``, with HarfBuzz or (`harfBuzz: false`) FreeType alone.
  static func load(path: String, harfBuzz: Bool) throws(FontLoadError) -> FontMetrics {
    let font = try UserFont(path: path, harfBuzz: harfBuzz)
    return FontMetrics(standard: nil, user: font, name: font.name)
  }

  /// How far the pen moves after `scalar` in `face`, in points, tracking included.
  ///
  /// Scalars the font lacks take the device's fallback: 1.17 em for an emoji, 1 em for an
  /// East Asian wide character, 0 for a combining mark or format character, and the font's
  /// average advance for anything else.
  public func advance(of scalar: Unicode.Scalar, in face: FontFace) -> Double {
    FaceMeasure(self, face: face).advance(of: scalar)
  }

  /// The kerning between two adjacent scalars in `face`, in points (usually 0 or negative).
  public func kerning(
    between left: Unicode.Scalar, and right: Unicode.Scalar, in face: FontFace
  ) -> Double {
    FaceMeasure(self, face: face).kerning(between: left, and: right)
  }

  /// The width of a run of text in `face`, in points: the advances plus the kerning between
  /// neighbours, with an emoji sequence (skin tone, ZWJ family, flag) counted as one emoji.
  @inlinable
  public func width(of scalars: some Sequence<Unicode.Scalar>, in face: FontFace) -> Double {
    var run = WidthAccumulator(metrics: self, face: face)
    guard run.measures else { return 0 }
    for scalar in scalars { run.add(scalar) }
    return run.finish()
  }

  /// The largest size measured as itself, in points: larger finite sizes measure as this, so
  /// that a sum of many advances stays finite.
  public static let largestSize = 1e15

  /// The size in points, or nil when it measures nothing (not positive, or not finite).
  @inline(__always)
  static func measurable(_ size: Double) -> Double? {
    size > 0 && size.isFinite ? min(size, largestSize) : nil
  }

  /// SF Pro's tracking at this size, in em; SF Mono (`.monospaced`) is not tracked.
  @inline(__always)
  func trackingEm(_ face: FontFace, size: Double) -> Double {
    face.design == .monospaced ? 0 : SystemTracking.em(atSize: size)
  }

  /// The advance of `scalar` in em, tracking included for the font's own glyphs.
  @inline(__always)
  func advanceEm(of scalar: Unicode.Scalar, in face: FontFace, trackingEm: Double) -> Double {
    let value = scalar.value
    if face.design == .monospaced {
      switch FallbackAdvance.kind(of: scalar) {
      case .zero: return 0
      case .emoji: return FallbackAdvance.emojiEm
      case .wide: return FallbackAdvance.wideEm
      case .average: return FallbackAdvance.monospacedEm
      }
    }
    if value >= 0x231A, FallbackAdvance.isEmoji(scalar) {
      return FallbackAdvance.emojiEm
    }
    let weight = face.weight.rawValue
    if let tables = standardTables {
      if let units = tables.units(
        of: value, weight: weight, tabularFigures: face.monospacedDigits)
      {
        return units == 0 ? 0 : Double(units) * tables.emPerUnit + trackingEm
      }
      return fallbackEm(scalar, average: tables.averages[weight])
    }
    if let font = userFont {
      if let em = font.advanceEm(
        of: value, weight: face.weight, size: face.size, tabular: face.monospacedDigits)
      {
        return em == 0 ? 0 : em + trackingEm
      }
      return fallbackEm(scalar, average: font.averageEm)
    }
    return 0
  }

  /// The kerning between two scalars in em.
  @inline(__always)
  func kerningEm(_ left: UInt32, _ right: UInt32, in face: FontFace) -> Double {
    if face.design == .monospaced { return 0 }
    if let tables = standardTables {
      let units = tables.kerningUnits(
        left, right, weight: face.weight.rawValue, tabularFigures: face.monospacedDigits)
      return units == 0 ? 0 : Double(units) * tables.emPerUnit
    }
    return userFont?.kerningEm(
      left, right, weight: face.weight, size: face.size, tabular: face.monospacedDigits) ?? 0
  }

  /// What the device's fallback draws for a scalar the font lacks, in em.
  @inline(never)
  private func fallbackEm(_ scalar: Unicode.Scalar, average: Double) -> Double {
    switch FallbackAdvance.kind(of: scalar) {
    case .zero: return 0
    case .emoji: return FallbackAdvance.emojiEm
    case .wide: return FallbackAdvance.wideEm
    case .average: return average
    }
  }
}
