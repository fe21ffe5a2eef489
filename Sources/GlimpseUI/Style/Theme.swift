import GlimpseLayout

/// A palette: what the system colours, the semantic styles and Glimpse's chrome look like
/// on the terminal. Themes are data files in `Sources/GlimpseThemes/` (see ``Theme/load(from:)``).
///
/// - Glimpse: glimpse
package struct Theme: Hashable, Sendable {
  /// The theme's name (`dark`, `light`, `high-contrast`, `monochrome`, or a file's).
  public var name: String
  /// Whether the palette is for a light or a dark appearance.
  public var appearance: ColorScheme
  /// System and semantic colours by name: `red`...`gray`, `white`, `black`, `primary`,
  /// `secondary`, `tertiary`, `quaternary`, `quinary`, `accent`, `background`,
  /// `placeholder`, `asset` (what `Color("name")` draws as), `material`, `separator`.
  public var colors: [String: TerminalColor] {
    didSet { palette = Self.palette(from: colors) }
  }
  /// Chrome colours by name: `island`, `islandText`, `card`, `cardText`, `border`,
  /// `label`, `heading`, `stale`, `ended`, `truncation`, `ruler`, `status`, `statusText`,
  /// `alert`.
  public var chrome: [String: TerminalColor]
  /// `colors` by ``PaletteColor``, optional names filled from their fallbacks (kept in
  /// step with `colors`).
  private var palette: [TerminalColor]

  /// A theme of the given palettes.
  public init(
    name: String, appearance: ColorScheme, colors: [String: TerminalColor],
    chrome: [String: TerminalColor]
  ) {
    self.name = name
    self.appearance = appearance
    self.colors = colors
    self.chrome = chrome
    palette = Self.palette(from: colors)
  }

  private static func palette(from colors: [String: TerminalColor]) -> [TerminalColor] {
    PaletteColor.allCases.map { color in
      var name: PaletteColor? = color
      var found: TerminalColor?
      while found == nil, let current = name {
        found = colors[current.rawValue]
        name = current.fallback
      }
      return found ?? .default
    }
  }

  /// The colour of a palette entry.
  public subscript(color: PaletteColor) -> TerminalColor {
    palette[color.index]
  }

  /// The colour named `name`, or the default colour when the theme has none.
  public func color(_ name: String) -> TerminalColor {
    colors[name] ?? .default
  }

  /// The chrome colour named `name`, or the default colour.
  public func chromeColor(_ name: String) -> TerminalColor {
    chrome[name] ?? .default
  }

  /// The names every theme file must define, in `colors`.
  public static let requiredColors = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "gray", "white", "black", "primary", "secondary", "tertiary",
    "quaternary", "accent", "background",
  ]

  /// The names every theme file must define, in `chrome`.
  public static let requiredChrome = [
    "island", "islandText", "card", "cardText", "border", "label", "heading", "stale",
    "ended", "truncation",
  ]

  /// The built-in dark theme, Glimpse's default.
  public static var standard: Theme { BuiltInThemes.shared.dark }
}

/// The named colours of a theme's palette.
///
/// - Glimpse: glimpse
package enum PaletteColor: String, CaseIterable, Sendable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  case white, black, primary, secondary, tertiary, quaternary, quinary, accent, background
  case placeholder, asset, material, separator

  /// The entry used when a theme does not define this one.
  var fallback: PaletteColor? {
    switch self {
    case .quinary: return .quaternary
    case .placeholder: return .secondary
    case .asset: return .accent
    case .material: return .gray
    case .separator: return .tertiary
    default: return nil
    }
  }

  /// The entry's position in a palette.
  var index: Int {
    switch self {
    case .red: return 0
    case .orange: return 1
    case .yellow: return 2
    case .green: return 3
    case .mint: return 4
    case .teal: return 5
    case .cyan: return 6
    case .blue: return 7
    case .indigo: return 8
    case .purple: return 9
    case .pink: return 10
    case .brown: return 11
    case .gray: return 12
    case .white: return 13
    case .black: return 14
    case .primary: return 15
    case .secondary: return 16
    case .tertiary: return 17
    case .quaternary: return 18
    case .quinary: return 19
    case .accent: return 20
    case .background: return 21
    case .placeholder: return 22
    case .asset: return 23
    case .material: return 24
    case .separator: return 25
    }
  }
}
