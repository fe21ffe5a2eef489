import Foundation

/// Fills a localized format with its arguments, in the environment's locale, as Apple's
/// `String(format:locale:)` does for a localized string: `%@` a string or a text as it is;
/// `%d`, `%lld`, `%u` an integer with the locale's grouping (`1,234`; `1.234` in German);
/// `%f`, `%.1f`, `%e`, `%g` a number with the locale's decimal separator; `%x`, `%o` as
/// printf writes them. A variable (`%#@minutes@`) becomes its plural form for its number,
/// filled in turn. A placeholder with no argument shows as written, so a translation that
/// asks for more than the code gives can be seen.
struct LocalizedFormatter {
  let arguments: [FormatArgument]
  let variables: [String: StringEntry.Variable]
  /// The language plural forms are chosen in (the translation's).
  let language: String

  /// Appends `format`'s pieces, in `environment`'s locale, to `output`.
  func format<Output: FormattedOutput>(
    _ format: String, in environment: some LocalizationEnvironment, into output: inout Output
  ) {
    fill(format, implied: nil, argSpecifier: "lld", depth: 0, in: environment, into: &output)
  }

  private func fill<Output: FormattedOutput>(
    _ format: String, implied: Int?, argSpecifier: String, depth: Int,
    in environment: some LocalizationEnvironment, into output: inout Output
  ) {
    StringFormat.scan(format, impliedArgument: implied, argSpecifier: argSpecifier) { token in
      switch token {
      case .literal(let text):
        output.appendLiteral(text)
      case .placeholder(let placeholder):
        append(placeholder, in: environment, to: &output)
      case .variable(let name, let argument):
        guard depth < 4, let variable = variables[name] else {
          output.appendLiteral("%#@\(name)@")
          return
        }
        let chosen = variable.argument ?? argument
        let form = variable.value.format(
          arguments: arguments, device: environment.stringsDevice.rawValue, language: language,
          pluralArgument: chosen)
        fill(
          form, implied: chosen, argSpecifier: variable.specifier, depth: depth + 1,
          in: environment, into: &output)
      }
    }
  }

  /// Appends what a placeholder shows.
  private func append<Output: FormattedOutput>(
    _ placeholder: StringFormat.Placeholder, in environment: some LocalizationEnvironment,
    to output: inout Output
  ) {
    guard placeholder.argument < arguments.count else {
      output.appendLiteral(
        "%\(placeholder.options)\(Character(Unicode.Scalar(placeholder.conversion)))")
      return
    }
    let argument = arguments[placeholder.argument]
    switch argument {
    case .segment(let box):
      output.appendText(box.value, in: environment)
    case .resource(let resource):
      output.appendArgument(resource.localizedText.string(in: environment))
    case .string(let string):
      output.appendArgument(string)
    case .signed, .unsigned, .double:
      output.appendArgument(number(argument, placeholder, locale: environment.locale))
    }
  }

  /// A number written for `placeholder`.
  private func number(
    _ argument: FormatArgument, _ placeholder: StringFormat.Placeholder, locale: Locale
  ) -> String {
    let options = placeholder.options
    let conversion = placeholder.conversion
    switch conversion {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"):
      let value: Int64
      switch argument {
      case .signed(let signed): value = signed
      case .unsigned(let unsigned): value = Int64(clamping: unsigned)
      case .double(let double): value = Int64(exactly: double.rounded(.towardZero)) ?? 0
      default: value = 0
      }
      if placeholder.isPlain { return NumberSymbols.grouped(value, locale: locale) }
      return String(format: "%\(options)lld", locale: locale, value)
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      let value: UInt64
      switch argument {
      case .unsigned(let unsigned): value = unsigned
      case .signed(let signed): value = UInt64(bitPattern: signed)
      case .double(let double): value = UInt64(exactly: double.rounded(.towardZero)) ?? 0
      default: value = 0
      }
      if placeholder.isPlain { return NumberSymbols.grouped(value, locale: locale) }
      return String(format: "%\(options)llu", locale: locale, value)
    case UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"):
      let value: UInt64
      switch argument {
      case .unsigned(let unsigned): value = unsigned
      case .signed(let signed): value = UInt64(bitPattern: signed)
      case .double(let double): value = UInt64(bitPattern: Int64(double))
      default: value = 0
      }
      let letter =
        conversion == UInt8(ascii: "O") ? "o" : String(Character(Unicode.Scalar(conversion)))
      return String(format: "%\(options)ll\(letter)", value)
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
      UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      let value: Double
      switch argument {
      case .double(let double): value = double
      case .signed(let signed): value = Double(signed)
      case .unsigned(let unsigned): value = Double(unsigned)
      default: value = 0
      }
      let letter = Character(Unicode.Scalar(conversion))
      if letter == "f" || letter == "F" {
        return NumberSymbols.fixedPoint(value, options: options, conversion: letter, locale: locale)
      }
      return String(format: "%\(options)\(letter)", locale: locale, value)
    default:
      switch argument {
      case .signed(let value): return String(value)
      case .unsigned(let value): return String(value)
      case .double(let value): return String(value)
      default: return ""
      }
    }
  }
}

/// Where a formatter writes: pieces (to change in a pseudo-language, or draw with texts
/// among them), or one string.
package protocol FormattedOutput {
  mutating func appendLiteral(_ text: String)
  mutating func appendArgument(_ text: String)
  mutating func appendText(
    _ segment: any LocalizedSegment, in environment: some LocalizationEnvironment)
}

/// A formatter's pieces, adjacent literals joined.
package struct FormattedPieces: FormattedOutput {
  package var pieces: [FormattedPiece] = []

  package init() {}

  package mutating func appendLiteral(_ text: String) {
    if case .literal(let previous) = pieces.last {
      pieces[pieces.count - 1] = .literal(previous + text)
    } else {
      pieces.append(.literal(text))
    }
  }

  package mutating func appendArgument(_ text: String) { pieces.append(.argument(text)) }

  package mutating func appendText(
    _ segment: any LocalizedSegment, in environment: some LocalizationEnvironment
  ) {
    pieces.append(.text(segment))
  }
}

extension String: FormattedOutput {
  package mutating func appendLiteral(_ text: String) { self += text }
  package mutating func appendArgument(_ text: String) { self += text }
  package mutating func appendText(
    _ segment: any LocalizedSegment, in environment: some LocalizationEnvironment
  ) {
    self += segment.string(in: environment)
  }
}
