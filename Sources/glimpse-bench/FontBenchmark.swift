import Foundation
import GlimpseFonts

/// The `fonts` benchmark: measuring Live Activity texts glyph by glyph, as the layout does
/// on its hot path, with the pinned default and with a user's font (DejaVu Sans through
/// FreeType and HarfBuzz, its advances and kerning cached after the first round).
enum FontBenchmark {
  /// Texts of the kind Live Activities show.
  static let samples = [
    "Arriving in 5 minutes", "25:00", "1:20:13", "Driver: John Doe", "Level 3 · 1,250 XP",
    "Grande · The Very Long Named Neighbourhood Coffee…", "Gate B12 → Boarding 14:35",
    "Your order is on its way", "Lakers 102 – 98 Celtics", "Q4 02:41",
  ]

  /// One line a font: nanoseconds per glyph for `width(of:in:)` over `count` glyphs.
  static func report(count: Int) throws -> String {
    var lines: [String] = []
    let clock = ContinuousClock()
    let decodeStart = clock.now
    let first = FontMetrics.standard().advance(of: "W", in: FontFace(size: 12))
    let decode = clock.now - decodeStart
    lines.append(
      String(
        format: "fonts: first use of the pinned tables (decoding them): %.2f ms (W: %.3f pt)",
        Double(decode.components.attoseconds) / 1e15 + Double(decode.components.seconds) * 1e3,
        first))
    let user = try FontMetrics.load(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    let onlyStandard = ProcessInfo.processInfo.environment["GLIMPSE_BENCH_FONTS_STANDARD"] == "1"
    for metrics in onlyStandard ? [FontMetrics.standard()] : [FontMetrics.standard(), user] {
      let faces = [
        FontFace(size: 12, monospacedDigits: true), FontFace(size: 17, weight: .semibold),
        FontFace(size: 13), FontFace(size: 28, weight: .bold, design: .rounded),
      ]
      let texts = samples.map { Array($0.unicodeScalars) }
      let glyphsPerRound = texts.reduce(0) { $0 + $1.count } * faces.count
      let rounds = max(1, count / glyphsPerRound)
      var checksum = 0.0
      for face in faces { for text in texts { checksum += metrics.width(of: text, in: face) } }
      let start = clock.now
      for _ in 0..<rounds {
        for face in faces { for text in texts { checksum += metrics.width(of: text, in: face) } }
      }
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      lines.append(
        String(
          format: "fonts: %@: %.1f ns per glyph over %d glyphs (checksum %.3f)", metrics.name,
          seconds * 1e9 / Double(rounds * glyphsPerRound), rounds * glyphsPerRound, checksum))
    }
    return lines.joined(separator: "\n")
  }
}
