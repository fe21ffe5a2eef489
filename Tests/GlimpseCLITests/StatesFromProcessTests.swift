import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// States files the built `glimpse` reads as a separate process: standard input for `-`,
/// and a file it may not read.
@Suite struct StatesFromProcessTests {
  struct Result {
    var output: String
    var errors: String
    var status: Int32
  }

  /// Runs `command` (the built `glimpse` and its arguments) with `input` on standard input.
  func run(_ command: [String], input: Data = Data(), in folder: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    if let folder { process.currentDirectoryURL = folder }
    process.environment = ["HOME": "/tmp"]
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self), status: process.terminationStatus)
  }

  /// A copy of the built `product` in `folder`, with the resource bundles beside it.
  static func copy(product: String, into folder: URL) throws -> String {
    let manager = FileManager.default
    let built = URL(fileURLWithPath: product)
    let copy = folder.appendingPathComponent(built.lastPathComponent)
    try manager.copyItem(at: built, to: copy)
    ExecutableFile.waitUntilRunnable(copy, arguments: ["--version"])
    let products = built.deletingLastPathComponent()
    for name in try manager.contentsOfDirectory(atPath: products.path)
    where name.hasSuffix(".resources") {
      try manager.copyItem(
        at: products.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return copy.path
  }

  static let demoStates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/GlimpseDemos/States/delivery.json")

  @Test func aDashReadsTheStatesFromStandardInput() throws {
    let glimpse = try TerminalProcess.builtProduct("glimpse")
    let result = try run(
      [glimpse, "render", "delivery", "--states", "-", "--timeline"],
      input: try Data(contentsOf: Self.demoStates))
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("  5  2026-11-29 10:40:00 UTC  +40m 00s  update  delivered"))
    let broken = try run(
      [glimpse, "render", "delivery", "--states", "-"], input: Data("[{".utf8))
    #expect(
      broken.errors
        == "standard input: not valid JSON: expected a string in double quotes at line 1, column 3\n"
    )
    #expect(broken.status == 1)
  }

  @Test func aFileThatMayNotBeReadSaysPermissionDenied() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-denied-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("states.json")
    try Data(contentsOf: Self.demoStates).write(to: file)
    try #require(chmod(file.path, 0) == 0)
    var glimpse = try TerminalProcess.builtProduct("glimpse")
    var folder: URL?
    if getuid() == 0 {
      // Root reads anything: ask as nobody. Nobody may not enter the checkout (a clone in a
      // folder only its owner may enter, as `mktemp -d` makes), and Foundation traps before
      // Glimpse runs when it cannot reach the executable's folder; so nobody runs a copy of
      // glimpse and its resource bundles, from this test's folder, in that folder.
      try #require(chmod(directory.path, 0o755) == 0)
      glimpse = try Self.copy(product: glimpse, into: directory)
      folder = directory
    }
    var command = [glimpse, "render", "delivery", "--states", file.path]
    if getuid() == 0 {
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
    }
    let result = try run(command, in: folder)
    #expect(result.errors == "\(file.path): permission denied\n")
    #expect(result.status == 1)
  }
}
