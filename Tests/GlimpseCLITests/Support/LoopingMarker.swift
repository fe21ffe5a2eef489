import Foundation

/// The file the crash fixture makes when its view body enters its endless loop
/// (`GLIMPSE_CRASH_FIXTURE_LOOPING`): a test waits for it before signalling the busy
/// program, instead of guessing how long the program takes to get there on a loaded
/// machine.
struct LoopingMarker {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("glimpse-looping-\(UUID().uuidString)")

  /// The variable that tells the fixture where to make the file.
  var environment: [String: String] { ["GLIMPSE_CRASH_FIXTURE_LOOPING": url.path] }

  /// Waits until the file exists; false when `timeout` passes first (a bound for the
  /// program to get there at all, not a measure of how fast it does).
  func wait(timeout: Duration = .seconds(30)) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !FileManager.default.fileExists(atPath: url.path) {
      guard ContinuousClock.now < deadline else { return false }
      usleep(10_000)
    }
    return true
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
