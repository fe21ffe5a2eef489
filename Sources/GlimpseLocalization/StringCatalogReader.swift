import Foundation

/// Reads an Xcode string catalog (`Localizable.xcstrings`): JSON with the source language
/// and, for each key, its localizations. A localization is a `stringUnit` (`state`,
/// `value`), `variations` by `plural` (`zero`, `one`, `two`, `few`, `many`, `other`) or
/// `device` (`iphone`, `ipad`, `applewatch`, `other`...), each holding a localization in
/// turn, and `substitutions` (`%#@name@` in the value: `argNum`, `formatSpecifier` and
/// plural variations whose values say `%arg` for the number).
///
/// A key without a localization in the source language is its own value there; a key marked
/// `"shouldTranslate": false` is never translated; a unit with an empty value is skipped.
enum StringCatalogReader {
  /// The entries of the catalog in `data`, by language, and its source language. `file` and
  /// `table` name it in errors and lookups.
  ///
  /// `strings` is read one key at a time (``JSONPullReader``): what is held is the entries
  /// made, not the document.
  static func read(_ data: Data, file: String) throws -> (
    languages: [String: [String: StringEntry]], sourceLanguage: String
  ) {
    let reader = Reader(file: file)
    var json = JSONPullReader([UInt8](data))
    var sourceLanguage: JSONPullReader.Value?
    var sawStrings = false
    // The first error in `strings`, said after a missing source language, as before.
    var stringsError: StringTableError?
    var languages: [String: [String: StringEntry]] = [:]
    do {
      guard json.nextIsObject() else {
        let top = try json.value()
        throw reader.fail("(top level)", "expected an object, found \(Reader.kind(of: top))")
      }
      try json.members { json, member in
        switch member {
        case "sourceLanguage":
          sourceLanguage = try json.value()
        case "strings":
          sawStrings = true
          guard json.nextIsObject() else {
            let value = try json.value()
            stringsError =
              stringsError
              ?? reader.fail("strings", "expected an object, found \(Reader.kind(of: value))")
            return
          }
          try json.members { json, key in
            let value = try json.value()
            guard stringsError == nil else { return }
            do {
              try read(key: key, value: value, reader: reader, into: &languages)
            } catch let error as StringTableError {
              stringsError = error
            }
          }
        default:
          _ = try json.value()
        }
      }
      try json.end()
    } catch let error as JSONPullReader.SyntaxError {
      throw StringTableError(file: file, location: "", message: "is not JSON (\(error.message))")
    }
    let source = try reader.string(sourceLanguage, at: "sourceLanguage")
    guard sawStrings else { throw reader.fail("strings", "missing (expected an object)") }
    if let stringsError { throw stringsError }
    return (languages, StringTableLoader.languageCode(source))
  }

  /// Reads one key of `strings` into `languages`.
  private static func read(
    key: String, value: JSONPullReader.Value, reader: Reader,
    into languages: inout [String: [String: StringEntry]]
  ) throws {
    let path = "strings.\(Reader.quoted(key))"
    let string = try reader.object(value, at: path)
    if case .bool(false) = string["shouldTranslate"] { return }
    guard let localizations = string["localizations"] else { return }
    for (language, localization) in try reader.object(localizations, at: "\(path).localizations") {
      let localizationPath = "\(path).localizations.\(Reader.quoted(language))"
      guard
        let entry = try reader.entry(
          try reader.object(localization, at: localizationPath), at: localizationPath)
      else { continue }
      languages[StringTableLoader.languageCode(language), default: [:]][key] = entry
    }
  }

  /// Reading values with the file and key path in every error.
  private struct Reader {
    let file: String

    func fail(_ path: String, _ message: String) -> StringTableError {
      StringTableError(file: file, location: path, message: message)
    }

    func object(_ value: JSONPullReader.Value?, at path: String) throws
      -> [String: JSONPullReader.Value]
    {
      guard let value else { throw fail(path, "missing (expected an object)") }
      guard case .object(let object) = value else {
        throw fail(path, "expected an object, found \(Self.kind(of: value))")
      }
      return object
    }

    func string(_ value: JSONPullReader.Value?, at path: String) throws -> String {
      guard let value else { throw fail(path, "missing (expected a string)") }
      guard case .string(let string) = value else {
        throw fail(path, "expected a string, found \(Self.kind(of: value))")
      }
      return string
    }

    /// The entry of a localization: its value and substitutions; nil when it has no value.
    func entry(_ localization: [String: JSONPullReader.Value], at path: String) throws
      -> StringEntry?
    {
      guard let value = try self.value(localization, at: path) else { return nil }
      var entry = StringEntry(value: value)
      if let substitutions = localization["substitutions"] {
        for (name, substitution) in try object(substitutions, at: "\(path).substitutions") {
          let substitutionPath = "\(path).substitutions.\(Self.quoted(name))"
          let body = try object(substitution, at: substitutionPath)
          var argument: Int?
          if let number = body["argNum"] {
            // Checked in range before it is made an integer (a huge number must not trap).
            guard case .number(let index) = number, index >= 1, index <= 1_000_000,
              index == index.rounded()
            else {
              throw fail(
                "\(substitutionPath).argNum",
                "expected an argument number from 1, found \(Self.kind(of: number))")
            }
            argument = Int(index) - 1
          }
          let specifier =
            try body["formatSpecifier"].map {
              try string($0, at: "\(substitutionPath).formatSpecifier")
            } ?? "lld"
          guard let forms = try self.value(body, at: substitutionPath) else {
            throw fail(substitutionPath, "expected variations or a stringUnit")
          }
          entry.variables[name] = StringEntry.Variable(
            argument: argument, specifier: specifier, value: forms)
        }
      }
      return entry
    }

    /// A localization's value: its unit, or its variations.
    func value(_ localization: [String: JSONPullReader.Value], at path: String) throws
      -> StringEntry.Value?
    {
      if let unit = localization["stringUnit"] {
        let unitPath = "\(path).stringUnit"
        let value = try string(try object(unit, at: unitPath)["value"], at: "\(unitPath).value")
        return value.isEmpty ? nil : .format(value)
      }
      guard let variations = localization["variations"] else { return nil }
      let variationsPath = "\(path).variations"
      let kinds = try object(variations, at: variationsPath)
      if let plural = kinds["plural"] {
        var forms: [PluralCategory: StringEntry.Value] = [:]
        for (name, form) in try object(plural, at: "\(variationsPath).plural") {
          let formPath = "\(variationsPath).plural.\(name)"
          guard let category = PluralCategory(rawValue: name) else {
            throw fail(formPath, "expected a plural category (zero, one, two, few, many, other)")
          }
          if let value = try value(try object(form, at: formPath), at: formPath) {
            forms[category] = value
          }
        }
        return forms.isEmpty ? nil : .plural(argument: nil, forms: forms)
      }
      if let device = kinds["device"] {
        var forms: [String: StringEntry.Value] = [:]
        for (name, form) in try object(device, at: "\(variationsPath).device") {
          let formPath = "\(variationsPath).device.\(name)"
          if let value = try value(try object(form, at: formPath), at: formPath) {
            forms[name] = value
          }
        }
        return forms.isEmpty ? nil : .device(forms)
      }
      let names = kinds.keys.sorted().joined(separator: ", ")
      throw fail(variationsPath, "expected plural or device variations, found \(names)")
    }

    /// A key in a key path: quoted when it is not a plain word.
    static func quoted(_ key: String) -> String {
      let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      return plain ? key : "\"\(key)\""
    }

    static func kind(of value: JSONPullReader.Value) -> String {
      switch value {
      case .string: return "a string"
      case .array: return "an array"
      case .object: return "an object"
      case .null: return "null"
      case .number: return "a number"
      case .bool: return "a boolean"
      }
    }
  }
}
