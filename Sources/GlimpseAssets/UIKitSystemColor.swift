import Foundation

/// UIKit's system and semantic colours with their iOS values: light, dark, and (for the
/// background colours) dark at the elevated level. Component getters return these; the
/// colours a theme names are drawn from the theme, so that themes still apply.
package enum UIKitSystemColor: String, CaseIterable, Hashable, Sendable {
  case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
  case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
  case separator, opaqueSeparator, link, tintColor
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground

  /// The name UIKit prints.
  package var name: String { rawValue }

  /// One appearance's value: 0...255 components and an alpha.
  package struct Value: Sendable {
    package let red: Int
    package let green: Int
    package let blue: Int
    package let alpha: CGFloat

    package init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// The light and dark values (iOS 15 and later).
  package var values: (light: Value, dark: Value) {
    switch self {
    case .systemRed: return (Value(255, 59, 48), Value(255, 69, 58))
    case .systemOrange: return (Value(255, 149, 0), Value(255, 159, 10))
    case .systemYellow: return (Value(255, 204, 0), Value(255, 214, 10))
    case .systemGreen: return (Value(52, 199, 89), Value(48, 209, 88))
    case .systemMint: return (Value(0, 199, 190), Value(99, 230, 226))
    case .systemTeal: return (Value(48, 176, 199), Value(64, 200, 224))
    case .systemCyan: return (Value(50, 173, 230), Value(100, 210, 255))
    case .systemBlue, .tintColor: return (Value(0, 122, 255), Value(10, 132, 255))
    case .systemIndigo: return (Value(88, 86, 214), Value(94, 92, 230))
    case .systemPurple: return (Value(175, 82, 222), Value(191, 90, 242))
    case .systemPink: return (Value(255, 45, 85), Value(255, 55, 95))
    case .systemBrown: return (Value(162, 132, 94), Value(172, 142, 104))
    case .systemGray: return (Value(142, 142, 147), Value(142, 142, 147))
    case .systemGray2: return (Value(174, 174, 178), Value(99, 99, 102))
    case .systemGray3: return (Value(199, 199, 204), Value(72, 72, 74))
    case .systemGray4: return (Value(209, 209, 214), Value(58, 58, 60))
    case .systemGray5: return (Value(229, 229, 234), Value(44, 44, 46))
    case .systemGray6: return (Value(242, 242, 247), Value(28, 28, 30))
    case .label: return (Value(0, 0, 0), Value(255, 255, 255))
    case .secondaryLabel: return (Value(60, 60, 67, 0.6), Value(235, 235, 245, 0.6))
    case .tertiaryLabel: return (Value(60, 60, 67, 0.3), Value(235, 235, 245, 0.3))
    case .quaternaryLabel: return (Value(60, 60, 67, 0.18), Value(235, 235, 245, 0.16))
    case .placeholderText: return (Value(60, 60, 67, 0.3), Value(235, 235, 245, 0.3))
    case .separator: return (Value(60, 60, 67, 0.29), Value(84, 84, 88, 0.6))
    case .opaqueSeparator: return (Value(198, 198, 200), Value(56, 56, 58))
    case .link: return (Value(0, 122, 255), Value(9, 132, 255))
    case .systemFill: return (Value(120, 120, 128, 0.2), Value(120, 120, 128, 0.36))
    case .secondarySystemFill: return (Value(120, 120, 128, 0.16), Value(120, 120, 128, 0.32))
    case .tertiarySystemFill: return (Value(118, 118, 128, 0.12), Value(118, 118, 128, 0.24))
    case .quaternarySystemFill: return (Value(116, 116, 128, 0.08), Value(118, 118, 128, 0.18))
    case .systemBackground: return (Value(255, 255, 255), Value(0, 0, 0))
    case .secondarySystemBackground: return (Value(242, 242, 247), Value(28, 28, 30))
    case .tertiarySystemBackground: return (Value(255, 255, 255), Value(44, 44, 46))
    case .systemGroupedBackground: return (Value(242, 242, 247), Value(0, 0, 0))
    case .secondarySystemGroupedBackground: return (Value(255, 255, 255), Value(28, 28, 30))
    case .tertiarySystemGroupedBackground: return (Value(242, 242, 247), Value(44, 44, 46))
    }
  }

  /// The dark value at the elevated level (a sheet, a popover), for the background colours.
  package var elevatedDark: Value? {
    switch self {
    case .systemBackground, .systemGroupedBackground: return Value(28, 28, 30)
    case .secondarySystemBackground, .secondarySystemGroupedBackground: return Value(44, 44, 46)
    case .tertiarySystemBackground, .tertiarySystemGroupedBackground: return Value(58, 58, 60)
    default: return nil
    }
  }
}
