import Foundation

/// One mark as a chart collects it: what kind it is, where it goes along each axis, and
/// the styles its modifiers gave it. Glimpse's record; chart code never builds one.
public struct _ChartMark {
  /// The kinds of mark.
  enum Kind: Equatable {
    case line, point, bar, area, rule, rectangle
  }

  /// Where a mark goes along one axis.
  enum Encoding: Equatable {
    /// Not given (a rule or rectangle across the plot).
    case none
    /// One value.
    case value(PlotValue)
    /// From one value to another; nil ends are the plot's edges.
    case interval(PlotValue?, PlotValue?)

    /// The values, to find a scale's domain.
    var values: [PlotValue] {
      switch self {
      case .none: return []
      case .value(let value): return [value]
      case .interval(let lower, let upper): return [lower, upper].compactMap { $0 }
      }
    }
  }

  var kind: Kind
  var x: Encoding
  var y: Encoding
  /// The x value's label (the axis title).
  var xLabel: String?
  /// The y value's label.
  var yLabel: String?
  /// The value that splits lines and areas into series.
  var series: PlotValue?
  /// The style given with `foregroundStyle(_:)`.
  var style: AnyShapeStyle?
  /// The category given with `foregroundStyle(by:)`.
  var styleCategory: PlotValue?
  /// The symbol given with `symbol(_:)`.
  var symbol: BasicChartSymbolShape?
  /// The category given with `symbol(by:)`.
  var symbolCategory: PlotValue?
  /// The symbol's area in square points.
  var symbolSize: Double?
  /// How a line or area passes between its points.
  var interpolation: InterpolationMethod?
  /// Whether the line style has a dash.
  var isDashed = false
  /// The opacity given with `opacity(_:)`.
  var opacity = 1.0
  /// Whether bars with one y value stack on the bars before them at the same x.
  var stacks = true

  init(kind: Kind, x: Encoding, y: Encoding, xLabel: String? = nil, yLabel: String? = nil) {
    self.kind = kind
    self.x = x
    self.y = y
    self.xLabel = xLabel
    self.yLabel = yLabel
  }
}

extension PlottableValue {
  /// This value as one end of an interval or a single position.
  var encoding: _ChartMark.Encoding { .value(plotValue) }
}

/// Builds the interval encoding from two plotted values.
func interval<Value>(_ start: PlottableValue<Value>, _ end: PlottableValue<Value>)
  -> _ChartMark.Encoding
{
  .interval(start.plotValue, end.plotValue)
}

/// The size of a bar or rectangle along one axis: Swift Charts' `MarkDimension`.
/// - Glimpse: accepted
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  enum Kind: Sendable, Equatable {
    case automatic
    case fixed(Double)
    case ratio(Double)
    case inset(Double)
  }
  let kind: Kind

  /// The chart's choice: 70% of the step between values.
  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }

  /// A fixed size in points.
  public static func fixed(_ value: CGFloat) -> MarkDimension {
    MarkDimension(kind: .fixed(Double(value)))
  }

  /// A fraction of the step between values.
  public static func ratio(_ value: CGFloat) -> MarkDimension {
    MarkDimension(kind: .ratio(Double(value)))
  }

  /// The step between values less an inset in points.
  public static func inset(_ value: CGFloat) -> MarkDimension {
    MarkDimension(kind: .inset(Double(value)))
  }

  init(kind: Kind) { self.kind = kind }

  /// A fixed size in points.
  public init(floatLiteral value: Double) { kind = .fixed(value) }

  /// A fixed size in points.
  public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
}

/// How marks that share a position stack: Swift Charts' `MarkStackingMethod`.
/// - Glimpse: approximated: bars stack from zero (normalized and center as standard); unstacked bars start at zero
public struct MarkStackingMethod: Equatable, Sendable {
  let stacks: Bool

  /// Stacked from zero.
  public static var standard: MarkStackingMethod { MarkStackingMethod(stacks: true) }
  /// Stacked to fractions of the total (drawn as standard).
  public static var normalized: MarkStackingMethod { MarkStackingMethod(stacks: true) }
  /// Stacked around the middle (drawn as standard).
  public static var center: MarkStackingMethod { MarkStackingMethod(stacks: true) }
  /// Not stacked: each mark from zero.
  public static var unstacked: MarkStackingMethod { MarkStackingMethod(stacks: false) }
}
