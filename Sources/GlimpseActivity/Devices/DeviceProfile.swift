import GlimpseLayout
import GlimpseUI

/// A device Glimpse draws presentations for: its sizes in points, from Apple's Human
/// Interface Guidelines (see DESIGN.md, "Geometry").
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
  /// What kind of device it is, which decides the presentations it shows.
  public enum Kind: String, Hashable, Sendable {
    /// An iPhone with a Dynamic Island.
    case iPhone
    /// An iPad: Lock Screen only.
    case iPad
    /// An Apple Watch Smart Stack.
    case watch
    /// A CarPlay dashboard.
    case carPlay
  }

  /// The name used on the command line, such as `iphone-16-pro`.
  public let name: String
  /// A name for people, such as "iPhone 16 Pro".
  public let displayName: String
  /// The kind of device.
  public let kind: Kind
  /// The screen width in points (portrait).
  public let screenWidth: Double
  /// The screen height in points (portrait).
  public let screenHeight: Double
  /// The Lock Screen card's width in points (also the expanded island's).
  public let cardWidth: Double
  /// The widest compact leading or trailing view, in points.
  public let compactSlotWidth: Double
  /// The camera cutout's width, in points.
  public let cameraWidth: Double
  /// The minimal view's greatest width, in points (36.67 to 45 on iPhone).
  public let minimalWidth: Double
  /// The small-family tile (watch, CarPlay), in points.
  public let tileSize: (width: Double, height: Double)

  public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }

  /// The presentations this device shows.
  public var presentations: [Presentation] {
    switch kind {
    case .iPhone:
      return [
        .lockScreen, .compact, .compactLeading, .compactTrailing, .minimal, .expanded, .standBy,
      ]
    case .iPad: return [.lockScreen]
    case .watch: return [.watch]
    case .carPlay: return [.carPlay]
    }
  }

  /// The whole compact island's width in points: two slots and the camera.
  public var compactIslandWidth: Double { 2 * compactSlotWidth + cameraWidth }

  private init(
    name: String, displayName: String, kind: Kind, screen: (Double, Double), card: Double,
    compactSlot: Double = 0, camera: Double = 0, minimal: Double = 0,
    tile: (Double, Double) = (0, 0)
  ) {
    self.name = name
    self.displayName = displayName
    self.kind = kind
    screenWidth = screen.0
    screenHeight = screen.1
    cardWidth = card
    compactSlotWidth = compactSlot
    cameraWidth = camera
    minimalWidth = minimal
    tileSize = tile
  }

  /// iPhone 16 Pro: 393 pt wide, 371 pt Lock Screen, 52.33 pt compact slots.
  public static let iPhone16Pro = DeviceProfile(
    name: "iphone-16-pro", displayName: "iPhone 16 Pro", kind: .iPhone, screen: (393, 852),
    card: 371, compactSlot: 52.33, camera: 125.34, minimal: 45)
  /// iPhone 16 Pro Max: 430 pt wide, 408 pt Lock Screen, 62.33 pt compact slots.
  public static let iPhone16ProMax = DeviceProfile(
    name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", kind: .iPhone,
    screen: (430, 932), card: 408, compactSlot: 62.33, camera: 125.34, minimal: 45)
  /// iPad Pro 13-inch: a 500 pt Lock Screen card.
  public static let iPad = DeviceProfile(
    name: "ipad", displayName: "iPad Pro 13-inch", kind: .iPad, screen: (1024, 1366), card: 500)
  /// iPad 11-inch: a 425 pt Lock Screen card.
  public static let iPad11 = DeviceProfile(
    name: "ipad-11", displayName: "iPad 11-inch", kind: .iPad, screen: (834, 1194), card: 425)
  /// Apple Watch 41 mm: a 165 x 72.5 pt Smart Stack tile.
  public static let watch41 = DeviceProfile(
    name: "watch-41", displayName: "Apple Watch 41 mm", kind: .watch, screen: (176, 215),
    card: 165, tile: (165, 72.5))
  /// Apple Watch 45 mm: a 184 x 80.5 pt Smart Stack tile.
  public static let watch45 = DeviceProfile(
    name: "watch-45", displayName: "Apple Watch 45 mm", kind: .watch, screen: (198, 242),
    card: 184, tile: (184, 80.5))
  /// Apple Watch Ultra 49 mm: a 191 x 81.5 pt Smart Stack tile.
  public static let watch49 = DeviceProfile(
    name: "watch-49", displayName: "Apple Watch Ultra 49 mm", kind: .watch, screen: (205, 251),
    card: 191, tile: (191, 81.5))
  /// CarPlay, 240 x 78 pt.
  public static let carPlay240x78 = DeviceProfile(
    name: "carplay-240x78", displayName: "CarPlay 240 x 78", kind: .carPlay, screen: (800, 480),
    card: 240, tile: (240, 78))
  /// CarPlay, 240 x 100 pt.
  public static let carPlay240x100 = DeviceProfile(
    name: "carplay-240x100", displayName: "CarPlay 240 x 100", kind: .carPlay, screen: (800, 480),
    card: 240, tile: (240, 100))
  /// CarPlay, 170 x 78 pt.
  public static let carPlay170x78 = DeviceProfile(
    name: "carplay-170x78", displayName: "CarPlay 170 x 78", kind: .carPlay, screen: (800, 480),
    card: 170, tile: (170, 78))

  /// Every device, in the order `glimpse list` shows them.
  public static let all: [DeviceProfile] = [
    .iPhone16Pro, .iPhone16ProMax, .iPad, .iPad11, .watch41, .watch45, .watch49, .carPlay240x78,
    .carPlay240x100, .carPlay170x78,
  ]

  /// The device named `name`, or nil.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name.lowercased() }
  }

  /// The device a presentation is drawn on when the chosen device does not show it (the
  /// watch and CarPlay tiles from a phone).
  public func device(for presentation: Presentation) -> DeviceProfile {
    if presentations.contains(presentation) { return self }
    switch presentation {
    case .watch: return .watch45
    case .carPlay: return .carPlay240x78
    default: return self
    }
  }
}
