import Testing

@testable import GlimpseLayout

/// The dots a raster holds after lines and single dots, as braille text, and where a
/// value rounds to a dot: exact, so that a faster way of drawing cannot move a dot.
@Suite struct PlotRasterTests {
  private let green = TerminalColor(red: UInt8(0), green: 200, blue: 0)

  @Test func aSteepLineSetsOneDotPerRow() {
    var raster = PlotRaster(width: 2, height: 2)
    raster.drawLine(x0: 0, y0: 0, x1: 3, y1: 7, color: green)
    // Dots (0,0) (0,1) (1,2) (1,3) | (2,4) (2,5) (3,6) (3,7).
    #expect(raster.lines == ["⢣ ", " ⢣"])
  }

  @Test func dotsOutsideAreIgnoredAndDotsAddUp() {
    var raster = PlotRaster(width: 1, height: 1)
    raster.setDot(x: -1, y: 0, color: green)
    raster.setDot(x: 2, y: 0, color: green)
    raster.setDot(x: 0, y: 4, color: green)
    #expect(raster.lines == [" "])
    raster.setDot(x: 0, y: 3, color: green)
    raster.setDot(x: 1, y: 3, color: green)
    #expect(raster.lines == ["⣀"])
    raster.drawLine(x0: -5, y0: 0, x1: 6, y1: 0, color: green)
    #expect(raster.lines == ["⣉"])
  }

  @Test func aLineCoversEveryCellItCrossesAndTakesTheLastColour() {
    var raster = PlotRaster(width: 3, height: 1)
    raster.setGlyph("█", column: 2, row: 0, color: green)
    let red = TerminalColor(red: UInt8(255), green: 0, blue: 0)
    raster.drawLine(x0: 5, y0: 3, x1: 0, y1: 0, color: red)
    #expect(raster.lines.count == 1)
    #expect(raster.lines[0].unicodeScalars.allSatisfy { $0.value >= 0x2801 && $0.value <= 0x28FF })
    #expect(raster.wholeGlyph(column: 2, row: 0) == nil)
  }

  @Test func dotPositionsRoundHalvesAwayFromZeroAsTheStandardLibraryDoes() {
    var values: [Double] = [
      0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, -0.49999999999999994,
    ]
    values += stride(from: -300.0, through: 300.0, by: 0.125)
    values += (0..<2000).map { Double($0) * 0.3183098861837907 - 317 }
    for value in values {
      #expect(PlotScale.roundedToInt(value) == Int(value.rounded()), "\(value)")
    }
  }
}
