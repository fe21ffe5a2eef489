/// A chart (Swift Charts' `Chart`): a plot area of marks on a sub-cell raster, with the
/// y axis's labels along its trailing edge, the x axis's labels under it, and the legend
/// under those, as Swift Charts places them.
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
  /// The width a chart takes when offered any.
  public static let idealWidth = 24

  public override var viewName: String? { "Chart" }

  public override var traceDetail: String? { "\(plot.marks.count) marks" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? Self.idealHeight, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: min(proposal.width ?? Self.idealWidth, ProposedSize.unbounded), height: height,
      rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    canvas.noteContent(in: layout)
    let rect = layout.cells
    let parts = ChartParts(plot: plot, width: rect.width, height: rect.height)
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
    raster.draw(on: &canvas, x: rect.minX, y: rect.minY)
    let labelStyle = CellStyle(foreground: plot.labelColor)
    if parts.showsYLabels, let axis = plot.yAxis {
      var used = Set<Int>()
      for tick in axis.ticks {
        guard let label = tick.label, let row = scale.row(forY: tick.value),
          used.insert(row).inserted
        else { continue }
        canvas.write(
          label, x: rect.minX + parts.plotWidth + 1, y: rect.minY + row, style: labelStyle)
      }
    }
    var nextRow = rect.minY + parts.plotHeight
    if parts.showsXLabels, let axis = plot.xAxis {
      var freeFrom = rect.minX
      for tick in axis.ticks {
        guard let label = tick.label, let column = scale.column(forX: tick.value) else {
          continue
        }
        let labelWidth = GlyphScanner.width(of: label)
        let anchor = rect.minX + column - (tick.isLabelCentered ? (labelWidth - 1) / 2 : 0)
        let start = max(rect.minX, min(anchor, rect.maxX - labelWidth))
        guard start >= freeFrom else { continue }
        canvas.write(label, x: start, y: nextRow, style: labelStyle)
        freeFrom = start + labelWidth + 1
      }
      nextRow += 1
    }
    if parts.showsLegend {
      var x = rect.minX
      for entry in plot.legend {
        canvas.put(entry.symbol, x: x, y: nextRow, style: CellStyle(foreground: entry.color))
        x += 2
        x += canvas.write(entry.name, x: x, y: nextRow, style: labelStyle) + 2
      }
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

/// How a chart's cells are shared out: the plot area, the y labels' column, the x labels'
/// row and the legend's row. Labels give way before the plot does: the legend goes first,
/// then the x labels, then the y labels.
struct ChartParts {
  var plotWidth: Int
  var plotHeight: Int
  var showsXLabels: Bool
  var showsYLabels: Bool
  var showsLegend: Bool

  init(plot: ChartPlot, width: Int, height: Int) {
    let hasXLabels = plot.xAxis?.ticks.contains { $0.label != nil } ?? false
    let yLabelWidth =
      plot.yAxis?.ticks.reduce(0) { widest, tick in
        max(widest, tick.label.map(GlyphScanner.width(of:)) ?? 0)
      } ?? 0
    var rows = height
    showsLegend = !plot.legend.isEmpty && rows >= 3
    if showsLegend { rows -= 1 }
    showsXLabels = hasXLabels && rows >= 2
    if showsXLabels { rows -= 1 }
    showsYLabels = yLabelWidth > 0 && width - yLabelWidth - 1 >= 4
    plotWidth = max(0, showsYLabels ? width - yLabelWidth - 1 : width)
    plotHeight = max(0, rows)
  }
}
