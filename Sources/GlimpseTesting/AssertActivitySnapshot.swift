import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Asserts that every render of `widget`'s activity matches the snapshot recorded beside the
/// test, in `__Snapshots__/<TestFile>/<test>.txt` (`<test>.<name>.txt` with `named:`).
///
/// Each state is drawn in every presentation of `presentations` on each device, in each
/// locale, at each Dynamic Type size: one text file holds them all, each under its
/// heading, after a header line naming the Glimpse version and the settings. The drawing
/// is the same on any machine: the pinned font, UTC, no colour.
///
/// The first state is drawn at `at`, each next one `interval` seconds later (as a preview's
/// timeline runs). `strings` are the app's translations (a string catalog, a strings file
/// or a folder of them, such as `Bundle.module.resourceURL`); without them each key shows
/// its own text, in the locale's formats of dates and numbers.
///
/// The snapshot is recorded, and the test fails saying so, when the file is missing, when
/// `record` is true, or when `record` is nil and `GLIMPSE_RECORD=1`: re-run to check. A
/// mismatch fails with the aligned diff; with `GLIMPSE_SNAPSHOT_ARTIFACTS=DIR` the
/// recorded and new renders are written there as SVG too.
///
/// ```swift
/// @Test func deliveryCard() {
///   assertActivitySnapshot(
///     of: DeliveryLiveActivity(), attributes: .pizza, states: [.preparing, .onTheWay],
///     devices: [.iPhone16Pro, .iPad], locales: ["en_US", "de_DE"],
///     dynamicType: [.large, .accessibility3])
/// }
/// ```
@MainActor
public func assertActivitySnapshot<W: Widget, A: ActivityAttributes>(
  of widget: W, attributes: A, states: [A.ContentState],
  presentations: SnapshotPresentations = .all, devices: [DeviceProfile] = [.iPhone16Pro],
  locales: [String] = [RenderDefaults.localeIdentifier], dynamicType: [DynamicTypeSize] = [.large],
  strings: URL? = nil,
  at instant: Date = SnapshotMatrix.defaultInstant, interval: TimeInterval = 300,
  named name: String? = nil, record: Bool? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let preview = ActivityPreview(
    widget, attributes: attributes, states: states, start: instant, interval: interval)
  SnapshotAssertion.run(
    preview,
    matrix: SnapshotMatrix(
      presentations: presentations, devices: devices, locales: locales, dynamicType: dynamicType,
      strings: strings),
    start: instant, name: name, record: record,
    site: CallSite(
      fileID: fileID, filePath: filePath, function: testName, line: line, column: column))
}

/// Asserts that every render of `preview` (an activity with its states, or states file, as
/// `glimpse` shows it) matches its recorded snapshot; see
/// `assertActivitySnapshot(of:attributes:states:…)`.
/// A states file that gives no start starts at `at`.
@MainActor
public func assertActivitySnapshot(
  of preview: ActivityPreview, presentations: SnapshotPresentations = .all,
  devices: [DeviceProfile] = [.iPhone16Pro], locales: [String] = [RenderDefaults.localeIdentifier],
  dynamicType: [DynamicTypeSize] = [.large], strings: URL? = nil,
  at instant: Date = SnapshotMatrix.defaultInstant,
  named name: String? = nil, record: Bool? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  SnapshotAssertion.run(
    preview,
    matrix: SnapshotMatrix(
      presentations: presentations, devices: devices, locales: locales, dynamicType: dynamicType,
      strings: strings),
    start: instant, name: name, record: record,
    site: CallSite(
      fileID: fileID, filePath: filePath, function: testName, line: line, column: column))
}
