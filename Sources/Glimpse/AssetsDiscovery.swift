import Foundation
import GlimpseActivity
import GlimpseAssets
import GlimpseUI

/// Finds the app's asset catalogs for the command line: the `.xcassets` folder (or folder
/// of them) given with `--assets`, or else those in the resource bundles the app's strings
/// are looked for in (``StringsDiscovery``), or else those in the working directory and
/// its folders one level down (a widget folder run with `swift run`, whose
/// `Assets.xcassets` SwiftPM leaves unhandled). Read once per process.
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
    var roots = explicit.map { [$0] } ?? StringsDiscovery.bundles(of: previews)
    if explicit == nil, !roots.contains(where: containsCatalog) {
      roots = catalogsInWorkingDirectory()
    }
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

  /// Whether `folder` holds a `.xcassets` folder anywhere within it.
  private static func containsCatalog(_ folder: URL) -> Bool {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return false }
    for case let url as URL in walker where url.pathExtension == "xcassets" {
      return true
    }
    return false
  }

  /// The `.xcassets` folders in the working directory and in its folders (not deeper, and
  /// not in hidden ones such as `.build`).
  private static func catalogsInWorkingDirectory() -> [URL] {
    let manager = FileManager.default
    let here = URL(fileURLWithPath: manager.currentDirectoryPath, isDirectory: true)
    func children(_ folder: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? [])
        .sorted { $0.path < $1.path }
    }
    var found: [URL] = []
    for child in children(here) {
      if child.pathExtension == "xcassets" {
        found.append(child)
        continue
      }
      found += children(child).filter { $0.pathExtension == "xcassets" }
    }
    return found
  }
}
