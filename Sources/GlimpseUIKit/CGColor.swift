import Foundation

/// Core Graphics' `CGColor`, which Foundation on Linux does not have: a colour's
/// components in a grey or RGB colour space, as `UIColor.cgColor` and SwiftUI's
/// `Color.cgColor` give them.
///
/// - Glimpse: works
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The components, alpha last: grey and alpha, or red, green, blue and alpha.
  public let components: [CGFloat]?
  /// The colour space.
  public let colorSpace: CGColorSpace?

  /// A grey (0 black ... 1 white).
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
    colorSpace = CGColorSpace(name: CGColorSpace.extendedGray)
  }

  /// An sRGB colour.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    colorSpace = CGColorSpace(name: CGColorSpace.extendedSRGB)
  }

  /// An sRGB colour.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  // No `CGColor.black`, `.white` or `.clear`: Apple declares them on macOS only, and on
  // iOS `Color(.white)` means `UIColor.white` (with them it would be ambiguous).

  /// How many components there are, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The alpha.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// This colour at another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var components, !components.isEmpty else { return nil }
    components[components.count - 1] = alpha
    return components.count == 2
      ? CGColor(gray: components[0], alpha: alpha)
      : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  public var description: String {
    let numbers = (components ?? []).map { "\($0)" }.joined(separator: " ")
    return "<CGColor> [\(colorSpace?.name ?? "")] ( \(numbers) )"
  }
}

/// Core Graphics' `CGColorSpace`, by name.
///
/// - Glimpse: works
public final class CGColorSpace: Hashable, @unchecked Sendable {
  /// The space's name.
  public let name: String?

  /// The space named `name`.
  public init?(name: String) {
    self.name = name
  }

  /// How many colour components the space has (alpha not counted).
  public var numberOfComponents: Int { name?.contains("Gray") == true ? 1 : 3 }

  /// sRGB.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// Extended-range sRGB.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// Display P3.
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// Generic grey (gamma 2.2).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
  /// Extended-range grey.
  public static let extendedGray = "kCGColorSpaceExtendedGray"

  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
