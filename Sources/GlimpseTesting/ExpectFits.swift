import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// What did not fit in any render of `preview` through the axes given: empty when
/// everything fits. For `#expect(misfits(of: preview, ...).isEmpty)`; a preview that cannot
/// be drawn throws.
@MainActor
public func misfits(
  of preview: ActivityPreview, presentations: SnapshotPresentations = .all,
  devices: [DeviceProfile] = [.iPhone16Pro], locales: [String] = [RenderDefaults.localeIdentifier],
  dynamicType: [DynamicTypeSize] = [.large], strings: URL? = nil,
  at instant: Date = SnapshotMatrix.defaultInstant
) throws -> [ActivityMisfit] {
  let matrix = SnapshotMatrix(
    presentations: presentations, devices: devices, locales: locales, dynamicType: dynamicType,
    strings: strings)
  return ActivityMisfit.misfits(
    in: try ActivityRenderer.renders(of: preview, matrix: matrix, start: instant).renders)
}

/// Asserts that everything fits in every render of `preview` through the axes given (no
/// truncated text in compact leading in any locale, no cut at AX3, ...), except misfits of
/// the kinds in `ignoring`; fails listing each misfit, one a line. Returns the misfits.
///
/// ```swift
/// @Test func compactLeadingFitsEveryLanguage() {
///   expectFits(
///     of: preview, presentations: [.compactLeading], locales: ["en_US", "de_DE"],
///     dynamicType: [.large, .accessibility3])
/// }
/// ```
@MainActor
@discardableResult
public func expectFits(
  of preview: ActivityPreview, presentations: SnapshotPresentations = .all,
  devices: [DeviceProfile] = [.iPhone16Pro], locales: [String] = [RenderDefaults.localeIdentifier],
  dynamicType: [DynamicTypeSize] = [.large], strings: URL? = nil,
  at instant: Date = SnapshotMatrix.defaultInstant,
  ignoring: Set<ActivityMisfit.Kind> = [],
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) -> [ActivityMisfit] {
  let site = CallSite(
    fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  let settings = SnapshotSettings.current
  let found: [ActivityMisfit]
  do {
    found = try misfits(
      of: preview, presentations: presentations, devices: devices, locales: locales,
      dynamicType: dynamicType, strings: strings, at: instant
    ).filter { !ignoring.contains($0.kind) }
  } catch {
    SnapshotIssue(message: "expectFits: \(preview.name) could not be drawn: \(error)", site: site)
      .report(settings: settings)
    return []
  }
  if !found.isEmpty {
    let message =
      "expectFits: \(found.count) misfit\(found.count == 1 ? "" : "s") in \(preview.name):\n"
      + found.map { "  " + $0.description }.joined(separator: "\n")
    SnapshotIssue(message: message, site: site).report(settings: settings)
  }
  return found
}
