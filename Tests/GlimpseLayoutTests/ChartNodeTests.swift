import GlimpseTestSupport
import Testing

@testable import GlimpseLayout

/// What a chart node draws for each kind of mark, its axes, its legend, and its domains:
/// exact cells, so that a change to the raster shows as a changed picture.
@Suite struct ChartNodeTests {
  private let blue = TerminalColor(red: UInt8(0), green: 0, blue: 255)
  private let red = TerminalColor(red: UInt8(255), green: 0, blue: 0)

  private func draw(_ plot: ChartPlot, width: Int, rows: Int) -> Canvas {
    let node = ChartNode(plot: plot)
    var canvas = Canvas(width: width, height: rows)
    let height = Double(rows) * RowRule.pointsPerRow
    _ = node.sizeThatFits(ProposedSize(columns: width, height: height))
    node.draw(
      in: LayoutRect(
        cells: CellRect(x: 0, y: 0, width: width, height: rows), top: 0, height: height),
      on: &canvas)
    return canvas
  }

  @Test func lineIsDrawnInBrailleDotsCornerToCorner() {
    let plot = ChartPlot(
      xDomain: 0...1, yDomain: 0...1,
      marks: [
        .line(
          points: [PlotPoint(x: 0, y: 0), PlotPoint(x: 1, y: 1)], interpolation: .linear,
          color: blue)
      ])
    let canvas = draw(plot, width: 2, rows: 1)
    #expect(canvas.plainText == "⡠⠊")
    #expect(canvas[0, 0].style.foreground == blue)
  }

  @Test func stepLineGoesAcrossThenUp() {
    let plot = ChartPlot(
      xDomain: 0...1, yDomain: 0...1,
      marks: [
        .line(
          points: [PlotPoint(x: 0, y: 0), PlotPoint(x: 1, y: 1)], interpolation: .stepEnd,
          color: blue)
      ])
    #expect(draw(plot, width: 2, rows: 1).plainText == "⣀⣸")
  }

  @Test func pointIsOneDotAtDefaultSizeAndACellAtALargeSize() {
    let small = ChartPlot(
      xDomain: 0...1, yDomain: 0...1,
      marks: [.point(PlotPoint(x: 0, y: 1), size: 30, color: red)])
    #expect(draw(small, width: 2, rows: 1).plainText == "⠁")
    let large = ChartPlot(
      xDomain: 0...1, yDomain: 0...1,
      marks: [.point(PlotPoint(x: 0.5, y: 0.5), size: 400, color: red)])
    // 400 square points: 20 pt across, four dots each way, centred on the point (the
    // bottom row of dots falls below a one-row plot).
    #expect(draw(large, width: 3, rows: 1).plainText == " ⣶⣶")
  }

  @Test func barsAreEighthBlocksFromTheBaseline() {
    let plot = ChartPlot(
      xDomain: 0...3, yDomain: 0...16,
      marks: [
        .bar(x: PlotSpan(0, 1), y: PlotSpan(0, 3), horizontal: false, color: blue),
        .bar(x: PlotSpan(1, 2), y: PlotSpan(0, 8), horizontal: false, color: blue),
        .bar(x: PlotSpan(2, 3), y: PlotSpan(0, 13), horizontal: false, color: blue),
      ])
    #expect(draw(plot, width: 3, rows: 2).plainText == "  ▅\n▃██")
  }

  @Test func horizontalBarsGrowRightInEighths() {
    let plot = ChartPlot(
      xDomain: 0...16, yDomain: 0...1,
      marks: [.bar(x: PlotSpan(0, 11), y: PlotSpan(0, 1), horizontal: true, color: blue)])
    // 11 of 16 eighths: a full cell and three eighths.
    #expect(draw(plot, width: 2, rows: 1).plainText == "█▍")
  }

  @Test func areaFillsEachColumnUpToTheInterpolatedValue() {
    let plot = ChartPlot(
      xDomain: 0...4, yDomain: 0...8,
      marks: [
        .area(
          points: [
            PlotAreaPoint(x: 0, lower: 0, upper: 0), PlotAreaPoint(x: 4, lower: 0, upper: 8),
          ], color: blue)
      ])
    // Column middles at x = 0.5, 1.5, 2.5, 3.5: one, three, five and seven eighths.
    #expect(draw(plot, width: 4, rows: 1).plainText == "▁▃▅▇")
  }

  @Test func rulesAreBoxLinesAcrossOrDownThePlot() {
    let plot = ChartPlot(
      xDomain: 0...4, yDomain: 0...3,
      marks: [
        .rule(x: .whole, y: PlotSpan(1, 1), dashed: false, color: red),
        .rule(x: PlotSpan(2, 2), y: .whole, dashed: true, color: red),
      ])
    #expect(draw(plot, width: 4, rows: 3).plainText == "  ┆\n  ┆\n──┆─")
  }

  @Test func rectanglePaintsBackgroundsUnderTheMarksOverIt() {
    let plot = ChartPlot(
      xDomain: 0...4, yDomain: 0...2,
      marks: [
        .rectangle(x: PlotSpan(1, 3), y: .whole, color: red),
        .point(PlotPoint(x: 2, y: 1), size: 30, color: blue),
      ])
    let canvas = draw(plot, width: 4, rows: 2)
    #expect(canvas[0, 0].style.background == .default)
    #expect(canvas[1, 0].style.background == red)
    #expect(canvas[2, 1].style.background == red)
    #expect(canvas[3, 1].style.background == .default)
    #expect(canvas.plainText.contains("⠁") || canvas.plainText.contains("⡀"))
  }

  @Test func axesLabelTheTrailingEdgeAndTheBottomWithGridLines() {
    let plot = ChartPlot(
      xDomain: 0...10, yDomain: 0...100,
      marks: [],
      xAxis: PlotAxis(ticks: [
        PlotTick(value: 0, label: "0"), PlotTick(value: 5, label: "5"),
      ]),
      yAxis: PlotAxis(ticks: [
        PlotTick(value: 0, label: "0"), PlotTick(value: 100, label: "100"),
      ]))
    // Labels three wide and a gap leave ten columns of plot: 5 is at column five.
    let canvas = draw(plot, width: 14, rows: 4)
    #expect(
      canvas.plainText == """
        ┼┈┈┈┈┼┈┈┈┈ 100
        ┊    ┊
        ┼┈┈┈┈┼┈┈┈┈ 0
        0    5
        """)
  }

  @Test func labelsAskedBeforeThePlotGoLeftOfItAndAboveIt() {
    let plot = ChartPlot(
      xDomain: 0...10, yDomain: 0...100,
      marks: [],
      xAxis: PlotAxis(ticks: [
        PlotTick(value: 0, label: "0", isLabelBefore: true),
        PlotTick(value: 5, label: "5", isLabelBefore: true),
      ]),
      yAxis: PlotAxis(ticks: [
        PlotTick(value: 0, label: "0", isLabelBefore: true),
        PlotTick(value: 100, label: "100", isLabelBefore: true),
      ]))
    // The x labels' row on top; the y labels right-aligned against the plot on the left,
    // the x labels placed from the plot's edge, not the chart's.
    let canvas = draw(plot, width: 14, rows: 4)
    #expect(
      canvas.plainText == """
            0    5
        100 ┼┈┈┈┈┼┈┈┈┈
            ┊    ┊
          0 ┼┈┈┈┈┼┈┈┈┈
        """)
  }

  @Test func labelsOnBothSidesShareTheWidth() {
    let plot = ChartPlot(
      xDomain: 0...1, yDomain: 0...1, marks: [],
      yAxis: PlotAxis(ticks: [
        PlotTick(value: 1, label: "hi", gridLine: false, isLabelBefore: true),
        PlotTick(value: 0, label: "lo", gridLine: false),
      ]))
    #expect(draw(plot, width: 10, rows: 2).plainText == "hi\n        lo")
    // Too narrow for both: the trailing labels stay, the leading ones give way first.
    #expect(draw(plot, width: 7, rows: 2).plainText == "\n     lo")
  }

  @Test func scaleDomainClipsWhatLiesOutside() {
    // The same bars under a domain of 5...10: the first is below it and draws nothing.
    let plot = ChartPlot(
      xDomain: 5...10, yDomain: 0...8,
      marks: [
        .bar(x: PlotSpan(0, 1), y: PlotSpan(0, 8), horizontal: false, color: blue),
        .bar(x: PlotSpan(9, 10), y: PlotSpan(0, 4), horizontal: false, color: blue),
      ])
    #expect(draw(plot, width: 5, rows: 1).plainText == "    ▄")
  }

  @Test func legendGoesUnderTheAxisAndGivesWayFirst() {
    let plot = ChartPlot(
      xDomain: 0...1, yDomain: 0...1, marks: [],
      xAxis: PlotAxis(ticks: [PlotTick(value: 0, label: "a", gridLine: false)]),
      legend: [
        PlotLegendEntry(name: "Low", color: red), PlotLegendEntry(name: "High", color: blue),
      ])
    #expect(draw(plot, width: 14, rows: 3).plainText == "\na\n● Low  ● High")
    // Two rows: the plot and the x labels; no legend.
    #expect(draw(plot, width: 14, rows: 2).plainText == "\na")
  }
}

/// Values far outside the domain, not numbers, or infinite draw what they can and never
/// trap.
@Suite struct ChartNodeExtremeValueTests {
  @Test func farAndNonFiniteValuesDrawWithoutTrapping() {
    let color = TerminalColor(red: UInt8(0), green: 0, blue: 255)
    let plot = ChartPlot(
      xDomain: 0...1, yDomain: 0...1,
      marks: [
        .line(
          points: [
            PlotPoint(x: 0, y: 0), PlotPoint(x: 1e300, y: -1e300), PlotPoint(x: .nan, y: 1),
            PlotPoint(x: 1, y: .infinity),
          ], interpolation: .linear, color: color),
        .point(PlotPoint(x: 1e308, y: 1e308), size: .infinity, color: color),
        .bar(x: PlotSpan(-1e308, 1e308), y: PlotSpan(0, 1e308), horizontal: false, color: color),
        .area(
          points: [PlotAreaPoint(x: -.infinity, lower: 0, upper: 1e308)], color: color),
        .rule(x: PlotSpan(.nan, .nan), y: PlotSpan(1e308, 1e308), dashed: false, color: color),
        .rectangle(x: PlotSpan(2, 3), y: .whole, color: color),
      ])
    let node = ChartNode(plot: plot)
    var canvas = Canvas(width: 8, height: 3)
    _ = node.sizeThatFits(ProposedSize(columns: 8, height: 60))
    node.draw(
      in: LayoutRect(cells: CellRect(x: 0, y: 0, width: 8, height: 3), top: 0, height: 60),
      on: &canvas)
    // The bar spans the domain and fills the plot; the rectangle lies outside it.
    #expect(canvas.plainText.contains("█"))
    #expect(canvas[7, 0].style.background == .default)
  }
}
