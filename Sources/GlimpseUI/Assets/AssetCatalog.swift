import Foundation
import GlimpseLayout

/// The app's asset catalogs (`.xcassets`): its colour sets and image sets by name, as
/// `Color("Name")`, `UIColor(named:)`, `Image("Name")` and `UIImage(named:)` find them.
///
/// Folders that provide a namespace prefix their sets' names (`Icons/Car`), as in Xcode.
public struct AssetCatalog: Sendable {
  var colors: [String: ColorSet] = [:]
  var images: [String: ImageSet] = [:]

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

  /// Reads every `.xcassets` folder in `root` (or `root` itself when it is one).
  /// A Contents.json that does not read is an ``AssetCatalogError``.
  public static func load(from root: URL) throws -> AssetCatalog {
    var catalog = AssetCatalog()
    if root.pathExtension == "xcassets" {
      try catalog.read(folder: root, namespace: "")
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
      try catalog.read(folder: folder, namespace: "")
    }
    return catalog
  }

  private mutating func read(folder: URL, namespace: String) throws {
    let children =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
    for child in children.sorted(by: { $0.path < $1.path }) {
      let name = namespace + child.deletingPathExtension().lastPathComponent
      let contents = child.appendingPathComponent("Contents.json")
      switch child.pathExtension {
      case "colorset":
        guard let data = FileManager.default.contents(atPath: contents.path) else { continue }
        colors[name] = try ColorSetReader.read(data, file: contents.path)
      case "imageset":
        guard let data = FileManager.default.contents(atPath: contents.path) else { continue }
        images[name] = try ImageSet.read(data, folder: child, file: contents.path)
      case "":
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        try read(folder: child, namespace: namespace + Self.prefix(of: child))
      default:
        continue
      }
    }
  }

  /// `Folder/` when the folder's Contents.json provides a namespace, else nothing.
  private static func prefix(of folder: URL) -> String {
    let contents = folder.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: contents.path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = root["properties"] as? [String: Any],
      (properties["provides-namespace"] as? Bool) == true
    else { return "" }
    return folder.lastPathComponent + "/"
  }
}
