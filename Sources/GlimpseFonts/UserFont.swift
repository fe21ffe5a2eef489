import CFreeType
import Foundation
import Synchronization

/// A user's font file, read through FreeType, with its advances and kerning cached per
/// scalar (and pair) and figure style. FreeType and HarfBuzz objects are not thread-safe,
/// so they and the caches live behind one lock.
final class UserFont: Sendable {
  /// The family name, as the file gives it.
  let name: String
  /// The font's letter-frequency weighted average advance, in em (for fallback glyphs).
  let averageEm: Double
  /// Whether HarfBuzz shapes (kerning from GPOS, tabular figures from `tnum`).
  let hasHarfBuzz: Bool
  /// Whether the font has a weight or optical size axis that faces select.
  let isVariable: Bool

  private let state: Mutex<State>

  /// FreeType's face, HarfBuzz when present, and the caches.
  private struct State: ~Copyable {
    var library: FT_Library
    var face: FT_Face
    var unitsPerEm: Double
    var shaper: HarfBuzzShaper?
    /// Advance in em (negative: the font has no glyph), by scalar, figure style and instance.
    var advances: [UInt64: Double] = [:]
    /// Kerning in em, by pair, figure style and instance.
    var kerning: [Pair: Double] = [:]
    /// The widest digit, in em, by instance: the tabular width when HarfBuzz is missing.
    var widestDigits: [UInt64: Double] = [:]
    /// A variable font's axes, or nil for a static font.
    var variation: FontVariation?
    /// The instance FreeType and HarfBuzz are set to.
    var current = FontVariation.Instance(weight: 0, halfPoints: 0)

    deinit {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
    }

    /// The instance `weight` and `size` select (the default for a static font), as a key.
    func instance(weight: FontWeight, size: Double) -> FontVariation.Instance {
      variation?.instance(weight: weight, size: size)
        ?? FontVariation.Instance(weight: 0, halfPoints: 0)
    }

    /// Sets FreeType and HarfBuzz to `instance`, if they are not already.
    mutating func select(_ instance: FontVariation.Instance) {
      guard let variation, instance != current else { return }
      let settings = variation.settings(for: instance)
      var coordinates = settings.map { FT_Fixed(($0.value * 65536).rounded()) }
      _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
      shaper?.vary(settings)
      current = instance
    }

    /// The glyph's advance in em at `instance`, or nil when the font has no glyph for it.
    mutating func advanceEm(
      of value: UInt32, tabular: Bool, instance: FontVariation.Instance
    ) -> Double? {
      let key =
        UInt64(value) | (tabular ? 1 << 21 : 0) | UInt64(instance.weight & 0x3FF) << 22
        | UInt64(instance.halfPoints & 0x3FFF) << 32
      if let cached = advances[key] { return cached < 0 ? nil : cached }
      select(instance)
      let glyph = FT_Get_Char_Index(face, FT_ULong(value))
      var em: Double = -1
      if glyph != 0 {
        if tabular, (0x30...0x39).contains(value) || shaper != nil {
          if let shaper {
            em = Double(shaper.advance(of: [value], tabular: true)) / unitsPerEm
          } else {
            em = widestDigit(instance)
          }
        } else {
          var advance: FT_Fixed = 0
          let status = FT_Get_Advance(face, glyph, FreeTypeFlags.loadNoScale, &advance)
          em = status == 0 ? Double(advance) / unitsPerEm : 0
        }
      }
      advances[key] = em
      return em < 0 ? nil : em
    }

    /// The widest digit at `instance`, in em.
    mutating func widestDigit(_ instance: FontVariation.Instance) -> Double {
      let key = UInt64(instance.weight & 0x3FF) << 22 | UInt64(instance.halfPoints & 0x3FFF) << 32
      if let cached = widestDigits[key] { return cached }
      let widest =
        (UInt32(0x30)...0x39).compactMap { advanceEm(of: $0, tabular: false, instance: instance) }
        .max() ?? 0
      widestDigits[key] = widest
      return widest
    }

    /// The kerning between two scalars at `instance`, in em.
    mutating func kerningEm(
      _ left: UInt32, _ right: UInt32, tabular: Bool, instance: FontVariation.Instance
    ) -> Double {
      // 21 bits a scalar, then the figure style; the instance in a second word.
      let key = Pair(
        scalars: UInt64(left) | UInt64(right) << 21 | (tabular ? 1 << 42 : 0),
        instance: UInt64(instance.weight) << 32
          | UInt64(UInt32(truncatingIfNeeded: instance.halfPoints)))
      if let cached = kerning[key] { return cached }
      select(instance)
      var em = 0.0
      if let shaper {
        let pair = shaper.advance(of: [left, right], tabular: tabular)
        let apart =
          shaper.advance(of: [left], tabular: tabular)
          + shaper.advance(of: [right], tabular: tabular)
        em = Double(pair - apart) / unitsPerEm
      } else if face.pointee.face_flags & FreeTypeFlags.faceKerning != 0 {
        let first = FT_Get_Char_Index(face, FT_ULong(left))
        let second = FT_Get_Char_Index(face, FT_ULong(right))
        var vector = FT_Vector()
        if first != 0, second != 0,
          FT_Get_Kerning(face, first, second, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0
        {
          em = Double(vector.x) / unitsPerEm
        }
      }
      kerning[key] = em
      return em
    }
  }

  /// A kerning cache key: the pair and figure style, and the instance.
  private struct Pair: Hashable {
    var scalars: UInt64
    var instance: UInt64
  }

  /// Opens the font at `path`; `harfBuzz: false` measures with FreeType alone, as on a
  /// machine without `libharfbuzz.so.0`.
  ///
  /// - Throws: ``FontLoadError`` naming the file.
  init(path: String, harfBuzz: Bool = true) throws(FontLoadError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FontLoadError(path: path, reason: .missing)
    }
    if isDirectory.boolValue { throw FontLoadError(path: path, reason: .directory) }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw FontLoadError(path: path, reason: .unreadable)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?
      .intValue
    if size == 0 { throw FontLoadError(path: path, reason: .empty) }
    var library: FT_Library?
    let started = FT_Init_FreeType(&library)
    guard started == 0, let library else {
      throw FontLoadError(path: path, reason: .library(code: started))
    }
    var face: FT_Face?
    let opened = FT_New_Face(library, path, 0, &face)
    guard opened == 0, let face else {
      FT_Done_FreeType(library)
      throw FontLoadError(path: path, reason: opened == 1 ? .unreadable : .notAFont(code: opened))
    }
    let scalable = face.pointee.face_flags & FreeTypeFlags.faceScalable != 0
    let unitsPerEm = Int32(face.pointee.units_per_EM)
    guard scalable, unitsPerEm > 0, FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw FontLoadError(path: path, reason: .unsupported)
    }
    let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
    name = family.isEmpty ? URL(fileURLWithPath: path).lastPathComponent : family
    var state = State(
      library: library, face: face, unitsPerEm: Double(unitsPerEm),
      shaper: harfBuzz ? HarfBuzzShaper(path: path, unitsPerEm: unitsPerEm) : nil)
    hasHarfBuzz = state.shaper != nil
    state.variation = FontVariation(face: face, library: library)
    let start = state.instance(weight: .regular, size: 12)
    state.select(start)
    isVariable = state.variation != nil
    var weighted = 0.0
    var total = 0.0
    for (character, frequency) in Self.letterFrequencies {
      if let em = state.advanceEm(of: character.value, tabular: false, instance: start) {
        weighted += em * frequency
        total += frequency
      }
    }
    averageEm = total > 0 ? weighted / total : 0.5
    self.state = Mutex(state)
  }

  /// The advance of `value` in em at the instance `weight` and `size` select, or nil when
  /// the font has no glyph for it.
  func advanceEm(of value: UInt32, weight: FontWeight, size: Double, tabular: Bool) -> Double? {
    state.withLock { font in
      font.advanceEm(
        of: value, tabular: tabular, instance: font.instance(weight: weight, size: size))
    }
  }

  /// The kerning between two scalars in em.
  func kerningEm(
    _ left: UInt32, _ right: UInt32, weight: FontWeight, size: Double, tabular: Bool
  ) -> Double {
    state.withLock { font in
      font.kerningEm(
        left, right, tabular: tabular, instance: font.instance(weight: weight, size: size))
    }
  }

  /// capsize's English letter frequencies (a-z and space), as in the default's calibration.
  static let letterFrequencies: [(Unicode.Scalar, Double)] = [
    ("a", 0.0668), ("b", 0.0122), ("c", 0.0228), ("d", 0.0348), ("e", 0.1039), ("f", 0.0182),
    ("g", 0.0165), ("h", 0.0499), ("i", 0.057), ("j", 0.0013), ("k", 0.0063), ("l", 0.0329),
    ("m", 0.0197), ("n", 0.0552), ("o", 0.0614), ("p", 0.0158), ("q", 0.0008), ("r", 0.049),
    ("s", 0.0518), ("t", 0.0741), ("u", 0.0226), ("v", 0.008), ("w", 0.0193), ("x", 0.0012),
    ("y", 0.0162), ("z", 0.0006), (" ", 0.1818),
  ]
}

/// FreeType's flag macros, which Swift does not import.
enum FreeTypeFlags {
  /// FT_LOAD_NO_SCALE: advances in font units, unhinted.
  static let loadNoScale: Int32 = 1
  /// FT_FACE_FLAG_SCALABLE.
  static let faceScalable: FT_Long = 1
  /// FT_FACE_FLAG_MULTIPLE_MASTERS: a variable font.
  static let faceMultipleMasters: FT_Long = 1 << 8
  /// FT_FACE_FLAG_KERNING: the face has a legacy `kern` table.
  static let faceKerning: FT_Long = 1 << 6
}
