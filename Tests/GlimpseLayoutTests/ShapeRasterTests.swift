import Testing

@testable import GlimpseLayout

/// The shape raster: paths flattened, trimmed and dashed, fills in block elements, and the
/// layering that lets shapes read apart without colour.
@Suite struct ShapeRasterTests {
  static let green = TerminalColor(red: UInt8(52), green: 199, blue: 89)
  static let grey = TerminalColor(red: UInt8(142), green: 142, blue: 147)

  /// `node` drawn for a frame of `width` by `height` points with tracing on.
  func traced(_ node: LayoutNode, width: Double, height: Double) -> Canvas {
    let size = node.sizeThatFits(ProposedSize(width: width, height: height))
    let cells = CellRect(
      x: 0, y: 0, width: ColumnRule.columns(forGap: width), height: size.rows)
    var canvas = Canvas(width: cells.width, height: cells.height)
    canvas.startTracing()
    node.draw(
      in: LayoutRect(cells: cells, left: 0, top: 0, width: width, height: height), on: &canvas)
    return canvas
  }

  @Test func aTranslucentRasterIsCompositedOverEachCellsOwnBackdrop() {
    let red = TerminalColor(red: UInt8(200), green: 30, blue: 30)
    let blue = TerminalColor(red: UInt8(10), green: 40, blue: 220)
    let backdrop = TerminalColor(red: UInt8(28), green: 28, blue: 30)
    let faint = Self.grey.withAlpha(0.3)
    var raster = PlotRaster(width: 6, height: 1)
    for column in 0..<5 { raster.setDot(x: column * 2, y: 1, color: faint) }
    // A wide glyph: its two halves lie over two backdrops, each composited over its own.
    raster.setGlyph("\u{1F695}", column: 5, row: 0, color: faint)
    func canvas() -> Canvas {
      var canvas = Canvas(width: 7, height: 1)
      canvas.defaultBackground = backdrop
      canvas.paintBackground(red, in: CellRect(x: 1, y: 0, width: 1, height: 1))
      canvas.paintBackground(blue, in: CellRect(x: 2, y: 0, width: 1, height: 1))
      canvas.paintBackground(red, in: CellRect(x: 4, y: 0, width: 1, height: 1))
      canvas.paintBackground(blue, in: CellRect(x: 6, y: 0, width: 1, height: 1))
      return canvas
    }
    var drawn = canvas()
    drawn.drawShapeRaster(raster, x: 0, y: 0, color: faint)
    // Each glyph put in the translucent colour, which the canvas composites cell by cell.
    var expected = canvas()
    for column in 0..<6 {
      expected.put(
        raster.glyph(column: column, row: 0), x: column, y: 0,
        style: CellStyle(foreground: faint))
    }
    #expect(drawn.cells == expected.cells)
    let foregrounds = (0..<7).map { drawn[$0, 0].style.foreground }
    #expect(
      foregrounds == [
        faint.composited(over: backdrop), faint.composited(over: red),
        faint.composited(over: blue), faint.composited(over: backdrop),
        faint.composited(over: red), faint.composited(over: backdrop),
        faint.composited(over: blue),
      ])
  }

  /// A raster whose marks all land in the clip is stored mark by mark with no check a
  /// mark; one that reaches past the canvas goes the careful way. Both draw the same in
  /// the cells both reach: dots add to dots, the spill outside the frame keeps off text,
  /// and a translucent colour is composited over each cell's backdrop.
  @Test func aRasterInTheClipDrawsAsOneReachingPastTheCanvasDoes() {
    let faint = Self.grey.withAlpha(0.4)
    var raster = PlotRaster(width: 6, height: 2)
    raster.drawLine(x0: 0, y0: 0, x1: 11, y1: 7, color: faint)
    raster.drawLine(x0: 0, y0: 7, x1: 11, y1: 0, color: faint)
    raster.setGlyph("\u{2501}", column: 5, row: 1, color: faint)
    /// A canvas six columns wide with text and dots where the raster lands, its first
    /// column at `left`.
    func canvas(left: Int) -> Canvas {
      var canvas = Canvas(width: 6, height: 2)
      canvas.put("A", x: left + 0, y: 0, style: CellStyle())
      canvas.put("\u{2801}", x: left + 2, y: 0, style: CellStyle())
      canvas.put("\u{2840}", x: left + 4, y: 1, style: CellStyle())
      canvas.paintBackground(Self.green, in: CellRect(x: left + 3, y: 1, width: 1, height: 1))
      return canvas
    }
    // The frame: the middle four columns; the first and last are spill.
    var inClip = canvas(left: 0)
    inClip.drawShapeRaster(
      ShapeRasterCells(raster), x: 0, y: 0, color: faint,
      frame: CellRect(x: 1, y: 0, width: 4, height: 2))
    // The same one column to the right, its last column past the canvas's edge.
    var pastEdge = canvas(left: 1)
    pastEdge.drawShapeRaster(
      ShapeRasterCells(raster), x: 1, y: 0, color: faint,
      frame: CellRect(x: 2, y: 0, width: 4, height: 2))
    for row in 0..<2 {
      for column in 0..<5 {
        #expect(inClip[column, row] == pastEdge[column + 1, row], "cell \(column), \(row)")
      }
    }
    // The text in the spill is kept; dots over dots add up.
    #expect(inClip[0, 0].code == 0x41)
    #expect(inClip[2, 0].code != 0x2801 && Canvas.isBraille(Unicode.Scalar(inClip[2, 0].code)!))
  }

  @Test func aShapeUnderAnotherIsDrawnLightAndExplainSaysHow() {
    let track = ShapeNode(kind: .rectangle, paint: .fill(Self.green))
    let bar = ShapeNode(kind: .rectangle, paint: .fill(Self.green))
    let stack = ZStackNode(alignment: .leading, children: [track, bar])
    let canvas = traced(stack, width: 70, height: 8)
    #expect(canvas.plainText == "━━━━━━━━━━")
    let details = canvas.trace.compactMap { $0.detail }
    #expect(
      details == [
        "fill, drawn as ━ run, light: under another shape", "fill, drawn as ━ run",
      ])
  }

  @Test func aGreyFillIsLightAndATallFillIsDrawnInBlocksFromItsPath() {
    let path: ShapePath = {
      var path = ShapePath()
      path.addEllipse(x: 0, y: 0, width: 56, height: 60)
      return path
    }()
    let circle = ShapeNode(kind: .custom, paint: .fill(Self.green), path: { _, _ in path })
    #expect(traced(circle, width: 56, height: 60).plainText == "▗▟████▙▖\n████████\n▝▜████▛▘")
    let grey = ShapeNode(kind: .custom, paint: .fill(Self.grey), path: { _, _ in path })
    let shaded = traced(grey, width: 56, height: 60)
    #expect(shaded.plainText == " ░░░░░░\n░░░░░░░░\n ░░░░░░")
    #expect(shaded.trace.first?.detail == "fill, drawn as path in blocks, light: grey")
  }

  @Test func anEvenOddFillLeavesItsHoleEmpty() {
    let path: ShapePath = {
      var path = ShapePath()
      path.addRect(x: 0, y: 0, width: 42, height: 60)
      path.addRect(x: 14, y: 20, width: 14, height: 20)
      return path
    }()
    let evenOdd = ShapeNode(
      kind: .custom, paint: .fill(Self.green), path: { _, _ in path }, isEvenOdd: true)
    #expect(traced(evenOdd, width: 42, height: 60).plainText == "██████\n██  ██\n██████")
    let nonzero = ShapeNode(kind: .custom, paint: .fill(Self.green), path: { _, _ in path })
    #expect(traced(nonzero, width: 42, height: 60).plainText == "██████\n██████\n██████")
  }

  @Test func trimmingAndDashingCutTheOutlineByLength() {
    var path = ShapePath()
    path.move(to: .init(x: 0, y: 0))
    path.addLine(to: .init(x: 100, y: 0))
    let lines = path.polylines(tolerance: 1)
    let trimmed = lines.trimmed(from: 0.25, to: 0.5)
    #expect(trimmed.map(\.points) == [[.init(x: 25, y: 0), .init(x: 50, y: 0)]])
    let dashes = lines.dashed([30, 20], phase: 0)
    #expect(dashes.map { $0.points.map(\.x) } == [[0, 30], [50, 80]])
  }

  @Test func anArcRunsTheWaySwiftUIDrawsIt() {
    var path = ShapePath()
    path.addArc(
      center: .init(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let end = path.currentPoint
    #expect(abs((end?.x ?? 9)) < 1e-9 && abs((end?.y ?? 0) - 10) < 1e-9)
    var other = ShapePath()
    other.addArc(
      center: .init(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // Clockwise in SwiftUI's sense runs the long way round: through the top.
    let through = other.polylines(tolerance: 1).first?.points.map(\.y).min() ?? 0
    #expect(through < -9)
  }
}
