/// A colour another framework makes that SwiftUI draws: UIKit's `UIColor` (GlimpseUIKit,
/// a module above this one), whose system and dynamic colours resolve for the environment
/// they are drawn in. `Color(uiColor:)` holds one through this protocol, so that the view
/// surface needs nothing of UIKit.
package protocol PlatformColor: AnyObject, Sendable {
  /// Whether `object` is the same colour (as `NSObject` compares).
  func isEqual(_ object: Any?) -> Bool
  /// A hash that equal colours share.
  var hash: Int { get }
  /// How the colour prints.
  var description: String { get }
  /// The colour as drawn in `environment`: one that no longer depends on it (or a theme's
  /// or an asset's colour, which `Color` resolves).
  func drawnColor(in environment: EnvironmentValues) -> Color
}

/// A platform colour inside a SwiftUI colour's storage: equal when the colours are equal.
package struct PlatformColorReference: Hashable, Sendable {
  /// The colour.
  package let color: any PlatformColor

  /// A reference to `color`.
  package init(_ color: any PlatformColor) {
    self.color = color
  }

  package static func == (lhs: PlatformColorReference, rhs: PlatformColorReference) -> Bool {
    lhs.color.isEqual(rhs.color)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(color.hash)
  }
}
