import Foundation
import GlimpseAssets
import GlimpseUI

/// UIKit's fixed colours (`UIColor.red` is pure red, not the system red) and its system and
/// semantic colours, which adapt to the appearance they are resolved in.
extension UIColor {
  private static func system(_ color: UIKitSystemColor) -> UIColor {
    UIColor(value: .system(color))
  }

  // MARK: Fixed colours, as UIColor.h defines them

  /// Grey 0.
  public class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// Grey 1/3.
  public class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  /// Grey 2/3.
  public class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  /// Grey 1.
  public class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Grey 0.5.
  public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// RGB 1, 0, 0.
  public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// RGB 0, 1, 0.
  public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// RGB 0, 0, 1.
  public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// RGB 0, 1, 1.
  public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// RGB 1, 1, 0.
  public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// RGB 1, 0, 1.
  public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// RGB 1, 0.5, 0.
  public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// RGB 0.5, 0, 0.5.
  public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// RGB 0.6, 0.4, 0.2.
  public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// Grey 0 at alpha 0.
  public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// White at alpha 0.6, for text on dark backgrounds.
  public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
  /// Black, for text on light backgrounds.
  public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

  // MARK: System colours

  public class var systemRed: UIColor { system(.systemRed) }
  public class var systemOrange: UIColor { system(.systemOrange) }
  public class var systemYellow: UIColor { system(.systemYellow) }
  public class var systemGreen: UIColor { system(.systemGreen) }
  public class var systemMint: UIColor { system(.systemMint) }
  public class var systemTeal: UIColor { system(.systemTeal) }
  public class var systemCyan: UIColor { system(.systemCyan) }
  public class var systemBlue: UIColor { system(.systemBlue) }
  public class var systemIndigo: UIColor { system(.systemIndigo) }
  public class var systemPurple: UIColor { system(.systemPurple) }
  public class var systemPink: UIColor { system(.systemPink) }
  public class var systemBrown: UIColor { system(.systemBrown) }
  public class var systemGray: UIColor { system(.systemGray) }
  public class var systemGray2: UIColor { system(.systemGray2) }
  public class var systemGray3: UIColor { system(.systemGray3) }
  public class var systemGray4: UIColor { system(.systemGray4) }
  public class var systemGray5: UIColor { system(.systemGray5) }
  public class var systemGray6: UIColor { system(.systemGray6) }
  /// The app's tint colour (system blue here).
  public class var tintColor: UIColor { system(.tintColor) }

  // MARK: Semantic colours

  public class var label: UIColor { system(.label) }
  public class var secondaryLabel: UIColor { system(.secondaryLabel) }
  public class var tertiaryLabel: UIColor { system(.tertiaryLabel) }
  public class var quaternaryLabel: UIColor { system(.quaternaryLabel) }
  public class var link: UIColor { system(.link) }
  public class var placeholderText: UIColor { system(.placeholderText) }
  public class var separator: UIColor { system(.separator) }
  public class var opaqueSeparator: UIColor { system(.opaqueSeparator) }
  public class var systemBackground: UIColor { system(.systemBackground) }
  public class var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
  public class var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
  public class var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
  public class var secondarySystemGroupedBackground: UIColor {
    system(.secondarySystemGroupedBackground)
  }
  public class var tertiarySystemGroupedBackground: UIColor {
    system(.tertiarySystemGroupedBackground)
  }
  public class var systemFill: UIColor { system(.systemFill) }
  public class var secondarySystemFill: UIColor { system(.secondarySystemFill) }
  public class var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
  public class var quaternarySystemFill: UIColor { system(.quaternarySystemFill) }
  /// The grouped table background (deprecated in iOS 13 for `systemGroupedBackground`).
  public class var groupTableViewBackground: UIColor { system(.systemGroupedBackground) }
}
