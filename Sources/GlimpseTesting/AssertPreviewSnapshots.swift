import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Asserts that every Live Activity `#Preview` (and `PreviewProvider`) of `module` matches
/// the snapshot recorded beside the test: one file for them all, each preview drawn in the
/// presentations it asks for (`as: .dynamicIsland(.compact)`; a plain view's preview on
/// the Lock Screen), on each device, in each locale, at each Dynamic Type size. A preview
/// that cannot be shown fails the test with Glimpse's line for it.
///
/// ```swift
/// @Test func previews() async {
///   await assertPreviewSnapshots(in: "DeliveryWidget", locales: ["en_US", "de_DE"])
/// }
/// ```
///
/// `module` is the module the previews are written in (the first part of their `#fileID`);
/// nil takes every preview in the process. Recording works as in
/// `assertActivitySnapshot(of:…)`.
@MainActor
public func assertPreviewSnapshots(
  in module: String?, devices: [DeviceProfile] = [.iPhone16Pro],
  locales: [String] = [RenderDefaults.localeIdentifier],
  dynamicType: [DynamicTypeSize] = [.large], strings: URL? = nil,
  at instant: Date = SnapshotMatrix.defaultInstant,
  named name: String? = nil, record: Bool? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) async {
  let site = CallSite(
    fileID: fileID, filePath: filePath, function: testName, line: line, column: column)
  let settings = SnapshotSettings.current
  let declared = DeclaredPreview.inProcess().filter {
    module == nil || $0.fileID.hasPrefix(module! + "/")
  }
  let catalog = await PreviewCatalog.load(declared)
  guard catalog.errors.isEmpty else {
    SnapshotIssue(
      message: "assertPreviewSnapshots: previews that cannot be shown:\n"
        + catalog.errors.map { "  " + $0 }.joined(separator: "\n"),
      site: site
    ).report(settings: settings)
    return
  }
  guard !catalog.previews.isEmpty else {
    SnapshotIssue(
      message: "assertPreviewSnapshots: no Live Activity #Preview in "
        + (module.map { "module \($0)" } ?? "this process"),
      site: site
    ).report(settings: settings)
    return
  }
  let matrix = SnapshotMatrix(
    devices: devices, locales: locales, dynamicType: dynamicType, strings: strings)
  var renders: [ActivityRender] = []
  do {
    for preview in catalog.previews {
      var own = matrix
      own.presentations = preview.defaultPresentations.map(SnapshotPresentations.only) ?? .all
      renders += try ActivityRenderer.renders(
        of: preview, matrix: own, start: instant, naming: true
      ).renders
    }
  } catch {
    SnapshotIssue(message: "assertPreviewSnapshots: could not draw: \(error)", site: site)
      .report(settings: settings)
    return
  }
  let header = SnapshotText.header(
    activity: "previews of " + (module ?? "the process"), matrix: matrix, start: nil,
    strings: strings?.lastPathComponent)
  SnapshotAssertion.check(
    SnapshotText.text(header: header, renders: renders), renders: renders.count, name: name,
    record: record, site: site)
}
