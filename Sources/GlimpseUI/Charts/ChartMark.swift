import Foundation

/// One mark as a chart collects it: what kind it is, where it goes along each axis, and
/// the styles its modifiers gave it. Glimpse's record; chart code never builds one.
public struct _ChartMark {
  /// The kinds of mark.
  @usableFromInline enum Kind: Equatable {
    case line, point, bar, area, rule, rectangle
  }

  /// Where a mark goes along one axis.
  @usableFromInline enum Encoding: Equatable {
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

  @usableFromInline var kind: Kind
  @usableFromInline var x: Encoding
  @usableFromInline var y: Encoding
  /// What modifiers set, boxed so that a mark without any (most marks of a long series)
  /// stays small to copy; nil until a modifier sets something.
  @usableFromInline var modifiers: _MarkModifiers?

  private mutating func modify(_ change: (_MarkModifiers) -> Void) {
    if let box = modifiers, isKnownUniquelyReferenced(&modifiers) {
      change(box)
    } else {
      let box = modifiers?.copy() ?? _MarkModifiers()
      change(box)
      modifiers = box
    }
  }

  /// The value that splits lines and areas into series.
  var series: PlotValue? {
    get { modifiers?.series }
    set { modify { $0.series = newValue } }
  }
  /// The style given with `foregroundStyle(_:)`.
  var style: AnyShapeStyle? {
    get { modifiers?.style }
    set { modify { $0.style = newValue } }
  }
  /// The category given with `foregroundStyle(by:)`.
  var styleCategory: PlotValue? {
    get { modifiers?.styleCategory }
    set { modify { $0.styleCategory = newValue } }
  }
  /// The symbol given with `symbol(_:)`.
  var symbol: BasicChartSymbolShape? {
    get { modifiers?.symbol }
    set { modify { $0.symbol = newValue } }
  }
  /// The symbol's area in square points.
  var symbolSize: Double? {
    get { modifiers?.symbolSize }
    set { modify { $0.symbolSize = newValue } }
  }
  /// How a line or area passes between its points.
  var interpolation: InterpolationMethod? {
    get { modifiers?.interpolation }
    set { modify { $0.interpolation = newValue } }
  }
  /// Whether the line style has a dash.
  var isDashed: Bool {
    get { modifiers?.isDashed ?? false }
    set { modify { $0.isDashed = newValue } }
  }
  /// The opacity given with `opacity(_:)`.
  var opacity: Double {
    get { modifiers?.opacity ?? 1 }
    set { modify { $0.opacity = newValue } }
  }
  /// Whether bars with one y value stack on the bars before them at the same x.
  var stacks: Bool {
    get { modifiers?.stacks ?? true }
    set { modify { $0.stacks = newValue } }
  }

  /// A mark of `kind` at `x`, `y`. (The values' labels, axis titles, are not drawn.)
  @usableFromInline
  init(kind: Kind, x: Encoding, y: Encoding) {
    self.kind = kind
    self.x = x
    self.y = y
    modifiers = nil
  }
}

extension PlottableValue {
  /// This value as one end of an interval or a single position.
  @inlinable var encoding: _ChartMark.Encoding { .value(plotValue) }
}

/// Builds the interval encoding from two plotted values.
@inlinable
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

extension _ChartMark.Encoding {
  /// Appends the values, to find a scale's domain without an array per mark.
  func appendValues(to values: inout [PlotValue]) {
    switch self {
    case .none: break
    case .value(let value): values.append(value)
    case .interval(let lower, let upper):
      if let lower { values.append(lower) }
      if let upper { values.append(upper) }
    }
  }
}

/// What modifiers have set on a mark (see ``_ChartMark/modifiers``).
public final class _MarkModifiers {
  var series: PlotValue?
  var style: AnyShapeStyle?
  var styleCategory: PlotValue?
  var symbol: BasicChartSymbolShape?
  var symbolSize: Double?
  var interpolation: InterpolationMethod?
  var isDashed = false
  var opacity = 1.0
  var stacks = true

  init() {}

  func copy() -> _MarkModifiers {
    let copy = _MarkModifiers()
    copy.series = series
    copy.style = style
    copy.styleCategory = styleCategory
    copy.symbol = symbol
    copy.symbolSize = symbolSize
    copy.interpolation = interpolation
    copy.isDashed = isDashed
    copy.opacity = opacity
    copy.stacks = stacks
    return copy
  }
}
