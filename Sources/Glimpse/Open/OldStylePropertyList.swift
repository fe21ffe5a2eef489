/// A value of an old-style (OpenStep) property list, the format of Xcode's
/// `project.pbxproj`: `{ key = value; }`, `( a, b, )`, quoted or bare strings, `<hex>`
/// data, `/* */` and `//` comments.
indirect enum OldStylePropertyList: Equatable {
  case string(String)
  case array([OldStylePropertyList])
  case dictionary([String: OldStylePropertyList])
  case data([UInt8])

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [OldStylePropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var dictionary: [String: OldStylePropertyList]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  subscript(key: String) -> OldStylePropertyList? { dictionary?[key] }

  /// Why a text is not an old-style property list: what was expected, and the line.
  struct ParseError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let expected: String
    var description: String { "line \(line): expected \(expected)" }
  }

  /// Parses `text`; throws ``ParseError`` at the first thing that is not the format.
  static func parse(_ text: String) throws -> OldStylePropertyList {
    var reader = Reader(bytes: Array(text.utf8))
    let value = try reader.value()
    try reader.skipSpace()
    guard reader.atEnd else { throw reader.error("the end of the file") }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    var atEnd: Bool { index >= bytes.count }

    func error(_ expected: String) -> ParseError {
      ParseError(
        line: 1 + bytes[..<min(index, bytes.count)].filter { $0 == 10 }.count, expected: expected)
    }

    mutating func skipSpace() throws {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
          index += 1
        } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 47 {
          while index < bytes.count, bytes[index] != 10 { index += 1 }
        } else if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 42 {
          index += 2
          while index + 1 < bytes.count, !(bytes[index] == 42 && bytes[index + 1] == 47) {
            index += 1
          }
          guard index + 1 < bytes.count else { throw error("'*/' closing a comment") }
          index += 2
        } else {
          return
        }
      }
    }

    mutating func expect(_ byte: UInt8, _ name: String) throws {
      try skipSpace()
      guard index < bytes.count, bytes[index] == byte else { throw error(name) }
      index += 1
    }

    mutating func value() throws -> OldStylePropertyList {
      try skipSpace()
      guard index < bytes.count else { throw error("a value") }
      depth += 1
      defer { depth -= 1 }
      guard depth < 200 else { throw error("at most 200 levels of nesting") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var dictionary: [String: OldStylePropertyList] = [:]
        while true {
          try skipSpace()
          guard index < bytes.count else { throw error("'}' closing a dictionary") }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(dictionary)
          }
          guard case .string(let key) = try value() else { throw error("a string key") }
          try expect(UInt8(ascii: "="), "'=' after the key '\(key)'")
          dictionary[key] = try value()
          try expect(UInt8(ascii: ";"), "';' after the value of '\(key)'")
        }
      case UInt8(ascii: "("):
        index += 1
        var array: [OldStylePropertyList] = []
        while true {
          try skipSpace()
          guard index < bytes.count else { throw error("')' closing an array") }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            return .array(array)
          }
          array.append(try value())
          try skipSpace()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
          } else {
            try expect(UInt8(ascii: ")"), "',' or ')' in an array")
            return .array(array)
          }
        }
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        return .string(try quoted())
      case UInt8(ascii: "<"):
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
          let byte = bytes[index]
          index += 1
          if byte == 32 || byte == 10 || byte == 9 || byte == 13 { continue }
          guard let nibble = Self.hex(byte) else { throw error("hexadecimal data") }
          if let first = high {
            data.append(first << 4 | nibble)
            high = nil
          } else {
            high = nibble
          }
        }
        try expect(UInt8(ascii: ">"), "'>' closing data")
        return .data(data)
      default:
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { throw error("a value") }
        return .string(String(decoding: bytes[start..<index], as: UTF8.self))
      }
    }

    mutating func quoted() throws -> String {
      let quote = bytes[index]
      index += 1
      var output: [UInt8] = []
      while index < bytes.count, bytes[index] != quote {
        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
          index += 1
          switch bytes[index] {
          case UInt8(ascii: "n"): output.append(10)
          case UInt8(ascii: "t"): output.append(9)
          case UInt8(ascii: "r"): output.append(13)
          default: output.append(bytes[index])
          }
        } else {
          output.append(bytes[index])
        }
        index += 1
      }
      guard index < bytes.count else { throw error("a closing quote") }
      index += 1
      return String(decoding: output, as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
      (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        || [
          UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "/"),
          UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        ].contains(byte)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case 48...57: return byte - 48
      case 65...70: return byte - 55
      case 97...102: return byte - 87
      default: return nil
      }
    }
  }
}
