import Foundation
import GlimpseActivity
import GlimpseFonts
import GlimpseUI

/// The options of `render` and `preview` that choose the language and text size:
/// `--strings`, `--pseudo` and `--dynamic-type` (and `--locale`, read with the others); and
/// `--assets`, the app's other resource.
struct LocalizationOptions {
  static let options: [ArgumentParser.Option] = [
    stringsOption,
    .value(
      "assets", "PATH",
      "the app's asset catalogs: a .xcassets folder, or a folder holding them (colour sets "
        + "and PNG/JPEG image sets); default: those in the activity's resource bundle, else "
        + "in the working directory"),
    .value(
      "pseudo", "P",
      "a pseudo-language for localized text: "
        + CommandHelp.choices(PseudoLanguage.allCases.map(\.rawValue)) + " (as Xcode's)"),
    .value(
      "dynamic-type", "S",
      "the text size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, "
        + "accessibility1 ... accessibility5 (or AX1 ... AX5)"),
    FontOption.option,
  ]

  /// `--strings PATH`, as every command that reads the app's translations declares it.
  static let stringsOption = ArgumentParser.Option.value(
    "strings", "PATH",
    "the app's translations: a .xcstrings, .strings or .stringsdict file, or a folder of "
      + "them (.lproj folders); default: those in the activity's resource bundle")

  /// The strings file or folder given, if any.
  var stringsPath: URL?
  /// The asset catalog or folder of them given, if any.
  var assetsPath: URL?
  var pseudoLanguage: PseudoLanguage?
  var dynamicTypeSize = DynamicTypeSize.large
  /// The font text is measured in (`--font`, or the pinned default).
  var fontMetrics = FontMetrics.standard()

  init(_ parsed: ArgumentParser.Result, command: String) throws {
    fontMetrics = try FontOption.metrics(parsed.value("font"), command: command)
    func bad(_ message: String) -> CLIError { .usage("\(command): \(message)", command: command) }
    if let path = parsed.value("strings") { stringsPath = URL(fileURLWithPath: path) }
    if let path = parsed.value("assets") { assetsPath = URL(fileURLWithPath: path) }
    if let name = parsed.value("pseudo") {
      guard let language = PseudoLanguage(rawValue: name.lowercased()) else {
        let names = PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", ")
        throw bad("--pseudo expects \(names), found '\(name)'")
      }
      pseudoLanguage = language
    }
    if let name = parsed.value("dynamic-type") {
      guard let size = Self.dynamicTypeSize(named: name) else {
        throw bad(
          "--dynamic-type expects xSmall, small, medium, large, xLarge, xxLarge, xxxLarge or accessibility1 to accessibility5, found '\(name)'"
        )
      }
      dynamicTypeSize = size
    }
  }

  /// A Dynamic Type size by SwiftUI's name (`xxLarge`, `accessibility3`), UIKit's
  /// abbreviation (`XXL`, `AX3`), any case.
  static func dynamicTypeSize(named name: String) -> DynamicTypeSize? {
    let names: [DynamicTypeSize: [String]] = [
      .xSmall: ["xsmall", "xs"], .small: ["small", "s"], .medium: ["medium", "m"],
      .large: ["large", "l"], .xLarge: ["xlarge", "xl"], .xxLarge: ["xxlarge", "xxl"],
      .xxxLarge: ["xxxlarge", "xxxl"], .accessibility1: ["accessibility1", "ax1"],
      .accessibility2: ["accessibility2", "ax2"], .accessibility3: ["accessibility3", "ax3"],
      .accessibility4: ["accessibility4", "ax4"], .accessibility5: ["accessibility5", "ax5"],
    ]
    let key = name.lowercased()
    return DynamicTypeSize.allCases.first { names[$0]?.contains(key) ?? false }
  }
}
