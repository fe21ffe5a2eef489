import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse

/// `--locale`, `--strings`, `--pseudo` and `--dynamic-type` on `render`.
@MainActor
@Suite struct LanguageOptionTests {
  func run(_ arguments: [String]) throws -> String {
    try Glimpse.execute(
      arguments, previews: DemoGallery.all, isTerminal: false, environment: [:]
    ).text
  }

  func failure(_ arguments: [String]) -> (String, Int32) {
    do {
      _ = try run(arguments)
      return ("succeeded", 0)
    } catch let error as CLIError {
      return (error.description, error.exitStatus)
    } catch {
      return ("\(error)", -1)
    }
  }

  let card = ["render", "delivery", "--state", "3", "--presentation", "lock-screen"]

  @Test func theDemosGermanCatalogIsFoundInItsResourceBundle() throws {
    let german = try run(card + ["--locale", "de_DE"])
    for text in ["Unterwegs", "Bestellung Nr. 8842", "noch ca. 12 Min."] {
      #expect(german.contains(text), "\(german)")
    }
    let english = try run(card)
    #expect(english.contains("On the Way") && english.contains("~12 min remaining"))
  }

  @Test func stringsGivenOnTheCommandLineWin() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-cli-strings-\(UUID().uuidString)/fr.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#""On the Way" = "En route";"#.utf8).write(
      to: folder.appendingPathComponent("Localizable.strings"))
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let french = try run(
      card + ["--locale", "fr_FR", "--strings", folder.deletingLastPathComponent().path])
    #expect(french.contains("En route"), "\(french)")
  }

  /// A file named on its own is the translations its user means, whatever it is called:
  /// `Text("On the Way")` reads the default table, `Localizable`, and `App.xcstrings` given
  /// with `--strings` serves as that table.
  @Test(arguments: ["App.xcstrings", "Localizable.xcstrings"])
  func aStringCatalogOfAnyNameGivenOnTheCommandLineIsUsed(_ name: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-cli-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(
      #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "On the Way": { "localizations": { "fr": { "stringUnit": { "state": "translated", "value": "En route" } } } } } }"#
        .utf8
    ).write(to: file)
    let french = try run(card + ["--locale", "fr_FR", "--strings", file.path])
    #expect(french.contains("En route"), "\(french)")
  }

  @Test func aBadStringsFileIsOneLine() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-cli-\(UUID().uuidString).xcstrings")
    try Data(#"{ "sourceLanguage": "en", "strings": { "Hi": 3 } }"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let (message, status) = failure(card + ["--strings", file.path])
    #expect(
      message.hasSuffix(".xcstrings: strings.Hi: expected an object, found a number"), "\(message)")
    #expect(message.hasPrefix("render: glimpse-cli-"))
    #expect(status == 1)
  }

  @Test func pseudoLanguagesChangeCopyNotArguments() throws {
    let doubled = try run(card + ["--pseudo", "double"])
    #expect(doubled.contains("Order #8842 Order #8842"), "\(doubled)")
    let bounded = try run(card + ["--pseudo", "bounded"])
    #expect(bounded.contains("[# Order #8842 #]"), "\(bounded)")
    let (message, status) = failure(card + ["--pseudo", "klingon"])
    #expect(message == "render: --pseudo expects accented, double, bidi, bounded, found 'klingon'")
    #expect(status == 2)
  }

  @Test func dynamicTypeEnlargesTheTextAndCutsTheCard() throws {
    let large = try run(card + ["--dynamic-type", "large"])
    #expect(large.contains("53 col (371 pt)"))
    #expect(!large.contains("✂"))
    // At AX3 body text is 40 pt: the card keeps its 371 pt, its text wraps and grows past
    // the 160 pt limit.
    let accessibility = try run(card + ["--dynamic-type", "AX3"])
    #expect(accessibility.contains("(371 pt"), "\(accessibility)")
    #expect(accessibility.contains("✂"), "\(accessibility)")
    let (message, status) = failure(card + ["--dynamic-type", "huge"])
    #expect(message.hasPrefix("render: --dynamic-type expects xSmall"))
    #expect(status == 2)
  }

  @Test func helpListsTheOptions() throws {
    for command in ["render", "preview"] {
      let help = try run([command, "--help"])
      for option in ["--strings PATH", "--pseudo P", "--dynamic-type S", "--locale L"] {
        #expect(help.contains(option), "\(command) \(option)")
      }
    }
  }
}
