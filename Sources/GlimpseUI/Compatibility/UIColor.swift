/// A minimal `UIColor`, enough for widget code that builds SwiftUI colours from UIKit
/// ones. Open, so that apps can extend and subclass it.
open class UIColor: @unchecked Sendable, Equatable, CustomStringConvertible {
  let colorStorage: Color.Storage

  init(storage: Color.Storage) {
    colorStorage = storage
  }

  /// A colour from RGB components (0...1).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    colorStorage = .rgb(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A colour from a `#colorLiteral(red:green:blue:alpha:)`.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A grey.
  public init(white: CGFloat, alpha: CGFloat) {
    colorStorage = .rgb(
      red: Double(white), green: Double(white), blue: Double(white), opacity: Double(alpha))
  }

  /// A colour from hue, saturation and brightness.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = Color.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    colorStorage = .rgb(red: r, green: g, blue: b, opacity: Double(alpha))
  }

  /// An asset-catalog colour (drawn as the theme's `asset` colour).
  public init?(named name: String) {
    colorStorage = .asset(name)
  }

  /// A SwiftUI colour as a UIKit colour.
  public init(_ color: Color) {
    colorStorage = color.storage
  }

  /// A colour that adapts to traits: drawn as its dark-appearance value.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    colorStorage = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).colorStorage
  }

  /// This colour at an alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(storage: .opacity(colorStorage, Double(alpha)))
  }

  open var description: String { Color(storage: colorStorage).description }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.colorStorage == rhs.colorStorage
  }

  private static func system(_ name: PaletteColor) -> UIColor { UIColor(storage: .system(name)) }

  open class var systemRed: UIColor { system(.red) }
  open class var systemOrange: UIColor { system(.orange) }
  open class var systemYellow: UIColor { system(.yellow) }
  open class var systemGreen: UIColor { system(.green) }
  open class var systemMint: UIColor { system(.mint) }
  open class var systemTeal: UIColor { system(.teal) }
  open class var systemCyan: UIColor { system(.cyan) }
  open class var systemBlue: UIColor { system(.blue) }
  open class var systemIndigo: UIColor { system(.indigo) }
  open class var systemPurple: UIColor { system(.purple) }
  open class var systemPink: UIColor { system(.pink) }
  open class var systemBrown: UIColor { system(.brown) }
  open class var systemGray: UIColor { system(.gray) }
  open class var systemGray2: UIColor { system(.gray) }
  open class var systemGray3: UIColor { system(.tertiary) }
  open class var systemGray4: UIColor { system(.tertiary) }
  open class var systemGray5: UIColor { system(.quaternary) }
  open class var systemGray6: UIColor { system(.quaternary) }
  open class var red: UIColor { system(.red) }
  open class var orange: UIColor { system(.orange) }
  open class var yellow: UIColor { system(.yellow) }
  open class var green: UIColor { system(.green) }
  open class var blue: UIColor { system(.blue) }
  open class var purple: UIColor { system(.purple) }
  open class var brown: UIColor { system(.brown) }
  open class var cyan: UIColor { system(.cyan) }
  open class var magenta: UIColor { system(.pink) }
  open class var gray: UIColor { system(.gray) }
  open class var darkGray: UIColor { system(.secondary) }
  open class var lightGray: UIColor { system(.tertiary) }
  open class var white: UIColor { system(.white) }
  open class var black: UIColor { system(.black) }
  open class var clear: UIColor { UIColor(storage: .rgb(red: 0, green: 0, blue: 0, opacity: 0)) }
  open class var label: UIColor { system(.primary) }
  open class var secondaryLabel: UIColor { system(.secondary) }
  open class var tertiaryLabel: UIColor { system(.tertiary) }
  open class var quaternaryLabel: UIColor { system(.quaternary) }
  open class var placeholderText: UIColor { system(.placeholder) }
  open class var link: UIColor { system(.accent) }
  open class var tintColor: UIColor { system(.accent) }
  open class var separator: UIColor { system(.separator) }
  open class var opaqueSeparator: UIColor { system(.separator) }
  open class var systemBackground: UIColor { system(.background) }
  open class var secondarySystemBackground: UIColor { system(.material) }
  open class var tertiarySystemBackground: UIColor { system(.material) }
  open class var systemGroupedBackground: UIColor { system(.background) }
  open class var secondarySystemGroupedBackground: UIColor { system(.material) }
  open class var tertiarySystemGroupedBackground: UIColor { system(.material) }
  open class var systemFill: UIColor { system(.quaternary) }
  open class var secondarySystemFill: UIColor { system(.quaternary) }
  open class var tertiarySystemFill: UIColor { system(.quinary) }
  open class var quaternarySystemFill: UIColor { system(.quinary) }
}

/// The traits a dynamic colour adapts to.
open class UITraitCollection: @unchecked Sendable {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Traits of an interface style.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// The current traits (dark).
  open class var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .dark) }
}

/// Light or dark interface style.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral` makes when nothing else is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
