/// A chart (Swift Charts' `Chart`): a plot area of marks on a sub-cell raster, with the
/// y axis's labels along its trailing edge (or leading, for ticks that ask), the x axis's
/// labels under it (or above), and the legend under those, as Swift Charts places them.
///
/// Lines and points are braille dots (2 across by 4 down per cell), bars and areas eighth
/// blocks, rules box lines, rectangles cell backgrounds, grid lines dotted box lines in
/// the grid colour. The chart takes the width and height it is offered.
public final class ChartNode: LayoutNode {
  /// What the chart draws.
  public let plot: ChartPlot

  /// A chart of `plot`.
  public init(plot: ChartPlot) {
    self.plot = plot
  }

  /// The height a chart takes when offered any (Swift Charts' charts fill what they are
  /// offered; this is four rows).
  public static let idealHeight = 80.0
  /// The width a chart takes when offered none (24 columns).
  public static let idealWidth = 168.0

  public override var viewName: String? { "Chart" }

  public override var traceDetail: String? { "\(plot.marks.count) marks" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? Self.idealHeight, ProposedSize.unboundedPoints)
    let width = min(proposal.width ?? Self.idealWidth, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: width, height: height, columns: ColumnRule.columns(forDrawing: width),
      rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    canvas.noteContent(in: layout)
    let rect = layout.cells
    let parts = ChartParts(plot: plot, width: rect.width, height: rect.height)
    let plotLeft = rect.minX + parts.plotX
    let plotTop = rect.minY + parts.plotY
    var raster = PlotRaster(width: parts.plotWidth, height: parts.plotHeight)
    let scale = PlotScale(plot: plot, width: parts.plotWidth, height: parts.plotHeight)
    if let background = plot.plotBackground {
      for row in 0..<parts.plotHeight {
        for column in 0..<parts.plotWidth {
          raster.paintBackground(background, column: column, row: row)
        }
      }
    }
    drawGrid(on: &raster, scale: scale)
    for mark in plot.marks {
      PlotMarkDrawing.draw(mark, on: &raster, scale: scale)
    }
    raster.draw(on: &canvas, x: plotLeft, y: plotTop)
    let labelStyle = CellStyle(foreground: plot.labelColor)
    if let axis = plot.yAxis, parts.showsYLabelsBefore || parts.showsYLabelsAfter {
      var usedBefore = Set<Int>()
      var usedAfter = Set<Int>()
      for tick in axis.ticks {
        guard let label = tick.label, let row = scale.row(forY: tick.value) else { continue }
        if tick.isLabelBefore {
          guard parts.showsYLabelsBefore, usedBefore.insert(row).inserted else { continue }
          let x = plotLeft - 1 - GlyphScanner.width(of: label)
          canvas.write(label, x: x, y: plotTop + row, style: labelStyle)
        } else {
          guard parts.showsYLabelsAfter, usedAfter.insert(row).inserted else { continue }
          canvas.write(
            label, x: plotLeft + parts.plotWidth + 1, y: plotTop + row, style: labelStyle)
        }
      }
    }
    if let axis = plot.xAxis {
      if parts.showsXLabelsBefore {
        drawXLabels(
          axis, before: true, row: rect.minY, plotLeft: plotLeft, in: rect, scale: scale,
          style: labelStyle, on: &canvas)
      }
      if parts.showsXLabelsAfter {
        drawXLabels(
          axis, before: false, row: plotTop + parts.plotHeight, plotLeft: plotLeft, in: rect,
          scale: scale, style: labelStyle, on: &canvas)
      }
    }
    if parts.showsLegend {
      var x = rect.minX
      let legendRow = plotTop + parts.plotHeight + (parts.showsXLabelsAfter ? 1 : 0)
      for entry in plot.legend {
        canvas.put(entry.symbol, x: x, y: legendRow, style: CellStyle(foreground: entry.color))
        x += 2
        x += canvas.write(entry.name, x: x, y: legendRow, style: labelStyle) + 2
      }
    }
  }

  /// One row of x labels (those above the plot, or those under it), each at its value's
  /// column, kept inside the chart; a label that would touch the one before it is left out.
  private func drawXLabels(
    _ axis: PlotAxis, before: Bool, row: Int, plotLeft: Int, in rect: CellRect,
    scale: PlotScale, style: CellStyle, on canvas: inout Canvas
  ) {
    var freeFrom = rect.minX
    for tick in axis.ticks where tick.isLabelBefore == before {
      guard let label = tick.label, let column = scale.column(forX: tick.value) else {
        continue
      }
      let labelWidth = GlyphScanner.width(of: label)
      let anchor = plotLeft + column - (tick.isLabelCentered ? (labelWidth - 1) / 2 : 0)
      let start = max(rect.minX, min(anchor, rect.maxX - labelWidth))
      guard start >= freeFrom else { continue }
      canvas.write(label, x: start, y: row, style: style)
      freeFrom = start + labelWidth + 1
    }
  }

  /// Grid lines and ticks, under the marks.
  private func drawGrid(on raster: inout PlotRaster, scale: PlotScale) {
    let color = plot.gridColor
    var gridColumns: [Int] = []
    for tick in plot.xAxis?.ticks ?? [] where tick.gridLine || tick.tick {
      guard let column = scale.column(forX: tick.value) else { continue }
      gridColumns.append(column)
      if tick.gridLine {
        for row in 0..<raster.height {
          raster.setGlyph("\u{250A}", column: column, row: row, color: color)
        }
      } else {
        raster.setGlyph("\u{2575}", column: column, row: raster.height - 1, color: color)
      }
    }
    for tick in plot.yAxis?.ticks ?? [] where tick.gridLine {
      guard let row = scale.row(forY: tick.value) else { continue }
      for column in 0..<raster.width {
        let crossing = gridColumns.contains(column)
        raster.setGlyph(crossing ? "\u{253C}" : "\u{2508}", column: column, row: row, color: color)
      }
    }
  }
}

/// How a chart's cells are shared out: the plot area, the y labels' columns (after the plot,
/// and before it for leading labels), the x labels' rows (under the plot, and above it for
/// top labels) and the legend's row. Labels give way before the plot does: the legend goes
/// first, then the x labels, then the y labels.
struct ChartParts {
  /// Where the plot starts, in cells from the chart's leading edge.
  var plotX = 0
  /// Where the plot starts, in rows from the chart's top.
  var plotY = 0
  var plotWidth: Int
  var plotHeight: Int
  var showsXLabelsBefore = false
  var showsXLabelsAfter = false
  var showsYLabelsBefore = false
  var showsYLabelsAfter = false
  var showsLegend: Bool

  init(plot: ChartPlot, width: Int, height: Int) {
    var hasXLabelsBefore = false
    var hasXLabelsAfter = false
    for tick in plot.xAxis?.ticks ?? [] where tick.label != nil {
      if tick.isLabelBefore { hasXLabelsBefore = true } else { hasXLabelsAfter = true }
    }
    var yWidthBefore = 0
    var yWidthAfter = 0
    for tick in plot.yAxis?.ticks ?? [] {
      guard let label = tick.label else { continue }
      let labelWidth = GlyphScanner.width(of: label)
      if tick.isLabelBefore {
        yWidthBefore = max(yWidthBefore, labelWidth)
      } else {
        yWidthAfter = max(yWidthAfter, labelWidth)
      }
    }
    var rows = height
    showsLegend = !plot.legend.isEmpty && rows >= 3
    if showsLegend { rows -= 1 }
    if hasXLabelsAfter && rows >= 2 {
      showsXLabelsAfter = true
      rows -= 1
    }
    if hasXLabelsBefore && rows >= 2 {
      showsXLabelsBefore = true
      rows -= 1
      plotY = 1
    }
    var columns = width
    if yWidthAfter > 0 && columns - yWidthAfter - 1 >= 4 {
      showsYLabelsAfter = true
      columns -= yWidthAfter + 1
    }
    if yWidthBefore > 0 && columns - yWidthBefore - 1 >= 4 {
      showsYLabelsBefore = true
      columns -= yWidthBefore + 1
      plotX = yWidthBefore + 1
    }
    plotWidth = max(0, columns)
    plotHeight = max(0, rows)
  }
}
