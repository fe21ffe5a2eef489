/// A plot area's cells at sub-cell resolution: braille dots (2 across by 4 down per cell)
/// for lines and points, whole glyphs (eighth blocks, box lines) for bars, areas, rules
/// and grid lines, and cell backgrounds for rectangles.
///
/// The last mark drawn in a cell wins, except that dots add to dots already there (two
/// lines crossing a cell both show). Dots take the colour of the last dot drawn.
public struct PlotRaster: Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Braille dot bits per cell (0: no dots).
  private var dots: [UInt8]
  /// A whole glyph per cell (0: none), drawn where a cell has no dots.
  private var glyphs: [UInt32]
  /// The colour of each cell's dots or glyph.
  private var colors: [TerminalColor]
  /// Each cell's background (the default colour: none); empty until one is painted.
  private var backgrounds: [TerminalColor] = []

  /// Dots across the raster.
  public var dotWidth: Int { width * 2 }
  /// Dots down the raster.
  public var dotHeight: Int { height * 4 }

  /// A blank raster of `width` by `height` cells.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = self.width * self.height
    dots = Array(repeating: 0, count: count)
    glyphs = Array(repeating: 0, count: count)
    colors = Array(repeating: .default, count: count)
  }

  /// Sets the dot at (`x`, `y`), counted in dots from the top left; outside is ignored.
  public mutating func setDot(x: Int, y: Int, color: TerminalColor) {
    withDotPen(color: color) { $0.setDot(x: x, y: y) }
  }

  /// Draws a straight line of dots from (`x0`, `y0`) to (`x1`, `y1`), both ends included.
  public mutating func drawLine(x0: Int, y0: Int, x1: Int, y1: Int, color: TerminalColor) {
    withDotPen(color: color) { $0.drawLine(x0: x0, y0: y0, x1: x1, y1: y1) }
  }

  /// Runs `body` with a pen that sets dots of `color` straight into the raster: the way
  /// to draw many dots (a line of hundreds of points) at the cost of one ownership check.
  mutating func withDotPen<Result>(
    color: TerminalColor, _ body: (borrowing DotPen) -> Result
  ) -> Result {
    let (width, height) = (self.width, self.height)
    return dots.withUnsafeMutableBufferPointer { dots in
      glyphs.withUnsafeMutableBufferPointer { glyphs in
        colors.withUnsafeMutableBufferPointer { colors in
          let pen = DotPen(
            dots: dots, glyphs: glyphs, colors: colors, width: width, height: height,
            color: color)
          return body(pen)
        }
      }
    }
  }

  /// Puts a whole glyph in cell (`column`, `row`), replacing any dots; outside is ignored.
  public mutating func setGlyph(
    _ glyph: Unicode.Scalar, column: Int, row: Int, color: TerminalColor
  ) {
    guard column >= 0, row >= 0, column < width, row < height else { return }
    let index = row * width + column
    dots[index] = 0
    glyphs[index] = glyph.value
    colors[index] = color
  }

  /// Puts a line glyph (a rule) in cell (`column`, `row`) unless the cell has dots: a
  /// line crossing a point or another line leaves it showing.
  public mutating func setLineGlyph(
    _ glyph: Unicode.Scalar, column: Int, row: Int, color: TerminalColor
  ) {
    guard column >= 0, row >= 0, column < width, row < height else { return }
    guard dots[row * width + column] == 0 else { return }
    setGlyph(glyph, column: column, row: row, color: color)
  }

  /// The glyph cell (`column`, `row`) holds without dots, or nil for none (or outside).
  public func wholeGlyph(column: Int, row: Int) -> Unicode.Scalar? {
    guard column >= 0, row >= 0, column < width, row < height else { return nil }
    let index = row * width + column
    guard dots[index] == 0, glyphs[index] != 0 else { return nil }
    return Unicode.Scalar(glyphs[index])
  }

  /// Paints the background of cell (`column`, `row`); outside is ignored.
  public mutating func paintBackground(_ color: TerminalColor, column: Int, row: Int) {
    guard column >= 0, row >= 0, column < width, row < height else { return }
    if backgrounds.isEmpty { backgrounds = Array(repeating: .default, count: width * height) }
    backgrounds[row * width + column] = color
  }

  /// The glyph cell (`column`, `row`) shows: its braille pattern, its glyph, or a space.
  public func glyph(column: Int, row: Int) -> Unicode.Scalar {
    let index = row * width + column
    if dots[index] != 0 { return Unicode.Scalar(0x2800 + UInt32(dots[index])) ?? " " }
    if glyphs[index] != 0 { return Unicode.Scalar(glyphs[index]) ?? " " }
    return " "
  }

  /// The raster's rows as text (for tests and traces).
  public var lines: [String] {
    (0..<height).map { row in
      String(String.UnicodeScalarView((0..<width).map { glyph(column: $0, row: row) }))
    }
  }

  /// Draws the raster into `canvas` with its top left cell at (`x`, `y`). Blank cells
  /// keep what the canvas has; painted backgrounds are painted under whatever shows.
  public func draw(on canvas: inout Canvas, x: Int, y: Int) {
    for row in 0..<height {
      for column in 0..<width {
        let index = row * width + column
        if !backgrounds.isEmpty, case let background = backgrounds[index], !background.isDefault {
          canvas.paintBackground(
            background, in: CellRect(x: x + column, y: y + row, width: 1, height: 1))
        }
        guard dots[index] != 0 || glyphs[index] != 0 else { continue }
        canvas.put(
          glyph(column: column, row: row), x: x + column, y: y + row,
          style: CellStyle(foreground: colors[index]))
      }
    }
  }
}
