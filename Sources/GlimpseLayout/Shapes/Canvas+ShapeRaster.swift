extension Canvas {
  /// Draws a shape's raster into the canvas with its top-left cell at (`x`, `y`), every
  /// glyph in `color`. Braille dots add to dots already in a cell (a ring's progress over
  /// its track keeps the track's dots beside it); blank cells keep what the canvas has.
  /// Outside `frame` (the shape's own cells; nil: everywhere), where a wide stroke spills
  /// over its frame's edge, dots go only into blank cells and cells of dots, so that the
  /// spill never hides text drawn beside the shape; the clip limits it, as it limits all
  /// drawing.
  mutating func drawShapeRaster(
    _ raster: PlotRaster, x: Int, y: Int, color: TerminalColor, frame: CellRect? = nil
  ) {
    let style = CellStyle(foreground: color)
    for row in 0..<raster.height {
      for column in 0..<raster.width {
        var glyph = raster.glyph(column: column, row: row)
        guard glyph != " " else { continue }
        let (cellX, cellY) = (x + column, y + row)
        let isSpill =
          frame.map {
            cellX < $0.minX || cellX >= $0.maxX || cellY < $0.minY || cellY >= $0.maxY
          } ?? false
        if Self.isBraille(glyph) {
          let cell = self[cellX, cellY]
          let old = baseScalar(of: cell)
          if Self.isBraille(old) {
            glyph = Unicode.Scalar((glyph.value | old.value) & 0x28FF) ?? glyph
          } else if isSpill && (old != " " || cell.isContinuation) {
            continue
          }
        } else if isSpill {
          continue
        }
        put(glyph, x: cellX, y: cellY, style: style)
      }
    }
  }

  private static func isBraille(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value & ~0xFF == 0x2800
  }
}
