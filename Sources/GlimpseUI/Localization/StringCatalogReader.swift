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
  static func read(_ data: Data, file: String) throws -> (
    languages: [String: [String: StringEntry]], sourceLanguage: String
  ) {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw StringTableError(
        file: file, location: "", message: "is not JSON (\(Self.reason(error)))")
    }
    let reader = Reader(file: file)
    let catalog = try reader.object(root, at: "(top level)")
    let sourceLanguage = try reader.string(catalog["sourceLanguage"], at: "sourceLanguage")
    let strings = try reader.object(catalog["strings"], at: "strings")
    var languages: [String: [String: StringEntry]] = [:]
    for (key, value) in strings {
      let path = "strings.\(Reader.quoted(key))"
      let string = try reader.object(value, at: path)
      if let shouldTranslate = string["shouldTranslate"] as? Bool, !shouldTranslate { continue }
      guard let localizations = string["localizations"] else { continue }
      for (language, localization) in try reader.object(localizations, at: "\(path).localizations")
      {
        let localizationPath = "\(path).localizations.\(Reader.quoted(language))"
        guard
          let entry = try reader.entry(
            try reader.object(localization, at: localizationPath), at: localizationPath)
        else { continue }
        languages[StringTableLoader.languageCode(language), default: [:]][key] = entry
      }
    }
    return (languages, StringTableLoader.languageCode(sourceLanguage))
  }

  private static func reason(_ error: Error) -> String {
    let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    return text ?? "\(error)"
  }

  /// Reading values with the file and key path in every error.
  private struct Reader {
    let file: String

    func fail(_ path: String, _ message: String) -> StringTableError {
      StringTableError(file: file, location: path, message: message)
    }

    func object(_ value: Any?, at path: String) throws -> [String: Any] {
      guard let value else { throw fail(path, "missing (expected an object)") }
      guard let object = value as? [String: Any] else {
        throw fail(path, "expected an object, found \(Self.kind(of: value))")
      }
      return object
    }

    func string(_ value: Any?, at path: String) throws -> String {
      guard let value else { throw fail(path, "missing (expected a string)") }
      guard let string = value as? String else {
        throw fail(path, "expected a string, found \(Self.kind(of: value))")
      }
      return string
    }

    /// The entry of a localization: its value and substitutions; nil when it has no value.
    func entry(_ localization: [String: Any], at path: String) throws -> StringEntry? {
      guard let value = try self.value(localization, at: path) else { return nil }
      var entry = StringEntry(value: value)
      if let substitutions = localization["substitutions"] {
        for (name, substitution) in try object(substitutions, at: "\(path).substitutions") {
          let substitutionPath = "\(path).substitutions.\(Self.quoted(name))"
          let body = try object(substitution, at: substitutionPath)
          var argument: Int?
          if let number = body["argNum"] {
            guard let index = number as? Int, index >= 1 else {
              throw fail(
                "\(substitutionPath).argNum",
                "expected an argument number from 1, found \(Self.kind(of: number))")
            }
            argument = index - 1
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
    func value(_ localization: [String: Any], at path: String) throws -> StringEntry.Value? {
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

    static func kind(of value: Any) -> String {
      switch value {
      case is String: return "a string"
      case is [Any]: return "an array"
      case is [String: Any]: return "an object"
      case is NSNull: return "null"
      case is NSNumber: return "a number"
      default: return "a value of another type"
      }
    }
  }
}
