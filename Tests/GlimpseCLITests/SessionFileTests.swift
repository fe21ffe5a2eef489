import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `glimpse preview --session FILE` with a file that is not a plain, writable file: a
/// FIFO, a folder that is missing or goes away, a symbolic link. Each on a real
/// pseudo-terminal: the message is one line, and the terminal is never taken (or is
/// restored) around it. Inside the serialized end-to-end suite: these wait on processes,
/// each holding a thread of the test pool.
extension PreviewEndToEndTests {
  @Suite struct SessionFileTests {
    /// A fresh folder for one test.
    func makeFolder() throws -> URL {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("glimpse-session-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }

    func startPreview(session path: String) throws -> TerminalProcess {
      try TerminalProcess(
        try TerminalProcess.builtProduct("glimpse"), ["preview", "delivery", "--session", path],
        environment: PreviewEndToEndTests.environment)
    }

    /// The lines the program wrote outside its screen (after it restored the terminal, or
    /// without taking it), escape sequences left out.
    func plainLines(_ text: String) -> [String] {
      let after = text.range(of: "\u{1B}[?1049l").map { String(text[$0.upperBound...]) } ?? text
      let plain = after.replacingOccurrences(
        of: "\u{1B}(\\[[?0-9;]*[A-Za-z]|\\([A-Z0-9]|[=>])", with: "", options: .regularExpression)
      return plain.split(whereSeparator: \.isNewline)
        .map { $0.replacingOccurrences(of: "\r", with: "") }
        .filter { !$0.isEmpty }
    }

    @Test func aFIFOAsTheSessionIsRefusedBeforeTheTerminalIsTaken() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let fifo = folder.appendingPathComponent("session.json").path
      try #require(mkfifo(fifo, 0o600) == 0)
      let process = try startPreview(session: fifo)
      let exit = process.waitForExit(timeout: .seconds(10))
      #expect(
        exit == .exited(2), "\(exit.map(String.init) ?? "still running (blocked on the FIFO)")")
      #expect(
        plainLines(process.text).first
          == "preview: --session \(fifo) is a FIFO, not a regular file")
      #expect(!process.text.contains("\u{1B}[?1049h"), "the terminal was taken")
    }

    @Test func aSessionFolderThatDoesNotExistIsRefusedBeforeTheTerminalIsTaken() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("missing/session.json").path
      let process = try startPreview(session: path)
      let exit = process.waitForExit(timeout: .seconds(10))
      #expect(exit == .exited(1), "\(exit.map(String.init) ?? "still running")")
      #expect(
        plainLines(process.text)
          == ["preview: cannot write the session to \(path): No such file or directory"])
      #expect(!process.text.contains("\u{1B}[?1049h"), "the terminal was taken")
    }

    @Test func aSessionThatCannotBeWrittenOnTheWayOutSaysSoInOneLine() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("session.json").path
      let process = try startPreview(session: path)
      try #require(process.waitForOutput(containing: "LOCK SCREEN"))
      try FileManager.default.removeItem(at: folder)
      process.type("q")
      let exit = process.waitForExit(timeout: .seconds(10))
      #expect(exit == .exited(1), "\(exit.map(String.init) ?? "still running")")
      #expect(
        plainLines(process.text)
          == ["preview: cannot write the session to \(path): No such file or directory"])
      #expect(TerminalModes(after: process.text) == .sane)
    }

    @Test func aSymbolicLinkToTheSessionStaysALink() throws {
      let folder = try makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let link = folder.appendingPathComponent("session.json")
      let real = folder.appendingPathComponent("sessions/kept.json")
      try FileManager.default.createDirectory(
        at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "sessions/kept.json")
      let process = try startPreview(session: link.path)
      try #require(process.waitForOutput(containing: "LOCK SCREEN"))
      process.type("q")
      let exit = process.waitForExit(timeout: .seconds(10))
      #expect(exit == .exited(0), "\(exit.map(String.init) ?? "still running")")
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "sessions/kept.json"
      )
      let written = try String(contentsOf: real, encoding: .utf8)
      #expect(written.contains("\"activity\" : \"delivery\""))
      // Nothing else was left in either folder (no temporary files).
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
          "session.json", "sessions",
        ])
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path)
          == ["kept.json"])
    }
  }
}
