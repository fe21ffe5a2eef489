import Foundation
import GlimpseActivity
import GlimpseUI

/// Finds the app's asset catalogs for the command line: the `.xcassets` folder (or folder
/// of them) given with `--assets`, or else those in the resource bundles the app's strings
/// are looked for in (``StringsDiscovery``). Read once per process.
@MainActor
enum AssetsDiscovery {
  private static var cache: [String: AssetCatalog] = [:]

  /// The catalogs for `previews`, or from `explicit`; a file that does not read is one
  /// line naming it, the key path and what was expected.
  static func catalog(explicit: URL?, previews: [ActivityPreview], command: String) throws
    -> AssetCatalog
  {
    if let explicit {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: explicit.path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw CLIError.failure(
          "\(command): --assets expects a .xcassets folder or a folder holding them, found '\(explicit.path)'"
        )
      }
    }
    let roots = explicit.map { [$0] } ?? StringsDiscovery.bundles(of: previews)
    let key = roots.map(\.path).joined(separator: "\n")
    if let known = cache[key] { return known }
    var catalog = AssetCatalog()
    for root in roots {
      do {
        catalog = catalog.merging(try AssetCatalog.load(from: root))
      } catch let error as AssetCatalogError {
        throw CLIError.failure("\(command): \(error.description)")
      }
    }
    cache[key] = catalog
    return catalog
  }
}
