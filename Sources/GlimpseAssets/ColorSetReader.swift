import Foundation

/// Reads a colour set's Contents.json, in every form Xcode writes: components as floating
/// point (`"0.500"`), 8-bit integers (`"128"`) or hex (`"0x80"`); the sRGB, extended sRGB,
/// extended linear sRGB, Display P3 and grey (`"white"`) colour spaces; and system colours
/// by reference (`"reference": "systemBlueColor"`).
enum ColorSetReader {
  static func read(_ data: Data, file: String) throws -> ColorSet {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw AssetCatalogError(file: file, keyPath: "", expected: "a JSON object")
    }
    guard let colors = root["colors"] as? [[String: Any]] else {
      throw AssetCatalogError(file: file, keyPath: "colors", expected: "an array of objects")
    }
    var entries: [ColorSet.Entry] = []
    for (index, entry) in colors.enumerated() {
      let path = "colors[\(index)]"
      if let idiom = entry["idiom"] as? String, !["universal", "iphone", "watch"].contains(idiom) {
        continue
      }
      let appearance = try AssetAppearance.read(entry, file: file, path: path)
      guard let color = entry["color"] as? [String: Any] else {
        throw AssetCatalogError(file: file, keyPath: "\(path).color", expected: "an object")
      }
      entries.append(
        ColorSet.Entry(
          appearance: appearance, value: try value(of: color, file: file, path: "\(path).color")))
    }
    return ColorSet(entries: entries)
  }

  private static func value(of color: [String: Any], file: String, path: String) throws
    -> ColorSet.Value
  {
    if let reference = color["reference"] as? String {
      let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      guard let system = UIKitSystemColor(rawValue: name) else {
        throw AssetCatalogError(
          file: file, keyPath: "\(path).reference", expected: "a UIKit system colour name")
      }
      return .system(system)
    }
    guard let components = color["components"] as? [String: Any] else {
      throw AssetCatalogError(file: file, keyPath: "\(path).components", expected: "an object")
    }
    func component(_ key: String, default fallback: Double? = nil) throws -> Double {
      guard let raw = components[key] else {
        if let fallback { return fallback }
        throw AssetCatalogError(
          file: file, keyPath: "\(path).components.\(key)", expected: "a component")
      }
      guard let value = ColorComponent.parse(raw) else {
        throw AssetCatalogError(
          file: file, keyPath: "\(path).components.\(key)",
          expected: "a component such as \"0.500\", \"128\" or \"0x80\"")
      }
      return value
    }
    let space = (color["color-space"] as? String) ?? "srgb"
    let alpha = min(1, max(0, try component("alpha", default: 1)))
    if components["white"] != nil {
      let white = try component("white")
      let level = space.contains("linear") ? ColorSpaceConversion.encode(white) : white
      return .rgb(red: level, green: level, blue: level, alpha: alpha)
    }
    var rgb = (
      red: try component("red"), green: try component("green"), blue: try component("blue")
    )
    switch space {
    case "srgb", "extended-srgb", "gray-gamma-22", "extended-gray":
      break
    case "extended-linear-srgb":
      rgb = (
        ColorSpaceConversion.encode(rgb.red), ColorSpaceConversion.encode(rgb.green),
        ColorSpaceConversion.encode(rgb.blue)
      )
    case "display-p3":
      rgb = ColorSpaceConversion.displayP3ToSRGB(rgb)
    default:
      throw AssetCatalogError(
        file: file, keyPath: "\(path).color-space",
        expected: "srgb, extended-srgb, extended-linear-srgb, display-p3 or gray-gamma-22")
    }
    return .rgb(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }
}

/// One colour component as Xcode writes it, as 0...1 (extended ranges kept).
enum ColorComponent {
  /// `"0.500"` (floating point), `"128"` (8-bit), `"0x80"` (8-bit hex); a
  /// JSON number is a fraction up to 1 and 8-bit above. Nil otherwise.
  static func parse(_ raw: Any) -> Double? {
    if !(raw is String), let number = raw as? NSNumber {
      let value = number.doubleValue
      guard value.isFinite else { return nil }
      return value <= 1 ? value : value / 255
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      guard let value = UInt8(text.dropFirst(2), radix: 16) else { return nil }
      return Double(value) / 255
    }
    if text.contains(".") || text.contains("e") || text.contains("E") {
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }
    guard let value = Int(text), (0...255).contains(value) else { return nil }
    return Double(value) / 255
  }
}

/// The colour-space arithmetic colour sets need: the sRGB transfer curve and Display P3
/// to sRGB (clamped to sRGB's gamut, as a terminal cannot show more).
enum ColorSpaceConversion {
  static func decode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -linear : linear
  }

  static func encode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let encoded =
      magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -encoded : encoded
  }

  static func displayP3ToSRGB(_ p3: (red: Double, green: Double, blue: Double)) -> (
    red: Double, green: Double, blue: Double
  ) {
    let (r, g, b) = (decode(p3.red), decode(p3.green), decode(p3.blue))
    let red = 1.2249401 * r - 0.2249404 * g
    let green = -0.0420569 * r + 1.0420571 * g
    let blue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
    return (encode(red), encode(green), encode(blue))
  }
}
