/// A way a Live Activity is shown.
public enum Presentation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The Lock Screen card (also the banner on devices without an island).
  case lockScreen = "lock-screen"
  /// The compact island: leading view, camera, trailing view, in one pill.
  case compact
  /// The compact leading view alone.
  case compactLeading = "compact-leading"
  /// The compact trailing view alone.
  case compactTrailing = "compact-trailing"
  /// The minimal view: attached to the camera, and detached as a second activity's.
  case minimal
  /// The expanded island (long press, or an update with an alert).
  case expanded
  /// StandBy: the Lock Screen view filling a landscape screen at twice the scale.
  case standBy = "standby"
  /// The Apple Watch Smart Stack tile (the small family).
  case watch
  /// The CarPlay dashboard tile (the small family).
  case carPlay = "carplay"

  public var description: String { rawValue }

  /// A title for people, as the gallery labels it.
  public var title: String {
    switch self {
    case .lockScreen: return "LOCK SCREEN"
    case .compact: return "COMPACT"
    case .compactLeading: return "COMPACT LEADING"
    case .compactTrailing: return "COMPACT TRAILING"
    case .minimal: return "MINIMAL"
    case .expanded: return "EXPANDED"
    case .standBy: return "STANDBY"
    case .watch: return "WATCH"
    case .carPlay: return "CARPLAY"
    }
  }

  /// Whether this presentation is part of the Dynamic Island (always black).
  public var isIsland: Bool {
    switch self {
    case .compact, .compactLeading, .compactTrailing, .minimal, .expanded: return true
    default: return false
    }
  }

  /// The presentation named `name` (`lock-screen`, `compact`...), or nil.
  public static func named(_ name: String) -> Presentation? {
    let key = name.lowercased()
    if let exact = Presentation(rawValue: key) { return exact }
    switch key {
    case "lockscreen", "lock", "card": return .lockScreen
    case "leading": return .compactLeading
    case "trailing": return .compactTrailing
    case "stand-by": return .standBy
    case "car-play", "car": return .carPlay
    default: return nil
    }
  }
}
