import Foundation

/// Where snapshots are kept and how failures are reported, for the assertions run inside
/// ``withValue(_:operation:)``: by default, beside the test file, from the process's
/// environment, through Swift Testing or XCTest.
///
/// ```swift
/// try SnapshotSettings(directory: temporaryFolder).withValue {
///   assertActivitySnapshot(of: preview)
/// }
/// ```
public struct SnapshotSettings: Sendable {
  /// The folder holding `<TestFile>/<test>.txt`; nil, `__Snapshots__` beside the test file.
  public var directory: URL?
  /// The environment `GLIMPSE_RECORD` and `GLIMPSE_SNAPSHOT_ARTIFACTS` are read from; nil,
  /// the process's.
  public var environment: [String: String]?
  /// Receives each failure instead of Swift Testing or XCTest, when set.
  public var reporter: (@Sendable (SnapshotIssue) -> Void)?

  /// Settings with the given overrides.
  public init(
    directory: URL? = nil, environment: [String: String]? = nil,
    reporter: (@Sendable (SnapshotIssue) -> Void)? = nil
  ) {
    self.directory = directory
    self.environment = environment
    self.reporter = reporter
  }

  /// The settings in force (task-local).
  @TaskLocal public static var current = SnapshotSettings()

  /// Runs `operation` with these settings in force.
  public func withValue<R>(operation: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Runs `operation` with these settings in force.
  public func withValue<R>(
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.$current.withValue(self, operation: operation, isolation: isolation)
  }

  /// The environment in force.
  var variables: [String: String] { environment ?? ProcessInfo.processInfo.environment }

  /// Whether `GLIMPSE_RECORD` asks to record (`1`, `true`, `yes`).
  var recordsFromEnvironment: Bool {
    ["1", "true", "yes"].contains((variables["GLIMPSE_RECORD"] ?? "").lowercased())
  }

  /// `GLIMPSE_SNAPSHOT_ARTIFACTS`, when set.
  var artifactsDirectory: URL? {
    guard let path = variables["GLIMPSE_SNAPSHOT_ARTIFACTS"], !path.isEmpty else { return nil }
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}
