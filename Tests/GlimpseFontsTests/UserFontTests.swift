import Foundation
import Testing

@testable import GlimpseFonts

/// A user's font read through FreeType: DejaVu Sans (2048 units per em), whose advances
/// fontTools reads as A 1401, i 569, W 2025, V 1401, every digit 1303; HarfBuzz (and its
/// legacy kern table) kern "AV" by -131 units.
@Suite struct UserFontTests {
  static let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  let caption = FontFace(size: 12)

  @Test func dejaVuSansAdvancesMatchTheFontsOwnTable() throws {
    let metrics = try FontMetrics.load(path: Self.path)
    #expect(metrics.name == "DejaVu Sans")
    for (scalar, units) in [("A", 1401.0), ("i", 569.0), ("W", 2025.0), ("0", 1303.0)] {
      let advance = metrics.advance(of: Unicode.Scalar(scalar)!, in: caption)
      #expect(advance == units / 2048 * 12)
    }
    #expect(metrics.advance(of: "A", in: caption) == 8.208984375)
  }

  @Test func harfBuzzKernsAVFromTheFontsPositioningTable() throws {
    let metrics = try FontMetrics.load(path: Self.path)
    #expect(metrics.note == nil)
    #expect(metrics.kerning(between: "A", and: "V", in: caption) == -131.0 / 2048 * 12)
    #expect(metrics.width(of: "AV".unicodeScalars, in: caption) == 15.650390625)
  }

  @Test func withoutHarfBuzzFreeTypesKernTableStillKernsAndTheNoteNamesThePackage() throws {
    let metrics = try FontMetrics.load(path: Self.path, harfBuzz: false)
    #expect(metrics.kerning(between: "A", and: "V", in: caption) == -131.0 / 2048 * 12)
    let note = try #require(metrics.note)
    #expect(note.contains("libharfbuzz0b"))
    #expect(!note.contains("\n"))
  }

  @Test func monospacedDigitsInAUserFontAreEqualWidth() throws {
    for harfBuzz in [true, false] {
      let metrics = try FontMetrics.load(path: Self.path, harfBuzz: harfBuzz)
      let tabular = FontFace(size: 12, monospacedDigits: true)
      #expect(
        metrics.width(of: "1111".unicodeScalars, in: tabular)
          == metrics.width(of: "0000".unicodeScalars, in: tabular))
      #expect(metrics.advance(of: "1", in: tabular) == 1303.0 / 2048 * 12)
    }
  }

  @Test func aGlyphTheUserFontLacksTakesTheFallback() throws {
    let metrics = try FontMetrics.load(path: Self.path)
    // DejaVu Sans has no CJK: a wide character is 1 em.
    #expect(metrics.advance(of: "日", in: caption) == 12)
  }

  @Test func manyThreadsMeasuringOneUserFontAgree() async throws {
    let metrics = try FontMetrics.load(path: Self.path)
    let text = "Your order is on its way: 12 min".unicodeScalars
    let expected = metrics.width(of: text, in: caption)
    let results = await withTaskGroup(of: Double.self) { group in
      for _ in 0..<16 {
        group.addTask { metrics.width(of: text, in: FontFace(size: 12)) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 16)
    #expect(results.allSatisfy { $0 == expected })
  }
}
