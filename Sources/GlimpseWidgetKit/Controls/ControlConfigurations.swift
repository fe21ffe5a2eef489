import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

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
