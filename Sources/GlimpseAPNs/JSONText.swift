/// JSON text for the log: strings quoted and escaped, so that any value from a request
/// (a header, a token) is one valid JSON string on one line.
enum JSONText {
  /// `value` as a JSON string literal.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// An object of members in order; nil values are left out.
  static func object(_ members: [(String, Value?)]) -> String {
    "{"
      + members.compactMap { key, value in value.map { string(key) + ":" + $0.text } }
      .joined(separator: ",") + "}"
  }

  /// A member's value.
  enum Value {
    case string(String)
    case int(Int)
    case bool(Bool)

    var text: String {
      switch self {
      case .string(let value): return JSONText.string(value)
      case .int(let value): return String(value)
      case .bool(let value): return value ? "true" : "false"
      }
    }
  }
}
