import Foundation
import GlimpseUI

/// The values a scale spans: Swift Charts' `ScaleDomain` (a closed range of numbers or
/// dates, an array of categories, or `.automatic`).
/// - Glimpse: works
public protocol ScaleDomain {
  /// The domain as Glimpse uses it. Glimpse's hook.
  var _domainValue: _ScaleDomainValue { get }
}

/// A scale's domain as Glimpse uses it.
public enum _ScaleDomainValue {
  /// From one value to another.
  case range(PlotValue, PlotValue)
  /// These categories (or values), in order.
  case values([PlotValue])
  /// From the data, including zero or not.
  case automatic(includesZero: Bool?)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
  public var _domainValue: _ScaleDomainValue {
    .range(lowerBound._plotValue, upperBound._plotValue)
  }
}

extension Range: ScaleDomain where Bound: Plottable {
  public var _domainValue: _ScaleDomainValue {
    .range(lowerBound._plotValue, upperBound._plotValue)
  }
}

extension Array: ScaleDomain where Element: Plottable {
  public var _domainValue: _ScaleDomainValue { .values(map(\._plotValue)) }
}

/// A domain found from the data: Swift Charts' `AutomaticScaleDomain`.
/// - Glimpse: works
public struct AutomaticScaleDomain: ScaleDomain {
  let includesZero: Bool?

  public var _domainValue: _ScaleDomainValue { .automatic(includesZero: includesZero) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The data's extent (numbers from zero).
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }

  /// The data's extent, including zero or not (`reversed` is accepted).
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil)
    -> AutomaticScaleDomain
  {
    AutomaticScaleDomain(includesZero: includesZero)
  }
}

/// The visual values a scale maps to: Swift Charts' `ScaleRange` (positions along the
/// plot, or styles for categories).
/// - Glimpse: approximated: style ranges colour categories; position ranges are accepted
public protocol ScaleRange {
  /// The styles, in order, when the range is one of styles. Glimpse's hook.
  var _styles: [AnyShapeStyle] { get }
}

extension ScaleRange {
  public var _styles: [AnyShapeStyle] { [] }
}

extension Array: ScaleRange where Element: ShapeStyle {
  public var _styles: [AnyShapeStyle] { map { AnyShapeStyle($0) } }
}

/// Positions along the plot with padding: Swift Charts' `PlotDimensionScaleRange`
/// (accepted; the plot fills its area).
/// - Glimpse: accepted
public struct PlotDimensionScaleRange: ScaleRange, Sendable {
  /// The whole plot dimension.
  public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }

  /// The plot dimension less padding at each end.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0)
    -> PlotDimensionScaleRange
  {
    PlotDimensionScaleRange()
  }

  /// The plot dimension less padding at both ends.
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange()
  }
}

/// A scale's type: Swift Charts' `ScaleType` (accepted; numbers are drawn on a linear
/// scale).
/// - Glimpse: approximated: every numeric scale is linear
public struct ScaleType: Sendable {
  let name: String
  /// The chart's choice.
  public static let automatic = ScaleType(name: "automatic")
  /// Linear.
  public static let linear = ScaleType(name: "linear")
  /// Logarithmic.
  public static let log = ScaleType(name: "log")
  /// Symmetric logarithmic.
  public static let symmetricLog = ScaleType(name: "symmetricLog")
  /// Square root.
  public static let squareRoot = ScaleType(name: "squareRoot")
  /// Dates.
  public static let date = ScaleType(name: "date")
  /// Categories.
  public static let category = ScaleType(name: "category")
}
