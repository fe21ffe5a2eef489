/// SF Pro's vertical metrics as fractions of its size: its ascender, descender, cap height
/// and x-height are 1950, 494, 1443 and 1078 of its 2048 units per em, and its leading is
/// 0. What iOS reports for the system font (`UIFont.systemFont(ofSize: 17)`: ascender
/// 16.19 pt, descender -4.10 pt, cap height 11.98 pt, line height 20.29 pt); Glimpse's
/// text line heights, `UIFont`'s metrics and a text's default spacing in a stack all read
/// them here.
public enum SystemFontVerticalMetrics {
  /// The height above the baseline, in em.
  public static let ascender = 1950.0 / 2048
  /// The depth below the baseline, in em (positive).
  public static let descender = 494.0 / 2048
  /// The height of capital letters, in em.
  public static let capHeight = 1443.0 / 2048
  /// The height of a lowercase x, in em.
  public static let xHeight = 1078.0 / 2048
  /// The height of a line with no leading, ascender plus descender, in em (1.1934).
  public static let lineHeight = ascender + descender
}
