import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An executable a test writes or copies for the program under test to run (a fake
/// `swift`, a copy of `glimpse`).
///
/// A file is busy for running (`ETXTBSY`, "Text file busy") while any process holds it
/// open for writing, and a process forked while it was being written (density's workers
/// fork this test process) holds every descriptor the test process had until it ends; so
/// a test that ran it at once failed now and then on a loaded machine. Each is made here,
/// then run until it runs.
enum ExecutableFile {
  /// The line a script made by ``writeScript(_:to:)`` begins with, after its `#!` line:
  /// run with `GLIMPSE_SCRIPT_PROBE=1`, it exits at once, doing nothing.
  static let probeLine = #"[ -n "$GLIMPSE_SCRIPT_PROBE" ] && exit 0"#

  /// Writes `text` (which must hold ``probeLine``) to `url`, executable, and returns once it
  /// can be run.
  static func writeScript(_ text: String, to url: URL) throws {
    precondition(text.contains(probeLine), "a script made here needs its probe line")
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    waitUntilRunnable(url, environment: ["GLIMPSE_SCRIPT_PROBE": "1"])
  }

  /// Returns once `url` can be run with `arguments` (which must do nothing but exit), or
  /// after 30 s on a loaded machine (the test then fails on its own, saying why).
  static func waitUntilRunnable(
    _ url: URL, arguments: [String] = [], environment: [String: String] = [:]
  ) {
    for _ in 0..<600 {
      let probe = Process()
      probe.executableURL = url
      probe.arguments = arguments
      probe.environment = environment
      probe.standardInput = FileHandle.nullDevice
      probe.standardOutput = FileHandle.nullDevice
      probe.standardError = FileHandle.nullDevice
      do {
        try probe.run()
        probe.waitUntilExit()
        return
      } catch {
        usleep(50_000)
      }
    }
  }
}
