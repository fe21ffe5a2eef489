import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

// iOS 18 controls: the protocols and builders SwiftUI declares (ControlWidget,
// ControlWidgetConfiguration, ControlWidgetTemplate and their builders) and the
// configurations, value providers, templates and modifiers WidgetKit declares, with the
// shapes of the iOS 18.0 SDK. Glimpse does not draw controls: they compile, and a control
// in a widget bundle adds nothing to its inventory.

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
    if let runner = _PreviewRunners.runner() { runner.run() }
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
