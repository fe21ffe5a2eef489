/// What a widget shows: SwiftUI's `WidgetConfiguration`.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration
  /// The configuration.
  var body: Self.Body { get }
  /// Collects the activity configurations of `configuration`. Glimpse's hook.
  static func _collect(_ configuration: Self, into inventory: inout WidgetInventory)
}

extension WidgetConfiguration {
  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {
    Body._collect(configuration.body, into: &inventory)
  }
}

extension WidgetConfiguration where Body == Never {
  /// Primitive configurations have no body.
  public var body: Never {
    fatalError("\(Self.self) is a primitive configuration and has no body")
  }
}

extension Never: WidgetConfiguration {
  public static func _collect(_ configuration: Never, into inventory: inout WidgetInventory) {}
}

/// A configuration that shows nothing.
///
/// - Glimpse: works
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never

  /// An empty configuration.
  public init() {}

  @MainActor
  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {}
}
