import Foundation

/// The data files of `Sources/GlimpseThemes/`: colour themes and the SF Symbol glyph table.
public enum ThemeFiles {
  /// The built-in themes, by file name without `.json`.
  public static let themeNames = ["dark", "light", "high-contrast", "monochrome"]

  /// The contents of the file `name` in `Sources/GlimpseThemes/`, or nil when it is missing.
  public static func data(named name: String) -> Data? {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil) else { return nil }
    return try? Data(contentsOf: url)
  }
}
