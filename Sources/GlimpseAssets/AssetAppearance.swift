import Foundation
import GlimpseEnums

/// The appearances an asset catalog entry is for (`appearances` in its Contents.json):
/// a luminosity (light or dark) and a contrast (high), each absent for "any".
package struct AssetAppearance: Hashable, Sendable {
  var colorScheme: ColorScheme?
  var highContrast = false

  /// Whether the entry applies in `scheme` at `contrast`.
  func applies(to scheme: ColorScheme, contrast: ColorSchemeContrast) -> Bool {
    (colorScheme == nil || colorScheme == scheme) && (!highContrast || contrast == .increased)
  }

  /// How specific the entry is: a matching contrast counts more than a luminosity.
  var specificity: Int { (colorScheme == nil ? 0 : 1) + (highContrast ? 2 : 0) }

  /// The appearance of a Contents.json entry; `path` names it in errors.
  static func read(_ entry: [String: Any], file: String, path: String) throws -> AssetAppearance {
    var appearance = AssetAppearance()
    guard let list = entry["appearances"] else { return appearance }
    guard let items = list as? [[String: Any]] else {
      throw AssetCatalogError(
        file: file, keyPath: "\(path).appearances", expected: "an array of objects")
    }
    for (index, item) in items.enumerated() {
      let kind = item["appearance"] as? String
      let value = item["value"] as? String
      switch (kind, value) {
      case ("luminosity", "light"): appearance.colorScheme = .light
      case ("luminosity", "dark"): appearance.colorScheme = .dark
      case ("contrast", "high"): appearance.highContrast = true
      case ("luminosity", _), ("contrast", _):
        throw AssetCatalogError(
          file: file, keyPath: "\(path).appearances[\(index)].value",
          expected: "light or dark (luminosity), high (contrast)")
      default:
        continue  // Other traits (gamut, vibrancy) do not apply to a preview.
      }
    }
    return appearance
  }

  /// The entry of `entries` that best suits `scheme` and `contrast`: the most specific that
  /// applies, the first of equals.
  static func best<Entry>(
    _ entries: [Entry], appearance: (Entry) -> AssetAppearance, scheme: ColorScheme,
    contrast: ColorSchemeContrast
  ) -> Entry? {
    var best: (entry: Entry, specificity: Int)?
    for entry in entries {
      let candidate = appearance(entry)
      guard candidate.applies(to: scheme, contrast: contrast) else { continue }
      if best == nil || candidate.specificity > best!.specificity {
        best = (entry, candidate.specificity)
      }
    }
    return best?.entry
  }
}
