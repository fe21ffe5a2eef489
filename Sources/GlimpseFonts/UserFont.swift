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

  private let state: Mutex<State>

  /// FreeType's face, HarfBuzz when present, and the caches.
  private struct State: ~Copyable {
    var library: FT_Library
    var face: FT_Face
    var unitsPerEm: Double
    var shaper: HarfBuzzShaper?
    /// Advance in em (negative: the font has no glyph), by scalar and figure style.
    var advances: [UInt64: Double] = [:]
    /// Kerning in em, by pair and figure style.
    var kerning: [UInt64: Double] = [:]
    /// The widest digit, in em: the tabular width when HarfBuzz is missing.
    var widestDigit: Double = 0

    deinit {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
    }

    /// The glyph's advance in em, or nil when the font has no glyph for `value`.
    mutating func advanceEm(of value: UInt32, tabular: Bool) -> Double? {
      let key = UInt64(value) | (tabular ? 1 << 32 : 0)
      if let cached = advances[key] { return cached < 0 ? nil : cached }
      let glyph = FT_Get_Char_Index(face, FT_ULong(value))
      var em: Double = -1
      if glyph != 0 {
        if tabular, (0x30...0x39).contains(value) || shaper != nil {
          if let shaper {
            em = Double(shaper.advance(of: [value], tabular: true)) / unitsPerEm
          } else {
            em = widestDigit
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

    /// The kerning between two scalars in em.
    mutating func kerningEm(_ left: UInt32, _ right: UInt32, tabular: Bool) -> Double {
      let key = UInt64(left) | UInt64(right) << 21 | (tabular ? 1 << 42 : 0)
      if let cached = kerning[key] { return cached }
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
    state.widestDigit =
      (0x30...0x39).compactMap { state.advanceEm(of: $0, tabular: false) }.max() ?? 0
    var weighted = 0.0
    var total = 0.0
    for (character, frequency) in Self.letterFrequencies {
      if let em = state.advanceEm(of: character.value, tabular: false) {
        weighted += em * frequency
        total += frequency
      }
    }
    averageEm = total > 0 ? weighted / total : 0.5
    self.state = Mutex(state)
  }

  /// The advance of `value` in em, or nil when the font has no glyph for it.
  func advanceEm(of value: UInt32, weight: FontWeight, tabular: Bool) -> Double? {
    state.withLock { $0.advanceEm(of: value, tabular: tabular) }
  }

  /// The kerning between two scalars in em.
  func kerningEm(_ left: UInt32, _ right: UInt32, weight: FontWeight, tabular: Bool) -> Double {
    state.withLock { $0.kerningEm(left, right, tabular: tabular) }
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
  /// FT_FACE_FLAG_KERNING: the face has a legacy `kern` table.
  static let faceKerning: FT_Long = 1 << 6
}
