import Foundation
import GlimpseEnums
import GlimpseFiles
import GlimpseLayout

/// The app's asset catalogs (`.xcassets`): its colour sets and image sets by name, as
/// `Color("Name")`, `UIColor(named:)`, `Image("Name")` and `UIImage(named:)` find them.
///
/// Folders that provide a namespace prefix their sets' names (`Icons/Car`), as in Xcode.
///
/// - Glimpse: glimpse
package struct AssetCatalog: Sendable {
  var colors: [String: ColorSet] = [:]
  package private(set) var images: [String: ImageSet] = [:]

  /// An empty catalog: every colour falls back to the theme, every image is missing.
  public init() {}

  /// Whether the catalog has no sets.
  public var isEmpty: Bool { colors.isEmpty && images.isEmpty }

  /// The names of the colour sets, sorted.
  public var colorNames: [String] { colors.keys.sorted() }

  /// The names of the image sets, sorted.
  public var imageNames: [String] { images.keys.sorted() }

  /// The catalog, merged with `other` (whose sets win).
  public func merging(_ other: AssetCatalog) -> AssetCatalog {
    var merged = self
    merged.colors.merge(other.colors) { $1 }
    merged.images.merge(other.images) { $1 }
    return merged
  }

  /// The colour named `name` for `scheme` at `contrast` and its opacity; nil when the
  /// catalog has no such colour.
  public func color(named name: String, scheme: ColorScheme, contrast: ColorSchemeContrast)
    -> (color: TerminalColor, opacity: Double)?
  {
    guard let (color, opacity) = colors[name]?.color(scheme: scheme, contrast: contrast) else {
      return nil
    }
    return (color, opacity)
  }

  /// Whether the catalog has an image named `name` (with a PNG or JPEG file).
  public func hasImage(named name: String) -> Bool {
    !(images[name]?.entries.isEmpty ?? true)
  }

  /// The bounds a catalog is read within: far past any app's catalog, and a bound on the
  /// memory and time a folder given by someone else can cost.
  struct Limits: Sendable {
    /// The largest Contents.json read: Xcode writes a few KB.
    var contentsSize = 1 << 20
    /// The most colour and image sets read from one root.
    var sets = 10_000
    /// The most entries (an image file, a colour) read from one root, over all its sets.
    var entries = 100_000
    /// The deepest folder nesting inside a catalog that is read.
    var depth = 32
  }

  /// Reads every `.xcassets` folder in `root` (or `root` itself when it is one).
  /// A Contents.json that does not read is an ``AssetCatalogError``, and so is a catalog
  /// past the bounds (a Contents.json over 1 MB, more than 10,000 sets or 100,000 entries in
  /// all, folders nested more than 32 deep). Folders and sets that are symbolic links are
  /// not followed: a set is read from inside its catalog only.
  public static func load(from root: URL) throws -> AssetCatalog {
    try load(from: root, limits: Limits())
  }

  /// Reads the catalogs in `root` within `limits`.
  static func load(from root: URL, limits: Limits) throws -> AssetCatalog {
    var catalog = AssetCatalog()
    var budget = Budget(root: root.path, limits: limits)
    if root.pathExtension == "xcassets" {
      try catalog.read(folder: root, namespace: "", depth: 0, budget: &budget)
      return catalog
    }
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return catalog }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "xcassets" {
      found.append(url)
      walker.skipDescendants()
    }
    for folder in found.sorted(by: { $0.path < $1.path }) {
      try catalog.read(folder: folder, namespace: "", depth: 0, budget: &budget)
    }
    return catalog
  }

  /// The sets and entries read so far from one root, against its limits.
  private struct Budget {
    let root: String
    let limits: Limits
    var sets = 0
    var entries = 0

    mutating func take(_ file: String) throws {
      sets += 1
      guard sets <= limits.sets else {
        throw AssetCatalogError(
          file: root, keyPath: "",
          expected:
            "at most \(limits.sets) colour and image sets (\(file) is past them)")
      }
    }

    mutating func take(entries count: Int, in file: String) throws {
      entries += count
      guard entries <= limits.entries else {
        throw AssetCatalogError(
          file: root, keyPath: "",
          expected:
            "at most \(limits.entries) images and colours in all (\(file) is past them)"
        )
      }
    }
  }

  private mutating func read(folder: URL, namespace: String, depth: Int, budget: inout Budget)
    throws
  {
    let children =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
    for child in children.sorted(by: { $0.path < $1.path }) {
      // A link could lead out of the catalog, or back into a folder above (a loop).
      if Self.isSymbolicLink(child) { continue }
      let name = namespace + child.deletingPathExtension().lastPathComponent
      let contents = child.appendingPathComponent("Contents.json")
      switch child.pathExtension {
      case "colorset":
        guard let data = try Self.contents(contents, limit: budget.limits.contentsSize) else {
          continue
        }
        try budget.take(contents.path)
        let set = try ColorSetReader.read(data, file: contents.path)
        try budget.take(entries: set.entries.count, in: contents.path)
        colors[name] = set
      case "imageset":
        guard let data = try Self.contents(contents, limit: budget.limits.contentsSize) else {
          continue
        }
        try budget.take(contents.path)
        let set = try ImageSet.read(data, folder: child, file: contents.path)
        try budget.take(entries: set.entries.count, in: contents.path)
        images[name] = set
      case "":
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        guard depth < budget.limits.depth else {
          throw AssetCatalogError(
            file: child.path, keyPath: "",
            expected: "folders nested at most \(budget.limits.depth) deep in a catalog")
        }
        try read(
          folder: child, namespace: namespace + Self.prefix(of: child), depth: depth + 1,
          budget: &budget)
      default:
        continue
      }
    }
  }

  /// Whether `url` is a symbolic link (not followed).
  private static func isSymbolicLink(_ url: URL) -> Bool {
    let type =
      try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
    return type == .typeSymbolicLink
  }

  /// The bytes of a Contents.json, at most `limit`; nil when there is none.
  static func contents(_ url: URL, limit: Int = Limits().contentsSize) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try InputFile.read(
        url.path, limit: limit, kind: "an asset catalog's Contents.json")
    } catch {
      throw AssetCatalogError(
        file: url.path, keyPath: "", expected: "a Contents.json that reads (\(error.reason))")
    }
  }

  /// `Folder/` when the folder's Contents.json provides a namespace, else nothing.
  private static func prefix(of folder: URL) -> String {
    let contents = folder.appendingPathComponent("Contents.json")
    guard let data = try? Self.contents(contents),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = root["properties"] as? [String: Any],
      (properties["provides-namespace"] as? Bool) == true
    else { return "" }
    return folder.lastPathComponent + "/"
  }
}
