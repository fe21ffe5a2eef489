import Foundation
import GlimpseAssets
import GlimpseUI

/// The asset catalog fixture (`Fixtures/Assets.xcassets`, written by
/// `Fixtures/make-fixtures.py`), read once.
enum AssetFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Assets.xcassets", isDirectory: true)

  static let catalog: AssetCatalog = {
    do {
      return try AssetCatalog.load(from: folder)
    } catch {
      preconditionFailure("the fixture catalog does not read: \(error)")
    }
  }()

  /// An environment drawing from the fixture catalog.
  static func environment(
    scheme: ColorScheme = .dark, contrast: ColorSchemeContrast = .standard,
    glyphSet: GlyphSet = .emoji
  ) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.assets = catalog
    environment.colorScheme = scheme
    environment.colorSchemeContrast = contrast
    environment.glyphSet = glyphSet
    return environment
  }
}
