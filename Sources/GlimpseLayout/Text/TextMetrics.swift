/// What a text's fonts say about its lines: points of line height, the font size (for
/// reports), and how far the text may shrink.
public struct TextMetrics: Hashable, Sendable {
  /// The height of one line in points (a text of several fonts: its tallest run's).
  public var lineHeight: Double
  /// The font size in points (a text of several fonts: their sizes averaged over its
  /// glyphs), as reports name it.
  public var fontSize: Double
  /// The smallest scale the device may shrink the text to instead of cutting it
  /// (`minimumScaleFactor`; 1: it may not shrink).
  public var minimumScaleFactor: Double

  /// Metrics of the given points.
  public init(lineHeight: Double, fontSize: Double, minimumScaleFactor: Double = 1) {
    self.lineHeight = lineHeight.isFinite ? max(0, min(lineHeight, 1e9)) : 0
    self.fontSize = fontSize
    self.minimumScaleFactor =
      minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
  }

  /// SwiftUI's body style at the default text size: 17 pt on a 22 pt line.
  public static let body = TextMetrics(lineHeight: 22, fontSize: 17)

  /// The size of body text in points.
  public static let bodySize = 17.0
}

/// A stretch of a text in one font: where it ends and how tall its lines are.
public struct TextFontRun: Hashable, Sendable {
  /// The index just past its last glyph.
  public var end: Int
  /// Its font's line height in points.
  public var lineHeight: Double

  /// A run ending before glyph `end`, on lines `lineHeight` points tall.
  public init(end: Int, lineHeight: Double) {
    self.end = end
    self.lineHeight = lineHeight
  }
}
