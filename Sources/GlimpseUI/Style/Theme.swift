import GlimpseLayout

/// A palette: what the system colours, the semantic styles and Glimpse's chrome look like
/// on the terminal. Themes are data files in `Themes/` (see ``Theme/load(from:)``).
public struct Theme: Hashable, Sendable {
  /// The theme's name (`dark`, `light`, `high-contrast`, `monochrome`, or a file's).
  public var name: String
  /// Whether the palette is for a light or a dark appearance.
  public var appearance: ColorScheme
  /// System and semantic colours by name: `red`...`gray`, `white`, `black`, `primary`,
  /// `secondary`, `tertiary`, `quaternary`, `quinary`, `accent`, `background`,
  /// `placeholder`, `asset` (what `Color("name")` draws as), `material`, `separator`.
  public var colors: [String: TerminalColor]
  /// Chrome colours by name: `island`, `islandText`, `card`, `cardText`, `border`,
  /// `label`, `heading`, `stale`, `ended`, `truncation`, `ruler`, `status`, `statusText`,
  /// `alert`.
  public var chrome: [String: TerminalColor]

  /// A theme of the given palettes.
  public init(
    name: String, appearance: ColorScheme, colors: [String: TerminalColor],
    chrome: [String: TerminalColor]
  ) {
    self.name = name
    self.appearance = appearance
    self.colors = colors
    self.chrome = chrome
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
