/// Reduces a bitmap to half cells: each cell is two pixels tall and one wide at the
/// target size, and each of those is the opacity-weighted mean of the source pixels it
/// covers (the nearest pixel when enlarging).
enum HalfBlockReduction {
  static func reduce(_ bitmap: Bitmap, to size: CellSize) -> [HalfBlockCell] {
    let rows = size.height * 2
    var halves: [(TerminalColor, Double)] = []
    halves.reserveCapacity(size.width * rows)
    for row in 0..<rows {
      let top = row * bitmap.height / rows
      let bottom = max(top + 1, (row + 1) * bitmap.height / rows)
      for column in 0..<size.width {
        let left = column * bitmap.width / size.width
        let right = max(left + 1, (column + 1) * bitmap.width / size.width)
        halves.append(average(bitmap, x: left..<right, y: top..<bottom))
      }
    }
    var cells: [HalfBlockCell] = []
    cells.reserveCapacity(size.width * size.height)
    for y in 0..<size.height {
      for x in 0..<size.width {
        let upper = halves[(y * 2) * size.width + x]
        let lower = halves[(y * 2 + 1) * size.width + x]
        cells.append(
          HalfBlockCell(top: upper.0, bottom: lower.0, topAlpha: upper.1, bottomAlpha: lower.1))
      }
    }
    return cells
  }

  private static func average(_ bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> (
    TerminalColor, Double
  ) {
    var red = 0
    var green = 0
    var blue = 0
    var alpha = 0
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for row in y {
        var index = (row * bitmap.width + x.lowerBound) * 4
        for _ in x {
          let weight = Int(pixels[index + 3])
          red += Int(pixels[index]) * weight
          green += Int(pixels[index + 1]) * weight
          blue += Int(pixels[index + 2]) * weight
          alpha += weight
          index += 4
        }
      }
    }
    let count = x.count * y.count
    guard alpha > 0 else { return (.default, 0) }
    let color = TerminalColor(
      red: UInt8((red + alpha / 2) / alpha), green: UInt8((green + alpha / 2) / alpha),
      blue: UInt8((blue + alpha / 2) / alpha))
    return (color, Double(alpha) / Double(count * 255))
  }
}
