import Foundation

/// Reads a strings dictionary (`Localizable.stringsdict`): a property list whose keys map
/// to a `NSStringLocalizedFormatKey` format (`%#@minutes@ left`) and, for each variable it
/// names, a dictionary with `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` (`d`, `lld`...) and the forms `zero`, `one`, `two`, `few`,
/// `many` and `other` (`other` required), whose own placeholders stand for the variable's
/// number. A key given `NSStringVariableWidthRuleType` widths shows its widest form.
enum StringsDictReader {
  /// The entries in `data`; `file` names it in errors.
  static func read(_ data: Data, file: String) throws -> [String: StringEntry] {
    func fail(_ path: String, _ message: String) -> StringTableError {
      StringTableError(file: file, location: path, message: message)
    }
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw fail("", "is not a property list")
    }
    guard let keys = root as? [String: Any] else {
      throw fail("(top level)", "expected a dictionary of keys")
    }
    var entries: [String: StringEntry] = [:]
    for (key, value) in keys {
      guard let body = value as? [String: Any] else {
        throw fail(key, "expected a dictionary with NSStringLocalizedFormatKey")
      }
      if let widths = body["NSStringVariableWidthRuleType"] as? [String: Any] {
        var widest: (width: Int, text: String)?
        for (width, text) in widths {
          guard let text = text as? String else { continue }
          let size = Int(width) ?? 0
          if size >= (widest?.width ?? Int.min) { widest = (size, text) }
        }
        guard let widest else {
          throw fail("\(key).NSStringVariableWidthRuleType", "expected widths with strings")
        }
        entries[key] = StringEntry(value: .format(widest.text))
        continue
      }
      guard let format = body["NSStringLocalizedFormatKey"] as? String else {
        throw fail("\(key).NSStringLocalizedFormatKey", "missing (expected the format string)")
      }
      var entry = StringEntry(value: .format(format))
      for (name, variable) in body where name != "NSStringLocalizedFormatKey" {
        let path = "\(key).\(name)"
        guard let rule = variable as? [String: Any] else {
          throw fail(path, "expected a dictionary of plural forms")
        }
        let type = rule["NSStringFormatSpecTypeKey"] as? String
        guard type == "NSStringPluralRuleType" else {
          throw fail(
            "\(path).NSStringFormatSpecTypeKey",
            "expected NSStringPluralRuleType, found \(type.map { "'\($0)'" } ?? "nothing")")
        }
        var forms: [PluralCategory: StringEntry.Value] = [:]
        for category in PluralCategory.allCases {
          guard let form = rule[category.rawValue] else { continue }
          guard let text = form as? String else {
            throw fail("\(path).\(category.rawValue)", "expected a string")
          }
          forms[category] = .format(text)
        }
        guard forms[.other] != nil else {
          throw fail("\(path).other", "missing (every plural rule needs an 'other' form)")
        }
        let specifier = rule["NSStringFormatValueTypeKey"] as? String ?? "lld"
        entry.variables[name] = StringEntry.Variable(
          argument: nil, specifier: specifier, value: .plural(argument: nil, forms: forms))
      }
      entries[key] = entry
    }
    return entries
  }
}
