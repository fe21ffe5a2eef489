import Foundation

/// The modules the compatibility reference covers, found from the sources rather than
/// listed: the modules that the shims under `Sources/Shims` (`import SwiftUI`, `import
/// Charts`...) re-export with `@_exported import`, and the modules those re-export in turn,
/// each read from the folder under `Sources/` (at any depth) named as the module. A folder
/// of GlimpseUI that becomes a module of its own is then still covered, as long as a shim (or
/// a covered module) re-exports it.
enum CompatibilitySurface {
  /// The covered modules, in the order they were found, and the folder of each.
  static func modules(sources: URL) -> [(name: String, folder: URL)] {
    let folders = moduleFolders(under: sources)
    let shims = sources.appendingPathComponent("Shims")
    var queue = PublicDeclarationScanner.swiftFiles(under: shims).flatMap(reexports(in:))
    var found: [(name: String, folder: URL)] = []
    while !queue.isEmpty {
      let name = queue.removeFirst()
      guard !found.contains(where: { $0.name == name }), let folder = folders[name] else {
        continue
      }
      found.append((name, folder))
      queue += PublicDeclarationScanner.swiftFiles(under: folder).flatMap(reexports(in:))
    }
    return found
  }

  /// The public declarations of the covered modules, each file named by its path under
  /// `sources` (`GlimpseUI/Text/Text.swift`).
  static func declarations(sources: URL) throws -> [PublicDeclaration] {
    try modules(sources: sources).flatMap { module in
      try PublicDeclarationScanner.scan(
        files: PublicDeclarationScanner.swiftFiles(under: module.folder), relativeTo: sources)
    }
  }

  /// The modules a Swift file re-exports (`@_exported import GlimpseUI`).
  static func reexports(in file: URL) -> [String] {
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count >= 3, words[0] == "@_exported", words[1] == "import" else { return nil }
      return String(words[2])
    }
  }

  /// Every folder under `sources`, at any depth, by its name (the shallowest one wins).
  private static func moduleFolders(under sources: URL) -> [String: URL] {
    var folders: [String: URL] = [:]
    let enumerator = FileManager.default.enumerator(
      at: sources, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = enumerator?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else {
        continue
      }
      let name = url.lastPathComponent
      if let existing = folders[name], existing.pathComponents.count <= url.pathComponents.count {
        continue
      }
      folders[name] = url
    }
    return folders
  }
}
