import CFreeType
import Foundation

/// HarfBuzz, loaded with dlopen when a user's font is measured: the machine has
/// `libharfbuzz.so.0` as a run-time library only, so the build does not link it. Gives the
/// font's own kerning (GPOS, which FreeType does not read) and tabular figures (`tnum`).
///
/// Not thread-safe: ``UserFont`` keeps it behind its lock.
final class HarfBuzzShaper {
  /// The library name dlopen looks for.
  static let libraryName = "libharfbuzz.so.0"

  private let library: UnsafeMutableRawPointer
  private let blob: UnsafeMutableRawPointer
  private let face: UnsafeMutableRawPointer
  private let font: UnsafeMutableRawPointer
  private let buffer: UnsafeMutableRawPointer
  private let clearContents: glimpse_hb_buffer_clear_contents
  private let addUTF32: glimpse_hb_buffer_add_utf32
  private let guessProperties: glimpse_hb_buffer_guess_segment_properties
  private let shape: glimpse_hb_shape
  private let positions: glimpse_hb_buffer_get_glyph_positions
  private let destroyBlob: glimpse_hb_destroy
  private let destroyFace: glimpse_hb_destroy
  private let destroyFont: glimpse_hb_destroy
  private let destroyBuffer: glimpse_hb_destroy
  private let setVariations: glimpse_hb_font_set_variations

  /// HarfBuzz for the font file at `path` with its scale set to `unitsPerEm`, or nil when
  /// the library is not installed or lacks a function (then FreeType's kerning is used).
  init?(path: String, unitsPerEm: Int32) {
    guard let library = dlopen(Self.libraryName, RTLD_NOW | RTLD_LOCAL) else { return nil }
    func symbol<Function>(_ name: String, _ type: Function.Type) -> Function? {
      guard let address = dlsym(library, name) else { return nil }
      return unsafeBitCast(address, to: type)
    }
    guard
      let createBlob = symbol("hb_blob_create_from_file", glimpse_hb_blob_create_from_file.self),
      let createFace = symbol("hb_face_create", glimpse_hb_face_create.self),
      let createFont = symbol("hb_font_create", glimpse_hb_font_create.self),
      let setScale = symbol("hb_font_set_scale", glimpse_hb_font_set_scale.self),
      let setVariations = symbol("hb_font_set_variations", glimpse_hb_font_set_variations.self),
      let createBuffer = symbol("hb_buffer_create", glimpse_hb_buffer_create.self),
      let clearContents = symbol("hb_buffer_clear_contents", glimpse_hb_buffer_clear_contents.self),
      let addUTF32 = symbol("hb_buffer_add_utf32", glimpse_hb_buffer_add_utf32.self),
      let guessProperties = symbol(
        "hb_buffer_guess_segment_properties", glimpse_hb_buffer_guess_segment_properties.self),
      let shape = symbol("hb_shape", glimpse_hb_shape.self),
      let positions = symbol(
        "hb_buffer_get_glyph_positions", glimpse_hb_buffer_get_glyph_positions.self),
      let destroyBlob = symbol("hb_blob_destroy", glimpse_hb_destroy.self),
      let destroyFace = symbol("hb_face_destroy", glimpse_hb_destroy.self),
      let destroyFont = symbol("hb_font_destroy", glimpse_hb_destroy.self),
      let destroyBuffer = symbol("hb_buffer_destroy", glimpse_hb_destroy.self),
      let blob = createBlob(path)
    else {
      dlclose(library)
      return nil
    }
    guard let face = createFace(blob, 0), let font = createFont(face),
      let buffer = createBuffer()
    else {
      destroyBlob(blob)
      dlclose(library)
      return nil
    }
    setScale(font, unitsPerEm, unitsPerEm)
    self.library = library
    self.blob = blob
    self.face = face
    self.font = font
    self.buffer = buffer
    self.clearContents = clearContents
    self.addUTF32 = addUTF32
    self.guessProperties = guessProperties
    self.shape = shape
    self.positions = positions
    self.destroyBlob = destroyBlob
    self.destroyFace = destroyFace
    self.destroyFont = destroyFont
    self.destroyBuffer = destroyBuffer
    self.setVariations = setVariations
  }

  /// Selects a variable font's instance: (axis tag, value) pairs, as in `fvar`.
  func vary(_ settings: [(tag: UInt32, value: Double)]) {
    let variations = settings.map { glimpse_hb_variation(tag: $0.tag, value: Float($0.value)) }
    variations.withUnsafeBufferPointer { setVariations(font, $0.baseAddress, UInt32($0.count)) }
  }

  deinit {
    destroyBuffer(buffer)
    destroyFont(font)
    destroyFace(face)
    destroyBlob(blob)
    dlclose(library)
  }

  /// The total advance of `scalars` shaped together, in font units; `tabular` turns on
  /// the `tnum` feature.
  func advance(of scalars: [UInt32], tabular: Bool) -> Int {
    clearContents(buffer)
    scalars.withUnsafeBufferPointer { text in
      addUTF32(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
    }
    guessProperties(buffer)
    if tabular {
      var feature = glimpse_hb_feature(
        tag: Self.tag("tnum"), value: 1, start: 0, end: UInt32.max)
      shape(font, buffer, &feature, 1)
    } else {
      shape(font, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let glyphs = positions(buffer, &count) else { return 0 }
    var total = 0
    for index in 0..<Int(count) { total += Int(glyphs[index].x_advance) }
    return total
  }

  /// An OpenType tag as HarfBuzz packs it.
  static func tag(_ text: StaticString) -> UInt32 {
    text.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | UInt32($1) } }
  }
}
