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
    guard let folder = preview.resourceFolder, StringTables.areFound(in: folder) else {
      return (StringTables(), nil)
    }
    return (try StringTables.load(from: folder), folder.lastPathComponent)
  }
}
