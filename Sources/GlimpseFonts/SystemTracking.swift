/// The tracking Apple's system font adds after every glyph, by point size.
///
/// SF Pro carries a size-specific tracking table that CoreText applies on its own (Human
/// Interface Guidelines, Typography, "Tracking values", iOS/iPadOS): +41/1000 em at 6 pt,
/// 0 at 12 pt (caption), -6 at 13 pt (footnote), -26 at 17 pt (body), +14 at 28 pt, 0 from
/// 80 pt. Sizes between two rows are interpolated linearly; sizes past the ends take the
/// end values.
enum SystemTracking {
  /// (points, thousandths of an em), from Apple's table.
  static let rows: [(size: Double, tracking: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
    (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 7), (48, 7), (49, 7), (50, 7),
    (51, 6), (52, 6), (53, 6), (54, 5), (56, 5), (58, 4), (60, 4), (62, 4), (64, 3), (66, 3),
    (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (88, 0), (96, 0),
  ]

  /// The tracking at each whole point size 0...96, in em, so a lookup is two array reads.
  static let perPoint: [Double] = (0...96).map { point in
    interpolated(Double(point)) / 1000
  }

  /// The tracking at `size` points, in em. `size` must be positive and finite.
  static func em(atSize size: Double) -> Double {
    if size >= 96 { return 0 }
    let below = Int(size)
    let fraction = size - Double(below)
    let low = perPoint[below]
    return fraction == 0 ? low : low + (perPoint[below + 1] - low) * fraction
  }

  /// The table's value at `size`, in thousandths of an em.
  private static func interpolated(_ size: Double) -> Double {
    guard let first = rows.first, let last = rows.last else { return 0 }
    if size <= first.size { return first.tracking }
    if size >= last.size { return last.tracking }
    for (low, high) in zip(rows, rows.dropFirst()) where size <= high.size {
      return low.tracking + (high.tracking - low.tracking) * (size - low.size)
        / (high.size - low.size)
    }
    return last.tracking
  }
}
