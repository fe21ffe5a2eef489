import Foundation
import GlimpseActivity
import GlimpseUI

/// The app's translations a snapshot draws with: those at `explicit` (a string catalog, a
/// strings file, or a folder of them, such as `Bundle.module.resourceURL`), else those in
/// the resource bundle of the preview's states file, else none (every key shows its own
/// text).
enum SnapshotStrings {
  static func tables(explicit: URL?, preview: ActivityPreview) throws -> (StringTables, String?) {
    if let explicit { return (try StringTables.load(from: explicit), explicit.lastPathComponent) }
    guard let file = preview.statesFile else { return (StringTables(), nil) }
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if ["resources", "bundle"].contains(folder.pathExtension) { break }
      folder.deleteLastPathComponent()
    }
    if folder.path == "/" || folder.path.isEmpty { folder = file.deletingLastPathComponent() }
    guard containsStrings(folder) else { return (StringTables(), nil) }
    return (try StringTables.load(from: folder), folder.lastPathComponent)
  }

  private static func containsStrings(_ folder: URL) -> Bool {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return false }
    for case let url as URL in walker
    where ["xcstrings", "strings", "stringsdict"].contains(url.pathExtension) {
      return true
    }
    return false
  }
}
