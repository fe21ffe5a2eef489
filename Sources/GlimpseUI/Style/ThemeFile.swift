import GlimpseFiles
import GlimpseLayout
import GlimpseThemes

/// A theme file that could not be read, with the file and key at fault.
///
/// - Glimpse: glimpse
package struct ThemeError: Error, CustomStringConvertible, Equatable {
  /// One line naming the file, the key path and what was expected.
  public var description: String
}

extension Theme {
  /// Reads a theme from JSON: `{"name": ..., "appearance": "dark"|"light", "colors":
  /// {name: "#RRGGBB"|"default"}, "chrome": {...}}`. `source` names the file in errors.
  package static func load(json data: Data, source: String) throws -> Theme {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw ThemeError(description: "\(source): not valid JSON (\(Self.reason(error)))")
    }
    guard let root = object as? [String: Any] else {
      throw ThemeError(description: "\(source): expected a JSON object at the top level")
    }
    guard let name = root["name"] as? String else {
      let found = root["name"] == nil ? "missing" : "expected a string"
      throw ThemeError(description: "\(source): name: \(found)")
    }
    let appearance: ColorScheme
    switch root["appearance"] as? String {
    case "dark": appearance = .dark
    case "light": appearance = .light
    default:
      let found = root["appearance"] == nil ? "missing" : "found \(root["appearance"] ?? "")"
      throw ThemeError(
        description: "\(source): appearance: expected \"dark\" or \"light\", \(found)")
    }
    let colors = try palette(
      root["colors"], key: "colors", required: requiredColors, source: source)
    let chrome = try palette(
      root["chrome"], key: "chrome", required: requiredChrome, source: source)
    return Theme(name: name, appearance: appearance, colors: colors, chrome: chrome)
  }

  /// The largest theme file read, in bytes (1 MB; the built-in ones take 2 KB).
  package static let largestThemeFile = 1024 * 1024

  /// Reads a theme file (at most ``largestThemeFile`` bytes).
  package static func load(from url: URL) throws -> Theme {
    let data: Data
    do {
      data = try InputFile.read(url.path, limit: largestThemeFile, kind: "a theme file")
    } catch {
      throw ThemeError(description: error.description)
    }
    return try load(json: data, source: url.path)
  }

  private static func palette(
    _ value: Any?, key: String, required: [String], source: String
  ) throws -> [String: TerminalColor] {
    guard let entries = value as? [String: Any] else {
      throw ThemeError(description: "\(source): \(key): expected an object of colours")
    }
    var palette: [String: TerminalColor] = [:]
    for (name, raw) in entries {
      guard let text = raw as? String else {
        throw ThemeError(
          description: "\(source): \(key).\(name): expected a colour string such as \"#0A84FF\"")
      }
      if text == "default" {
        palette[name] = .default
      } else if isHexColor(text), let color = TerminalColor(hex: text) {
        palette[name] = color
      } else {
        throw ThemeError(
          description:
            "\(source): \(key).\(name): expected \"#RRGGBB\" or \"default\", found \"\(text)\"")
      }
    }
    for name in required where palette[name] == nil {
      throw ThemeError(description: "\(source): \(key).\(name): missing (every theme defines it)")
    }
    return palette
  }

  /// Whether `text` is `#` and six hexadecimal digits, as the theme files write colours.
  private static func isHexColor(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    return utf8.count == 7 && utf8[0] == UInt8(ascii: "#")
      && utf8.dropFirst().allSatisfy { Character(Unicode.Scalar($0)).isHexDigit }
  }

  private static func reason(_ error: Error) -> String {
    let described = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    return described ?? "unreadable"
  }
}

/// The themes that ship in `Sources/GlimpseThemes/`.
///
/// - Glimpse: glimpse
package final class BuiltInThemes: Sendable {
  /// The themes, loaded once.
  public static let shared = BuiltInThemes()

  /// The dark default.
  public let dark: Theme
  /// Every built-in theme by name.
  public let all: [String: Theme]
  /// The built-in themes' names, the default (`dark`) first: the one list help, errors
  /// and `glimpse list` show.
  public var names: [String] { ThemeFiles.themeNames }

  private init() {
    var loaded: [String: Theme] = [:]
    for name in ThemeFiles.themeNames {
      if let data = ThemeFiles.data(named: name + ".json"),
        let theme = try? Theme.load(json: data, source: "Sources/GlimpseThemes/\(name).json")
      {
        loaded[name] = theme
      }
    }
    let fallback = Theme(
      name: "dark", appearance: .dark, colors: [:], chrome: [:])
    dark = loaded["dark"] ?? fallback
    all = loaded.isEmpty ? ["dark": fallback] : loaded
  }

  /// The built-in theme named `name`, or nil.
  public func theme(named name: String) -> Theme? {
    all[name]
  }
}
