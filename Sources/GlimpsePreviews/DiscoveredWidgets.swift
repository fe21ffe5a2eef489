import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseRuntimeHooks
import GlimpseUI
import GlimpseWidgetKit

/// The widgets of a program that has no `@main` widget bundle: every non-generic `Widget`
/// type in the loaded images (found in the runtime's conformance records, as
/// ``ProviderPreviews`` finds `PreviewProvider`s), made with `init()`. A team that copies one
/// widget file to try it, or whose bundle lives in a file not at hand, still sees its Live
/// Activities, and its `PreviewProvider`s find their widget. Glimpse's own widgets (in
/// modules named `Glimpse…`) are left out.
@MainActor
enum DiscoveredWidgets {
  /// Collects the activity configurations of every widget found.
  static func collect(into inventory: inout WidgetInventory) {
    for type in ConformanceRecords.types(conformingTo: (any Widget).self) {
      guard let widget = type as? any Widget.Type,
        !String(reflecting: widget).hasPrefix("Glimpse")
      else { continue }
      collect(widget, into: &inventory)
    }
  }

  private static func collect<W: Widget>(_ type: W.Type, into inventory: inout WidgetInventory) {
    W._collect(W(), into: &inventory)
  }

  /// The widgets Glimpse previews with: the `@main` bundle's when there is one, else the
  /// ones found.
  static var programWidgets: (inout WidgetInventory) -> Void {
    _MainWidgets.collect ?? { collect(into: &$0) }
  }
}
