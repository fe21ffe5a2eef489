import Foundation
import GlimpseActivity

/// Records or checks one snapshot file, and reports what went wrong.
@MainActor
enum SnapshotAssertion {
  static func run(
    _ preview: ActivityPreview, matrix: SnapshotMatrix, start: Date, name: String?,
    record: Bool?, site: CallSite
  ) {
    let renders: [ActivityRender]
    let timelineStart: Date
    let strings: String?
    do {
      (timelineStart, strings, renders) = try ActivityRenderer.renders(
        of: preview, matrix: matrix, start: start)
    } catch {
      SnapshotIssue(
        message: "assertActivitySnapshot: \(preview.name) could not be drawn: \(error)", site: site
      ).report(settings: SnapshotSettings.current)
      return
    }
    let header = SnapshotText.header(
      activity: preview.name, matrix: matrix,
      start: timelineStart == ActivityPreview.processStart ? nil : timelineStart, strings: strings)
    check(
      SnapshotText.text(header: header, renders: renders), renders: renders.count, name: name,
      record: record, site: site)
  }

  /// Records `new` or checks it against the recorded file.
  static func check(_ new: String, renders: Int, name: String?, record: Bool?, site: CallSite) {
    let settings = SnapshotSettings.current
    func fail(_ message: String) {
      SnapshotIssue(message: message, site: site).report(settings: settings)
    }
    let file = snapshotFile(site: site, name: name, settings: settings)
    let shownPath = relativePath(file, site: site)
    let old = try? String(contentsOf: file, encoding: .utf8)
    let recording = record ?? settings.recordsFromEnvironment
    if recording || old == nil {
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(new.utf8).write(to: file)
      } catch {
        fail("assertActivitySnapshot: could not record \(file.path): \(error)")
        return
      }
      let why =
        old == nil
        ? "there was no snapshot"
        : (record == true ? "record: true" : "GLIMPSE_RECORD is set")
      let changed = old.map { $0 == new ? "unchanged" : "changed" } ?? "new"
      fail(
        "Recorded snapshot (\(why)); re-run the test to check against it: \(shownPath) (\(renders) renders, \(changed))"
      )
      return
    }
    guard let old, SnapshotText.withoutVersion(old) != SnapshotText.withoutVersion(new) else {
      return
    }
    fail(
      mismatchMessage(
        old: old, new: new, path: shownPath, renders: renders, site: site, name: name,
        settings: settings))
  }

  /// The message for a mismatch: what changed, the version note, the diff, the artifacts.
  static func mismatchMessage(
    old: String, new: String, path: String, renders: Int, site: CallSite, name: String?,
    settings: SnapshotSettings
  ) -> String {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let diff = SnapshotDiff(old: oldLines, new: newLines)
    let recorded = Set(SnapshotArtifacts.sections(of: old))
    let changedRenders = SnapshotArtifacts.sections(of: new).filter { !recorded.contains($0) }.count
    var message =
      "Snapshot does not match \(path): \(diff.changes) lines differ, \(changedRenders) of \(renders) renders changed."
    let oldVersion = oldLines.first.flatMap { SnapshotText.version(inHeader: $0[...]) }
    let newVersion = newLines.first.flatMap { SnapshotText.version(inHeader: $0[...]) }
    if let oldVersion, let newVersion, oldVersion != newVersion {
      message +=
        "\nRecorded with Glimpse \(oldVersion), drawn now with Glimpse \(newVersion): the new version may draw differently."
    }
    message += "\nRe-record with GLIMPSE_RECORD=1 (or record: true) if the change is intended.\n"
    message += diff.text()
    if let directory = settings.artifactsDirectory {
      let base = site.testFileName + "." + site.testName + (name.map { ".\($0)" } ?? "")
      do {
        let paths = try SnapshotArtifacts.write(old: old, new: new, name: base, into: directory)
        message += "\nSVG renders (recorded | now): " + paths.joined(separator: ", ")
      } catch {
        message += "\nCould not write the SVG renders into \(directory.path): \(error)"
      }
    }
    return message
  }

  /// `<directory>/<TestFile>/<test>[.<name>].txt`, the directory `__Snapshots__` beside
  /// the test file unless the settings give one.
  static func snapshotFile(site: CallSite, name: String?, settings: SnapshotSettings) -> URL {
    let directory =
      settings.directory
      ?? URL(fileURLWithPath: site.testDirectory, isDirectory: true)
      .appendingPathComponent("__Snapshots__", isDirectory: true)
    let file = site.testName + (name.map { ".\(sanitized($0))" } ?? "") + ".txt"
    return directory.appendingPathComponent(site.testFileName, isDirectory: true)
      .appendingPathComponent(file)
  }

  /// A name safe in a file name: `/` and `:` become `-`.
  static func sanitized(_ name: String) -> String {
    String(name.map { "/:\\".contains($0) ? "-" : $0 })
  }

  /// The path from the test's folder when the file is under it, else the whole path.
  static func relativePath(_ file: URL, site: CallSite) -> String {
    let base = site.testDirectory + "/"
    return file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
  }
}
