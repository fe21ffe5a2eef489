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
  let environment: EnvironmentValues

  /// Appends `format`'s pieces to `pieces`.
  func format(_ format: String, into pieces: inout [FormattedPiece]) {
    fill(format, implied: nil, argSpecifier: "lld", depth: 0, into: &pieces)
  }

  private func fill(
    _ format: String, implied: Int?, argSpecifier: Substring, depth: Int,
    into pieces: inout [FormattedPiece]
  ) {
    StringFormat.scan(format, impliedArgument: implied, argSpecifier: argSpecifier) { token in
      switch token {
      case .literal(let text):
        if case .literal(let previous) = pieces.last {
          pieces[pieces.count - 1] = .literal(previous + text)
        } else {
          pieces.append(.literal(String(text)))
        }
      case .placeholder(let placeholder):
        pieces.append(piece(for: placeholder))
      case .variable(let name, let argument):
        guard depth < 4, let variable = variables[String(name)] else {
          pieces.append(.literal("%#@\(name)@"))
          return
        }
        let chosen = variable.argument ?? argument
        let form = variable.value.format(
          arguments: arguments, device: environment.stringsDevice.rawValue, language: language,
          pluralArgument: chosen)
        fill(
          form, implied: chosen, argSpecifier: Substring(variable.specifier), depth: depth + 1,
          into: &pieces)
      }
    }
  }

  /// The piece a placeholder shows.
  private func piece(for placeholder: StringFormat.Placeholder) -> FormattedPiece {
    guard placeholder.argument < arguments.count else {
      return .literal("%\(placeholder.options)\(Character(Unicode.Scalar(placeholder.conversion)))")
    }
    let argument = arguments[placeholder.argument]
    switch argument {
    case .text(let text):
      return .text(text)
    case .resource(let resource):
      return .argument(resource.localizedText.string(in: environment))
    case .string(let string):
      return .argument(string)
    case .signed, .unsigned, .double:
      return .argument(number(argument, placeholder))
    }
  }

  /// A number written for `placeholder`.
  private func number(_ argument: FormatArgument, _ placeholder: StringFormat.Placeholder)
    -> String
  {
    let locale = environment.locale
    let options = String(placeholder.options)
    let conversion = Character(Unicode.Scalar(placeholder.conversion))
    switch conversion {
    case "d", "i", "D":
      let value: Int64
      switch argument {
      case .signed(let signed): value = signed
      case .unsigned(let unsigned): value = Int64(clamping: unsigned)
      case .double(let double): value = Int64(exactly: double.rounded(.towardZero)) ?? 0
      default: value = 0
      }
      if placeholder.isPlain { return NumberSymbols.of(locale).grouped(value, locale: locale) }
      return String(format: "%\(options)lld", locale: locale, value)
    case "u", "U":
      let value: UInt64
      switch argument {
      case .unsigned(let unsigned): value = unsigned
      case .signed(let signed): value = UInt64(bitPattern: signed)
      case .double(let double): value = UInt64(exactly: double.rounded(.towardZero)) ?? 0
      default: value = 0
      }
      if placeholder.isPlain { return NumberSymbols.of(locale).grouped(value, locale: locale) }
      return String(format: "%\(options)llu", locale: locale, value)
    case "x", "X", "o", "O":
      let value: UInt64
      switch argument {
      case .unsigned(let unsigned): value = unsigned
      case .signed(let signed): value = UInt64(bitPattern: signed)
      case .double(let double): value = UInt64(bitPattern: Int64(double))
      default: value = 0
      }
      return String(
        format: "%\(options)ll\(conversion.lowercased() == "o" ? "o" : String(conversion))", value)
    case "f", "F", "e", "E", "g", "G", "a", "A":
      let value: Double
      switch argument {
      case .double(let double): value = double
      case .signed(let signed): value = Double(signed)
      case .unsigned(let unsigned): value = Double(unsigned)
      default: value = 0
      }
      return String(format: "%\(options)\(conversion)", locale: locale, value)
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
