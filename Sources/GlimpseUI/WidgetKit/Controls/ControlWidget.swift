import Foundation
import GlimpseLayout

// iOS 18 controls: the protocols and builders SwiftUI declares (ControlWidget,
// ControlWidgetConfiguration, ControlWidgetTemplate and their builders) and the
// configurations, value providers, templates and modifiers WidgetKit declares, with the
// shapes of the iOS 18.0 SDK. Glimpse does not draw controls: they compile, and a control
// in a widget bundle adds nothing to its inventory.

// MARK: - SwiftUI

/// A control for Control Center, the Lock Screen and the Action button: SwiftUI's
/// `ControlWidget`. Its body is a control configuration.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public protocol ControlWidget {
  /// The configuration's type.
  ///
  /// - Glimpse: accepted
  associatedtype Body: ControlWidgetConfiguration
  /// A control.
  ///
  /// - Glimpse: accepted
  init()
  /// The control's configuration.
  ///
  /// - Glimpse: accepted
  @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension ControlWidget {
  /// The entry point of a widget extension whose only widget is a control: prints that
  /// Glimpse does not show controls.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public static func main() {
    _MainWidgets.collect = { _ in }
    if let runner = _PreviewRecords.runner() { runner.run() }
    Console.write(
      ConsoleText(line: "\(Self.self) is a control widget: Glimpse does not show controls."),
      to: .standardOutput)
  }
}

/// What a control is: SwiftUI's `ControlWidgetConfiguration`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
  /// The configuration's type.
  ///
  /// - Glimpse: accepted
  associatedtype Body: ControlWidgetConfiguration
  /// The configuration.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// What a control shows: SwiftUI's `ControlWidgetTemplate`, such as a
/// `ControlWidgetToggle` or a `ControlWidgetButton`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
  /// The template's type.
  ///
  /// - Glimpse: accepted
  associatedtype Body: ControlWidgetTemplate
  /// The template.
  ///
  /// - Glimpse: accepted
  @ControlWidgetTemplateBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension ControlWidgetConfiguration where Body == Never {
  /// Primitive configurations have no body.
  ///
  /// - Glimpse: accepted
  public var body: Never {
    fatalError("\(Self.self) is a primitive control configuration and has no body")
  }
}

extension ControlWidgetTemplate where Body == Never {
  /// Primitive templates have no body.
  ///
  /// - Glimpse: accepted
  public var body: Never {
    fatalError("\(Self.self) is a primitive control template and has no body")
  }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}

/// A control configuration with nothing in it: SwiftUI's `EmptyControlWidgetConfiguration`.
///
/// - Glimpse: accepted
@MainActor @frozen @preconcurrency
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
  /// The body's type: none.
  ///
  /// - Glimpse: accepted
  public typealias Body = Never

  /// An empty configuration.
  ///
  /// - Glimpse: accepted
  nonisolated public init() {}
}

/// A control template with nothing in it: SwiftUI's `EmptyControlWidgetTemplate`.
///
/// - Glimpse: accepted
@MainActor @frozen @preconcurrency
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
  /// The body's type: none.
  ///
  /// - Glimpse: accepted
  public typealias Body = Never

  /// An empty template.
  ///
  /// - Glimpse: accepted
  nonisolated public init() {}
}

/// Builds a control's body: SwiftUI's `ControlWidgetConfigurationBuilder`.
///
/// - Glimpse: accepted
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
  /// A configuration as itself.
  ///
  /// - Glimpse: accepted
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: ControlWidgetConfiguration {
    content
  }

  /// One configuration, passed through.
  ///
  /// - Glimpse: accepted
  public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetConfiguration
  where Content: ControlWidgetConfiguration {
    content
  }
}

/// Builds a control template's body: SwiftUI's `ControlWidgetTemplateBuilder`.
///
/// - Glimpse: accepted
@resultBuilder
public struct ControlWidgetTemplateBuilder {
  /// A template as itself.
  ///
  /// - Glimpse: accepted
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: ControlWidgetTemplate {
    content
  }

  /// One template, passed through.
  ///
  /// - Glimpse: accepted
  public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetTemplate
  where Content: ControlWidgetTemplate {
    content
  }
}

extension WidgetBundleBuilder {
  /// A control in a widget bundle: a widget with no Live Activity, so it adds nothing to the
  /// bundle's inventory. Marked as the builder's other overloads are: the entry is shared.
  ///
  /// - Glimpse: works
  public static func buildExpression<Content>(_ content: Content) -> some Widget
  where Content: ControlWidget {
    _TupleWidget(collect: { _ in })
  }

  /// A control under `if #available`: a widget with no Live Activity. Marked as the
  /// builder's other overloads are: the entry is shared.
  ///
  /// - Glimpse: works
  public static func buildLimitedAvailability(_ widget: some ControlWidget) -> any Widget
    & _LimitedAvailabilityWidgetMarker
  {
    _LimitedWidget(widget: _TupleWidget(collect: { _ in }))
  }
}

// MARK: - WidgetKit: configurations and value providers

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

/// A control with no options: WidgetKit's `StaticControlConfiguration`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content>: ControlWidgetConfiguration
where Content: ControlWidgetTemplate {
  /// The control's kind.
  let kind: String

  /// Nothing: Glimpse does not draw controls.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency public var body: some ControlWidgetConfiguration {
    EmptyControlWidgetConfiguration()
  }
}

extension StaticControlConfiguration {
  /// A control of `kind` whose template needs no value.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
    self.kind = kind
  }

  /// A control of `kind` whose template shows the value `provider` provides.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init<Provider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Provider: ControlValueProvider {
    self.kind = kind
  }
}

/// A control configured with an intent: WidgetKit's `AppIntentControlConfiguration`.
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration, Content>: ControlWidgetConfiguration
where Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate {
  /// The control's kind.
  let kind: String

  /// Nothing: Glimpse does not draw controls.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency public var body: some ControlWidgetConfiguration {
    EmptyControlWidgetConfiguration()
  }
}

extension AppIntentControlConfiguration {
  /// A control of `kind` whose template shows the value `provider` provides for its
  /// configuration.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init<Provider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) where Configuration == Provider.Configuration, Provider: AppIntentControlValueProvider {
    self.kind = kind
  }

  /// A control of `kind` whose template is made from its configuration.
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public init(
    kind: String, intent: Configuration.Type = Configuration.self,
    @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
  ) {
    self.kind = kind
  }
}

extension ControlWidgetConfiguration {
  /// The control's name in the controls gallery (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func displayName(_ displayName: LocalizedStringResource)
    -> some ControlWidgetConfiguration
  { self }

  /// The control's description in the controls gallery (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func description(_ description: LocalizedStringResource)
    -> some ControlWidgetConfiguration
  { self }

  /// Whether the control asks for its configuration when added (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }

  /// The type told of the control's push tokens (accepted).
  ///
  /// - Glimpse: accepted
  @MainActor @preconcurrency
  public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type)
    -> some ControlWidgetConfiguration
  { self }
}

/// Is told when the push tokens of controls change: WidgetKit's `ControlPushHandler`.
///
/// - Glimpse: accepted
public protocol ControlPushHandler {
  /// A handler.
  ///
  /// - Glimpse: accepted
  init()
  /// The push tokens of `controls` changed.
  ///
  /// - Glimpse: accepted
  func pushTokensDidChange(controls: [ControlInfo])
}

/// The push details of a control: WidgetKit's `ControlPushInfo`.
///
/// - Glimpse: accepted
public struct ControlPushInfo {
  /// The push token.
  ///
  /// - Glimpse: accepted
  public let token: Data
}

/// A control someone added: WidgetKit's `ControlInfo`. Glimpse has none.
///
/// - Glimpse: accepted
public struct ControlInfo: Identifiable, Hashable, Equatable {
  /// The control's kind.
  ///
  /// - Glimpse: accepted
  public let kind: String
  /// The control's push details.
  ///
  /// - Glimpse: accepted
  public var pushInfo: ControlPushInfo?

  /// The control's identifier: its kind.
  ///
  /// - Glimpse: accepted
  public var id: String { kind }

  /// The intent the control is configured with (none in Glimpse).
  ///
  /// - Glimpse: accepted
  public func configurationIntent<Intent>(of intentType: Intent.Type = Intent.self) -> Intent?
  where Intent: ControlConfigurationIntent {
    nil
  }

  /// Whether two controls are the same.
  ///
  /// - Glimpse: accepted
  public static func == (lhs: ControlInfo, rhs: ControlInfo) -> Bool {
    lhs.kind == rhs.kind && lhs.pushInfo?.token == rhs.pushInfo?.token
  }

  /// Hashes the control.
  ///
  /// - Glimpse: accepted
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(pushInfo?.token)
  }
}

/// The controls someone added: WidgetKit's `ControlCenter`. Glimpse has none, and reloads
/// nothing.
///
/// - Glimpse: accepted
public final class ControlCenter: Sendable {
  /// The control center.
  ///
  /// - Glimpse: accepted
  public static let shared = ControlCenter()

  private init() {}

  /// The controls someone added (none).
  ///
  /// - Glimpse: accepted
  public func currentControls() async throws -> [ControlInfo] { [] }

  /// Reloads the controls of `kind` (accepted).
  ///
  /// - Glimpse: accepted
  public func reloadControls(ofKind kind: String) {}

  /// Reloads every control (accepted).
  ///
  /// - Glimpse: accepted
  public func reloadAllControls() {}
}

// MARK: - WidgetKit: templates

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
