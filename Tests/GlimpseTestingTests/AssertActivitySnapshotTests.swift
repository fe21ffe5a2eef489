import Foundation
import GlimpseDemos
import GlimpseTesting
import GlimpseUI
import Testing

/// `assertActivitySnapshot`: records once and fails saying so, passes when nothing
/// changed, and fails with the aligned diff (and SVG renders, when asked) when a view
/// changed; only the public API.
@MainActor
@Suite struct AssertActivitySnapshotTests {
  let delivery = DemoGallery.all.first { $0.name == "delivery" }!

  @Test func aMissingSnapshotIsRecordedAndTheTestFailsOnceThenPasses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    folder.settings(issues).withValue {
      assertActivitySnapshot(of: delivery, presentations: [.lockScreen, .compactLeading])
    }
    #expect(issues.messages.count == 1)
    #expect(
      issues.messages.first?.hasPrefix(
        "Recorded snapshot (there was no snapshot); re-run the test to check against it: ") == true)
    #expect(issues.messages.first?.hasSuffix("(10 renders, new)") == true)
    let file = folder.url.appendingPathComponent(
      "AssertActivitySnapshotTests/aMissingSnapshotIsRecordedAndTheTestFailsOnceThenPasses.txt")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("glimpse-snapshot/1 · Glimpse "))
    #expect(
      text.contains(
        "== state 3 \"on the way\" · 2026-11-29T10:20:00Z · LOCK SCREEN · iPhone 16 Pro"))

    issues.removeAll()
    folder.settings(issues).withValue {
      assertActivitySnapshot(of: delivery, presentations: [.lockScreen, .compactLeading])
    }
    #expect(issues.messages.isEmpty)
  }

  @Test func recordModeRecordsAgainAndFailsEvenWhenNothingChanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    folder.settings(issues).withValue {
      assertActivitySnapshot(of: delivery, presentations: [.minimal])
    }
    issues.removeAll()
    folder.settings(issues, environment: ["GLIMPSE_RECORD": "1"]).withValue {
      assertActivitySnapshot(of: delivery, presentations: [.minimal])
    }
    folder.settings(issues).withValue {
      assertActivitySnapshot(of: delivery, presentations: [.minimal], record: true)
    }
    #expect(issues.messages.count == 2)
    #expect(issues.messages.first?.contains("(GLIMPSE_RECORD is set)") == true)
    #expect(issues.messages.last?.contains("(record: true)") == true)
    #expect(issues.messages.allSatisfy { $0.hasSuffix("unchanged)") })
  }

  @Test func aChangedViewFailsWithTheAlignedDiffAndWritesSVGRenders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let artifacts = folder.url.appendingPathComponent("artifacts")
    let issues = CaughtIssues()
    let state = CourierWidget.Attributes.ContentState(courier: "Marco")
    folder.settings(issues).withValue {
      assertActivitySnapshot(
        of: CourierWidget(), attributes: CourierWidget.Attributes(), states: [state],
        presentations: [.lockScreen],
        named: "card")
    }
    issues.removeAll()
    folder.settings(issues, environment: ["GLIMPSE_SNAPSHOT_ARTIFACTS": artifacts.path])
      .withValue {
        assertActivitySnapshot(
          of: CourierWidget(), attributes: CourierWidget.Attributes(greeting: "Your driver"),
          states: [state],
          presentations: [.lockScreen], named: "card")
      }
    let message = try #require(issues.messages.first)
    #expect(issues.messages.count == 1)
    let lines = message.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("Snapshot does not match ") == true
        && lines.first?.hasSuffix(": 4 lines differ, 1 of 1 renders changed.") == true)
    #expect(lines.contains("  old   new"))
    // Both sides' line numbers; the recorded lines first, then the new ones.
    let changed = Array(lines.drop { !$0.contains("Your courier") }.prefix(4))
    #expect(changed.count == 4)
    #expect(changed.first?.hasPrefix("    6       - │ │") == true)
    #expect(changed.dropFirst().first?.hasPrefix("    7       - │ │") == true)
    #expect(changed.dropFirst(2).first?.hasPrefix("          6 + │ │") == true)
    #expect(changed.dropFirst(2).first?.contains("Your driver") == true)
    #expect(changed.last?.hasPrefix("          7 + │ │") == true)
    #expect(lines.contains { $0.hasPrefix("    5     5   │ │ ") })
    let svg = try String(
      contentsOf: artifacts.appendingPathComponent(
        "AssertActivitySnapshotTests.aChangedViewFailsWithTheAlignedDiffAndWritesSVGRenders.card.svg"
      ),
      encoding: .utf8)
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains("courier") && svg.contains("driver"))
    #expect(message.contains(".card.old.svg, ") && message.contains(".card.new.svg, "))
  }

  @Test func anotherVersionsSnapshotMatchesUntilADrawingChangesThenTheFailureSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    let state = CourierWidget.Attributes.ContentState(courier: "Marco")
    // Called twice in the test itself: the file is named by the test.
    folder.settings(issues).withValue {
      assertActivitySnapshot(
        of: CourierWidget(), attributes: CourierWidget.Attributes(), states: [state],
        presentations: [.minimal])
    }
    let file = folder.url.appendingPathComponent(
      "AssertActivitySnapshotTests/anotherVersionsSnapshotMatchesUntilADrawingChangesThenTheFailureSaysSo.txt"
    )
    let recorded = try String(contentsOf: file, encoding: .utf8)
    let old = recorded.replacingOccurrences(
      of: #"Glimpse [0-9.]+ ·"#, with: "Glimpse 0.0.1 ·", options: .regularExpression)
    try Data(old.utf8).write(to: file)
    issues.removeAll()
    // The same drawings under another version's header match.
    folder.settings(issues).withValue {
      assertActivitySnapshot(
        of: CourierWidget(), attributes: CourierWidget.Attributes(), states: [state],
        presentations: [.minimal])
    }
    #expect(issues.messages.isEmpty)
    folder.settings(issues).withValue {
      assertActivitySnapshot(
        of: CourierWidget(), attributes: CourierWidget.Attributes(greeting: "Hello"),
        states: [state], presentations: [.lockScreen])
    }
    #expect(issues.messages.count == 1)
    #expect(
      issues.messages.first?.contains(
        "\nRecorded with Glimpse 0.0.1, drawn now with Glimpse ") == true)
  }

  @Test func aDemoIsDrawnWithItsAppsTranslationsFoundBesideItsStatesFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    folder.settings(issues).withValue {
      assertActivitySnapshot(of: delivery, presentations: [.lockScreen], locales: ["de_DE"])
    }
    let text = try String(
      contentsOf: folder.url.appendingPathComponent(
        "AssertActivitySnapshotTests/aDemoIsDrawnWithItsAppsTranslationsFoundBesideItsStatesFile.txt"
      ), encoding: .utf8)
    #expect(text.contains("Wird zubereitet"))
    #expect(!text.contains("Preparing"))
    #expect(text.split(separator: "\n").first?.contains(" · strings none") == false)
  }

  @Test(arguments: [
    (
      [Presentation.compact], ["en_US"],
      "assertActivitySnapshot: delivery could not be drawn: presentations: none of ipad shows compact"
    ),
    (
      [Presentation.lockScreen], ["klingon"],
      "assertActivitySnapshot: delivery could not be drawn: locales: unknown locale 'klingon'; expected an identifier such as en_US or de_DE"
    ),
  ])
  func aMatrixThatCannotBeDrawnFailsWithOneLineAndWritesNothing(
    presentations: [Presentation], locales: [String], expected: String
  ) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    folder.settings(issues).withValue {
      assertActivitySnapshot(
        of: delivery, presentations: .only(presentations), devices: [.iPad], locales: locales)
    }
    #expect(issues.messages == [expected])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  @Test func withoutAReporterTheFailureIsASwiftTestingIssue() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    withKnownIssue {
      SnapshotSettings(directory: folder.url, environment: [:]).withValue {
        assertActivitySnapshot(of: delivery, presentations: [.minimal])
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Recorded snapshot (there was no snapshot)") }
    }
  }
}
