import Foundation
import Testing

@testable import GlimpseLocalization
@testable import GlimpseUI

/// String catalogs are read one key of `strings` at a time by a small JSON reader: the
/// values come out as JSON means them, and nothing a hostile file holds traps or recurses
/// without end.
@Suite struct StringCatalogStreamingTests {
  func read(_ json: String) throws -> [String: [String: StringEntry]] {
    try StringCatalogReader.read(Data(json.utf8), file: "Localizable.xcstrings").languages
  }

  func error(_ json: String) -> String {
    do {
      _ = try read(json)
      return "read"
    } catch {
      return "\(error)"
    }
  }

  @Test func escapesAndCharactersOutsideTheBasicPlaneReadAsJSONMeansThem() throws {
    let json = #"""
      { "version": "1.0", "strings": { "Ride \"A\"\n": { "localizations": {
        "de": { "stringUnit": { "state": "translated", "value": "Fahrt \u00e9 \ud83d\ude95 \\ \/ \t" } },
        "fr": { "stringUnit": { "state": "translated", "value": "" } } } },
        "Skip": { "shouldTranslate": false, "localizations": { "de": { "stringUnit": { "value": "x" } } } } },
        "sourceLanguage": "en" }
      """#
    let languages = try read(json)
    #expect(languages["de"]?["Ride \"A\"\n"]?.value == .format("Fahrt é 🚕 \\ / \t"))
    #expect(languages["fr"] == nil)
    #expect(languages["de"]?["Skip"] == nil)
  }

  @Test func aLoneSurrogateIsTheReplacementCharacter() throws {
    let json =
      #"{ "sourceLanguage": "en", "strings": { "k": { "localizations": { "de": { "stringUnit": { "value": "a\ud83db" } } } } } }"#
    #expect(try read(json)["de"]?["k"]?.value == .format("a\u{FFFD}b"))
  }

  @Test func nestingTenThousandDeepIsNotJSONAndDoesNotCrash() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let message = error(#"{ "sourceLanguage": "en", "strings": { "k": "# + deep + " } }")
    #expect(message.hasPrefix("Localizable.xcstrings: is not JSON (nested too deep"), "\(message)")
  }

  @Test func aHugeArgumentNumberIsOneLineNotATrap() {
    let json =
      #"{ "sourceLanguage": "en", "strings": { "k": { "localizations": { "de": { "stringUnit": { "value": "%#@n@" }, "substitutions": { "n": { "argNum": 1e300, "stringUnit": { "value": "x" } } } } } } } }"#
    #expect(
      error(json)
        == "Localizable.xcstrings: strings.k.localizations.de.substitutions.n.argNum: expected an argument number from 1, found a number"
    )
  }

  @Test func bytesAfterTheDocumentOrCutShortAreNotJSON() {
    #expect(
      error(#"{ "sourceLanguage": "en", "strings": {} } x"#).hasPrefix(
        "Localizable.xcstrings: is not JSON"))
    #expect(
      error(#"{ "sourceLanguage": "en", "strings": { "k": "#).hasPrefix(
        "Localizable.xcstrings: is not JSON"))
    #expect(
      error("[1, 2]") == "Localizable.xcstrings: (top level): expected an object, found an array")
    #expect(
      error(#"{ "sourceLanguage": "en", "strings": [] }"#)
        == "Localizable.xcstrings: strings: expected an object, found an array")
  }
}
