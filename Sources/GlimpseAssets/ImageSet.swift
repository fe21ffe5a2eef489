import Foundation
import GlimpseEnums

/// An image set (`Name.imageset`): its files by scale and appearance, and whether it is a
/// template (drawn in the foreground colour).
package struct ImageSet: Sendable {
  package struct Entry: Sendable {
    package var appearance: AssetAppearance
    package var scale: Double
    package var file: URL
    /// `file`'s path, worked out once: the key its pixels are cached under.
    package var path: String
  }

  package var entries: [Entry]
  /// `"template-rendering-intent": "template"` in the set's properties.
  package var isTemplate: Bool

  /// The files for `scheme` at `contrast`, one per scale: those of the most specific
  /// appearance that applies.
  package func files(scheme: ColorScheme, contrast: ColorSchemeContrast) -> [Entry] {
    guard
      let best = AssetAppearance.best(
        entries, appearance: \.appearance, scheme: scheme, contrast: contrast)
    else { return [] }
    return entries.filter { $0.appearance == best.appearance }
  }

  /// Reads the set in `folder` from its Contents.json.
  static func read(_ data: Data, folder: URL, file: String) throws -> ImageSet {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw AssetCatalogError(file: file, keyPath: "", expected: "a JSON object")
    }
    guard let images = root["images"] as? [[String: Any]] else {
      throw AssetCatalogError(file: file, keyPath: "images", expected: "an array of objects")
    }
    var entries: [Entry] = []
    for (index, image) in images.enumerated() {
      let path = "images[\(index)]"
      if let idiom = image["idiom"] as? String, !["universal", "iphone", "watch"].contains(idiom) {
        continue
      }
      guard let filename = image["filename"] as? String else { continue }  // An empty slot.
      // A name from the file, not a path: `../../x.png` or `/etc/x.png` would read a file
      // outside the set.
      guard isPlainFileName(filename) else {
        throw AssetCatalogError(
          file: file, keyPath: "\(path).filename",
          expected: "a file name in the image set, without / or ..")
      }
      var scale = 1.0
      if let text = image["scale"] as? String {
        guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
          throw AssetCatalogError(
            file: file, keyPath: "\(path).scale", expected: "a scale such as \"2x\"")
        }
        scale = value
      }
      let extensionName = (filename as NSString).pathExtension.lowercased()
      guard ["png", "jpg", "jpeg"].contains(extensionName) else { continue }  // PDF, SVG, HEIC.
      entries.append(
        Entry(
          appearance: try AssetAppearance.read(image, file: file, path: path), scale: scale,
          file: folder.appendingPathComponent(filename),
          path: folder.appendingPathComponent(filename).path))
    }
    let properties = root["properties"] as? [String: Any]
    let intent = properties?["template-rendering-intent"] as? String
    return ImageSet(entries: entries, isTemplate: intent == "template")
  }

  /// Whether `name` names a file inside its folder: not empty, not `.` or `..`, no `/`
  /// (which an absolute path has too) and no NUL.
  static func isPlainFileName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/")
      && !name.contains("\0")
  }
}
