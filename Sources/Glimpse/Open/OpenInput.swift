import Foundation

/// What `glimpse open PATH` opens: a widget extension's folder, or one target of an Xcode
/// project, as the Swift files to compile and the asset catalogs and strings to read.
struct OpenInput {
  /// The files of a folder or target, by kind.
  struct Files {
    var swift: [URL] = []
    var catalogs: [URL] = []
    var strings: [URL] = []

    /// Adds `url` to its kind (nothing for a kind Glimpse does not read).
    mutating func add(_ url: URL) {
      let url = url.standardizedFileURL
      switch url.pathExtension.lowercased() {
      case "swift": if !swift.contains(url) { swift.append(url) }
      case "xcassets": if !catalogs.contains(url) { catalogs.append(url) }
      case "xcstrings", "strings", "stringsdict": if !strings.contains(url) { strings.append(url) }
      default: break
      }
    }
  }

  /// The name of the widget (the folder's or the target's).
  let name: String
  /// The folder or project opened, as given, made absolute.
  let location: URL
  /// The target, for a project.
  let target: String?
  let files: Files
  /// The folder to watch for changes: the folder, or the project's.
  let watchRoot: URL

  /// The folders Glimpse reads the widget's asset catalogs and strings from.
  var resourceRoots: [URL] {
    if target == nil { return [location] }
    var roots: [URL] = files.catalogs
    for file in files.strings {
      var folder = file.deletingLastPathComponent()
      if folder.pathExtension == "lproj" { folder.deleteLastPathComponent() }
      if !roots.contains(folder) { roots.append(folder) }
    }
    return roots
  }

  /// The files of `path` (a folder, or an `.xcodeproj` with `target`). Throws
  /// ``OpenError`` with one line naming what cannot be used.
  static func load(path: String, target: String?) throws -> OpenInput {
    let location = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder) else {
      throw OpenError("\(location.path): no such folder or project")
    }
    guard isFolder.boolValue else {
      throw OpenError(
        "\(location.path) is a file; give a widget extension's folder or an .xcodeproj")
    }
    if location.pathExtension == "xcodeproj" {
      let project = try XcodeProject(url: location)
      let chosen: String
      if let target {
        chosen = target
      } else if project.extensionTargets.count == 1 {
        chosen = project.extensionTargets[0]
      } else {
        throw OpenError(
          "\(location.lastPathComponent) has several targets (\(project.targetNames.joined(separator: ", "))); choose one with --target NAME"
        )
      }
      let files = try project.files(ofTarget: chosen)
      let existing = files.swift.filter { FileManager.default.fileExists(atPath: $0.path) }
      guard !existing.isEmpty else {
        throw OpenError(
          "the target '\(chosen)' of \(location.lastPathComponent) has no Swift files on disk")
      }
      var kept = files
      kept.swift = existing
      return OpenInput(
        name: chosen, location: location, target: chosen, files: kept,
        watchRoot: project.sourceRoot)
    }
    if let target {
      throw OpenError("--target \(target) is for an .xcodeproj; \(location.path) is a folder")
    }
    var files = Files()
    for url in walk(location) where url.lastPathComponent != "Package.swift" {
      files.add(url)
    }
    guard !files.swift.isEmpty else {
      throw OpenError("\(location.path) has no Swift files")
    }
    return OpenInput(
      name: location.lastPathComponent, location: location, target: nil, files: files,
      watchRoot: location)
  }

  /// The files below `folder` Glimpse may read (Swift, catalogs, strings), sorted; not in
  /// hidden folders, build folders or projects, and not inside a catalog. At most 20,000.
  static func walk(_ folder: URL) -> [URL] {
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    var seen = 0
    for case let url as URL in walker {
      seen += 1
      if seen > 20_000 { break }
      let ext = url.pathExtension.lowercased()
      let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isFolder {
        if ext == "xcassets" { found.append(url) }
        if ["xcassets", "xcodeproj", "xcworkspace", "build", "xcframework", "framework"].contains(
          ext) || url.lastPathComponent == "DerivedData"
        {
          walker.skipDescendants()
        }
        continue
      }
      if ["swift", "xcstrings", "strings", "stringsdict"].contains(ext) { found.append(url) }
    }
    return found.map(\.standardizedFileURL).sorted { $0.path < $1.path }
  }
}
