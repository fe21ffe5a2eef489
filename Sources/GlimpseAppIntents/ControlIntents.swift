import Foundation
import GlimpseLocalization

// The intents iOS 18 controls use (AppIntents, iOS 18.0): the action of a toggle sets a
// value, and a configurable control is configured with an intent that is never performed.

/// An intent that contains a value which can be set: AppIntents' `SetValueIntent`. A
/// `ControlWidgetToggle` performs one after setting its `value` to the toggle's new state.
///
/// - Glimpse: accepted
public protocol SetValueIntent<ValueType>: AppIntent {
  /// The type of the value the intent sets.
  ///
  /// - Glimpse: accepted
  associatedtype ValueType: _IntentValue
  /// The value the intent sets, usually an `@Parameter`.
  ///
  /// - Glimpse: accepted
  var value: Self.ValueType { get set }
}

/// An intent that configures a control: AppIntents' `ControlConfigurationIntent`. Its
/// parameters are the control's options; it needs no `perform()`.
///
/// - Glimpse: accepted
public protocol ControlConfigurationIntent: AppIntent {
  /// `Never`: a configuration intent has no result.
  ///
  /// - Glimpse: accepted
  associatedtype NeverResult where Self.NeverResult == Never
}

extension ControlConfigurationIntent {
  /// Never called: a configuration is not performed.
  ///
  /// - Glimpse: accepted
  public func perform() async throws -> Self.NeverResult {
    fatalError("a control configuration intent is not performed")
  }
}

extension ControlConfigurationIntent where Self: WidgetConfigurationIntent {
  /// Never called: an intent that configures both a widget and a control is not performed
  /// (this default settles which of the two defaults applies).
  ///
  /// - Glimpse: accepted
  public func perform() async throws -> Self.NeverResult {
    fatalError("a configuration intent is not performed")
  }
}
