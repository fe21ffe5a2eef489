/// Apple's text style sizes at each Dynamic Type size: size and leading (line height) in
/// points, from xSmall to accessibility5.
///
/// Source: Apple's Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS
/// Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes". The xSmall,
/// Large and AX1 tables were checked against a stored copy of that page (June 2025); every
/// size of every table agrees with UIKit's `preferredFont(forTextStyle:)` as measured in
/// the iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType), which Glimpse takes where
/// the two could differ (Caption 2 at AX5: 41 pt). The other leadings are the HIG's as
/// published, not checked against a stored copy.
///
///     style        xS    S     M     L     xL    xxL   xxxL  AX1   AX2   AX3   AX4   AX5
///     Large Title  31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70
///     Title 1      25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/64 58/70
///     Title 2      19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/60 56/66
///     Title 3      17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65
///     Headline*    14/19 15/20 16/21 17/22 19/24 21/27 23/29 28/34 33/40 40/48 47/56 53/62
///     Callout      13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/53 51/61
///     Subhead      12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58
///     Footnote     12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/53
///     Caption 1    11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51
///     Caption 2    11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 41/49
///
///     (* and Body; size/leading in points)
///
/// Apple documents no Dynamic Type limit for Live Activities (ActivityKit's and WidgetKit's
/// documentation and the HIG's Live Activities page name none); reports from apps show
/// Lock Screen cards growing with the accessibility sizes and truncating
/// (LoopKit/Loop issue 2391, iOS 26). So Glimpse applies none: a view limits itself with
/// `.dynamicTypeSize(...)`, as on the device.
enum DynamicTypeTable {
  /// Size and leading in points.
  struct Entry: Equatable {
    var size: CGFloat
    var leading: CGFloat
  }

  /// The entry of `style` at `size`.
  static func entry(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Entry {
    let row = rows[rowIndex(style)]
    let pair = row[index(of: size)]
    return Entry(size: pair.0, leading: pair.1)
  }

  /// The size of body text at `size`: what a column stands for at that size.
  static func bodySize(_ size: DynamicTypeSize) -> CGFloat {
    entry(.body, size).size
  }

  /// The column of `size` in the table, from 0 (xSmall).
  static func index(of size: DynamicTypeSize) -> Int {
    switch size {
    case .xSmall: return 0
    case .small: return 1
    case .medium: return 2
    case .large: return 3
    case .xLarge: return 4
    case .xxLarge: return 5
    case .xxxLarge: return 6
    case .accessibility1: return 7
    case .accessibility2: return 8
    case .accessibility3: return 9
    case .accessibility4: return 10
    case .accessibility5: return 11
    }
  }

  private static func rowIndex(_ style: Font.TextStyle) -> Int {
    switch style {
    case .largeTitle, .extraLargeTitle, .extraLargeTitle2: return 0
    case .title: return 1
    case .title2: return 2
    case .title3: return 3
    case .headline, .body: return 4
    case .callout: return 5
    case .subheadline: return 6
    case .footnote: return 7
    case .caption: return 8
    case .caption2: return 9
    }
  }

  private static let rows: [[(CGFloat, CGFloat)]] = [
    [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57),
      (52, 61), (56, 66), (60, 70),
    ],
    [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51),
      (48, 57), (53, 64), (58, 70),
    ],
    [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47),
      (44, 52), (50, 60), (56, 66),
    ],
    [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44),
      (43, 51), (49, 58), (55, 65),
    ],
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 27), (23, 29), (28, 34), (33, 40),
      (40, 48), (47, 56), (53, 62),
    ],
    [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39),
      (38, 46), (44, 53), (51, 61),
    ],
    [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37),
      (36, 43), (42, 50), (49, 58),
    ],
    [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33),
      (33, 40), (38, 46), (44, 53),
    ],
    [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32),
      (32, 39), (37, 44), (43, 51),
    ],
    [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30),
      (29, 35), (34, 41), (41, 49),
    ],
  ]
}
