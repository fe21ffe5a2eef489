import GlimpseActivity

/// Which presentations a snapshot draws on each device: ``all`` (every presentation the
/// device shows), or a list (`[.lockScreen, .compact]`), of which each device draws those
/// it shows.
public struct SnapshotPresentations: Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The presentations asked for; nil, every one the device shows.
  public let listed: [Presentation]?

  /// Every presentation each device shows (Lock Screen, the island's, StandBy, ...).
  public static let all = SnapshotPresentations(listed: nil)

  /// Only `presentations`, on the devices that show them.
  public static func only(_ presentations: [Presentation]) -> SnapshotPresentations {
    SnapshotPresentations(listed: presentations)
  }

  /// `[.lockScreen, .compact]`.
  public init(arrayLiteral elements: Presentation...) {
    listed = elements
  }

  init(listed: [Presentation]?) {
    self.listed = listed
  }

  /// What `device` draws, in the device's order for ``all``, else in the listed order.
  func presentations(on device: DeviceProfile) -> [Presentation] {
    guard let listed else { return device.presentations }
    return listed.filter(device.presentations.contains)
  }
}
