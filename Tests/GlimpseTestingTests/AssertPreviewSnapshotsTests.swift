import Foundation
import GlimpseTesting
import Testing

/// `assertPreviewSnapshots`: every `#Preview` of a module in one file, in the
/// presentations each asks for.
@MainActor
@Suite struct AssertPreviewSnapshotsTests {
  @Test func everyPreviewOfTheModuleIsInOneSnapshotThatPassesOnTheSecondRun() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    await folder.settings(issues).withValue {
      await assertPreviewSnapshots(in: "GlimpseTestingTests")
    }
    #expect(issues.messages.count == 1)
    #expect(issues.messages.first?.hasSuffix("(3 renders, new)") == true)
    let text = try String(
      contentsOf: folder.url.appendingPathComponent(
        "AssertPreviewSnapshotsTests/everyPreviewOfTheModuleIsInOneSnapshotThatPassesOnTheSecondRun.txt"
      ), encoding: .utf8)
    #expect(text.contains("\n== Courier · state 2 · start + 300 s · LOCK SCREEN · iPhone 16 Pro"))
    #expect(text.contains("\n== Courier island · state 1 · start + 0 s · COMPACT · iPhone 16 Pro"))
    issues.removeAll()
    await folder.settings(issues).withValue {
      await assertPreviewSnapshots(in: "GlimpseTestingTests")
    }
    #expect(issues.messages.isEmpty)
  }

  @Test func aModuleWithoutPreviewsFailsSayingSo() async throws {
    let issues = CaughtIssues()
    await SnapshotSettings(reporter: { issues.append($0) }).withValue {
      await assertPreviewSnapshots(in: "NoSuchModule")
    }
    #expect(
      issues.messages == [
        "assertPreviewSnapshots: no Live Activity #Preview in module NoSuchModule"
      ])
  }
}
