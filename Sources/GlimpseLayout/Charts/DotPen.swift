/// Draws braille dots straight into a ``PlotRaster``'s storage, for the length of one
/// ``PlotRaster/withDotPen(color:_:)`` call: a line of hundreds of points sets each dot
/// without checking, per dot, that the raster's arrays are uniquely held.
///
/// A pen never outlives the call that made it; it checks every dot against the raster's
/// bounds, so a dot outside is ignored as ``PlotRaster/setDot(x:y:color:)`` ignores it.
struct DotPen: ~Copyable {
  private let dots: UnsafeMutableBufferPointer<UInt8>
  private let glyphs: UnsafeMutableBufferPointer<UInt32>
  private let colors: UnsafeMutableBufferPointer<TerminalColor>
  private let width: Int
  private let dotWidth: Int
  private let dotHeight: Int
  /// The colour every dot takes.
  let color: TerminalColor

  init(
    dots: UnsafeMutableBufferPointer<UInt8>, glyphs: UnsafeMutableBufferPointer<UInt32>,
    colors: UnsafeMutableBufferPointer<TerminalColor>, width: Int, height: Int,
    color: TerminalColor
  ) {
    precondition(dots.count == width * height && glyphs.count == dots.count)
    precondition(colors.count == dots.count)
    self.dots = dots
    self.glyphs = glyphs
    self.colors = colors
    self.width = width
    self.dotWidth = width * 2
    self.dotHeight = height * 4
    self.color = color
  }

  /// The braille bits of a cell's eight dots, one byte each, in the order of
  /// `(row within the cell) * 2 + (column within the cell)`: dots 1-3 down the left,
  /// 4-6 down the right, then 7 and 8 along the bottom.
  private static let packedDotBits: UInt64 = 0x8040_2004_1002_0801

  /// Sets the dot at (`x`, `y`), counted in dots from the top left; outside is ignored.
  @inline(__always)
  func setDot(x: Int, y: Int) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let index = (y >> 2) * width + (x >> 1)
    let shift = UInt64(((y & 3) * 2 + (x & 1)) * 8)
    dots[index] |= UInt8(truncatingIfNeeded: Self.packedDotBits >> shift)
    glyphs[index] = 0
    colors[index] = color
  }

  /// Draws a straight line of dots from (`x0`, `y0`) to (`x1`, `y1`), both ends included
  /// (Bresenham's line).
  func drawLine(x0: Int, y0: Int, x1: Int, y1: Int) {
    Self.walkLine(x0: x0, y0: y0, x1: x1, y1: y1) { x, y in setDot(x: x, y: y) }
  }

  /// Calls `visit` for each dot of the straight line from (`x0`, `y0`) to (`x1`, `y1`),
  /// both ends included (Bresenham's line): the one line walk of charts and shapes.
  @inline(__always)
  static func walkLine(
    x0: Int, y0: Int, x1: Int, y1: Int, _ visit: (Int, Int) -> Void
  ) {
    var x = x0
    var y = y0
    let deltaX = abs(x1 - x0)
    let deltaY = -abs(y1 - y0)
    let stepX = x0 < x1 ? 1 : -1
    let stepY = y0 < y1 ? 1 : -1
    var error = deltaX + deltaY
    // Bounded: a line never needs more steps than its longer side.
    var remaining = max(deltaX, -deltaY) + 1
    while remaining > 0 {
      visit(x, y)
      if x == x1 && y == y1 { break }
      let doubled = 2 * error
      if doubled >= deltaY {
        error += deltaY
        x += stepX
      }
      if doubled <= deltaX {
        error += deltaX
        y += stepY
      }
      remaining -= 1
    }
  }
}
