import Foundation

/// Reads an old-style strings file (`Localizable.strings`): `"key" = "value";` pairs, with
/// `/* */` and `//` comments, escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\U00E9`, octal
/// `\101`), unquoted keys and values of letters, digits and `_.$:/-`, and a lone `"key";`
/// meaning the key is its own value. UTF-8, or UTF-16 with a byte order mark (as Xcode
/// writes compiled strings files).
enum StringsFileReader {
  /// The key-value pairs in `data`; `file` names it in errors.
  static func read(_ data: Data, file: String) throws -> [String: String] {
    guard let text = decode(data) else {
      throw StringTableError(
        file: file, location: "", message: "is neither UTF-8 nor UTF-16 with a byte order mark")
    }
    var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
    return try parser.pairs()
  }

  /// The text of `data`: UTF-16 when it starts with a byte order mark, else UTF-8.
  static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(3))
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      return String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
    }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      return String(data: data.dropFirst(2), encoding: .utf16BigEndian)
    }
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return String(data: data.dropFirst(3), encoding: .utf8)
    }
    return String(data: data, encoding: .utf8)
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
    }

    func fail(_ message: String) -> StringTableError {
      StringTableError(file: file, location: "line \(line)", message: message)
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      if current == "\n" { line += 1 }
      index += 1
    }

    mutating func pairs() throws -> [String: String] {
      var result: [String: String] = [:]
      while true {
        try skipSpaceAndComments()
        guard current != nil else { return result }
        let key = try token(what: "a key")
        try skipSpaceAndComments()
        if current == ";" {
          advance()
          result[key] = key
          continue
        }
        guard current == "=" else {
          throw fail("expected '=' after the key \"\(key)\"\(foundDescription)")
        }
        advance()
        try skipSpaceAndComments()
        let value = try token(what: "a value for the key \"\(key)\"")
        try skipSpaceAndComments()
        guard current == ";" else {
          throw fail("expected ';' after the value of \"\(key)\"\(foundDescription)")
        }
        advance()
        result[key] = value
      }
    }

    var foundDescription: String {
      guard let current else { return ", found the end of the file" }
      return ", found '\(Character(current))'"
    }

    mutating func skipSpaceAndComments() throws {
      while let scalar = current {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = line
          advance()
          advance()
          while current != nil,
            !(current == "*" && index + 1 < scalars.count
              && scalars[index + 1] == "/")
          {
            advance()
          }
          guard current != nil else {
            line = start
            throw fail("a comment opened with /* is never closed")
          }
          advance()
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let next = current, next != "\n" { advance() }
        } else {
          return
        }
      }
    }

    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_.$:/-".unicodeScalars.contains(scalar)
    }

    mutating func token(what: String) throws -> String {
      guard let first = current else { throw fail("expected \(what), found the end of the file") }
      if first == "\"" { return try quoted() }
      guard Self.isUnquoted(first) else {
        throw fail("expected \(what) in double quotes, found '\(Character(first))'")
      }
      var text = ""
      while let scalar = current, Self.isUnquoted(scalar) {
        text.unicodeScalars.append(scalar)
        advance()
      }
      return text
    }

    mutating func quoted() throws -> String {
      let start = line
      advance()
      var text = String.UnicodeScalarView()
      while let scalar = current {
        advance()
        switch scalar {
        case "\"":
          return String(text)
        case "\\":
          try escape(into: &text)
        default:
          text.append(scalar)
        }
      }
      line = start
      throw fail("a string opened with \" is never closed")
    }

    mutating func escape(into text: inout String.UnicodeScalarView) throws {
      guard let scalar = current else { throw fail("a backslash ends the file") }
      advance()
      switch scalar {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "a": text.append("\u{07}")
      case "b": text.append("\u{08}")
      case "f": text.append("\u{0C}")
      case "v": text.append("\u{0B}")
      case "U", "u":
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let digit = current, let nibble = UInt32(String(digit), radix: 16) else {
            throw fail("expected four hexadecimal digits after \\\(scalar)")
          }
          value = value * 16 + nibble
          advance()
        }
        if (0xD800...0xDBFF).contains(value), current == "\\",
          index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u"
        {
          // A surrogate pair written as two escapes.
          let saved = (index, line)
          advance()
          advance()
          var low: UInt32 = 0
          var digits = 0
          while digits < 4, let digit = current, let nibble = UInt32(String(digit), radix: 16) {
            low = low * 16 + nibble
            advance()
            digits += 1
          }
          if digits == 4, (0xDC00...0xDFFF).contains(low) {
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          } else {
            (index, line) = saved
          }
        }
        guard let decoded = Unicode.Scalar(value) else {
          throw fail("\\\(scalar) escape \(String(value, radix: 16)) is not a character")
        }
        text.append(decoded)
      case "0"..."7":
        var value = scalar.value - 48
        var digits = 1
        while digits < 3, let digit = current, ("0"..."7").contains(digit) {
          value = value * 8 + digit.value - 48
          advance()
          digits += 1
        }
        text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      default:
        text.append(scalar)
      }
    }
  }
}
