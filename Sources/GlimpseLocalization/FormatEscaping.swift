import Foundation

/// Writing literal text into a format.
package enum FormatEscaping {
  /// Whether `string` holds a `%`, read from its UTF-8 in place.
  package static func containsPercent(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { $0.contains(UInt8(ascii: "%")) }
  }

  /// How `argument` reads in en_US with `specifier`, when that needs no formatter: a string
  /// with `%@`, an integer with its default specifier (grouped as en_US groups it).
  package static func englishText(of argument: FormatArgument, specifier: String) -> String? {
    switch argument {
    case .string(let string):
      return specifier == "%@" ? string : nil
    case .signed(let value):
      switch specifier {
      case "%lld", "%d", "%hd", "%hhd", "%ld": return NumberSymbols.englishGrouped(value)
      default: return nil
      }
    case .unsigned(let value):
      switch specifier {
      case "%llu", "%u", "%hu", "%hhu", "%lu": return NumberSymbols.englishGrouped(value)
      default: return nil
      }
    case .double, .segment, .resource:
      return nil
    }
  }

  /// Appends `literal` to `format` with each `%` doubled, as Apple's interpolations do, so
  /// that it reads back as the literal.
  package static func appendLiteral(_ literal: String, to format: inout String) {
    guard containsPercent(literal) else {
      format += literal
      return
    }
    for character in literal {
      format.append(character)
      if character == "%" { format.append("%") }
    }
  }
}
