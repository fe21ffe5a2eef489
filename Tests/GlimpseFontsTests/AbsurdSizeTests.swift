import Testing

@testable import GlimpseFonts

/// Sizes no real font has measure without a crash or a hang: nothing for a size that is
/// not a positive finite number, a finite width for any finite one.
@Suite struct AbsurdSizeTests {
  let fonts = [
    FontMetrics.standard(),
    try! FontMetrics.load(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
  ]

  @Test(arguments: [0, -12, -Double.infinity, Double.infinity, Double.nan, -Double.nan])
  func aSizeThatIsNotPositiveAndFiniteMeasuresNothing(size: Double) {
    for metrics in fonts {
      let face = FontFace(size: size, weight: .bold, monospacedDigits: true)
      #expect(metrics.advance(of: "W", in: face) == 0)
      #expect(metrics.kerning(between: "A", and: "V", in: face) == 0)
      #expect(metrics.width(of: "25:00 WAVE".unicodeScalars, in: face) == 0)
    }
  }

  @Test func aBillionPointFontMeasuresAFiniteBillionsWideText() {
    let standard = FontMetrics.standard()
    let face = FontFace(size: 1e9)
    let width = standard.width(of: "W".unicodeScalars, in: face)
    // Inter Display's W is 1888 units; no tracking past 96 pt.
    #expect(width == 1888 * StandardAdvances.scale / 2048 * 1e9)
    #expect(width.isFinite)
  }

  @Test func theLargestFiniteSizeIsClampedSoLongTextsStayFinite() {
    let long = String(repeating: "W", count: 100_000).unicodeScalars
    for metrics in fonts {
      let huge = metrics.width(of: long, in: FontFace(size: .greatestFiniteMagnitude))
      let clamped = metrics.width(of: long, in: FontFace(size: FontMetrics.largestSize))
      #expect(huge.isFinite)
      #expect(huge == clamped)
      #expect(huge > 1e19)
    }
  }

  @Test func aSubpixelSizeMeasuresASubpixelWidth() {
    let width = FontMetrics.standard().width(of: "W".unicodeScalars, in: FontFace(size: 1e-9))
    #expect(width > 0)
    #expect(width < 1e-8)
  }
}
