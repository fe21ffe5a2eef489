import Foundation
import GlimpseAssets
import GlimpseLayout
import GlimpseUI

/// UIKit's `UIColor`, with its real behaviour: component getters return the colour's
/// components (in the resolved appearance, for system and dynamic colours), and dynamic
/// colours resolve against the colour scheme they are drawn in.
///
/// An `NSObject` subclass whose UIKit initialisers are designated, as UIKit's are, so that
/// an app's own `convenience init(hex:)` in an extension can call
/// `self.init(red:green:blue:alpha:)`, and apps can subclass it.
///
/// - Glimpse: works
open class UIColor: NSObject, @unchecked Sendable {
  // @unchecked Sendable: as UIKit's is; a colour never changes once made.
  /// What the colour is.
  enum Value {
    /// Extended sRGB components, as given (a Display P3 colour is converted on creation).
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// A grey in the grey colour space.
    case white(CGFloat, alpha: CGFloat)
    /// A UIKit system colour: light and dark values, drawn from the theme when the
    /// theme has it.
    case system(UIKitSystemColor)
    /// A colour made by a provider for each trait collection.
    case dynamic((UITraitCollection) -> UIColor)
    /// A SwiftUI or asset colour: drawn from the theme.
    case swiftUI(Color.Storage)
    /// A colour that paints an image: it has no components.
    case pattern(UIImage)
  }

  let value: Value
  /// The alpha a dynamic colour's resolved colour gets (`withAlphaComponent`).
  let alphaOverride: CGFloat?

  init(value: Value, alphaOverride: CGFloat? = nil) {
    self.value = value
    self.alphaOverride = alphaOverride
  }

  init(storage: Color.Storage) {
    value = .swiftUI(storage)
    alphaOverride = nil
  }

  /// A grey of `white` (0 black ... 1 white) at `alpha`.
  public init(white: CGFloat, alpha: CGFloat) {
    value = .white(white, alpha: alpha)
    alphaOverride = nil
  }

  /// A colour from hue, saturation and brightness (0...1).
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Color.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    value = .rgb(red: red, green: green, blue: blue, alpha: alpha)
    alphaOverride = nil
  }

  /// A colour from sRGB components (0...1; values outside are extended sRGB).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    value = .rgb(red: red, green: green, blue: blue, alpha: alpha)
    alphaOverride = nil
  }

  /// A colour from Display P3 components, kept as the extended sRGB colour it is.
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Self.sRGB(fromDisplayP3: (displayP3Red, green, blue))
    value = .rgb(red: red, green: green, blue: blue, alpha: alpha)
    alphaOverride = nil
  }

  /// The colour of a Core Graphics colour.
  public init(cgColor: CGColor) {
    let components = cgColor.components ?? []
    switch components.count {
    case 2:
      value = .white(components[0], alpha: components[1])
    case 4:
      value = .rgb(
        red: components[0], green: components[1], blue: components[2], alpha: components[3])
    default:
      value = .white(0, alpha: cgColor.alpha)
    }
    alphaOverride = nil
  }

  /// A colour that paints `image` (Glimpse draws it as a material; it has no components).
  ///
  /// - Glimpse: approximated: drawn as a material; it has no components
  public init(patternImage image: UIImage) {
    value = .pattern(image)
    alphaOverride = nil
  }

  /// A colour from a `#colorLiteral(red:green:blue:alpha:)`.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// An asset-catalog colour (the catalog's for the scheme, else the theme's `asset` colour).
  ///
  /// - Glimpse: approximated: the colour set of the app's asset catalog for the scheme and contrast; the theme's `asset` colour when the catalog has no such set
  public convenience init?(named name: String) {
    self.init(storage: .asset(name))
  }

  /// An asset-catalog colour from a bundle (the catalog's for the scheme, else the theme's
  /// `asset` colour).
  ///
  /// - Glimpse: approximated: the colour set of the app's asset catalog for the scheme and contrast; the theme's `asset` colour when the catalog has no such set
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(storage: .asset(name))
  }

  /// A SwiftUI colour as a UIKit colour.
  public convenience init(_ color: Color) {
    if case .platform(let reference) = color.storage, let uiColor = reference.color as? UIColor {
      self.init(value: uiColor.value, alphaOverride: uiColor.alphaOverride)
    } else {
      self.init(storage: color.storage)
    }
  }

  /// A colour whose value `dynamicProvider` chooses for each trait collection: resolved
  /// against the colour scheme it is drawn in, and against ``UITraitCollection/current``
  /// when its components are read.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    value = .dynamic(dynamicProvider)
    alphaOverride = nil
  }

  // MARK: Components

  /// Writes the colour's red, green, blue and alpha (resolved with
  /// ``UITraitCollection/current``); false, writing nothing, for a pattern colour.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components = resolvedColor(with: .current).rgba else { return false }
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// Writes the colour's hue, saturation, brightness (0...1) and alpha; false, writing
  /// nothing, for a pattern colour.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components = resolvedColor(with: .current).rgba else { return false }
    let hsb = Self.hsb(red: components.red, green: components.green, blue: components.blue)
    hue?.pointee = hsb.hue
    saturation?.pointee = hsb.saturation
    brightness?.pointee = hsb.brightness
    alpha?.pointee = components.alpha
    return true
  }

  /// Writes the grey and alpha of a colour in the grey colour space; false, writing
  /// nothing, for any other colour (an RGB colour, as on iOS).
  @discardableResult
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .white(let level, let opacity) = resolvedColor(with: .current).value else {
      return false
    }
    white?.pointee = level
    alpha?.pointee = opacity
    return true
  }

  /// This colour at `alpha` (a dynamic colour stays dynamic).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch value {
    case .rgb(let red, let green, let blue, _):
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .white(let white, _):
      return UIColor(white: white, alpha: alpha)
    default:
      return UIColor(value: value, alphaOverride: alpha)
    }
  }

  /// The colour for `traitCollection`: a system or dynamic colour becomes the plain colour
  /// it is in that appearance; other colours are themselves.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let resolved: UIColor
    switch value {
    case .rgb, .white, .pattern:
      return self
    case .system(let color):
      let components = color.components(for: traitCollection)
      resolved = UIColor(
        red: components.red, green: components.green, blue: components.blue,
        alpha: components.alpha)
    case .dynamic(let provider):
      var chosen: UIColor?
      traitCollection.performAsCurrent { chosen = provider(traitCollection) }
      resolved = (chosen ?? .clear).resolvedColor(with: traitCollection)
    case .swiftUI(let storage):
      var environment = EnvironmentValues.current
      environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
      let drawn = Color.resolve(storage, in: environment)
      resolved = UIColor(
        red: CGFloat(drawn.color.red) / 255, green: CGFloat(drawn.color.green) / 255,
        blue: CGFloat(drawn.color.blue) / 255, alpha: CGFloat(drawn.opacity))
    }
    guard let alphaOverride else { return resolved }
    return resolved.withAlphaComponent(alphaOverride)
  }

  /// The colour as a Core Graphics colour, resolved with ``UITraitCollection/current``:
  /// two components (grey, alpha) for a grey, four for an RGB colour.
  open var cgColor: CGColor {
    switch resolvedColor(with: .current).value {
    case .white(let white, let alpha):
      return CGColor(gray: white, alpha: alpha)
    case .rgb(let red, let green, let blue, let alpha):
      return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    default:
      return CGColor(gray: 0, alpha: 0)
    }
  }

  /// The components of a plain colour as RGB, or nil for a colour that has none.
  var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
    switch value {
    case .rgb(let red, let green, let blue, let alpha): return (red, green, blue, alpha)
    case .white(let white, let alpha): return (white, white, white, alpha)
    default: return nil
    }
  }

  // MARK: Drawing

  /// What SwiftUI draws for this colour: plain colours exactly, system colours through
  /// the theme (or, for those a theme has no entry for, their light or dark value), and
  /// dynamic colours resolved against the colour scheme they are drawn in.
  var colorStorage: Color.Storage {
    switch value {
    case .rgb(let red, let green, let blue, let alpha):
      return .rgb(
        red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    case .white(let white, let alpha):
      return .rgb(
        red: Double(white), green: Double(white), blue: Double(white), opacity: Double(alpha))
    case .system(let color):
      guard let palette = color.palette else { return .platform(PlatformColorReference(self)) }
      guard let alphaOverride else { return .system(palette) }
      return .opacity(.system(palette), Double(alphaOverride))
    case .dynamic:
      return .platform(PlatformColorReference(self))
    case .swiftUI(let storage):
      guard let alphaOverride else { return storage }
      return .opacity(storage, Double(alphaOverride))
    case .pattern:
      return .system(.material)
    }
  }

  // MARK: Identity

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if self === other { return true }
    guard alphaOverride == other.alphaOverride else { return false }
    switch (value, other.value) {
    case (.rgb(let r1, let g1, let b1, let a1), .rgb(let r2, let g2, let b2, let a2)):
      return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
    case (.white(let w1, let a1), .white(let w2, let a2)):
      return w1 == w2 && a1 == a2
    case (.system(let c1), .system(let c2)):
      return c1 == c2
    case (.swiftUI(let s1), .swiftUI(let s2)):
      return s1 == s2
    case (.pattern(let i1), .pattern(let i2)):
      return i1 === i2
    default:
      return false
    }
  }

  open override var hash: Int {
    var hasher = Hasher()
    switch value {
    case .rgb(let red, let green, let blue, let alpha):
      hasher.combine(0)
      hasher.combine(red)
      hasher.combine(green)
      hasher.combine(blue)
      hasher.combine(alpha)
    case .white(let white, let alpha):
      hasher.combine(1)
      hasher.combine(white)
      hasher.combine(alpha)
    case .system(let color):
      hasher.combine(2)
      hasher.combine(color)
    case .swiftUI(let storage):
      hasher.combine(3)
      hasher.combine(storage)
    case .dynamic, .pattern:
      hasher.combine(ObjectIdentifier(self))
    }
    hasher.combine(alphaOverride)
    return hasher.finalize()
  }

  /// As UIKit prints colours: the colour space and components, or what the colour is.
  open override var description: String {
    let alpha = alphaOverride.map { " alpha \(Self.format($0))" } ?? ""
    switch value {
    case .rgb(let red, let green, let blue, let opacity):
      let numbers = [red, green, blue, opacity].map(Self.format).joined(separator: " ")
      return "UIExtendedSRGBColorSpace \(numbers)"
    case .white(let white, let opacity):
      return "UIExtendedGrayColorSpace \(Self.format(white)) \(Self.format(opacity))"
    case .system(let color):
      return "<UIDynamicSystemColor: name = \(color.name)Color\(alpha)>"
    case .dynamic:
      return "<UIDynamicProviderColor\(alpha)>"
    case .swiftUI(let storage):
      return "\(Color(storage: storage))\(alpha)"
    case .pattern:
      return "<UIDynamicPatternColor>"
    }
  }

  private static func format(_ value: CGFloat) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(Double(rounded))" }
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(Double(rounded))"
  }

  // MARK: Colour arithmetic

  /// Hue, saturation and brightness (0...1) of RGB components.
  static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat
  ) {
    let maximum = max(red, green, blue)
    let minimum = min(red, green, blue)
    let chroma = maximum - minimum
    let saturation = maximum > 0 ? chroma / maximum : 0
    guard chroma > 0 else { return (0, 0, maximum) }
    var hue: CGFloat
    if maximum == red {
      hue = (green - blue) / chroma
    } else if maximum == green {
      hue = (blue - red) / chroma + 2
    } else {
      hue = (red - green) / chroma + 4
    }
    hue /= 6
    if hue < 0 { hue += 1 }
    return (hue, saturation, maximum)
  }

  /// Extended sRGB components of Display P3 components (both gamma-encoded).
  static func sRGB(fromDisplayP3 p3: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
    func linear(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return value < 0 ? -result : result
    }
    func encoded(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result =
        magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return value < 0 ? -result : result
    }
    let (r, g, b) = (linear(p3.0), linear(p3.1), linear(p3.2))
    return (
      encoded(1.2249401 * r - 0.2249404 * g),
      encoded(-0.0420569 * r + 1.0420571 * g),
      encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
    )
  }
}

extension UIColor: PlatformColor {
  /// The colour as SwiftUI draws it in `environment`: resolved for the traits of that
  /// environment.
  package func drawnColor(in environment: EnvironmentValues) -> Color {
    Color(storage: resolvedColor(with: UITraitCollection(environment)).colorStorage)
  }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral` makes when nothing else is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
