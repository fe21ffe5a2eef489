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
  func run(_ command: [String], input: Data = Data()) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
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

  static let demoStates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Demo/States/delivery.json")

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
    let glimpse = try TerminalProcess.builtProduct("glimpse")
    var command = [glimpse, "render", "delivery", "--states", file.path]
    if getuid() == 0 {
      // Root reads anything: ask as nobody.
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
      try #require(chmod(directory.path, 0o755) == 0)
    }
    let result = try run(command)
    #expect(result.errors == "\(file.path): permission denied\n")
    #expect(result.status == 1)
  }
}
