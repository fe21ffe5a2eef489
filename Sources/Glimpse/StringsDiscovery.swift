import Foundation
import GlimpseActivity
import GlimpseUI

/// Finds the app's strings for the command line: the file or folder given with `--strings`,
/// or else the string catalogs, strings files and strings dictionaries in the previews'
/// resource bundles (each `Bundle.module` a states file was read from) and in the resource
/// bundles next to the executable (`*.resources`, where SwiftPM puts them on Linux).
/// Read once per process.
@MainActor
enum StringsDiscovery {
  private static var cache: [String: StringTables] = [:]

  /// The tables for `previews`, or from `explicit`; a file that does not read is one line.
  static func tables(explicit: URL?, previews: [ActivityPreview], command: String) throws
    -> StringTables
  {
    let roots =
      explicit.map { [$0] } ?? bundles(of: previews).filter { StringTables.areFound(in: $0) }
    let key = roots.map(\.path).joined(separator: "\n")
    if let known = cache[key] { return known }
    var tables = StringTables()
    for root in roots {
      do {
        tables = tables.merging(try StringTables.load(from: root))
      } catch let error as StringTableError {
        throw CLIError.failure("\(command): \(error.description)")
      }
    }
    cache[key] = tables
    return tables
  }

  /// The resource bundles of `previews` and of the executable.
  static func bundles(of previews: [ActivityPreview]) -> [URL] {
    var roots: [URL] = []
    func add(_ url: URL) {
      let standard = url.standardizedFileURL
      if !roots.contains(standard) { roots.append(standard) }
    }
    for folder in previews.compactMap(\.resourceFolder) { add(folder) }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    let siblings =
      (try? FileManager.default.contentsOfDirectory(
        at: executable, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
    // (Only the bundles are sorted: the folder may hold thousands of build products.)
    let bundles = siblings.filter {
      ["resources", "bundle"].contains($0.pathExtension)
        && !$0.lastPathComponent.hasPrefix("Glimpse_")
    }
    for sibling in bundles.sorted(by: { $0.path < $1.path }) {
      add(sibling)
    }
    // A widget `glimpse open` opened: its folder, or its project's catalogs and strings.
    let opened = ProcessInfo.processInfo.environment[OpenCommand.resourcesVariable] ?? ""
    for path in opened.split(separator: "\n") where path.hasPrefix("/") {
      add(URL(fileURLWithPath: String(path)))
    }
    return roots
  }
}
