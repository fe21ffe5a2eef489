import Foundation
import Testing

@testable import GlimpseLocalization
@testable import GlimpseUI

/// Strings files written to a fresh folder for one test, removed with it.
final class StringsFolder {
  let url: URL

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  init(_ files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-strings-\(UUID().uuidString)")
    for (path, text) in files {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  func tables() throws -> StringTables {
    try StringTables.load(from: url)
  }
}

/// A string catalog with German, Russian, Arabic and French translations.
let deliveryCatalog = """
  {
    "sourceLanguage" : "en",
    "version" : "1.0",
    "strings" : {
      "On the Way" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Unterwegs" } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "En route" } }
        }
      },
      "%lld min" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Min." } }
        }
      },
      "%.1f km away" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%.1f km entfernt" } }
        }
      },
      "%@ is on the way" : {
        "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ ist unterwegs" } }
        }
      },
      "greeting" : {
        "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } }
        }
      },
      "%lld stops left" : {
        "localizations" : {
          "ru" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "Осталась %lld остановка" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld остановки" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld остановок" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Осталось %lld остановки" } }
          } } },
          "ar" : { "variations" : { "plural" : {
            "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا توقفات" } },
            "one" : { "stringUnit" : { "state" : "translated", "value" : "توقف واحد" } },
            "two" : { "stringUnit" : { "state" : "translated", "value" : "توقفان" } },
            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld توقفات" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld توقفًا" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld توقف" } }
          } } }
        }
      },
      "%@ and %lld more" : {
        "localizations" : {
          "de" : {
            "stringUnit" : { "state" : "translated", "value" : "%1$@ und %#@more@" },
            "substitutions" : {
              "more" : {
                "argNum" : 2,
                "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg weiterer" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg weitere" } }
                } }
              }
            }
          }
        }
      },
      "Tap to open" : {
        "localizations" : {
          "de" : { "variations" : { "device" : {
            "applewatch" : { "stringUnit" : { "state" : "translated", "value" : "Tippen" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen" } }
          } } }
        }
      }
    }
  }
  """

@MainActor
@Suite struct LocalizationTests {
  func environment(_ locale: String, _ strings: StringTables) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    environment.strings = strings
    return environment
  }

  func drawn(_ text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> String {
    Snapshot(text, width: 120, environment: environment).text.trimmingCharacters(in: .whitespaces)
  }

  @Test func interpolationsKeepTheFormatAndTheArgumentsApart() {
    let name = "Marcus"
    let minutes = 12
    let key: LocalizedStringKey = "\(name) arrives in \(minutes) min, 100% sure"
    #expect(key.key == "%@ arrives in %lld min, 100%% sure")
    #expect(key.arguments == [.string("Marcus"), .signed(12)])
    #expect(key.plainText == "Marcus arrives in 12 min, 100% sure")
    let plain: LocalizedStringKey = "100% sure"
    #expect(plain.key == "100% sure")
    #expect(drawn(Text(plain)) == "100% sure")
    let specified: LocalizedStringKey = "\(2.25, specifier: "%.1f") km · \(1.5) · \(Float(2))"
    #expect(specified.key == "%.1f km · %lf · %f")
    #expect(specified.plainText == "2.2 km · 1.500000 · 2.000000")
    let resource = LocalizedStringResource("\(minutes) stops")
    #expect(resource.key == "%lld stops")
    #expect(String(localized: resource) == "12 stops")
  }

  @Test func integersAreGroupedInTheLocaleAsIOSGroupsThem() {
    #expect(drawn(Text("Order #\(8842)")) == "Order #8,842")
    #expect(
      drawn(Text("Order #\(8842)"), in: environment("de_DE", StringTables())) == "Order #8.842")
    #expect(drawn(Text(verbatim: "Order #8842")) == "Order #8842")
  }

  @Test func aGermanCatalogTranslatesAndFormatsInGerman() throws {
    let strings = try StringsFolder(["Localizable.xcstrings": deliveryCatalog]).tables()
    let german = environment("de_DE", strings)
    #expect(drawn(Text("On the Way"), in: german) == "Unterwegs")
    #expect(drawn(Text("\(12) min"), in: german) == "12 Min.")
    #expect(drawn(Text("\(1.5, specifier: "%.1f") km away"), in: german) == "1,5 km entfernt")
    #expect(drawn(Text("\("Marcus") is on the way"), in: german) == "Marcus ist unterwegs")
    #expect(drawn(Text("On the Way"), in: environment("fr_FR", strings)) == "En route")
    #expect(drawn(Text("On the Way"), in: environment("de_CH", strings)) == "Unterwegs")
    #expect(drawn(Text("On the Way"), in: environment("en_US", strings)) == "On the Way")
    #expect(drawn(Text(verbatim: "On the Way"), in: german) == "On the Way")
  }

  @Test func aMissingTranslationFallsBackToTheDevelopmentLanguage() throws {
    let strings = try StringsFolder(["Localizable.xcstrings": deliveryCatalog]).tables()
    #expect(drawn(Text("greeting"), in: environment("fr_FR", strings)) == "Hello")
    #expect(drawn(Text("greeting"), in: environment("de_DE", strings)) == "Hallo")
    #expect(drawn(Text("No such key"), in: environment("de_DE", strings)) == "No such key")
    #expect(drawn(Text("\(3) min"), in: environment("fr_FR", strings)) == "3 min")
  }

  @Test func russianPluralFormsFollowCLDR() throws {
    let strings = try StringsFolder(["Localizable.xcstrings": deliveryCatalog]).tables()
    let russian = environment("ru_RU", strings)
    let expected = [
      1: "Осталась 1 остановка", 2: "Осталось 2 остановки", 4: "Осталось 4 остановки",
      5: "Осталось 5 остановок", 11: "Осталось 11 остановок", 21: "Осталась 21 остановка",
      22: "Осталось 22 остановки", 112: "Осталось 112 остановок",
    ]
    for (count, text) in expected {
      #expect(drawn(Text("\(count) stops left"), in: russian) == text, "\(count)")
    }
  }

  @Test func arabicPluralFormsFollowCLDR() throws {
    let strings = try StringsFolder(["Localizable.xcstrings": deliveryCatalog]).tables()
    let arabic = environment("ar", strings)
    let expected = [
      0: "لا توقفات", 1: "توقف واحد", 2: "توقفان", 3: "3 توقفات", 10: "10 توقفات",
      11: "11 توقفًا", 99: "99 توقفًا", 100: "100 توقف", 103: "103 توقفات",
    ]
    for (count, text) in expected {
      #expect(drawn(Text("\(count) stops left"), in: arabic) == text, "\(count)")
    }
  }

  @Test func pluralCategoriesOfTheStatedLanguages() {
    func categories(_ language: String, _ numbers: [Double]) -> [PluralCategory] {
      numbers.map { PluralRules.category(of: $0, language: language) }
    }
    #expect(categories("en", [0, 1, 2, 1.5]) == [.other, .one, .other, .other])
    #expect(categories("de", [1, 21]) == [.one, .other])
    #expect(categories("fr", [0, 1, 1.5, 2, 1_000_000]) == [.one, .one, .one, .other, .many])
    #expect(categories("pt", [0, 1, 2]) == [.one, .one, .other])
    #expect(categories("pt-PT", [0, 1, 2]) == [.other, .one, .other])
    #expect(categories("es", [1, 2, 2_000_000]) == [.one, .other, .many])
    #expect(categories("it", [1, 1_000_000]) == [.one, .many])
    #expect(categories("ja", [1, 2]) == [.other, .other])
    #expect(categories("zh-Hans", [1]) == [.other])
    #expect(categories("ko", [1]) == [.other])
    #expect(categories("nl", [1, 2]) == [.one, .other])
    #expect(
      categories("pl", [1, 2, 5, 12, 22, 25, 1.5]) == [
        .one, .few, .many, .many, .few, .many, .other,
      ])
    #expect(categories("ru", [1, 3, 5, 11, 101, 1.5]) == [.one, .few, .many, .many, .one, .other])
    #expect(categories("ar", [0, 1, 2, 5, 50, 200]) == [.zero, .one, .two, .few, .many, .other])
  }

  @Test func substitutionsChooseTheirFormByTheirOwnArgument() throws {
    let strings = try StringsFolder(["Localizable.xcstrings": deliveryCatalog]).tables()
    let german = environment("de_DE", strings)
    #expect(drawn(Text("\("Anna") and \(1) more"), in: german) == "Anna und 1 weiterer")
    #expect(drawn(Text("\("Anna") and \(3) more"), in: german) == "Anna und 3 weitere")
  }

  @Test func deviceVariationsPickTheDevice() throws {
    let strings = try StringsFolder(["Localizable.xcstrings": deliveryCatalog]).tables()
    var german = environment("de_DE", strings)
    #expect(drawn(Text("Tap to open"), in: german) == "Zum Öffnen tippen")
    german.stringsDevice = .applewatch
    #expect(drawn(Text("Tap to open"), in: german) == "Tippen")
  }

  @Test func stringsFilesAndStringsDictionariesAreRead() throws {
    let strings = try StringsFolder([
      "de.lproj/Localizable.strings": """
      /* A comment, "quoted" = "not a pair"; */
      "On the Way" = "Unterwegs";  // a line comment
      "Say \\"hi\\"" = "Sag \\"hallo\\"\\n\\U00E4";
      unquoted_key = value;
      "%@ is on the way" = "%@ ist unterwegs";
      """,
      "ru.lproj/Localizable.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>%lld minutes</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>Ещё %#@minutes@</string>
          <key>minutes</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>lld</string>
            <key>one</key>
            <string>%lld минута</string>
            <key>few</key>
            <string>%lld минуты</string>
            <key>many</key>
            <string>%lld минут</string>
            <key>other</key>
            <string>%lld минуты</string>
          </dict>
        </dict>
      </dict>
      </plist>
      """,
    ]).tables()
    let german = environment("de_DE", strings)
    #expect(drawn(Text("On the Way"), in: german) == "Unterwegs")
    #expect(Text("Say \"hi\"").string(in: german) == "Sag \"hallo\"\nä")
    #expect(drawn(Text("unquoted_key"), in: german) == "value")
    #expect(drawn(Text("\("Marcus") is on the way"), in: german) == "Marcus ist unterwegs")
    let russian = environment("ru_RU", strings)
    #expect(drawn(Text("\(1) minutes"), in: russian) == "Ещё 1 минута")
    #expect(drawn(Text("\(3) minutes"), in: russian) == "Ещё 3 минуты")
    #expect(drawn(Text("\(25) minutes"), in: russian) == "Ещё 25 минут")
  }

  @Test func aBadFileIsOneLineNamingTheFileTheKeyPathAndWhatWasExpected() throws {
    let cases: [(String, String, String)] = [
      (
        "Localizable.xcstrings",
        #"{ "sourceLanguage": "en", "strings": { "Hi": { "localizations": { "de": { "stringUnit": { "value": 3 } } } } } }"#,
        "Localizable.xcstrings: strings.Hi.localizations.de.stringUnit.value: expected a string, found a number"
      ),
      (
        "Localizable.xcstrings", #"{ "strings": {} }"#,
        "Localizable.xcstrings: sourceLanguage: missing (expected a string)"
      ),
      (
        "Localizable.xcstrings",
        #"{ "sourceLanguage": "en", "strings": { "A b": { "localizations": { "de": { "variations": { "plural": { "lots": {} } } } } } } }"#,
        #"Localizable.xcstrings: strings."A b".localizations.de.variations.plural.lots: expected a plural category (zero, one, two, few, many, other)"#
      ),
      ("Localizable.xcstrings", "{ nope", "Localizable.xcstrings: is not JSON"),
      (
        "de.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" \"d\";",
        "de.lproj/Localizable.strings: line 2: expected '=' after the key \"c\", found '\"'"
      ),
      (
        "de.lproj/Localizable.strings", "\"a\" = \"b\"",
        "de.lproj/Localizable.strings: line 1: expected ';' after the value of \"a\", found the end of the file"
      ),
      (
        "ru.lproj/Localizable.stringsdict",
        #"<?xml version="1.0"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>x</string></dict></dict></dict></plist>"#,
        "ru.lproj/Localizable.stringsdict: k.n.other: missing (every plural rule needs an 'other' form)"
      ),
    ]
    for (path, text, message) in cases {
      let folder = try StringsFolder([path: text])
      let error = #expect(throws: StringTableError.self) { try folder.tables() }
      let description = error.map { "\($0)" } ?? ""
      #expect(description.hasPrefix(message), "\(description)")
      #expect(!description.contains("\n"))
    }
  }

  @Test func everyPseudoLanguageLeavesTheArgumentsIntact() throws {
    let text = Text("\("Marcus") is on the way in \(12) min")
    let expected: [PseudoLanguage: String] = [
      .accented: "Marcus îš öñ ţĥé ŵàý îñ 12 ɱîñ",
      .double: "Marcus is on the way in 12 min Marcus is on the way in 12 min",
      .bidi: "nim 12 ni yaw eht no si Marcus",
      .bounded: "[# Marcus is on the way in 12 min #]",
    ]
    for language in PseudoLanguage.allCases {
      var environment = EnvironmentValues()
      environment.pseudoLanguage = language
      let shown = drawn(text, in: environment)
      #expect(shown == expected[language], "\(language)")
      #expect(shown.contains("Marcus") && shown.contains("12"), "\(language)")
      #expect(drawn(Text(verbatim: "Marcus is here"), in: environment) == "Marcus is here")
    }
  }
}

/// Fractions written as Foundation writes them in the locale, and quickly when they can be.
@MainActor
@Suite struct LocalizedNumberTests {
  /// The text as formatted (before drawing, which shows the marks Arabic puts before a
  /// minus sign as visible glyphs).
  func drawn(_ text: Text, _ locale: String) -> String {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    return text.string(in: environment)
  }

  @Test func fractionsMatchFoundationInEveryLocale() {
    for locale in ["en_US", "de_DE", "fr_FR", "ar", "hi_IN", "ja_JP"] {
      for value in [0.0, 0.25, 4.75, 999.94, 1234.5, -2.5, 1_234_567.5] {
        let expected = String(format: "%.1f", locale: Locale(identifier: locale), value)
        #expect(
          drawn(Text("\(value, specifier: "%.1f")"), locale) == expected, "\(locale) \(value)")
      }
    }
  }
}
