import Foundation

/// What validating a sequence of push payloads found: for each payload, whether the device
/// applies it and every finding, with where it came from.
public struct PayloadReport: Sendable {
  /// One payload's verdict.
  public struct Entry: Sendable {
    /// Where it came from.
    public let origin: PayloadOrigin
    /// `start`, `update` or `end`, when it says.
    public let event: String?
    /// Its timestamp, when it has one.
    public let timestamp: Date?
    /// Whether the device applies it.
    public let isApplied: Bool
    /// Whether it carries an alert.
    public let hasAlert: Bool
    /// What validation found, in the order of the checks.
    public let findings: [PayloadFinding]
  }

  /// The activity the payloads were checked against (`delivery`).
  public let activity: String
  /// Its attributes type, which a start's `attributes-type` names.
  public let attributesType: String
  /// Every payload, in the order the device receives them.
  public let entries: [Entry]

  /// How many payloads the device applies.
  public var appliedCount: Int { entries.count { $0.isApplied } }
  /// How many it drops (or APNs refuses).
  public var droppedCount: Int { entries.count - appliedCount }
  /// How many errors were found.
  public var errorCount: Int { count(.error) }
  /// How many warnings were found.
  public var warningCount: Int { count(.warning) }
  /// Whether every payload is applied and none has an error: what exit status 0 means.
  public var isClean: Bool { droppedCount == 0 && errorCount == 0 }

  private func count(_ severity: PayloadFinding.Severity) -> Int {
    entries.reduce(0) { $0 + $1.findings.count { $0.severity == severity } }
  }
}

extension PayloadReport {
  init<A>(activity: String, payloads: [CheckedPayload<A>]) {
    self.activity = activity
    attributesType = String(describing: A.self)
    entries = payloads.map { payload in
      Entry(
        origin: payload.origin, event: payload.event?.rawValue, timestamp: payload.timestamp,
        isApplied: payload.isApplied, hasAlert: payload.alert != nil, findings: payload.findings)
    }
  }
}
