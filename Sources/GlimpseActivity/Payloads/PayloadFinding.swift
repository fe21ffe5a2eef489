/// One thing validation found in a payload: where (a key path from the payload's top,
/// `aps.content-state.kilometresAway`), what was expected and what was found, and what the
/// device does about it.
public struct PayloadFinding: Sendable, Equatable {
  /// How much it matters.
  public enum Severity: String, Sendable {
    /// The payload is wrong: the device drops it, APNs refuses it, or it shows something
    /// its sender did not mean (a date 31 years out).
    case error
    /// The payload is applied, perhaps not as its sender expects (a key nothing reads, a
    /// stale date already past).
    case warning
  }

  /// How much it matters.
  public var severity: Severity
  /// Whether the payload never reaches the activity because of it (the device drops it or
  /// APNs refuses it).
  public var drops: Bool
  /// The key path, from the payload's top (`aps.timestamp`); empty for the payload as a
  /// whole.
  public var path: String
  /// What was expected there, if the finding is a mismatch.
  public var expected: String?
  /// What was found there instead.
  public var found: String?
  /// What follows from it, or the whole finding when it is not a mismatch.
  public var note: String?

  /// A finding.
  public init(
    _ severity: Severity, drops: Bool, path: String, expected: String? = nil, found: String? = nil,
    note: String? = nil
  ) {
    self.severity = severity
    self.drops = drops
    self.path = path
    self.expected = expected
    self.found = found
    self.note = note
  }

  /// An error that makes the device drop the payload.
  static func dropping(
    _ path: String, expected: String? = nil, found: String? = nil, note: String? = nil
  ) -> PayloadFinding {
    PayloadFinding(.error, drops: true, path: path, expected: expected, found: found, note: note)
  }

  /// A warning.
  static func warning(
    _ path: String, expected: String? = nil, found: String? = nil, note: String? = nil
  ) -> PayloadFinding {
    PayloadFinding(.warning, drops: false, path: path, expected: expected, found: found, note: note)
  }

  /// What was expected and found, then the note: `expected a number, found "1.2"; the
  /// device drops this update`.
  public var message: String {
    var parts: [String] = []
    if let expected, let found {
      parts.append("expected \(expected), found \(found)")
    } else if let expected {
      parts.append("expected \(expected)")
    }
    if let note { parts.append(note) }
    return parts.joined(separator: "; ")
  }

  /// The finding as one line after its payload's origin: `error: aps.timestamp: expected
  /// ...`.
  public var line: String {
    "\(severity.rawValue): " + (path.isEmpty ? "" : "\(path): ") + message
  }
}
