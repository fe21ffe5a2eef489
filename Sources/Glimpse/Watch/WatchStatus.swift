import Foundation

/// What `glimpse watch` tells the preview it runs, through a small file it rewrites
/// before each signal (SIGUSR1): a build under way, a build that failed and why, or a new
/// binary ready (and when the save that led to it was noticed).
struct WatchStatus: Codable, Equatable, Sendable {
  enum Phase: String, Codable, Sendable {
    /// `swift build` is running.
    case building
    /// The build failed; ``errors`` says why. The preview keeps the last good render.
    case failed
    /// The preview runs the latest build.
    case ready
  }

  var phase: Phase
  /// When the change that started this was noticed (seconds since 1970).
  var changedAt: Double?
  /// When the build started (seconds since 1970).
  var buildStartedAt: Double?
  /// How long the build took, in seconds, when it finished.
  var buildSeconds: Double?
  var errors: [BuildDiagnostic] = []
  /// The number of errors, where ``errors`` holds only the first.
  var errorCount = 0
  /// Something the watcher did that the preview should say once on its bottom line (a
  /// session file set aside).
  var note: String?

  /// The most a status file may hold (twenty errors with their lines fit many times).
  static let maximumBytes = 1 << 20

  /// Reads a status file; nil when there is none or it cannot be read (the watcher
  /// rewrites it in one step, so this is a file deleted under us, not half a file).
  static func read(from url: URL) -> WatchStatus? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumBytes) else { return nil }
    return try? JSONDecoder().decode(WatchStatus.self, from: data)
  }

  /// Writes the status in one step.
  func write(to url: URL) throws {
    try JSONEncoder().encode(self).write(to: url, options: .atomic)
  }
}
