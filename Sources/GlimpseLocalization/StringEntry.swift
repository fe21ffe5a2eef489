import Foundation

/// One key's translation in one language: a format, or forms that vary by plural or
/// device, and the variables its format refers to (`%#@minutes@`).
struct StringEntry: Sendable, Equatable {
  /// A format, or forms to choose from.
  indirect enum Value: Sendable, Equatable {
    /// A format.
    case format(String)
    /// Forms by the plural category of a number: the argument at `argument` (from 0), or
    /// the first number among the arguments when nil.
    case plural(argument: Int?, forms: [PluralCategory: Value])
    /// Forms by device (`iphone`, `ipad`, `applewatch`, `other`...).
    case device([String: Value])
  }

  /// A variable of a format (a strings dictionary's `%#@name@`, a string catalog's
  /// substitution): forms chosen by one argument's number.
  struct Variable: Sendable, Equatable {
    /// The argument it is chosen by (from 0); nil: the placeholder's own.
    var argument: Int?
    /// How the argument is written where a form says `%arg` (a catalog's `formatSpecifier`).
    var specifier: String
    /// The forms.
    var value: Value
  }

  /// The entry's value.
  var value: Value
  /// Its variables, by name.
  var variables: [String: Variable] = [:]

  /// Whether the entry needs its arguments to choose its text (plural forms or variables).
  var isFormat: Bool {
    if !variables.isEmpty { return true }
    if case .format = value { return false }
    return true
  }
}

extension StringEntry.Value {
  /// The format chosen for `arguments` on `device`, with plural categories in `language`.
  /// Plural forms are chosen by the argument at `pluralArgument` when given (a variable's),
  /// else by their own, else by the first number among the arguments.
  func format(
    arguments: [FormatArgument], device: String, language: String, pluralArgument: Int? = nil
  ) -> String {
    switch self {
    case .format(let format):
      return format
    case .device(let forms):
      let chosen = forms[device] ?? forms["other"] ?? forms.first.map(\.value)
      return chosen?.format(
        arguments: arguments, device: device, language: language, pluralArgument: pluralArgument)
        ?? ""
    case .plural(let index, let forms):
      let argument: FormatArgument?
      if let position = pluralArgument ?? index {
        argument = position < arguments.count ? arguments[position] : nil
      } else {
        argument = arguments.first { $0.pluralOperand != nil }
      }
      let chosen = Self.form(in: forms, for: argument, language: language)
      return chosen?.format(
        arguments: arguments, device: device, language: language, pluralArgument: pluralArgument)
        ?? ""
    }
  }

  /// The form for `argument`'s number: `zero` for 0 when given (as Apple's platforms do in
  /// every language), then the language's category, then `other`.
  static func form(
    in forms: [PluralCategory: StringEntry.Value], for argument: FormatArgument?,
    language: String
  ) -> StringEntry.Value? {
    guard let argument, let number = argument.pluralOperand else {
      return forms[.other] ?? forms.first?.value
    }
    if number == 0, let zero = forms[.zero] { return zero }
    let category = PluralRules.category(
      of: number, hasFraction: argument.hasFractionDigits, language: language)
    return forms[category] ?? forms[.other] ?? forms.first?.value
  }
}
