import Foundation
import GlimpseUI

/// A value a chart can plot: Swift Charts' `Plottable`. Numbers, dates and strings are
/// plottable; other types plot as the primitive value they convert to.
/// - Glimpse: works
public protocol Plottable {
  /// The primitive type this type plots as (`Double`, `Date`, `String`...).
  associatedtype PrimitivePlottable: Plottable

  /// This value as its primitive.
  var primitivePlottable: PrimitivePlottable { get }

  /// The value a primitive stands for, or nil when it stands for none.
  init?(primitivePlottable: PrimitivePlottable)

  /// What Glimpse plots this value as. Glimpse's hook; primitives implement it.
  var _plotValue: PlotValue { get }

  /// The value a plotted value stands for. Glimpse's hook; primitives implement it.
  static func _fromPlotValue(_ value: PlotValue) -> Self?
}

extension Plottable {
  public var _plotValue: PlotValue { primitivePlottable._plotValue }

  public static func _fromPlotValue(_ value: PlotValue) -> Self? {
    PrimitivePlottable._fromPlotValue(value).flatMap(Self.init(primitivePlottable:))
  }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
  /// A raw-value enum plots as its raw value.
  public var primitivePlottable: RawValue { rawValue }

  /// The case with a raw value.
  public init?(primitivePlottable: RawValue) {
    self.init(rawValue: primitivePlottable)
  }
}

/// What a plotted value is, as Glimpse draws it: a number, an instant, or a category.
/// - Glimpse: glimpse
public enum PlotValue: Hashable, Sendable {
  /// A number on a linear scale.
  case number(Double)
  /// An instant on a time scale.
  case date(Date)
  /// A category on a band scale.
  case category(String)

  /// The number a continuous scale places this value at (seconds since the reference
  /// date for an instant), or nil for a category.
  var continuous: Double? {
    switch self {
    case .number(let value): return value
    case .date(let date): return date.timeIntervalSinceReferenceDate
    case .category: return nil
    }
  }

  /// The value as a legend or label names it.
  var name: String {
    switch self {
    case .number(let value): return ChartNumberFormat.label(value)
    case .date(let date): return "\(date)"
    case .category(let name): return name
    }
  }
}

/// A primitive plottable number.
public protocol _PlottableNumber: Plottable where PrimitivePlottable == Self {
  /// The number as a Double.
  var _doubleValue: Double { get }
  /// The number a Double stands for, if it is representable.
  init?(_doubleValue: Double)
}

extension _PlottableNumber {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
  public var _plotValue: PlotValue { .number(_doubleValue) }
  public static func _fromPlotValue(_ value: PlotValue) -> Self? {
    guard case .number(let number) = value else { return nil }
    return Self(_doubleValue: number)
  }
}

extension _PlottableNumber where Self: BinaryInteger {
  public var _doubleValue: Double { Double(self) }
  public init?(_doubleValue: Double) {
    guard _doubleValue.isFinite else { return nil }
    self.init(exactly: _doubleValue.rounded())
  }
}

extension _PlottableNumber where Self: BinaryFloatingPoint {
  public var _doubleValue: Double { Double(self) }
  public init?(_doubleValue: Double) { self.init(_doubleValue) }
}

extension Int: _PlottableNumber {}
extension Int8: _PlottableNumber {}
extension Int16: _PlottableNumber {}
extension Int32: _PlottableNumber {}
extension Int64: _PlottableNumber {}
extension UInt: _PlottableNumber {}
extension UInt8: _PlottableNumber {}
extension UInt16: _PlottableNumber {}
extension UInt32: _PlottableNumber {}
extension UInt64: _PlottableNumber {}
extension Double: _PlottableNumber {}
extension Float: _PlottableNumber {}
extension CGFloat: _PlottableNumber {}

extension Decimal: Plottable {
  /// - Glimpse: works
  public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
  /// - Glimpse: works
  public init?(primitivePlottable: Double) { self.init(primitivePlottable) }
}

extension Date: Plottable {
  /// - Glimpse: works
  public var primitivePlottable: Date { self }
  /// - Glimpse: works
  public init?(primitivePlottable: Date) { self = primitivePlottable }
  public var _plotValue: PlotValue { .date(self) }
  public static func _fromPlotValue(_ value: PlotValue) -> Date? {
    switch value {
    case .date(let date): return date
    case .number(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
    case .category: return nil
    }
  }
}

extension String: Plottable {
  /// - Glimpse: works
  public var primitivePlottable: String { self }
  /// - Glimpse: works
  public init?(primitivePlottable: String) { self = primitivePlottable }
  public var _plotValue: PlotValue { .category(self) }
  public static func _fromPlotValue(_ value: PlotValue) -> String? {
    guard case .category(let name) = value else { return nil }
    return name
  }
}
