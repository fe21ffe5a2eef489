import Foundation

/// Glimpse's own package, which an opened widget's package depends on by path: the one
/// `GLIMPSE_PACKAGE_PATH` names, else the checkout the running `glimpse` was built in (the
/// folder above its `.build`), else the one this file was compiled from.
enum GlimpsePackage {
  static func root(environment: [String: String]) throws -> URL {
    if let path = environment["GLIMPSE_PACKAGE_PATH"], !path.isEmpty {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      guard isGlimpse(url) else {
        throw OpenError("GLIMPSE_PACKAGE_PATH=\(path) is not Glimpse's package (no Sources/Shims)")
      }
      return url
    }
    var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if isGlimpse(folder) { return folder }
      folder.deleteLastPathComponent()
    }
    // Sources/Glimpse/Open/GlimpsePackage.swift, four folders down.
    var compiled = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { compiled.deleteLastPathComponent() }
    if isGlimpse(compiled) { return compiled }
    throw OpenError(
      "cannot find Glimpse's package to build against; set GLIMPSE_PACKAGE_PATH to its folder")
  }

  static func isGlimpse(_ folder: URL) -> Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      && manager.fileExists(atPath: folder.appendingPathComponent("Sources/Shims/WidgetKit").path)
  }

  /// The package's identity as SwiftPM derives it from a path (its last component,
  /// lowercased), the name a dependent names its products by.
  static func identity(of root: URL) -> String { root.lastPathComponent.lowercased() }

  /// The modules the shims re-export (`@_exported import GlimpseUI` in `Sources/Shims/SwiftUI`,
  /// `GlimpseHealthKit` in `Sources/Shims/HealthKit`…) that have a folder of their own in
  /// `Sources`: where the look-alikes of Apple's frameworks are declared.
  static func surfaceModules(root: URL) -> [String] {
    var modules: Set<String> = []
    for file in OpenInput.walk(root.appendingPathComponent("Sources/Shims"))
    where file.pathExtension == "swift" {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
        let module = String(line.dropFirst("@_exported import ".count))
        var isFolder: ObjCBool = false
        let folder = root.appendingPathComponent("Sources/\(module)").path
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
          isFolder.boolValue
        {
          modules.insert(module)
        }
      }
    }
    return modules.sorted()
  }

  /// The type names Glimpse's surface declares (`public struct Text`, `extension View`),
  /// read from its sources: what a widget file may use without an app module.
  static func declaredNames(root: URL) -> Set<String> {
    var names: Set<String> = []
    let folders =
      ["Sources/Shims", "Sources/GlimpseActivity", "Sources/GlimpseEnums"]
      + surfaceModules(root: root).map { "Sources/\($0)" }
    for folder in folders {
      for file in OpenInput.walk(root.appendingPathComponent(folder))
      where file.pathExtension == "swift" {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        let words = SourceStep.words(text)
        for (index, word) in words.enumerated() where index > 0 {
          if [
            "struct", "class", "enum", "protocol", "typealias", "actor", "extension", "func", "var",
            "let", "case",
          ]
          .contains(words[index - 1].name) {
            names.insert(word.name)
          }
        }
      }
    }
    return names
  }
}
