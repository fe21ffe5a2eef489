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
    var ink = RasterInk(color: color, defaultBackground: defaultBackground)
    // A raster's glyphs are one column (braille, block elements, box drawing): each is
    // stored as `put` stores it, into the cells taken once for the raster rather than once
    // a glyph. Any other glyph leaves the cells, is put the way `put` puts it, and the
    // rest follow in order.
    let (width, height, clip, preserving) = (self.width, self.height, self.clip, isPreservingGlyphs)
    let defaultBackground = self.defaultBackground
    let clusters = self.clusters
    if raster.isOneColumn, x >= max(0, clip.minX), y >= max(0, clip.minY),
      x + raster.width <= min(width, clip.maxX), y + raster.height <= min(height, clip.maxY)
    {
      // Every mark lands on the canvas, in the clip, in one column: no mark is checked
      // for either, and each is stored straight into its cell.
      let frameInRaster = frame.map {
        (left: $0.minX - x, top: $0.minY - y, right: $0.maxX - x, bottom: $0.maxY - y)
      }
      let origin = y * width + x
      cells.withUnsafeMutableBufferPointer { cells in
        // (Read in place, by index: iterating the array would retain it.)
        for index in raster.marks.indices {
          let mark = raster.marks[index]
          let (column, row) = (Int(mark.column), Int(mark.row))
          let cellIndex = origin + row * width + column
          let cell = cells[cellIndex]
          let isSpill =
            frameInRaster.map {
              column < $0.left || column >= $0.right || row < $0.top || row >= $0.bottom
            } ?? false
          guard
            let code = Self.rasterGlyph(
              mark.glyph, over: cell, isSpill: isSpill, clusters: clusters)
          else { continue }
          Self.store(
            code: code.value, style: ink.style(over: cell), x: x + column, index: cellIndex,
            rowWidth: width,
            preservingGlyphs: preserving, defaultBackground: defaultBackground, in: cells)
        }
      }
      return
    }
    var next = 0
    let marks = raster.marks
    while next < marks.count {
      var other: (glyph: Unicode.Scalar, x: Int, y: Int)?
      cells.withUnsafeMutableBufferPointer { cells in
        while next < marks.count {
          let mark = marks[next]
          next += 1
          let (cellX, cellY) = (x + Int(mark.column), y + Int(mark.row))
          let isSpill =
            frame.map {
              cellX < $0.minX || cellX >= $0.maxX || cellY < $0.minY || cellY >= $0.maxY
            } ?? false
          let isOnCanvas = cellX >= 0 && cellY >= 0 && cellX < width && cellY < height
          let cell = isOnCanvas ? cells[cellY * width + cellX] : .blank
          guard
            let glyph = Self.rasterGlyph(
              mark.glyph, over: cell, isSpill: isSpill, clusters: clusters)
          else { continue }
          guard Self.isOneColumn(glyph) else {
            other = (glyph, cellX, cellY)
            return
          }
          guard cellY >= clip.minY, cellY < clip.maxY, cellX >= clip.minX, cellX < clip.maxX
          else { continue }
          Self.store(
            code: glyph.value, style: ink.style(over: cell), x: cellX, index: cellY * width + cellX,
            rowWidth: width, preservingGlyphs: preserving, defaultBackground: defaultBackground,
            in: cells)
        }
      }
      if let other { put(other.glyph, x: other.x, y: other.y, style: style) }
    }
  }

  /// The glyph a raster's mark leaves in `cell`, or nil when it leaves the cell as it is:
  /// braille dots add to dots already there; in the spill (outside the shape's frame) a
  /// mark goes only into a blank cell or one of dots, so it never hides text beside it.
  @inline(__always)
  static func rasterGlyph(
    _ glyph: Unicode.Scalar, over cell: Cell, isSpill: Bool, clusters: [String]
  ) -> Unicode.Scalar? {
    guard isBraille(glyph) else { return isSpill ? nil : glyph }
    let old = baseScalar(of: cell, clusters: clusters)
    if isBraille(old) { return Unicode.Scalar((glyph.value | old.value) & 0x28FF) ?? glyph }
    return isSpill && (old != " " || cell.isContinuation) ? nil : glyph
  }
}

/// The colour a shape's raster is stored in, cell by cell.
///
/// A translucent colour is composited over each cell's backdrop, as `put` would do it, but
/// once for each backdrop in turn rather than once a cell (a ring's track is one colour
/// over one background): the glyph is then stored in an opaque colour, which `put` stores
/// as it is.
private struct RasterInk {
  let color: TerminalColor
  let defaultBackground: TerminalColor
  private let plain: CellStyle
  private var backdrop: TerminalColor
  private var composited: CellStyle

  init(color: TerminalColor, defaultBackground: TerminalColor) {
    self.color = color
    self.defaultBackground = defaultBackground
    plain = CellStyle(foreground: color)
    backdrop = defaultBackground
    composited = CellStyle(foreground: color.composited(over: defaultBackground))
  }

  /// The style of a glyph stored over `cell`.
  @inline(__always)
  mutating func style(over cell: Cell) -> CellStyle {
    guard !color.isOpaque else { return plain }
    let background = cell.style.background
    let cellBackdrop = background.isDefault ? defaultBackground : background
    if cellBackdrop != backdrop {
      backdrop = cellBackdrop
      composited.foreground = color.composited(over: cellBackdrop)
    }
    return composited
  }
}
