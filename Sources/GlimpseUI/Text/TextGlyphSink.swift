import GlimpseLayout

/// What resolving a text collects: its styled glyphs, when they next change, and the
/// fonts they are in (line heights for the layout, sizes for width estimates), at the
/// environment's Dynamic Type size.
struct TextGlyphSink {
  /// The Dynamic Type size fonts are sized at.
  var dynamicTypeSize: DynamicTypeSize = .large
  /// Whether any glyph is in a font that follows Dynamic Type (a text style, or a size
  /// relative to one).
  private(set) var followsDynamicType = false
  /// The glyphs so far.
  var glyphs: [StyledGlyph] = []
  /// When the text next changes (a ticking timer in it), if it does.
  var nextChange: Date?
  /// The tallest line height so far, in points.
  private(set) var lineHeight = 0.0
  /// The font sizes of the glyphs so far, summed over the glyphs.
  private var sizeTotal = 0.0
  /// The first run's line height, while there is only one.
  private var firstLineHeight: Double?
  /// The runs of different line heights, once there are two.
  private(set) var runs: [TextFontRun] = []

  /// A sink for a text whose fonts are sized at `dynamicTypeSize`.
  init(dynamicTypeSize: DynamicTypeSize = .large) {
    self.dynamicTypeSize = dynamicTypeSize
  }

  /// Notes that the glyphs from `start` to the end were appended in `font` (nil: body).
  mutating func noteFont(_ font: Font?, from start: Int) {
    let count = glyphs.count - start
    guard count > 0 else { return }
    let height: Double
    if dynamicTypeSize == .large {
      height = Double(font?.lineHeight ?? Font.body.lineHeight)
      sizeTotal += Double(font?.size ?? Font.body.size) * Double(count)
    } else {
      let metrics = (font ?? Font.body).metrics(at: dynamicTypeSize)
      height = Double(metrics.lineHeight)
      sizeTotal += Double(metrics.size) * Double(count)
    }
    if font == nil || font?.dynamicStyle != nil { followsDynamicType = true }
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

  /// The text's metrics, shrinking as far as `minimumScaleFactor` allows, with a column
  /// standing for a character `columnFontSize` points tall.
  func metrics(minimumScaleFactor: CGFloat, columnFontSize: Double = TextMetrics.bodySize)
    -> TextMetrics
  {
    guard !glyphs.isEmpty else { return .body }
    return TextMetrics(
      lineHeight: lineHeight, fontSize: sizeTotal / Double(glyphs.count),
      minimumScaleFactor: Double(minimumScaleFactor), columnFontSize: columnFontSize)
  }
}
