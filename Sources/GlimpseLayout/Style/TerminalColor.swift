/// A colour as the canvas stores it: the terminal's default, or a 24-bit RGB value.
///
/// Packed into 32 bits so that a cell stays small: zero is the default colour, anything
/// else is `0x01RRGGBB`. Writers reduce RGB to the terminal's colour depth when they write.
public struct TerminalColor: Hashable, Sendable, CustomStringConvertible {
  /// The packed value: 0 for the default colour, `0x01RRGGBB` otherwise.
  public let packed: UInt32

  @inlinable init(packed: UInt32) {
    self.packed = packed
  }

  /// The terminal's own default colour (foreground or background, by use).
  public static let `default` = TerminalColor(packed: 0)

  /// A 24-bit colour.
  @inlinable
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    packed = 0x0100_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
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
    packed = 0x0100_0000 | value
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
      return amount >= 0.5 ? self : other
    }
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * amount + Double(bottom) * (1 - amount)).rounded())
    }
    return TerminalColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
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
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }

  private static func channel(_ unit: Double) -> UInt8 {
    guard unit.isFinite else { return unit > 0 ? 255 : 0 }
    return UInt8((min(1, max(0, unit)) * 255).rounded())
  }
}
