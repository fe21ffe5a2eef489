/// A widget: SwiftUI's `Widget`. Its body is a configuration, such as an
/// `ActivityConfiguration`.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol Widget {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration
  /// A widget.
  init()
  /// The widget's configuration.
  var body: Self.Body { get }
  /// Collects the activity configurations of `widget`. Glimpse's hook.
  static func _collect(_ widget: Self, into inventory: inout WidgetInventory)
}

extension Widget {
  public static func _collect(_ widget: Self, into inventory: inout WidgetInventory) {
    Body._collect(widget.body, into: &inventory)
  }

}
