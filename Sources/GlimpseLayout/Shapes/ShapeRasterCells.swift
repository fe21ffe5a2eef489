/// A shape's raster as the canvas draws it: only the cells that have a mark, in order, each
/// with its glyph, in one array.
///
/// A ring's raster is mostly blank cells (its middle, the spill around its frame), and a
/// raster kept in ``ShapeRasterCache`` is drawn many times: drawing its marks alone, from
/// one block of memory, skips the blank cells and the raster's separate arrays of dots,
/// glyphs and colours (each retained to be read).
final class ShapeRasterCells: Sendable {
  /// One marked cell: where it is in the raster, and its glyph (a braille pattern, a block
  /// element, a box line).
  struct Mark {
    var column: Int32
    var row: Int32
    var glyph: Unicode.Scalar
  }

  /// Columns of the raster.
  let width: Int
  /// Rows of the raster.
  let height: Int
  /// The marked cells, row by row, left to right.
  let marks: [Mark]
  /// Whether every mark's glyph takes one column (braille, block elements, box drawing:
  /// all a raster draws).
  let isOneColumn: Bool

  /// The marked cells of `raster`.
  init(_ raster: PlotRaster) {
    width = raster.width
    height = raster.height
    var marks: [Mark] = []
    for row in 0..<raster.height {
      for column in 0..<raster.width {
        let glyph = raster.glyph(column: column, row: row)
        guard glyph != " " else { continue }
        marks.append(Mark(column: Int32(column), row: Int32(row), glyph: glyph))
      }
    }
    self.marks = marks
    isOneColumn = marks.allSatisfy { Canvas.isOneColumn($0.glyph) }
  }
}
