/// Where an activity is in its life.
///
/// - Glimpse: works
@nonexhaustive
public enum ActivityState: Sendable, Codable, Hashable, CustomStringConvertible {
  /// Scheduled, not started yet (iOS 26).
  case pending
  /// Running.
  case active
  /// Over, possibly still on the Lock Screen.
  case ended
  /// Gone.
  case dismissed
  /// Its stale date passed without an update.
  case stale

  public var description: String {
    switch self {
    case .pending: return "pending"
    case .active: return "active"
    case .ended: return "ended"
    case .dismissed: return "dismissed"
    case .stale: return "stale"
    }
  }
}
