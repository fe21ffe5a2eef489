/// Several widgets: SwiftUI's `WidgetBundle`.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The widgets' type.
  associatedtype Body: Widget
  /// A bundle.
  init()
  /// The widgets.
  @WidgetBundleBuilder var body: Self.Body { get }
}

extension WidgetBundle {
  /// Collects the activity configurations of every widget in `bundle`.
  public static func _collect(_ bundle: Self, into inventory: inout WidgetInventory) {
    Body._collect(bundle.body, into: &inventory)
  }

}
