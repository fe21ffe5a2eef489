import Foundation
import GlimpseFiles

/// Finds and reads an app's strings: a string catalog, a strings file or a strings
/// dictionary, or a folder holding them (an app's resources, a SwiftPM resource bundle, a
/// folder of `.lproj`s).
///
/// - `Name.xcstrings` is table `Name` in every language it has; its source language is the
///   development language.
/// - `xx.lproj/Name.strings` and `xx.lproj/Name.stringsdict` are table `Name` in language
///   `xx` (`Base.lproj` counts as the development language); a strings dictionary's entry
///   wins over the strings file's for the same key, as on iOS. A strings file outside an
///   `.lproj` is in the development language.
/// - A folder is searched down to eight levels, skipping hidden folders.
/// - A file given on its own also serves as the default table, `Localizable`, whatever its
///   name (`--strings App.xcstrings`).
enum StringTableLoader {
  /// The largest file read (catalogs are text: 16 MiB is far past any real one).
  static let maximumFileSize = 16 << 20

  /// The tables in the file or folder at `url`.
  static func load(from url: URL) throws -> StringTables {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw StringTableError(
        file: url.lastPathComponent, location: "", message: "no such file or folder")
    }
    var collected = Collected()
    if isFolder.boolValue {
      try collect(folder: url, depth: 0, into: &collected)
    } else {
      guard let kind = Kind(url) else {
        throw StringTableError(
          file: url.lastPathComponent, location: "",
          message: "expected a .xcstrings, .strings or .stringsdict file, or a folder")
      }
      try collect(file: url, kind: kind, into: &collected)
      collected.serveAsDefault(table: url.deletingPathExtension().lastPathComponent)
    }
    return collected.tables()
  }

  /// The table `Text("key")` reads when it names none.
  static let defaultTable = "Localizable"

  /// A language folder's or catalog's language as tables are keyed: lowercased, `-` between
  /// parts (`pt-br`, `zh-hans`).
  static func languageCode(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  private enum Kind {
    case catalog, strings, dictionary

    init?(_ url: URL) {
      switch url.pathExtension {
      case "xcstrings": self = .catalog
      case "strings": self = .strings
      case "stringsdict": self = .dictionary
      default: return nil
      }
    }
  }

  /// What has been read so far.
  private struct Collected {
    /// Entries by language, table and key; `nil` language: the development language.
    var entries: [String?: [String: [String: StringEntry]]] = [:]
    /// Strings dictionary entries, applied over the strings files' at the end.
    var dictionaries: [String?: [String: [String: StringEntry]]] = [:]
    var developmentLanguage: String?
    var files: [String] = []

    /// `table` read also as the default table where there is none: a file named on its
    /// own (`--strings App.xcstrings`) holds the translations its user means, whatever
    /// the file is called.
    mutating func serveAsDefault(table: String) {
      let fallback = StringTableLoader.defaultTable
      guard table != fallback else { return }
      func serve(_ source: inout [String?: [String: [String: StringEntry]]]) {
        source = source.mapValues { tables in
          var tables = tables
          if tables[fallback] == nil { tables[fallback] = tables[table] }
          return tables
        }
      }
      serve(&entries)
      serve(&dictionaries)
    }

    func tables() -> StringTables {
      let development = developmentLanguage ?? "en"
      var languages: [String: StringTables.Language] = [:]
      for source in [entries, dictionaries] {
        for (language, tables) in source {
          let code = language ?? development
          for (table, keys) in tables {
            languages[code, default: [:]][table, default: [:]].merge(keys) { $1 }
          }
        }
      }
      return StringTables(languages: languages, developmentLanguage: development, files: files)
    }
  }

  private static func collect(folder: URL, depth: Int, into collected: inout Collected) throws {
    guard depth < 8 else { return }
    let children = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
    ).sorted { $0.lastPathComponent < $1.lastPathComponent }
    for child in children {
      let isFolder = (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isFolder {
        try collect(folder: child, depth: depth + 1, into: &collected)
      } else if let kind = Kind(child) {
        try collect(file: child, kind: kind, into: &collected)
      }
    }
  }

  private static func collect(file url: URL, kind: Kind, into collected: inout Collected) throws {
    let name = url.lastPathComponent
    let table = url.deletingPathExtension().lastPathComponent
    let data = try read(url)
    collected.files.append(url.path)
    switch kind {
    case .catalog:
      let catalog = try StringCatalogReader.read(data, file: name)
      if collected.developmentLanguage == nil {
        collected.developmentLanguage = catalog.sourceLanguage
      }
      for (language, keys) in catalog.languages {
        collected.entries[language, default: [:]][table, default: [:]].merge(keys) { $1 }
      }
    case .strings:
      let pairs = try StringsFileReader.read(data, file: displayName(url))
      let language = self.language(of: url)
      for (key, value) in pairs {
        collected.entries[language, default: [:]][table, default: [:]][key] = StringEntry(
          value: .format(value))
      }
    case .dictionary:
      let entries = try StringsDictReader.read(data, file: displayName(url))
      collected.dictionaries[language(of: url), default: [:]][table, default: [:]].merge(entries) {
        $1
      }
    }
  }

  /// The language of a file in an `.lproj` (nil: the development language).
  private static func language(of url: URL) -> String? {
    let folder = url.deletingLastPathComponent().lastPathComponent
    guard folder.hasSuffix(".lproj") else { return nil }
    let name = String(folder.dropLast(".lproj".count))
    return name == "Base" ? nil : languageCode(name)
  }

  /// `de.lproj/Localizable.strings` for a file in an `.lproj`, else its name.
  private static func displayName(_ url: URL) -> String {
    let folder = url.deletingLastPathComponent().lastPathComponent
    return folder.hasSuffix(".lproj") ? "\(folder)/\(url.lastPathComponent)" : url.lastPathComponent
  }

  /// The bytes of a strings file, read through the one bounded reader of files people name.
  private static func read(_ url: URL) throws -> Data {
    do {
      return try InputFile.read(url.path, limit: maximumFileSize, kind: "a strings file")
    } catch {
      throw StringTableError(file: displayName(url), location: "", message: error.reason)
    }
  }
}

extension StringTables {
  /// The tables in a string catalog, strings file or strings dictionary, or in every one
  /// found in a folder (an app's resources, a folder of `.lproj`s). Throws
  /// ``StringTableError`` naming the file, where in it, and what was expected.
  package static func load(from url: URL) throws -> StringTables {
    try StringTableLoader.load(from: url)
  }

  /// Whether `folder` holds a string catalog, strings file or strings dictionary anywhere
  /// within it.
  package static func areFound(in folder: URL) -> Bool {
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
