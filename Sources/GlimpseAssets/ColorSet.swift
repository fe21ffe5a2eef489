import Foundation
import GlimpseEnums
import GlimpseLayout

/// A colour set (`Name.colorset`): one colour per appearance.
struct ColorSet: Sendable {
  /// A colour as the catalog gives it.
  enum Value: Hashable, Sendable {
    /// sRGB components, 0...1, and an opacity.
    case rgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// A UIKit system colour (`"reference": "systemBlueColor"`).
    case system(UIKitSystemColor)
  }

  struct Entry: Sendable {
    var appearance: AssetAppearance
    var value: Value
  }

  var entries: [Entry]

  /// The colour for `scheme` at `contrast`, with its opacity; nil when no entry applies.
  func color(scheme: ColorScheme, contrast: ColorSchemeContrast) -> (TerminalColor, Double)? {
    guard
      let entry = AssetAppearance.best(
        entries, appearance: \.appearance, scheme: scheme, contrast: contrast)
    else { return nil }
    switch entry.value {
    case .rgb(let red, let green, let blue, let alpha):
      return (TerminalColor(red: red, green: green, blue: blue), alpha)
    case .system(let system):
      let value = scheme == .dark ? system.values.dark : system.values.light
      return (
        TerminalColor(
          red: UInt8(clamping: value.red), green: UInt8(clamping: value.green),
          blue: UInt8(clamping: value.blue)), Double(value.alpha)
      )
    }
  }
}
