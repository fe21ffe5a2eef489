/// A colour as the canvas stores it: the terminal's default, or a 24-bit RGB value with an
/// opacity.
///
/// Packed into 32 bits so that a cell stays small: zero is the default colour, anything
/// else is `0xAARRGGBB` with an alpha of 1...255 (255 opaque). A translucent colour is
/// composited over what is already in the cell when it is drawn (see ``Canvas``), so a
/// `.secondary` label or a `.blue.opacity(0.2)` background blends with whatever is really
/// behind it. Writers reduce RGB to the terminal's colour depth when they write.
public struct TerminalColor: Hashable, Sendable, CustomStringConvertible {
  /// The packed value: 0 for the default colour, `0xAARRGGBB` otherwise.
  public let packed: UInt32

  @inlinable init(packed: UInt32) {
    self.packed = packed
  }

  /// The terminal's own default colour (foreground or background, by use).
  public static let `default` = TerminalColor(packed: 0)

  /// A 24-bit colour.
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    packed = 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// A colour from unit components (clamped to 0...1; NaN counts as 0).
  public init(red: Double, green: Double, blue: Double) {
    self.init(
      red: Self.channel(red), green: Self.channel(green), blue: Self.channel(blue))
  }

  /// A colour from a hex string such as `#0A84FF` or `0a84ff`; nil when malformed.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    packed = 0xFF00_0000 | value
  }

  /// Opacity, 0...1 (1 for the default colour).
  @inlinable public var alpha: Double { isDefault ? 1 : Double(packed >> 24) / 255 }
  /// Whether the colour is fully opaque (the default colour counts as opaque).
  @inlinable public var isOpaque: Bool { isDefault || packed >> 24 == 0xFF }

  /// This colour at `fraction` of its opacity (0...1; NaN counts as 0). A colour whose
  /// opacity would round to nothing becomes the faintest translucent one, never the
  /// default colour.
  public func withAlpha(_ fraction: Double) -> TerminalColor {
    guard !isDefault else { return self }
    let amount = fraction.isNaN ? 0 : min(1, max(0, fraction))
    let alpha = max(1, min(255, UInt32((alpha * amount * 255).rounded())))
    return TerminalColor(packed: alpha << 24 | packed & 0xFF_FFFF)
  }

  /// This colour drawn over `backdrop`: itself when opaque, otherwise mixed by its
  /// opacity (see ``blended(over:fraction:)``), and always opaque.
  @inlinable
  public func composited(over backdrop: TerminalColor) -> TerminalColor {
    if isOpaque { return self }
    return opaque.blended(over: backdrop, fraction: alpha)
  }

  /// Whether this is the terminal's default colour.
  @inlinable public var isDefault: Bool { packed == 0 }
  /// Red, 0...255 (0 for the default colour).
  @inlinable public var red: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
  /// Green, 0...255 (0 for the default colour).
  @inlinable public var green: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
  /// Blue, 0...255 (0 for the default colour).
  @inlinable public var blue: UInt8 { UInt8(truncatingIfNeeded: packed) }

  /// This colour mixed with `other`: `fraction` 1 is all this colour, 0 all `other`.
  ///
  /// How opacity is drawn on a terminal: a colour at 20% opacity over black is
  /// `color.blended(over: black, fraction: 0.2)`. Mixing with the default colour keeps
  /// this colour when `fraction` is at least a half and gives the default otherwise.
  public func blended(over other: TerminalColor, fraction: Double) -> TerminalColor {
    let amount = fraction.isNaN ? 0 : min(1, max(0, fraction))
    if isDefault || other.isDefault {
      return amount >= 0.5 ? self.opaque : other
    }
    @inline(__always) func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8(nearestWhole(ofNonNegative: Double(top) * amount + Double(bottom) * (1 - amount)))
    }
    return TerminalColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }

  /// The colour at full opacity.
  @inlinable public var opaque: TerminalColor {
    isDefault ? self : TerminalColor(packed: 0xFF00_0000 | packed & 0xFF_FFFF)
  }

  /// Relative luminance, 0 (black) ... 1 (white); 0.5 for the default colour.
  public var luminance: Double {
    if isDefault { return 0.5 }
    return (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }

  /// `#RRGGBB`, or `default`.
  public var description: String {
    if isDefault { return "default" }
    let hex = String(packed & 0xFF_FFFF, radix: 16, uppercase: true)
    let rgb = "#" + String(repeating: "0", count: 6 - hex.count) + hex
    return isOpaque ? rgb : rgb + "@\(Int((alpha * 100).rounded()))%"
  }

  private static func channel(_ unit: Double) -> UInt8 {
    guard unit.isFinite else { return unit > 0 ? 255 : 0 }
    return UInt8((min(1, max(0, unit)) * 255).rounded())
  }
}
