import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// Provides a control's value: WidgetKit's `ControlValueProvider`. Glimpse never asks it.
///
/// - Glimpse: accepted
public protocol ControlValueProvider {
  /// The value's type.
  ///
  /// - Glimpse: accepted
  associatedtype Value
  /// The value shown in the controls gallery.
  ///
  /// - Glimpse: accepted
  var previewValue: Self.Value { get }
  /// The control's current value.
  ///
  /// - Glimpse: accepted
  func currentValue() async throws -> Self.Value
}

/// Provides a configurable control's value: WidgetKit's `AppIntentControlValueProvider`.
/// Glimpse never asks it.
///
/// - Glimpse: accepted
public protocol AppIntentControlValueProvider {
  /// The value's type.
  ///
  /// - Glimpse: accepted
  associatedtype Value
  /// The intent the control is configured with.
  ///
  /// - Glimpse: accepted
  associatedtype Configuration: ControlConfigurationIntent
  /// The value shown in the controls gallery.
  ///
  /// - Glimpse: accepted
  func previewValue(configuration: Self.Configuration) -> Self.Value
  /// The control's current value.
  ///
  /// - Glimpse: accepted
  func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}
