/// What a chart draws, in data units already reduced to numbers: the domains of both axes,
/// the marks, the axes' ticks and labels, and the legend. ``ChartNode`` lays it out and
/// draws it on a sub-cell canvas; building one from chart code is the UI layer's work.
///
/// Dates are given as seconds since the reference date, categories as their index (a
/// category's band is `index...index + 1`).
public struct ChartPlot: Sendable {
  /// The x values the plot's width spans, left to right.
  public var xDomain: ClosedRange<Double>
  /// The y values the plot's height spans, bottom to top.
  public var yDomain: ClosedRange<Double>
  /// The marks, in drawing order (later marks draw over earlier ones).
  public var marks: [PlotMark]
  /// The x axis (ticks along the bottom), or nil when hidden.
  public var xAxis: PlotAxis?
  /// The y axis (labels up the trailing edge, as Swift Charts puts them, or the leading
  /// edge for ticks that ask for it), or nil when hidden.
  public var yAxis: PlotAxis?
  /// The legend's entries, drawn in one row under the plot; empty for none.
  public var legend: [PlotLegendEntry]
  /// The colour of grid lines and ticks.
  public var gridColor: TerminalColor
  /// The colour of axis labels and legend names.
  public var labelColor: TerminalColor
  /// The background painted behind the plot area (not the axes), if any.
  public var plotBackground: TerminalColor?

  /// A plot of `marks` over the given domains, with no axes or legend unless given.
  public init(
    xDomain: ClosedRange<Double>, yDomain: ClosedRange<Double>, marks: [PlotMark],
    xAxis: PlotAxis? = nil, yAxis: PlotAxis? = nil, legend: [PlotLegendEntry] = [],
    gridColor: TerminalColor = .default, labelColor: TerminalColor = .default,
    plotBackground: TerminalColor? = nil
  ) {
    self.xDomain = xDomain
    self.yDomain = yDomain
    self.marks = marks
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.legend = legend
    self.gridColor = gridColor
    self.labelColor = labelColor
    self.plotBackground = plotBackground
  }
}

/// One axis of a plot: where its ticks are and what each shows.
public struct PlotAxis: Sendable, Equatable {
  /// The ticks, in data units.
  public var ticks: [PlotTick]

  /// An axis with `ticks`.
  public init(ticks: [PlotTick]) {
    self.ticks = ticks
  }
}

/// One tick of an axis: its value, its label, and whether it has a grid line and a tick.
public struct PlotTick: Sendable, Equatable {
  /// Where the tick is, in data units.
  public var value: Double
  /// The label, or nil for none.
  public var label: String?
  /// Whether a grid line crosses the plot at the tick.
  public var gridLine: Bool
  /// Whether a short tick marks the axis edge.
  public var tick: Bool
  /// Whether an x label is centred on its value (numbers, categories) rather than
  /// starting at it (dates, as Swift Charts places them).
  public var isLabelCentered: Bool
  /// Whether the label sits before the plot rather than after it: a y label left of the
  /// plot (`AxisMarks(position: .leading)`) rather than right of it, an x label above the
  /// plot (`.top`) rather than under it.
  public var isLabelBefore: Bool

  /// A tick at `value`.
  public init(
    value: Double, label: String?, gridLine: Bool = true, tick: Bool = false,
    isLabelCentered: Bool = false, isLabelBefore: Bool = false
  ) {
    self.value = value
    self.label = label
    self.gridLine = gridLine
    self.tick = tick
    self.isLabelCentered = isLabelCentered
    self.isLabelBefore = isLabelBefore
  }
}

/// One legend entry: a symbol in a colour and a name.
public struct PlotLegendEntry: Sendable, Equatable {
  /// The name.
  public var name: String
  /// The symbol drawn before it (`●`, `■`...).
  public var symbol: Unicode.Scalar
  /// The colour of the symbol.
  public var color: TerminalColor

  /// An entry `symbol name` in `color`.
  public init(name: String, symbol: Unicode.Scalar = "\u{25CF}", color: TerminalColor) {
    self.name = name
    self.symbol = symbol
    self.color = color
  }
}

/// An interval along one axis in data units. Infinite ends stand for the plot's edges
/// (a rule or rectangle given no start or end spans the plot).
public struct PlotSpan: Sendable, Equatable {
  /// The lower end.
  public var lower: Double
  /// The upper end.
  public var upper: Double

  /// The span from `lower` to `upper` (either order).
  public init(_ lower: Double, _ upper: Double) {
    self.lower = Swift.min(lower, upper)
    self.upper = Swift.max(lower, upper)
  }

  /// The whole axis.
  public static let whole = PlotSpan(-.infinity, .infinity)
}

/// How a line passes between its points.
public enum PlotInterpolation: Sendable, Equatable {
  /// Straight segments.
  case linear
  /// Flat until the next point, then a step (Swift Charts' `stepEnd`).
  case stepEnd
  /// A step at each point, then flat (`stepStart`).
  case stepStart
  /// A step half way between points (`stepCenter`).
  case stepCenter
}

/// One mark of a plot.
public enum PlotMark: Sendable, Equatable {
  /// A line through `points` (in x order as given), in braille dots.
  case line(points: [PlotPoint], interpolation: PlotInterpolation, color: TerminalColor)
  /// A point: a cluster of braille dots `size` points across (the symbol's diameter).
  case point(PlotPoint, size: Double, color: TerminalColor)
  /// A bar from `x` and `y` spans, in eighth blocks; vertical bars grow up from their
  /// y span's lower end, horizontal ones right from their x span's lower end.
  case bar(x: PlotSpan, y: PlotSpan, horizontal: Bool, color: TerminalColor)
  /// An area between `lower` and `upper` along `x`, in eighth blocks, per column.
  case area(points: [PlotAreaPoint], color: TerminalColor)
  /// A rule: horizontal when `y` is one value, vertical when `x` is; in box lines.
  case rule(x: PlotSpan, y: PlotSpan, dashed: Bool, color: TerminalColor)
  /// A rectangle, painted as cell backgrounds so that marks over it stay readable.
  case rectangle(x: PlotSpan, y: PlotSpan, color: TerminalColor)
}

/// A point in data units.
public struct PlotPoint: Sendable, Equatable {
  /// The x value.
  public var x: Double
  /// The y value.
  public var y: Double

  /// The point (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A column of an area: its x and the y values it is filled between.
public struct PlotAreaPoint: Sendable, Equatable {
  /// The x value.
  public var x: Double
  /// The lower y value (the baseline).
  public var lower: Double
  /// The upper y value.
  public var upper: Double

  /// A column at `x` filled from `lower` to `upper`.
  public init(x: Double, lower: Double, upper: Double) {
    self.x = x
    self.lower = Swift.min(lower, upper)
    self.upper = Swift.max(lower, upper)
  }
}
