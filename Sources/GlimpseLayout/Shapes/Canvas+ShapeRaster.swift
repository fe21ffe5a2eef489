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
    // A translucent colour is composited over each cell's backdrop, as `put` would do it,
    // but once for each backdrop in turn rather than once a cell (a ring's track is one
    // colour over one background): the glyph is then put in an opaque colour, which `put`
    // stores as it is.
    var backdrop = defaultBackground
    var composited = CellStyle(foreground: color.composited(over: backdrop))
    for row in 0..<raster.height {
      for column in 0..<raster.width {
        var glyph = raster.glyph(column: column, row: row)
        guard glyph != " " else { continue }
        let (cellX, cellY) = (x + column, y + row)
        let isSpill =
          frame.map {
            cellX < $0.minX || cellX >= $0.maxX || cellY < $0.minY || cellY >= $0.maxY
          } ?? false
        let cell = self[cellX, cellY]
        if Self.isBraille(glyph) {
          let old = baseScalar(of: cell)
          if Self.isBraille(old) {
            glyph = Unicode.Scalar((glyph.value | old.value) & 0x28FF) ?? glyph
          } else if isSpill && (old != " " || cell.isContinuation) {
            continue
          }
        } else if isSpill {
          continue
        }
        // Only a glyph one column wide: a wide one's second half has a backdrop of its own.
        guard !color.isOpaque, Self.isOneColumn(glyph) else {
          put(glyph, x: cellX, y: cellY, style: style)
          continue
        }
        let background = cell.style.background
        let cellBackdrop = background.isDefault ? defaultBackground : background
        if cellBackdrop != backdrop {
          backdrop = cellBackdrop
          composited.foreground = color.composited(over: cellBackdrop)
        }
        put(glyph, x: cellX, y: cellY, style: composited)
      }
    }
  }

  private static func isBraille(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value & ~0xFF == 0x2800
  }

  /// Whether `put` draws `scalar` one column wide whatever the width table says: braille,
  /// box drawing and block elements.
  private static func isOneColumn(_ scalar: Unicode.Scalar) -> Bool {
    isBraille(scalar) || (0x2500...0x259F).contains(scalar.value)
  }
}
