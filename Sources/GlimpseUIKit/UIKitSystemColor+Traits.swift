import Foundation
import GlimpseAssets
import GlimpseUI

extension UIKitSystemColor {
  /// The theme entry this colour is drawn with, when a theme has one.
  var palette: PaletteColor? {
    switch self {
    case .systemRed: return .red
    case .systemOrange: return .orange
    case .systemYellow: return .yellow
    case .systemGreen: return .green
    case .systemMint: return .mint
    case .systemTeal: return .teal
    case .systemCyan: return .cyan
    case .systemBlue: return .blue
    case .systemIndigo: return .indigo
    case .systemPurple: return .purple
    case .systemPink: return .pink
    case .systemBrown: return .brown
    case .systemGray: return .gray
    case .label: return .primary
    case .secondaryLabel: return .secondary
    case .tertiaryLabel: return .tertiary
    case .quaternaryLabel: return .quaternary
    case .placeholderText: return .placeholder
    case .separator: return .separator
    case .link, .tintColor: return .accent
    case .systemBackground: return .background
    default: return nil
    }
  }

  /// The components (0...1) in the appearance `traits` describe: dark for a dark
  /// interface style, light otherwise (UIKit resolves an unspecified style as light).
  func components(for traits: UITraitCollection) -> (
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    let value: Value
    if traits.userInterfaceStyle == .dark {
      value = traits.userInterfaceLevel == .elevated ? (elevatedDark ?? values.dark) : values.dark
    } else {
      value = values.light
    }
    return (
      CGFloat(value.red) / 255, CGFloat(value.green) / 255, CGFloat(value.blue) / 255, value.alpha
    )
  }
}
