import Foundation
import GlimpseActivityKit
import GlimpseLayout
import GlimpseUI

// SwiftUI declares `Widget`, `WidgetBundle` and `WidgetConfiguration` (GlimpseUI's Widgets
// folder); WidgetKit gives them their entry point and finds their Live Activities.

extension Widget {
  /// The entry point of a widget extension: when the `Glimpse` module is in the program
  /// (the `WidgetKit` module links it), starts Glimpse on every `#Preview` of the program;
  /// otherwise prints where Glimpse shows the widget.
  public static func main() {
    _MainWidgets.collect = { Self._collect(Self(), into: &$0) }
    if let runner = _PreviewRunners.runner() { runner.run() }
    Console.write(
      ConsoleText(
        line: "\(Self.self) is a widget: show it with Glimpse.main(previews:) or `glimpse preview`."
      ),
      to: .standardOutput)
  }
}

extension WidgetBundle {
  /// The entry point of a widget extension: when the `Glimpse` module is in the program
  /// (the `WidgetKit` module links it), starts Glimpse on every `#Preview` of the program,
  /// so a widget folder needs no `main.swift`; otherwise prints where Glimpse shows the
  /// widgets.
  public static func main() {
    _MainWidgets.collect = { Self._collect(Self(), into: &$0) }
    if let runner = _PreviewRunners.runner() { runner.run() }
    Console.write(
      ConsoleText(
        line:
          "\(Self.self) is a widget bundle: show it with Glimpse.main(previews:) or `glimpse preview`."
      ), to: .standardOutput)
  }
}

extension WidgetInventory {
  /// The configuration for attributes of type `A`, if the widget has one.
  public func configuration<A: ActivityAttributes>(for type: A.Type) -> (
    ActivityConfiguration<A>, Entry
  )? {
    for entry in activities {
      if let configuration = entry.configuration as? ActivityConfiguration<A> {
        return (configuration, entry)
      }
    }
    return nil
  }
}

/// The widgets of the program's `@main` widget bundle (or widget), which `main()` gives
/// Glimpse before it starts, so that previews that name no widget (a `PreviewProvider`'s)
/// find the configuration for their attributes.
public enum _MainWidgets {
  /// Collects the `@main` widgets' configurations; nil until `main()` runs.
  @MainActor public static var collect: ((inout WidgetInventory) -> Void)?
}
