import Foundation
import GlimpseTestSupport
import Testing

/// The golden-file helper: comparing, recording, and what it tells the person running tests.
@Suite struct GoldenHelperTests {
  /// A fresh directory for one test, removed afterwards by the caller.
  private func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-golden-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func recordingWritesTheTextAndANewline() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = Golden.check("one\ntwo", named: "card-w5", in: directory, record: true)
    let path = directory.appendingPathComponent("card-w5.txt").path
    #expect(outcome == .recorded(path: path, changed: true))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
    let again = Golden.check("one\ntwo", named: "card-w5", in: directory, record: true)
    #expect(again == .recorded(path: path, changed: false))
    let message = Golden.message(for: outcome, name: "card-w5")
    #expect(message?.contains("Recorded golden") == true)
  }

  @Test func recordingCreatesTheGoldensDirectory() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let goldens = directory.appendingPathComponent("Goldens", isDirectory: true)
    let outcome = Golden.check("x", named: "new", in: goldens, record: true)
    #expect(
      outcome == .recorded(path: goldens.appendingPathComponent("new.txt").path, changed: true))
  }

  @Test func aRecordedGoldenMatches() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for text in ["", "one", "one\ntwo", "trailing\n", "  spaced  \n\n"] {
      _ = Golden.check(text, named: "g", in: directory, record: true)
      #expect(Golden.check(text, named: "g", in: directory, record: false) == .matched)
      #expect(Golden.message(for: .matched, name: "g") == nil)
    }
  }

  @Test func aFileWithoutAFinalNewlineStillMatches() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "one\ntwo".write(
      to: directory.appendingPathComponent("g.txt"), atomically: true, encoding: .utf8)
    #expect(Golden.check("one\ntwo", named: "g", in: directory, record: false) == .matched)
  }

  @Test func aMissingGoldenSaysHowToRecordIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = Golden.check("drawn\ntext", named: "absent", in: directory, record: false)
    let path = directory.appendingPathComponent("absent.txt").path
    #expect(outcome == .missing(path: path, actual: "drawn\ntext"))
    let message = try #require(Golden.message(for: outcome, name: "absent"))
    #expect(message.contains("No golden file"))
    #expect(message.contains("GLIMPSE_RECORD_GOLDENS=1 swift test"))
    #expect(message.contains("| drawn") && message.contains("| text"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aMismatchNamesTheFirstDifferingLine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = Golden.check("same\nold line\nend", named: "g", in: directory, record: true)
    let outcome = Golden.check("same\nnew line\nend", named: "g", in: directory, record: false)
    let path = directory.appendingPathComponent("g.txt").path
    let difference = Golden.Difference(
      line: 2, expected: "old line", actual: "new line", expectedLineCount: 3, actualLineCount: 3)
    #expect(outcome == .mismatch(path: path, difference))
    let message = try #require(Golden.message(for: outcome, name: "g"))
    #expect(message.contains("at line 2"))
    #expect(message.contains(#"expected: "old line""#))
    #expect(message.contains(#"actual:   "new line""#))
    #expect(message.contains("re-record"))
  }

  @Test func differencesInLineCountAndInvisibleCharactersAreShown() {
    let longer = Golden.firstDifference(expected: "a", actual: "a\nb")
    #expect(
      longer
        == Golden.Difference(
          line: 2, expected: nil, actual: "b", expectedLineCount: 1, actualLineCount: 2))
    let shorter = Golden.firstDifference(expected: "a\nb", actual: "a")
    #expect(shorter?.actual == nil)
    #expect(shorter?.expected == "b")
    let spaces = Golden.firstDifference(expected: "a", actual: "a ")
    let message = Golden.message(
      for: .mismatch(path: "/x/Tests/T/Goldens/g.txt", spaces!), name: "g")
    #expect(message?.contains(#"actual:   "a ""#) == true)
    #expect(message?.contains("Tests/T/Goldens/g.txt") == true)
    #expect(message?.contains("/x/") == false)
    let escapes = Golden.firstDifference(expected: "a", actual: "a\u{1B}[0m")
    let shown = Golden.message(for: .mismatch(path: "g.txt", escapes!), name: "g")
    #expect(shown?.contains(#"\u{1B}"#) == true)
    #expect(Golden.firstDifference(expected: "a\nb", actual: "a\nb") == nil)
  }

  @Test(arguments: ["", ".hidden", "a/b", "../up", "a b", "ü", "tab\t"])
  func invalidNamesAreRefused(_ name: String) throws {
    #expect(!Golden.isValidName(name))
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(Golden.check("x", named: name, in: directory, record: true) == .invalidName(name))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test(arguments: ["text-plain-w1", "ansi-color.v2", "a_b-c"])
  func validNames(_ name: String) {
    #expect(Golden.isValidName(name))
  }

  @Test func goldensLiveBesideTheTestFile() {
    let directory = Golden.directory(forTestFile: #filePath)
    #expect(directory.lastPathComponent == "Goldens")
    #expect(directory.deletingLastPathComponent().lastPathComponent == "GlimpseLayoutTests")
  }

  @Test(.enabled(if: !Golden.isRecording, "would record the golden this test expects to miss"))
  func assertMatchesRecordsAnIssueForAMissingGolden() {
    withKnownIssue {
      Golden.assertMatches("text", named: "golden-helper-test-never-recorded")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("GLIMPSE_RECORD_GOLDENS=1") }
    }
  }
}
