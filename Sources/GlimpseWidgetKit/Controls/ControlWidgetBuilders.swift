import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

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
