import Foundation
import Testing

/// A payload's `defaults` name App Group suites, and Foundation keeps a suite in the file
/// `<suite>.plist` of `$XDG_CONFIG_HOME`: a suite named `../victimdir/important` once had
/// the preview write `victimdir/important.plist` beside that folder and delete it on quit.
/// Run as the real process, with its own preferences folder: such a suite is reported by
/// `validate` and left out by `render`, and nothing outside the folder is created, changed
/// or removed.
@Suite final class DefaultsEscapeTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-escape-\(UUID().uuidString)")
    for folder in ["config", "victimdir"] {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Every file under the scratch folder with its contents.
  func tree() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = directory.path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
    for case let path as String in walker {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
      files[path] =
        isFolder.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
    }
    return files
  }

  /// Runs the built `glimpse` with `arguments`; its standard output, error and status.
  func glimpse(_ arguments: [String]) throws -> (output: String, errors: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TerminalProcess.builtProduct("glimpse"))
    process.arguments = arguments
    process.environment = [
      "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
      "SWIFT_BACKTRACE": "enable=no",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self),
      process.terminationStatus
    )
  }

  /// The demo's flutter-pizza payloads, the first carrying a suite named like a path
  /// beside the App Group its widget reads.
  func hostilePayloads() throws -> String {
    let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/GlimpseDemos/Payloads/flutter-pizza.json")
    var envelopes = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: demo)) as? [[String: Any]])
    var defaults = try #require(envelopes[0]["defaults"] as? [String: Any])
    defaults["../victimdir/important"] = ["k": 1]
    envelopes[0]["defaults"] = defaults
    let file = directory.appendingPathComponent("payloads.json")
    try JSONSerialization.data(withJSONObject: envelopes).write(to: file)
    return file.path
  }

  @Test func aSuiteNamedLikeAPathTouchesNothingOutsideThePreferencesFolder() throws {
    let payloads = try hostilePayloads()
    try Data("keep".utf8).write(to: directory.appendingPathComponent("victimdir/keep.plist"))
    let before = try tree()

    let validated = try glimpse(["validate", payloads, "--activity", "flutter-pizza"])
    #expect(validated.status == 1)
    #expect(
      validated.output.contains(
        #"error: defaults["../victimdir/important"]: a suite name with "/" or ".." would name a file outside the preferences folder"#
      ), "\(validated.output)")

    let rendered = try glimpse(["render", "flutter-pizza", "--payloads", payloads])
    #expect(rendered.status == 0, "\(rendered.errors)")
    #expect(rendered.output.contains("LOCK SCREEN"))

    #expect(try tree() == before)
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("victimdir/important.plist").path))
  }
}
