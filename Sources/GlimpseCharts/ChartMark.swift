import Foundation
import GlimpseUI

/// One mark as a chart collects it: what kind it is, where it goes along each axis, and
/// the styles its modifiers gave it. Glimpse's record; chart code never builds one.
///
/// A mark's places are plain numbers (``_MarkPlace``), and everything most marks of a long
/// series lack (modifiers' settings, category names) is boxed in ``details``, so that a
/// mark of numbers and dates copies as bytes and a chart of hundreds of them is quick.
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
  /// Where the mark goes along x.
  @usableFromInline var xPlace: _MarkPlace
  /// Where the mark goes along y.
  @usableFromInline var yPlace: _MarkPlace
  /// What modifiers set and the names of category values, boxed so that a mark without
  /// any (most marks of a long series) stays small to copy; nil until there is some.
  @usableFromInline var details: _MarkDetails?

  private mutating func modify(_ change: (_MarkDetails) -> Void) {
    if let box = details, isKnownUniquelyReferenced(&details) {
      change(box)
      box.isModified = true
    } else {
      let box = details?.copy() ?? _MarkDetails()
      change(box)
      box.isModified = true
      details = box
    }
  }

  /// Where the mark goes along x.
  var x: Encoding {
    xPlace.encoding(lowerName: details?.xLowerName, upperName: details?.xUpperName)
  }
  /// Where the mark goes along y.
  var y: Encoding {
    yPlace.encoding(lowerName: details?.yLowerName, upperName: details?.yUpperName)
  }

  /// The value that splits lines and areas into series.
  var series: PlotValue? {
    get { details?.series }
    set { modify { $0.series = newValue } }
  }
  /// The style given with `foregroundStyle(_:)`.
  var style: AnyShapeStyle? {
    get { details?.style }
    set { modify { $0.style = newValue } }
  }
  /// The category given with `foregroundStyle(by:)`.
  var styleCategory: PlotValue? {
    get { details?.styleCategory }
    set { modify { $0.styleCategory = newValue } }
  }
  /// The symbol given with `symbol(_:)`.
  var symbol: BasicChartSymbolShape? {
    get { details?.symbol }
    set { modify { $0.symbol = newValue } }
  }
  /// The symbol's area in square points.
  var symbolSize: Double? {
    get { details?.symbolSize }
    set { modify { $0.symbolSize = newValue } }
  }
  /// How a line or area passes between its points.
  var interpolation: InterpolationMethod? {
    get { details?.interpolation }
    set { modify { $0.interpolation = newValue } }
  }
  /// Whether the line style has a dash.
  var isDashed: Bool {
    get { details?.isDashed ?? false }
    set { modify { $0.isDashed = newValue } }
  }
  /// The opacity given with `opacity(_:)`.
  var opacity: Double {
    get { details?.opacity ?? 1 }
    set { modify { $0.opacity = newValue } }
  }
  /// Whether bars with one y value stack on the bars before them at the same x.
  var stacks: Bool {
    get { details?.stacks ?? true }
    set { modify { $0.stacks = newValue } }
  }
  /// Whether any modifier changed the mark (its colour, series, symbol...).
  var isModified: Bool { details?.isModified ?? false }

  /// A mark of `kind` at `x`, `y`. (The values' labels, axis titles, are not drawn.)
  @inlinable
  init(kind: Kind, x: Encoding, y: Encoding) {
    self.kind = kind
    let (xPlace, xNames) = _MarkPlace.split(x)
    let (yPlace, yNames) = _MarkPlace.split(y)
    self.xPlace = xPlace
    self.yPlace = yPlace
    if xNames.lower == nil && xNames.upper == nil && yNames.lower == nil && yNames.upper == nil {
      details = nil
    } else {
      details = _MarkDetails(
        xNames: (xNames.lower, xNames.upper), yNames: (yNames.lower, yNames.upper))
    }
  }
}

extension _ChartMark {
  /// A mark of `kind` at one value along each axis: the common case (a point of a line,
  /// a bar), built without going through ``Encoding``, so that a series of hundreds of
  /// numbers and dates builds its marks as bytes.
  @inlinable
  init(kind: Kind, x: PlotValue, y: PlotValue) {
    self.kind = kind
    let (xEnd, xNumber, xName) = _MarkPlace.end(x)
    let (yEnd, yNumber, yName) = _MarkPlace.end(y)
    xPlace = _MarkPlace(
      isInterval: false, lowerEnd: xEnd, lower: xNumber, upperEnd: .absent, upper: 0)
    yPlace = _MarkPlace(
      isInterval: false, lowerEnd: yEnd, lower: yNumber, upperEnd: .absent, upper: 0)
    details =
      xName == nil && yName == nil ? nil : _MarkDetails(xNames: (xName, nil), yNames: (yName, nil))
  }
}

/// Where a mark goes along one axis, as plain numbers: nothing, one value, or an interval
/// whose ends may be missing. A number is itself, an instant its seconds since the
/// reference date; a category's name is kept beside the mark (``_MarkDetails``).
@usableFromInline struct _MarkPlace {
  /// What one end is.
  @usableFromInline enum End: UInt8 {
    case absent, number, date, category
  }

  /// Whether this is an interval (else one value, or nothing when `lowerEnd` is absent).
  @usableFromInline var isInterval: Bool
  @usableFromInline var lowerEnd: End
  @usableFromInline var upperEnd: End
  @usableFromInline var lower: Double
  @usableFromInline var upper: Double

  @inlinable
  init(isInterval: Bool, lowerEnd: End, lower: Double, upperEnd: End, upper: Double) {
    self.isInterval = isInterval
    self.lowerEnd = lowerEnd
    self.upperEnd = upperEnd
    self.lower = lower
    self.upper = upper
  }

  /// One end as plain parts: what it is, its number, and a category's name.
  @inlinable
  static func end(_ value: PlotValue?) -> (End, Double, String?) {
    switch value {
    case nil: return (.absent, 0, nil)
    case .number(let number)?: return (.number, number, nil)
    case .date(let date)?: return (.date, date.timeIntervalSinceReferenceDate, nil)
    case .category(let name)?: return (.category, 0, name)
    }
  }

  /// An encoding as a place and the names of its category ends.
  @inlinable
  static func split(_ encoding: _ChartMark.Encoding)
    -> (_MarkPlace, (lower: String?, upper: String?))
  {
    switch encoding {
    case .none:
      return (
        _MarkPlace(isInterval: false, lowerEnd: .absent, lower: 0, upperEnd: .absent, upper: 0),
        (nil, nil)
      )
    case .value(let value):
      let (kind, number, name) = end(value)
      return (
        _MarkPlace(isInterval: false, lowerEnd: kind, lower: number, upperEnd: .absent, upper: 0),
        (name, nil)
      )
    case .interval(let lowerValue, let upperValue):
      let (lowerKind, lower, lowerName) = end(lowerValue)
      let (upperKind, upper, upperName) = end(upperValue)
      return (
        _MarkPlace(
          isInterval: true, lowerEnd: lowerKind, lower: lower, upperEnd: upperKind, upper: upper),
        (lowerName, upperName)
      )
    }
  }

  /// Whether either end is a category.
  var hasCategory: Bool { lowerEnd == .category || upperEnd == .category }

  /// The value of one end, given a category end's name.
  private static func value(_ end: End, _ number: Double, name: String?) -> PlotValue? {
    switch end {
    case .absent: return nil
    case .number: return .number(number)
    case .date: return .date(Date(timeIntervalSinceReferenceDate: number))
    case .category: return .category(name ?? "")
    }
  }

  /// The place as an encoding, given its category ends' names.
  func encoding(lowerName: String?, upperName: String?) -> _ChartMark.Encoding {
    let first = Self.value(lowerEnd, lower, name: lowerName)
    if isInterval { return .interval(first, Self.value(upperEnd, upper, name: upperName)) }
    return first.map { .value($0) } ?? .none
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

/// What modifiers have set on a mark and the names of its category values (see
/// ``_ChartMark/details``).
public final class _MarkDetails {
  var series: PlotValue?
  var style: AnyShapeStyle?
  var styleCategory: PlotValue?
  var symbol: BasicChartSymbolShape?
  var symbolSize: Double?
  var interpolation: InterpolationMethod?
  var isDashed = false
  var opacity = 1.0
  var stacks = true
  /// Whether a modifier set anything above.
  var isModified = false
  /// The names of the ends of the x and y places that are categories.
  @usableFromInline var xLowerName: String?
  @usableFromInline var xUpperName: String?
  @usableFromInline var yLowerName: String?
  @usableFromInline var yUpperName: String?

  init() {}

  @usableFromInline
  init(xNames: (String?, String?), yNames: (String?, String?)) {
    (xLowerName, xUpperName) = xNames
    (yLowerName, yUpperName) = yNames
  }

  func copy() -> _MarkDetails {
    let copy = _MarkDetails(xNames: (xLowerName, xUpperName), yNames: (yLowerName, yUpperName))
    copy.series = series
    copy.style = style
    copy.styleCategory = styleCategory
    copy.symbol = symbol
    copy.symbolSize = symbolSize
    copy.interpolation = interpolation
    copy.isDashed = isDashed
    copy.opacity = opacity
    copy.stacks = stacks
    copy.isModified = isModified
    return copy
  }
}
