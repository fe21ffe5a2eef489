import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// A control that turns something on and off: WidgetKit's `ControlWidgetToggle`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label, ValueLabel, Action>: ControlWidgetTemplate
where Label: View, ValueLabel: View {
  /// Whether the toggle is on.
  let isOn: Bool
  /// What the toggle performs.
  let action: Action

  /// Nothing: Glimpse does not draw controls.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency public var body: some ControlWidgetTemplate {
    EmptyControlWidgetTemplate()
  }
}

extension ControlWidgetToggle {
  /// A toggle with a label and a label for its value.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(
    isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn
    self.action = action
  }

  /// A toggle with a label, whose value reads On or Off.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
  where
    ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent,
    Action.ValueType == Bool
  {
    self.isOn = isOn
    self.action = action
  }
}

extension ControlWidgetToggle where Label == Text {
  /// A toggle titled with a localized key.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn
    self.action = action
  }

  /// A toggle titled with a string.
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload @MainActor @preconcurrency
  public init(
    _ title: some StringProtocol, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action: SetValueIntent, Action.ValueType == Bool {
    self.isOn = isOn
    self.action = action
  }
}

/// The value label of a toggle that names none (On or Off): WidgetKit's
/// `ControlWidgetToggleDefaultLabel`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct ControlWidgetToggleDefaultLabel: View {
  /// Nothing: the system draws it.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
