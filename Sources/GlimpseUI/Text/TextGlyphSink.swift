import GlimpseFonts
import GlimpseLayout

/// What resolving a text collects: its styled glyphs, each glyph's advance in points in
/// its font, when they next change, and the fonts they are in (line heights for the
/// layout), at the environment's Dynamic Type size.
struct TextGlyphSink {
  /// The Dynamic Type size fonts are sized at.
  var dynamicTypeSize: DynamicTypeSize = .large
  /// The advances glyphs are measured with.
  let fontMetrics: FontMetrics
  /// The glyphs so far.
  var glyphs: [StyledGlyph] = []
  /// The render whose budget the text is scanned in (nil: the one under way).
  var scope: RenderScope?
  /// Whether glyphs are measured as fonts are noted (not for glyphs drawn as they are, a
  /// group box's title in its border).
  var measuresAdvances = true
  /// Each glyph's advance in points (kerning with the next glyph of its font included),
  /// for the glyphs whose font has been noted.
  private(set) var advances: [Double] = []
  /// When the text next changes (a ticking timer in it), if it does.
  var nextChange: Date?
  /// The tallest line height so far, in points.
  private(set) var lineHeight = 0.0
  /// The font sizes of the glyphs so far, summed over the glyphs.
  private var sizeTotal = 0.0
  /// The largest font size so far (0: none noted).
  private(set) var largestSize = 0.0
  /// The first run's line height, while there is only one.
  private var firstLineHeight: Double?
  /// The runs of different line heights, once there are two.
  private(set) var runs: [TextFontRun] = []
  /// The face of the last glyphs noted, which "…" is drawn in when the text is cut.
  private var lastFace = FontFace(size: 17)

  /// A sink for a text whose fonts are sized at `dynamicTypeSize`, measured with
  /// `fontMetrics`.
  init(dynamicTypeSize: DynamicTypeSize = .large, fontMetrics: FontMetrics = .standard()) {
    self.dynamicTypeSize = dynamicTypeSize
    self.fontMetrics = fontMetrics
  }

  /// The points of "…" in the text's last font.
  var ellipsisAdvance: Double { fontMetrics.advance(of: "\u{2026}", in: lastFace) }

  /// Notes that the glyphs from `start` to the end were appended in `font` (nil: body).
  mutating func noteFont(_ font: Font?, from start: Int) {
    let count = glyphs.count - start
    guard count > 0 else { return }
    let height: Double
    let size: Double
    if dynamicTypeSize == .large {
      height = Double(font?.lineHeight ?? Font.body.lineHeight)
      size = Double(font?.size ?? Font.body.size)
    } else {
      let metrics = (font ?? Font.body).metrics(at: dynamicTypeSize)
      height = Double(metrics.lineHeight)
      size = Double(metrics.size)
    }
    sizeTotal += size * Double(count)
    largestSize = max(largestSize, size)
    if measuresAdvances { measure(from: start, in: (font ?? Font.body).face(size: size)) }
    lineHeight = max(lineHeight, height)
    guard let first = firstLineHeight else {
      firstLineHeight = height
      return
    }
    if runs.isEmpty {
      guard height != first else { return }
      runs.append(TextFontRun(end: start, lineHeight: first))
    }
    if runs[runs.count - 1].lineHeight == height {
      runs[runs.count - 1].end = glyphs.count
    } else {
      runs.append(TextFontRun(end: glyphs.count, lineHeight: height))
    }
  }

  /// Measures the glyphs from `start` to the end in `face`.
  private mutating func measure(from start: Int, in face: FontFace) {
    // (Glyphs appended without a font noted, if any, are measured in this one too.)
    let measure = FaceMeasure(fontMetrics, face: face)
    let count = glyphs.count
    let first = advances.count
    advances.reserveCapacity(count)
    glyphs.withUnsafeBufferPointer { glyphs in
      for index in first..<count {
        let glyph = glyphs[index].glyph
        let base = glyph.base
        var advance = glyph.isLineBreak ? 0 : measure.advance(of: base)
        if index + 1 < count && index >= start {
          advance += measure.kerning(between: base, and: glyphs[index + 1].glyph.base)
        }
        advances.append(max(0, advance))
      }
    }
    lastFace = face
  }

  /// The text's metrics, shrinking as far as `minimumScaleFactor` allows.
  func metrics(minimumScaleFactor: CGFloat) -> TextMetrics {
    guard !glyphs.isEmpty else { return .body }
    return TextMetrics(
      lineHeight: lineHeight, fontSize: sizeTotal / Double(glyphs.count),
      minimumScaleFactor: Double(minimumScaleFactor))
  }

  /// Hands over what the sink collected for a text node (its glyphs, every glyph's
  /// advance, its runs), leaving it empty: moved out, not copied (a copy retains each
  /// array, and the sink's end releases it again).
  mutating func takeCollected() -> (
    glyphs: [StyledGlyph], advances: [Double], runs: [TextFontRun]
  ) {
    // Glyphs appended after the last font noted (none, as texts append them) are measured
    // in its face.
    while advances.count < glyphs.count {
      advances.append(fontMetrics.advance(of: glyphs[advances.count].glyph.base, in: lastFace))
    }
    var taken: (advances: [Double], runs: [TextFontRun]) = ([], [])
    swap(&taken.advances, &advances)
    swap(&taken.runs, &runs)
    return (takeGlyphs(), taken.advances, taken.runs)
  }

  /// Hands over the glyphs collected, leaving none (moved out, not copied).
  mutating func takeGlyphs() -> [StyledGlyph] {
    var taken: [StyledGlyph] = []
    swap(&taken, &glyphs)
    return taken
  }
}
