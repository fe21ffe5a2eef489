/// Whether an activity persists or shows briefly (iOS 18).
///
/// - Glimpse: works
@nonexhaustive
public enum ActivityStyle: Hashable, Sendable {
  case standard, transient
}
