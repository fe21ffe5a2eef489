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
    drawShapeRaster(ShapeRasterCells(raster), x: x, y: y, color: color, frame: frame)
  }

  /// ``drawShapeRaster(_:x:y:color:frame:)`` for a raster's marked cells.
  mutating func drawShapeRaster(
    _ raster: ShapeRasterCells, x: Int, y: Int, color: TerminalColor, frame: CellRect? = nil
  ) {
    let style = CellStyle(foreground: color)
    // A translucent colour is composited over each cell's backdrop, as `put` would do it,
    // but once for each backdrop in turn rather than once a cell (a ring's track is one
    // colour over one background): the glyph is then put in an opaque colour, which `put`
    // stores as it is.
    var backdrop = defaultBackground
    var composited = CellStyle(foreground: color.composited(over: backdrop))
    // A raster's glyphs are one column (braille, block elements, box drawing): each is
    // stored as `put` stores it, into the cells taken once for the raster rather than once
    // a glyph. Any other glyph leaves the cells, is put the way `put` puts it, and the
    // rest follow in order.
    let (width, height, clip, preserving) = (self.width, self.height, self.clip, isPreservingGlyphs)
    let defaultBackground = self.defaultBackground
    let clusters = self.clusters
    var next = 0
    let marks = raster.marks
    while next < marks.count {
      var other: (glyph: Unicode.Scalar, x: Int, y: Int)?
      cells.withUnsafeMutableBufferPointer { cells in
        while next < marks.count {
          let mark = marks[next]
          next += 1
          var glyph = mark.glyph
          let (cellX, cellY) = (x + Int(mark.column), y + Int(mark.row))
          let isSpill =
            frame.map {
              cellX < $0.minX || cellX >= $0.maxX || cellY < $0.minY || cellY >= $0.maxY
            } ?? false
          let isOnCanvas = cellX >= 0 && cellY >= 0 && cellX < width && cellY < height
          let cell = isOnCanvas ? cells[cellY * width + cellX] : .blank
          if Self.isBraille(glyph) {
            let old = Self.baseScalar(of: cell, clusters: clusters)
            if Self.isBraille(old) {
              glyph = Unicode.Scalar((glyph.value | old.value) & 0x28FF) ?? glyph
            } else if isSpill && (old != " " || cell.isContinuation) {
              continue
            }
          } else if isSpill {
            continue
          }
          guard Self.isOneColumn(glyph) else {
            other = (glyph, cellX, cellY)
            return
          }
          guard cellY >= clip.minY, cellY < clip.maxY, cellX >= clip.minX, cellX < clip.maxX
          else { continue }
          var cellStyle = style
          if !color.isOpaque {
            let background = cell.style.background
            let cellBackdrop = background.isDefault ? defaultBackground : background
            if cellBackdrop != backdrop {
              backdrop = cellBackdrop
              composited.foreground = color.composited(over: cellBackdrop)
            }
            cellStyle = composited
          }
          Self.store(
            code: glyph.value, style: cellStyle, x: cellX, index: cellY * width + cellX,
            rowWidth: width, preservingGlyphs: preserving, defaultBackground: defaultBackground,
            in: cells)
        }
      }
      if let other { put(other.glyph, x: other.x, y: other.y, style: style) }
    }
  }
}
