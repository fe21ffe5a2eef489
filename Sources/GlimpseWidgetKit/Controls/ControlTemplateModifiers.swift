import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

extension ControlWidgetTemplate {
  /// The control's tint (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }

  /// Whether the control is redacted on a locked device (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate { self }

  /// Whether the control is disabled (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate { self }
}

extension View {
  /// The status Control Center shows when the control changes (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func controlWidgetStatus(_ status: Text) -> some View { self }

  /// The status Control Center shows when the control changes (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }

  /// The status Control Center shows when the control changes (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload @MainActor @preconcurrency
  public func controlWidgetStatus<S>(_ status: S) -> some View where S: StringProtocol { self }

  /// The hint the Action button shows for the control (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func controlWidgetActionHint(_ hint: Text) -> some View { self }

  /// The hint the Action button shows for the control (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }

  /// The hint the Action button shows for the control (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload @MainActor @preconcurrency
  public func controlWidgetActionHint<S>(_ hint: S) -> some View where S: StringProtocol {
    self
  }
}
