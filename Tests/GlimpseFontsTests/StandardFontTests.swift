import Testing

@testable import GlimpseFonts

/// The pinned default: Inter Display's advances scaled by 0.9710431 (its weighted average to
/// Apple's 0.4165 em), plus SF Pro's tracking. Expected values are computed from the font
/// files with fontTools (advance * 0.9710431074836575 / 2048 * size), not from this code.
@Suite struct StandardFontTests {
  let metrics = FontMetrics.standard()
  let caption = FontFace(size: 12)
  static let scale = 0.9710431074836575

  /// Inter Display Regular, in font units (fontTools hmtx), scaled to points at `size`.
  static func points(_ units: Double, size: Double) -> Double {
    units * scale / 2048 * size
  }

  @Test func eightLowercaseIsAreAFifthAsWideAsEightCapitalWs() {
    let narrow = metrics.width(of: "iiiiiiii".unicodeScalars, in: caption)
    let wide = metrics.width(of: "WWWWWWWW".unicodeScalars, in: caption)
    // i is 392 units, W 1888; neither pair kerns.
    #expect(abs(narrow - Self.points(8 * 392, size: 12)) < 0.0001)
    #expect(abs(wide - Self.points(8 * 1888, size: 12)) < 0.0001)
    #expect(abs(narrow - 17.8429) < 0.001)
    #expect(abs(wide - 85.9373) < 0.001)
    #expect(wide / narrow > 4.8)
  }

  @Test func monospacedDigitsMakeOnesAsWideAsZeros() {
    let tabular = FontFace(size: 12, monospacedDigits: true)
    let ones = metrics.width(of: "1111".unicodeScalars, in: tabular)
    let zeros = metrics.width(of: "0000".unicodeScalars, in: tabular)
    #expect(ones == zeros)
    #expect(abs(ones - Self.points(4 * 1220, size: 12)) < 0.0001)
    // Proportional digits differ: 1 is 706 units, 0 is 1152.
    let proportionalOnes = metrics.width(of: "1111".unicodeScalars, in: caption)
    let proportionalZeros = metrics.width(of: "0000".unicodeScalars, in: caption)
    #expect(proportionalOnes < proportionalZeros * 0.7)
  }

  @Test func theWeightedAverageAdvanceAtRegularIsAppleSystemFontsWithinTwoPercent() {
    var weighted = 0.0
    var total = 0.0
    for (scalar, frequency) in UserFont.letterFrequencies {
      weighted += metrics.advance(of: scalar, in: caption) * frequency
      total += frequency
    }
    let em = weighted / total / 12
    #expect(abs(em - 0.4165) / 0.4165 < 0.02)
  }

  @Test func boldIsWiderThanRegularAndBlackWiderThanBold() {
    let text = "Arriving in 5 minutes".unicodeScalars
    let regular = metrics.width(of: text, in: caption)
    let bold = metrics.width(of: text, in: FontFace(size: 12, weight: .bold))
    let black = metrics.width(of: text, in: FontFace(size: 12, weight: .black))
    let thin = metrics.width(of: text, in: FontFace(size: 12, weight: .ultraLight))
    #expect(bold > regular * 1.03)
    #expect(black > bold)
    #expect(thin < regular)
    #expect(
      abs(
        metrics.advance(of: "W", in: FontFace(size: 12, weight: .bold))
          - Self.points(2070, size: 12))
        < 0.0001)
  }

  @Test func aCaptionTimerInMonospacedDigitsMeasuresItsPinnedWidth() {
    let timer = FontFace(size: 12, monospacedDigits: true)
    // Four tabular digits (1220 units) and a colon (466); tabular digits do not kern.
    let width = metrics.width(of: "25:00".unicodeScalars, in: timer)
    #expect(abs(width - 30.4172) < 0.001)
    #expect(abs(width - Self.points(4 * 1220 + 466, size: 12)) < 0.0001)
  }

  @Test func kerningFromInterTightensAVAndToAndIsScaledLikeTheAdvances() {
    // HarfBuzz: "AV" shapes 2534 units against 1344 + 1328 apart; "To" 2139 against 1172 + 1128.
    #expect(
      abs(metrics.kerning(between: "A", and: "V", in: caption) - Self.points(-138, size: 12))
        < 0.0001)
    #expect(
      abs(metrics.kerning(between: "T", and: "o", in: caption) - Self.points(-161, size: 12))
        < 0.0001)
    let pair = metrics.width(of: "AV".unicodeScalars, in: caption)
    #expect(abs(pair - Self.points(2534, size: 12)) < 0.0001)
    #expect(metrics.kerning(between: "i", and: "i", in: caption) == 0)
  }

  @Test func sfProsTrackingTightensBodyTextAndLoosensSmallText() {
    // a is 1046 units; SF Pro's table: -26/1000 em at 17 pt, +12 at 10 pt, 0 at 12 pt.
    let body = metrics.advance(of: "a", in: FontFace(size: 17))
    #expect(abs(body - 7.989196) < 0.00001)
    let small = metrics.advance(of: "a", in: FontFace(size: 10))
    #expect(abs(small - (Self.points(1046, size: 10) + 0.12)) < 0.00001)
    let halfway = metrics.advance(of: "a", in: FontFace(size: 12.5))
    #expect(abs(halfway - (Self.points(1046, size: 12.5) - 0.003 * 12.5)) < 0.00001)
  }

  @Test func theMonospacedDesignGivesEveryGlyphSFMonosSixTenthsOfAnEm() {
    let mono = FontFace(size: 12, design: .monospaced)
    #expect(metrics.width(of: "iiii".unicodeScalars, in: mono) == 4 * 0.6 * 12)
    #expect(metrics.width(of: "WWWW".unicodeScalars, in: mono) == 4 * 0.6 * 12)
  }

  @Test func scalarsInterLacksTakeTheDevicesFallbackWidths() {
    // East Asian wide: 1 em; emoji (with skin tone, as a flag, or text + VS16): 1.17 em.
    #expect(metrics.width(of: "日本".unicodeScalars, in: caption) == 24)
    #expect(abs(metrics.width(of: "👍🏽".unicodeScalars, in: caption) - 14.04) < 0.0001)
    #expect(abs(metrics.width(of: "🇯🇵".unicodeScalars, in: caption) - 14.04) < 0.0001)
    #expect(abs(metrics.width(of: "❤️".unicodeScalars, in: caption) - 14.04) < 0.0001)
    #expect(abs(metrics.width(of: "👨‍👩‍👧".unicodeScalars, in: caption) - 14.04) < 0.0001)
    // An emoji Inter lacks, even one shown as text by default, falls back to the emoji font.
    #expect(abs(metrics.advance(of: "✈", in: caption) - 14.04) < 0.0001)
    // A combining accent adds nothing; a Greek letter (not covered) is the average advance.
    let plain = metrics.width(of: "e".unicodeScalars, in: caption)
    #expect(metrics.width(of: "e\u{301}".unicodeScalars, in: caption) == plain)
    #expect(abs(metrics.advance(of: "λ", in: caption) - 0.41650390625 * 12) < 0.0001)
  }

  @Test func typographicPunctuationAndArrowsComeFromTheTable() {
    // Inter Display Regular's advances (fontTools hmtx).
    for (scalar, units) in [("…", 1550.0), ("—", 2024.0), ("•", 950.0), ("→", 1764.0)] {
      let expected = Self.points(units, size: 12)
      #expect(abs(metrics.advance(of: Unicode.Scalar(scalar)!, in: caption) - expected) < 0.0001)
    }
  }
}
