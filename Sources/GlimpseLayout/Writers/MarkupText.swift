/// Text made safe to put into XML, SVG or HTML, as element content or a quoted attribute.
package enum MarkupText {
  /// `string` with `&`, `<`, `>`, `"` and `'` escaped, control characters made visible
  /// as a canvas draws them (`␛` for ESC), and anything else XML 1.0 cannot hold (lone
  /// surrogates cannot occur in a Swift string; U+FFFE and U+FFFF can) replaced by `�`.
  package static func escaped(_ string: String) -> String {
    var output = ""
    output.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      escape(scalar, into: &output)
    }
    return output
  }

  /// Appends one scalar, escaped as ``escaped(_:)`` does.
  static func escape(_ scalar: Unicode.Scalar, into output: inout String) {
    switch scalar {
    case "&": output += "&amp;"
    case "<": output += "&lt;"
    case ">": output += "&gt;"
    case "\"": output += "&quot;"
    case "'": output += "&#39;"
    default:
      let visible = GlyphScanner.replacement(for: scalar) ?? scalar
      output.unicodeScalars.append(isAllowedInXML(visible) ? visible : "\u{FFFD}")
    }
  }

  /// Whether XML 1.0 allows the character at all (its `Char` production), tab and line
  /// breaks aside: those are made visible before this is asked.
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}

extension MarkupText {
  /// A colour as `#RRGGBB` (its opaque value).
  static func hex(_ color: TerminalColor) -> String {
    var bytes = MarkupBytes(capacity: 7)
    bytes.append(color)
    return bytes.text
  }
}
