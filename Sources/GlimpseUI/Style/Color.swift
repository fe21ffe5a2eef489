import GlimpseLayout

/// A colour: SwiftUI's `Color`, a style and a view. System colours come from the theme;
/// RGB colours are exact; asset colours (`Color("Brand")`) are the app's asset catalog's
/// for the colour scheme and contrast, or the theme's `asset` colour when it has none.
///
/// - Glimpse: approximated: system colours come from the theme, RGB colours are exact, asset colours use a theme colour
public struct Color: Hashable, CustomStringConvertible, Sendable {
  package indirect enum Storage: Hashable, Sendable {
    case system(PaletteColor)
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    case asset(String)
    case opacity(Storage, Double)
    /// A UIKit system or dynamic colour, resolved for the colour scheme it is drawn in.
    case platform(PlatformColorReference)
  }

  package let storage: Storage

  package init(storage: Storage) {
    self.storage = storage
  }

  init(system name: PaletteColor) {
    storage = .system(name)
  }

  /// A colour from RGB components (0...1).
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey (0 black ... 1 white).
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    storage = .rgb(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness (0...1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    storage = .rgb(red: r, green: g, blue: b, opacity: opacity)
  }

  /// An asset-catalog colour: the catalog's for the scheme, else the theme's `asset` colour.
  ///
  /// - Glimpse: approximated: the colour set of the app's asset catalog for the scheme and contrast; the theme's `asset` colour when the catalog has no such set
  public init(_ name: String, bundle: Bundle? = nil) {
    storage = .asset(name)
  }

  /// A colour from a resource (the asset catalog's, else the theme's `asset` colour).
  public init(_ resource: ColorResource) {
    storage = .asset(resource.name)
  }

  /// This colour at `opacity` (multiplied with any opacity it has).
  public func opacity(_ opacity: Double) -> Color {
    Color(storage: .opacity(storage, opacity))
  }

  /// A gradient of this colour.
  public var gradient: AnyGradient { AnyGradient(first: self) }

  public var description: String {
    switch storage {
    case .system(let name): return name.rawValue
    case .asset(let name): return "asset \"\(name)\""
    case .rgb(let red, let green, let blue, let opacity):
      return "rgb(\(red), \(green), \(blue), \(opacity))"
    case .opacity(let base, let opacity):
      return "\(Color(storage: base)) at \(opacity)"
    case .platform(let reference):
      return reference.color.description
    }
  }

  /// Colour spaces (all treated as sRGB).
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    Double, Double, Double
  ) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = saturation.isFinite ? min(1, max(0, saturation)) : 0
    let v = brightness.isFinite ? min(1, max(0, brightness)) : 0
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}

extension Color {
  public static let red = Color(system: .red)
  public static let orange = Color(system: .orange)
  public static let yellow = Color(system: .yellow)
  public static let green = Color(system: .green)
  public static let mint = Color(system: .mint)
  public static let teal = Color(system: .teal)
  public static let cyan = Color(system: .cyan)
  public static let blue = Color(system: .blue)
  public static let indigo = Color(system: .indigo)
  public static let purple = Color(system: .purple)
  public static let pink = Color(system: .pink)
  public static let brown = Color(system: .brown)
  public static let white = Color(system: .white)
  public static let gray = Color(system: .gray)
  public static let black = Color(system: .black)
  public static let clear = Color(storage: .rgb(red: 0, green: 0, blue: 0, opacity: 0))
  public static let primary = Color(system: .primary)
  public static let secondary = Color(system: .secondary)
  /// The app's accent colour.
  public static var accentColor: Color { Color(system: .accent) }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
}

extension Color: ShapeStyle {
  public typealias Resolved = Never

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    Self.resolve(storage, in: environment)
  }

  package static func resolve(_ storage: Storage, in environment: EnvironmentValues)
    -> ResolvedColor
  {
    switch storage {
    case .system(let name):
      return ResolvedColor(color: environment.theme[name])
    case .asset(let name):
      guard
        let (color, opacity) = environment.assets.color(
          named: name, scheme: environment.colorScheme,
          contrast: environment.colorSchemeContrast)
      else { return ResolvedColor(color: environment.theme[.asset]) }
      return ResolvedColor(color: color, opacity: opacity)
    case .platform(let reference):
      return resolve(reference.color.drawnColor(in: environment).storage, in: environment)
    case .rgb(let red, let green, let blue, let opacity):
      return ResolvedColor(
        color: TerminalColor(red: red, green: green, blue: blue), opacity: opacity)
    case .opacity(let base, let opacity):
      var resolved = resolve(base, in: environment)
      resolved.opacity *= opacity.isNaN ? 0 : min(1, max(0, opacity))
      return resolved
    }
  }
}

/// A named colour resource (iOS 17 generated asset symbols).
///
/// - Glimpse: approximated: a theme colour
public struct ColorResource: Hashable, Sendable {
  let name: String

  /// A resource named `name`.
  public init(name: String, bundle: Bundle) {
    self.name = name
  }
}
