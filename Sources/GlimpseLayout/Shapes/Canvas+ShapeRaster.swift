extension Canvas {
  /// Draws a shape's raster into the canvas with its top-left cell at (`x`, `y`), every
  /// glyph in `color`. Braille dots add to dots already in a cell (a ring's progress over
  /// its track keeps the track's dots beside it); blank cells keep what the canvas has.
  mutating func drawShapeRaster(_ raster: PlotRaster, x: Int, y: Int, color: TerminalColor) {
    let style = CellStyle(foreground: color)
    for row in 0..<raster.height {
      for column in 0..<raster.width {
        var glyph = raster.glyph(column: column, row: row)
        guard glyph != " " else { continue }
        if Self.isBraille(glyph) {
          let old = baseScalar(of: self[x + column, y + row])
          if Self.isBraille(old) {
            glyph = Unicode.Scalar((glyph.value | old.value) & 0x28FF) ?? glyph
          }
        }
        put(glyph, x: x + column, y: y + row, style: style)
      }
    }
  }

  private static func isBraille(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value & ~0xFF == 0x2800
  }
}
