/// The block element for a cell's coverage, sampled on an 8 by 8 grid (bit `row * 8 +
/// column`, from the top left): full, eighths against an edge, or quadrants.
enum BlockGlyphs {
  /// Quadrant glyphs by bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
  static let quadrants: [Unicode.Scalar] = [
    " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
    "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}",
    "\u{2588}",
  ]
  /// Left blocks, one eighth to seven eighths.
  static let leftEighths: [Unicode.Scalar] = [
    "\u{258F}", "\u{258E}", "\u{258D}", "\u{258C}", "\u{258B}", "\u{258A}", "\u{2589}",
  ]
  /// Lower blocks, one eighth to seven eighths.
  static let lowerEighths: [Unicode.Scalar] = [
    "\u{2581}", "\u{2582}", "\u{2583}", "\u{2584}", "\u{2585}", "\u{2586}", "\u{2587}",
  ]
  /// The shade a covered cell takes when what is drawn lies under another shape.
  static let lightShade: Unicode.Scalar = "\u{2591}"

  /// The glyph for `mask`, or nil for a cell left empty; `shaded` draws every cell at
  /// least half covered as a light shade (`░`).
  static func glyph(for mask: UInt64, shaded: Bool) -> Unicode.Scalar? {
    let count = mask.nonzeroBitCount
    if shaded { return count >= 32 ? lightShade : nil }
    if count == 64 { return "\u{2588}" }
    if count < 4 { return nil }
    let row = mask & 0xFF
    if (0..<8).allSatisfy({ (mask >> (UInt64($0) * 8)) & 0xFF == row }) {
      // Every row alike: a left or right edge.
      let filled = row.nonzeroBitCount
      if row == (1 << UInt64(filled)) - 1 { return leftEighths[max(0, min(6, filled - 1))] }
      if row == 0xFF ^ ((1 << UInt64(8 - filled)) - 1) {
        return filled <= 2 ? "\u{2595}" : filled >= 6 ? "\u{2588}" : "\u{2590}"
      }
    }
    var rows: UInt64 = 0
    for index in 0..<8 where (mask >> (UInt64(index) * 8)) & 0xFF == 0xFF {
      rows |= 1 << UInt64(index)
    }
    if rows.nonzeroBitCount * 8 == count {
      // Whole rows: a top or bottom edge.
      let filled = rows.nonzeroBitCount
      if rows == 0xFF ^ ((1 << UInt64(8 - filled)) - 1) {
        return lowerEighths[max(0, min(6, filled - 1))]
      }
      if rows == (1 << UInt64(filled)) - 1 {
        return filled <= 2 ? "\u{2594}" : filled >= 6 ? "\u{2588}" : "\u{2580}"
      }
    }
    var quadrant = 0
    for (bit, (rowStart, columnStart)) in [(0, 0), (0, 4), (4, 0), (4, 4)].enumerated() {
      var covered = 0
      for row in rowStart..<(rowStart + 4) {
        covered += Int(((mask >> UInt64(row * 8 + columnStart)) & 0xF).nonzeroBitCount)
      }
      if covered >= 8 { quadrant |= 1 << bit }
    }
    return quadrant == 0 ? nil : quadrants[quadrant]
  }
}
