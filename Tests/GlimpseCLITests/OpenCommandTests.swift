import Foundation
import Testing

/// `glimpse open PATH` as a user runs it, the built `glimpse` in a process: bad input is
/// one line and exit 2 with nothing written beside the user's files; a good folder is
/// written as a package in the cache and built, and an unchanged reopen runs the last
/// build without building. `swift` is the test's own (first on `PATH`): it records what it
/// is asked, and its "build" makes a product that prints its arguments.
@Suite(.serialized) final class OpenCommandTests {
  let root: URL
  var cache: URL { root.appendingPathComponent("cache") }
  var log: URL { root.appendingPathComponent("swift-calls.log") }
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("OpenFixtures")

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-open-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
    for name in ["GlucoseWidget", "GlucoseShared", "TripApp"] {
      try manager.copyItem(
        at: Self.fixtures.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    let swift = """
      #!/bin/sh
      \(ExecutableFile.probeLine)
      echo "$*" >>"\(log.path)"
      case "$1 $2" in
        "build --product")
          if [ -n "$FAIL_BUILD" ]; then
            echo "/elsewhere/Sources/Glimpse/Noise.swift:1:1: warning: not the user's"
            echo "$FAIL_BUILD:9:5: error: cannot convert value of type 'String' to 'Int'"
            echo "9 |     let a: Int = \\"b\\""
            exit 1
          fi
          mkdir -p "$PWD/fake-bin"
          printf '#!/bin/sh\\necho "widget ran: $*"\\necho "resources: $GLIMPSE_OPEN_RESOURCES"\\n' >"$PWD/fake-bin/$3"
          chmod +x "$PWD/fake-bin/$3" ;;
        "build --show-bin-path") echo "$PWD/fake-bin" ;;
        *) echo "fake swift: $*" >&2; exit 1 ;;
      esac
      """
    try ExecutableFile.writeScript(swift, to: root.appendingPathComponent("bin/swift"))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Runs the built `glimpse` with `arguments`: its output, errors and status.
  func glimpse(_ arguments: [String], failBuildAt file: String? = nil) throws -> (
    output: String, errors: String, status: Int32
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try TerminalProcess.builtProduct("glimpse"))
    process.arguments = arguments
    var environment = [
      "HOME": root.path, "XDG_CACHE_HOME": cache.path, "SWIFT_BACKTRACE": "enable=no",
      "PATH": root.appendingPathComponent("bin").path + ":/usr/bin:/bin",
    ]
    environment["FAIL_BUILD"] = file
    process.environment = environment
    process.currentDirectoryURL = root
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self),
      process.terminationStatus
    )
  }

  /// Every file and folder below `folder` with its size and modification time.
  func snapshot(_ folder: URL) -> [String: String] {
    var found: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: folder.path)
    while let path = walker?.nextObject() as? String {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      found[path] =
        "\(attributes?[.size] ?? 0) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }
    return found
  }

  var swiftCalls: [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  @Test func badInputIsOneLineNamingItExitTwoAndNothingWritten() throws {
    let manager = FileManager.default
    let empty = root.appendingPathComponent("NoSwift")
    try manager.createDirectory(at: empty, withIntermediateDirectories: true)
    try Data("<plist/>".utf8).write(to: empty.appendingPathComponent("Info.plist"))
    let malformed = root.appendingPathComponent("Broken.xcodeproj")
    try manager.createDirectory(at: malformed, withIntermediateDirectories: true)
    try Data("// !$*UTF8*$!\n{\n objects = {\n".utf8).write(
      to: malformed.appendingPathComponent("project.pbxproj"))
    let unreadable = root.appendingPathComponent("Unreadable.xcodeproj")
    try manager.createDirectory(
      at: unreadable.appendingPathComponent("project.pbxproj"), withIntermediateDirectories: true)
    let trip = root.appendingPathComponent("TripApp/TripApp.xcodeproj").path
    let widget = root.appendingPathComponent("GlucoseWidget").path
    let cases: [([String], String)] = [
      (["open", empty.path], "open: \(empty.path) has no Swift files"),
      (
        ["open", malformed.path],
        "open: \(malformed.path)/project.pbxproj is not an Xcode project file: line 4: expected '}' closing a dictionary"
      ),
      (["open", unreadable.path], "open: cannot read \(unreadable.path)/project.pbxproj ("),
      (
        ["open", trip, "--target", "Nope"],
        "open: no target 'Nope' in TripApp.xcodeproj; its targets: TripApp, TripWidgetExtension"
      ),
      (
        ["open", widget, "--module", "Shared=\(root.path)/Missing"],
        "open: --module Shared: no such folder \(root.path)/Missing"
      ),
      (
        ["open", widget],
        "open: GlucoseWidget imports a module it does not contain: Shared (uses GlucoseFormatter, SharedGroup); give it with --module NAME=DIR"
      ),
      (
        ["open", root.appendingPathComponent("Nowhere").path],
        "open: \(root.path)/Nowhere: no such folder or project"
      ),
    ]
    let before = snapshot(root)
    for (arguments, expected) in cases {
      let run = try glimpse(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output.isEmpty)
      let lines = run.errors.split(separator: "\n")
      #expect(lines.count == 1, "one line: \(run.errors)")
      #expect(run.errors.hasPrefix(expected), "\(run.errors)")
    }
    #expect(snapshot(root) == before, "nothing written, in the user's folders or the cache")
    #expect(swiftCalls.isEmpty)
  }

  @Test func aFolderIsBuiltInTheCacheAndAnUnchangedReopenDoesNotBuild() throws {
    let widget = root.appendingPathComponent("GlucoseWidget")
    let arguments = [
      "open", widget.path, "--module", "Shared=\(root.path)/GlucoseShared", "--", "render",
      "Glucose", "--state", "2",
    ]
    let before = snapshot(widget)
    let first = try glimpse(arguments)
    #expect(first.status == 0, "\(first.errors)")
    #expect(
      first.output.hasPrefix("widget ran: render Glucose --state 2\nresources: \(widget.path)\n"))
    #expect(swiftCalls == ["build --product GlucoseWidget", "build --show-bin-path"])
    let second = try glimpse(arguments)
    #expect(second.output == first.output)
    #expect(second.errors.isEmpty, "no build said")
    #expect(swiftCalls.count == 2, "an unchanged reopen runs the last build")
    #expect(snapshot(widget) == before, "the user's folder is as it was")

    let packages = try FileManager.default.contentsOfDirectory(
      at: cache.appendingPathComponent("glimpse/open"), includingPropertiesForKeys: nil)
    let package = try #require(packages.first)
    let manifest = try String(
      contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".package(path: \""))
    #expect(manifest.contains(".target(name: \"Shared\""))
    let copy = try String(
      contentsOf: package.appendingPathComponent(
        "Sources/GlucoseWidget/GlucoseLiveActivity.opened.swift"), encoding: .utf8)
    #expect(
      copy.hasPrefix(
        "#sourceLocation(file: \"\(widget.path)/GlucoseLiveActivity.swift\", line: 2)\n"))
    #expect(copy.contains("#if true && !false"))
    #expect(
      FileManager.default.fileExists(
        atPath: package.appendingPathComponent("Sources/GlucoseWidget/main.swift").path),
      "no @main in the folder: Glimpse's")

    // A changed file is built again.
    let file = widget.appendingPathComponent("GlucoseActivityAttributes.swift")
    try (String(contentsOf: file, encoding: .utf8) + "// edited\n").write(
      to: file, atomically: true, encoding: .utf8)
    _ = try glimpse(arguments)
    #expect(swiftCalls.count == 4)
  }

  @Test func aFailedBuildShowsTheErrorAtTheUsersFileAndExitsOne() throws {
    let file = root.appendingPathComponent("TripApp/TripWidget/TripLiveActivity.swift").path
    let run = try glimpse(
      ["open", root.appendingPathComponent("TripApp/TripApp.xcodeproj").path],
      failBuildAt: file)
    #expect(run.status == 1)
    #expect(
      run.errors.contains("\(file):9:5: error: cannot convert value of type 'String' to 'Int'\n"))
    #expect(!run.errors.contains("Noise.swift"))
    #expect(run.errors.contains("open: the build failed (its whole output: "))
    // A failed build is not reused: the next open builds again.
    _ = try glimpse(["open", root.appendingPathComponent("TripApp/TripApp.xcodeproj").path])
    #expect(swiftCalls.filter { $0.hasPrefix("build --product") }.count == 2)
  }
}
