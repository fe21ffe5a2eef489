import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// A control that performs an action: WidgetKit's `ControlWidgetButton`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct ControlWidgetButton<Label, ActionLabel, Action>: ControlWidgetTemplate
where Label: View, ActionLabel: View {
  /// What the button performs.
  let action: Action

  /// Nothing: Glimpse does not draw controls.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency public var body: some ControlWidgetTemplate {
    EmptyControlWidgetTemplate()
  }
}

extension ControlWidgetButton {
  /// A button with a label and a label shown while its action runs.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(
    action: Action, @ViewBuilder label: @escaping () -> Label,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) where Action: AppIntent {
    self.action = action
  }

  /// A button with a label.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(action: Action, @ViewBuilder label: @escaping () -> Label)
  where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
    self.action = action
  }

  /// A button with a label that opens the app.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(action: Action, @ViewBuilder label: @escaping () -> Label)
  where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: OpenIntent {
    self.action = action
  }
}

extension ControlWidgetButton where Label == Text {
  /// A button titled with a localized key.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, action: Action,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) where Action: AppIntent {
    self.action = action
  }

  /// A button titled with a string.
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload @MainActor @preconcurrency
  public init(
    _ title: some StringProtocol, action: Action,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) where Action: AppIntent {
    self.action = action
  }
}

/// The action label of a button that names none: WidgetKit's
/// `ControlWidgetButtonDefaultActionLabel`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct ControlWidgetButtonDefaultActionLabel: View {
  /// Nothing: the system draws it.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}
