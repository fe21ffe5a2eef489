import Foundation
import GlimpseUI

/// A value plotted along one of a mark's properties, with the label that names it:
/// Swift Charts' `PlottableValue`, made with `.value("Time", date)`.
/// - Glimpse: works
public struct PlottableValue<Value: Plottable> {
  /// What the value is plotted as. (The label, an axis or legend title, is not drawn,
  /// and not kept.)
  @usableFromInline let plotValue: PlotValue

  @usableFromInline
  init(plotValue: PlotValue) {
    self.plotValue = plotValue
  }

  /// A value labelled with text.
  @inlinable
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(plotValue: value._plotValue)
  }

  /// A value labelled with a localized key.
  @inlinable
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(plotValue: value._plotValue)
  }

  /// A value labelled with a string.
  @_disfavoredOverload @inlinable
  public static func value<S: StringProtocol>(_ label: S, _ value: Value)
    -> PlottableValue<Value>
  {
    PlottableValue(plotValue: value._plotValue)
  }
}

extension PlottableValue where Value == Date {
  /// An instant binned to a calendar unit (drawn at the instant itself).
  public static func value(
    _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
    calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(plotValue: .date(value))
  }

  /// An instant binned to a calendar unit (drawn at the instant itself).
  @_disfavoredOverload
  public static func value<S: StringProtocol>(
    _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
  ) -> PlottableValue<Date> {
    PlottableValue(plotValue: .date(value))
  }
}

extension Text {
  /// The text as a chart label or legend name.
  var chartLabel: String { plainText }
}

extension LocalizedStringKey {
  /// The key as a chart label or legend name (untranslated).
  var chartLabel: String { englishText ?? key }
}
