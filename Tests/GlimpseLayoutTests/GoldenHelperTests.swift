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

  @Test func aMismatchPrintsTheWholeComparisonSideBySide() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = Golden.check("same\nold line\nend\ngone", named: "g", in: directory, record: true)
    let outcome = Golden.check(
      "same\nnew line\nend\nextra\nmore", named: "g", in: directory, record: false)
    guard case .mismatch(_, let difference) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    #expect(difference.firstDifferingRow == 2)
    #expect(difference.differingRowCount == 3)
    let message = try #require(Golden.message(for: outcome, name: "g"))
    #expect(message.contains("from row 2 (3 of 5 rows differ; expected 4 lines, got 5)"))
    let table = """
          expected │   actual
        1 same     │ 1 same
      ! 2 old line │ 2 new line
        3 end      │ 3 end
      ! 4 gone     │ 4 extra
      +            │ 5 more
      """
    #expect(message.contains(table), "\(message)")
    #expect(message.contains("re-record"))
  }

  @Test func linesAddedOrRemovedInTheMiddleStayAligned() throws {
    let difference = try #require(
      Golden.difference(expected: "top\nmiddle\nbottom", actual: "top\nbottom\nfooter"))
    typealias Line = Golden.Difference.Line
    #expect(
      difference.rows == [
        .init(expected: Line(1, "top"), actual: Line(1, "top")),
        .init(expected: Line(2, "middle"), actual: nil),
        .init(expected: Line(3, "bottom"), actual: Line(2, "bottom")),
        .init(expected: nil, actual: Line(3, "footer")),
      ])
  }

  @Test func invisibleDifferencesAreWrittenOutAndEscapesShownAsPictures() throws {
    let spaces = try #require(Golden.difference(expected: "a", actual: "a "))
    let message = Golden.message(
      for: .mismatch(path: "/x/Tests/T/Goldens/g.txt", spaces), name: "g")
    #expect(message?.contains(#"as written: "a" │ "a ""#) == true)
    #expect(message?.contains("Tests/T/Goldens/g.txt") == true)
    #expect(message?.contains("/x/") == false)
    let escapes = try #require(Golden.difference(expected: "a", actual: "a\u{1B}[0m"))
    let shown = Golden.message(for: .mismatch(path: "g.txt", escapes), name: "g")
    #expect(shown?.contains("a␛[0m") == true)
    #expect(shown?.unicodeScalars.contains("\u{1B}") == false)
    #expect(Golden.difference(expected: "a\nb", actual: "a\nb") == nil)
  }

  @Test func aTextWithAnEscapeIsNeitherRecordedNorCompared() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for record in [true, false] {
      let outcome = Golden.check(
        "\u{1B}[1mbold\u{1B}[0m", named: "e", in: directory, record: record)
      guard case .failed(_, let reason) = outcome else {
        Issue.record("expected a refusal, got \(outcome)")
        continue
      }
      #expect(reason.contains("escape byte"))
      #expect(reason.contains("StyleRuns"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func noGoldenInTheRepositoryHoldsAnEscape() throws {
    let tests = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
      .deletingLastPathComponent()
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
    var checked = 0
    for case let path as String in files where path.contains("Goldens/") && path.hasSuffix(".txt") {
      let text = try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
      #expect(!text.unicodeScalars.contains("\u{1B}"), "\(path) holds an ESC byte")
      #expect(!text.contains("\\e["), "\(path) holds an escape written as \\e[")
      checked += 1
    }
    #expect(checked > 200)
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
