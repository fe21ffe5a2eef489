import Foundation
import Testing

@testable import GlimpseFonts

/// A font file that cannot be used is one line naming it.
@Suite struct FontLoadErrorTests {
  /// A fresh folder, removed after `body`.
  func inTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func loadError(_ path: String) -> FontLoadError? {
    do {
      _ = try FontMetrics.load(path: path)
      return nil
    } catch {
      return error
    }
  }

  @Test func aMissingFileIsNamedAsMissing() throws {
    try inTemporaryFolder { folder in
      let path = folder.appendingPathComponent("SF-Pro.ttf").path
      #expect(loadError(path)?.description == "font file '\(path)': no such file")
    }
  }

  @Test func aFolderIsNamedAsAFolder() throws {
    try inTemporaryFolder { folder in
      #expect(
        loadError(folder.path)?.description
          == "font file '\(folder.path)': is a folder, not a font file")
    }
  }

  @Test func anEmptyFileIsNamedAsEmpty() throws {
    try inTemporaryFolder { folder in
      let path = folder.appendingPathComponent("empty.otf").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      #expect(
        loadError(path)?.description
          == "font file '\(path)': is empty, not a font (expected a .ttf, .otf or .ttc file)")
    }
  }

  @Test func aTextFileIsNamedAsNotAFont() throws {
    try inTemporaryFolder { folder in
      let path = folder.appendingPathComponent("notes.ttf").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data("not a font\n".utf8)))
      #expect(
        loadError(path)?.description
          == "font file '\(path)': is not a font FreeType can read (FreeType error 2); "
          + "expected a .ttf, .otf or .ttc file")
    }
  }

  @Test func aPathWithALineBreakStaysOnOneLine() throws {
    try inTemporaryFolder { folder in
      let path = folder.appendingPathComponent("two\nlines.ttf").path
      let message = try #require(loadError(path)?.description)
      #expect(!message.contains("\n"))
      #expect(message.contains("two\\u{a}lines.ttf"))
    }
  }
}
