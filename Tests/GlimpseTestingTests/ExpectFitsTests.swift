import Foundation
import GlimpseActivity
import GlimpseTesting
import GlimpseUI
import Testing

/// `expectFits` and `misfits(of:)`: what does not fit is listed, one record a line.
@MainActor
@Suite struct ExpectFitsTests {
  func courier(_ name: String) -> ActivityPreview {
    ActivityPreview(
      CourierWidget(), attributes: CourierWidget.Attributes(),
      states: [CourierWidget.Attributes.ContentState(courier: name)], name: "courier",
      start: SnapshotMatrix.defaultInstant)
  }

  @Test func aNameTooLongForCompactLeadingFailsWithItsRecord() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let issues = CaughtIssues()
    let found = folder.settings(issues).withValue {
      expectFits(
        of: courier("Maximilian-Alexander"), presentations: [.compactLeading],
        dynamicType: [.large, .accessibility3])
    }
    #expect(found.map(\.kind) == [.truncation, .truncation, .cut])
    let message = try #require(issues.messages.first)
    let lines = message.split(separator: "\n").map(String.init)
    #expect(lines.first == "expectFits: 3 misfits in courier:")
    #expect(
      lines.dropFirst().first?.hasPrefix(
        "  compact-leading · iphone-16-pro · state 1 · en_US · large · truncation · truncated text · "
      ) == true)
    #expect(lines.dropFirst().first?.contains("\"Maximilian-Alexander\" shows \"") == true)
    #expect(
      lines.last?.hasPrefix(
        "  compact-leading · iphone-16-pro · state 1 · en_US · accessibility3 · cut · ") == true)
  }

  @Test func ignoredKindsAreNeitherReportedNorReturned() throws {
    let issues = CaughtIssues()
    let found = SnapshotSettings(reporter: { issues.append($0) }).withValue {
      expectFits(
        of: courier("Maximilian-Alexander"), presentations: [.compactLeading],
        dynamicType: [.accessibility3], ignoring: [.truncation])
    }
    #expect(found.map(\.kind) == [.cut])
    #expect(issues.messages.first?.hasPrefix("expectFits: 1 misfit in courier:\n") == true)
  }

  @Test func aShortNameFitsAndNothingIsReported() throws {
    let issues = CaughtIssues()
    let found = SnapshotSettings(reporter: { issues.append($0) }).withValue {
      expectFits(of: courier("Al"), presentations: [.compactLeading], locales: ["en_US", "de_DE"])
    }
    #expect(found.isEmpty)
    #expect(issues.messages.isEmpty)
    #expect(try misfits(of: courier("Al"), presentations: [.compactLeading]).isEmpty)
  }
}
