/// The vertical measure of a text and what its font says about its width: points of line
/// height, the font size, and how far the text may shrink.
///
/// Glyphs are drawn a column each whatever their size, so the device's width of a text is
/// estimated from its size: SF Pro's average advance is about 0.4165 em (capsize's
/// letter-frequency-weighted figure), 7.08 pt at body's 17 pt, which the cell scale rounds
/// to 7 pt a column. So a column-wide character of a text at `fontSize` takes
/// `fontSize / 17` columns on the device (``deviceColumnsPerColumn``): a caption (12 pt)
/// 0.71, a title (28 pt) 1.65. At a larger Dynamic Type size a column stands for a larger
/// body character (``columnFontSize``: 40 pt at accessibility3) and the ratio is to that.
public struct TextMetrics: Hashable, Sendable {
  /// The height of one line in points (a text of several fonts: its tallest run's).
  public var lineHeight: Double
  /// The font size in points (a text of several fonts: their sizes averaged over its
  /// columns), which estimates its width in points.
  public var fontSize: Double
  /// The smallest scale the device may shrink the text to instead of cutting it
  /// (`minimumScaleFactor`; 1: it may not shrink).
  public var minimumScaleFactor: Double
  /// The font size whose average character one column stands for (body's, 17 pt, at the
  /// default text size).
  public var columnFontSize: Double

  /// Metrics of the given points.
  public init(
    lineHeight: Double, fontSize: Double, minimumScaleFactor: Double = 1,
    columnFontSize: Double = TextMetrics.bodySize
  ) {
    self.lineHeight = lineHeight
    self.fontSize = fontSize
    self.minimumScaleFactor =
      minimumScaleFactor.isFinite ? min(1, max(0.01, minimumScaleFactor)) : 1
    self.columnFontSize = columnFontSize > 0 && columnFontSize.isFinite ? columnFontSize : 17
  }

  /// SwiftUI's body style at the default text size: 17 pt on a 22 pt line.
  public static let body = TextMetrics(lineHeight: 22, fontSize: 17)

  /// The size of body text in points, whose average character a column stands for.
  public static let bodySize = 17.0

  /// The columns one column-wide character of this text takes on the device, estimated:
  /// its size over the size a column stands for.
  @inlinable
  public var deviceColumnsPerColumn: Double {
    fontSize > 0 ? fontSize / columnFontSize : 1
  }
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
