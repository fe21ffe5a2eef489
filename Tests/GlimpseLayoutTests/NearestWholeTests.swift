import Testing

@testable import GlimpseLayout

/// The rounding the column and row rules and colour blending use in place of the C
/// library's: the same answers, halves away from zero.
@Suite struct NearestWholeTests {
  @Test func itRoundsAsTheLibraryDoesAtHalvesAndJustBesideThem() {
    let values: [Double] = [
      0, 0.25, 0.5, 1.5, 2.5, 3.5, 254.5, 0.49999999999999994, 0.5000000000000001,
      2.4999999999999996, 1e15 + 0.5, 4_503_599_627_370_495.5, 16_777_216 / 7.0, 52.33 / 7,
    ]
    for value in values {
      #expect(nearestWhole(ofNonNegative: value) == Int(value.rounded()), "\(value)")
    }
  }

  @Test func itRoundsEveryHundredthUpToAThousandAsTheLibraryDoes() {
    var mismatches = 0
    for hundredths in 0...100_000 {
      let value = Double(hundredths) / 100
      if nearestWhole(ofNonNegative: value) != Int(value.rounded()) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
