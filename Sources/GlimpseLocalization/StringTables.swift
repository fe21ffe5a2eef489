import Foundation
import Synchronization

/// An app's translations: its string tables (`Localizable`, or a table a `Text` names) in
/// each language, read from string catalogs (`.xcstrings`), strings files (`.strings`) and
/// strings dictionaries (`.stringsdict`, with plural rules).
///
/// A key is looked up as iOS looks it up: in the locale's language and region
/// (`de-CH`), then its language (`de`), then the development language; a key no table has
/// shows its own text. A value type that shares its storage: copying it is cheap, and an
/// empty one (the default) costs a text nothing to check.
///
/// ```swift
/// let strings = try StringTables.load(from: URL(fileURLWithPath: "Resources"))
/// var environment = EnvironmentValues()
/// environment.strings = strings
/// environment.locale = Locale(identifier: "de_DE")
/// ```
///
/// - Glimpse: glimpse
package struct StringTables: Sendable, Equatable {
  /// The entries of one language: table name, then key.
  typealias Language = [String: [String: StringEntry]]

  final class Storage: Sendable {
    /// Entries by language code (lowercased, `-` between parts: `de`, `pt-br`, `zh-hans`).
    let languages: [String: Language]
    /// The language a key with no translation falls back to (lowercased).
    let developmentLanguage: String
    /// The files the tables were read from.
    let files: [String]
    /// The languages to look in for a locale identifier, found once per locale.
    private let searchOrders = Mutex<[String: [String]]>([:])

    init(languages: [String: Language], developmentLanguage: String, files: [String]) {
      self.languages = languages
      self.developmentLanguage = developmentLanguage
      self.files = files
    }

    /// The languages with entries to look in for `locale`, most specific first, ending
    /// with the development language.
    func searchOrder(for locale: Locale) -> [String] {
      let identifier = locale.identifier
      if let order = searchOrders.withLock({ $0[identifier] }) { return order }
      var order: [String] = []
      var parts = identifier.split { $0 == "-" || $0 == "_" || $0 == "@" }.map {
        $0.lowercased()
      }
      while !parts.isEmpty {
        let candidate = parts.joined(separator: "-")
        if languages[candidate] != nil, !order.contains(candidate) { order.append(candidate) }
        parts.removeLast()
      }
      for fallback in [developmentLanguage, "base"]
      where languages[fallback] != nil && !order.contains(fallback) {
        order.append(fallback)
      }
      searchOrders.withLock { $0[identifier] = order }
      return order
    }
  }

  let storage: Storage?

  /// No tables: every key shows its own text.
  public init() {
    storage = nil
  }

  init(languages: [String: Language], developmentLanguage: String, files: [String]) {
    storage =
      languages.isEmpty
      ? nil
      : Storage(languages: languages, developmentLanguage: developmentLanguage, files: files)
  }

  /// Whether there are no translations.
  public var isEmpty: Bool { storage == nil }

  /// The languages translations were read for (`de`, `pt-br`...), sorted.
  public var languages: [String] { storage.map { $0.languages.keys.sorted() } ?? [] }

  /// The language untranslated keys fall back to.
  public var developmentLanguage: String { storage?.developmentLanguage ?? "en" }

  /// The files read, for messages.
  public var files: [String] { storage?.files ?? [] }

  /// The entry for `key` in `table` for `locale`, and the language it was found in.
  func entry(for key: String, table: String, locale: Locale) -> (
    entry: StringEntry, language: String
  )? {
    guard let storage else { return nil }
    for language in storage.searchOrder(for: locale) {
      if let entry = storage.languages[language]?[table]?[key] { return (entry, language) }
    }
    return nil
  }

  /// These tables with `other`'s added; where both have a key in the same language and
  /// table, `other`'s wins. The development language is this one's, unless it has none.
  public func merging(_ other: StringTables) -> StringTables {
    guard let mine = storage else { return other }
    guard let theirs = other.storage else { return self }
    var languages = mine.languages
    for (language, tables) in theirs.languages {
      for (table, entries) in tables {
        languages[language, default: [:]][table, default: [:]].merge(entries) { $1 }
      }
    }
    return StringTables(
      languages: languages, developmentLanguage: mine.developmentLanguage,
      files: mine.files + theirs.files)
  }

  public static func == (lhs: StringTables, rhs: StringTables) -> Bool {
    lhs.storage === rhs.storage
  }
}

/// Which device a string catalog's device variations are chosen for.
///
/// - Glimpse: glimpse
package enum StringsDevice: String, Sendable, CaseIterable {
  case iphone, ipad, applewatch, other
}
