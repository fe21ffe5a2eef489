import Foundation

/// A small JSON reader for string catalogs, which may be megabytes: the document is read
/// from its bytes one top-level member at a time, and a member's value into a compact
/// ``JSONValue`` that is dropped once read (``StringCatalogReader`` reads `strings` one key
/// at a time), so a catalog at the 16 MB limit costs tens of megabytes, not the gigabyte a
/// whole `JSONSerialization` tree of it took.
struct JSONPullReader {
  /// A JSON value.
  indirect enum Value {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([Value])
    case object([String: Value])
  }

  /// Bytes that are not JSON: what was wrong, and where.
  struct SyntaxError: Error {
    let message: String
  }

  /// The deepest nesting read (a guard for the stack: catalogs nest five or six deep).
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var offset = 0

  /// A reader of `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Reads the next object member by member: `body` gets each key, and reads its value
  /// with ``value(depth:)`` or ``members(_:)``, exactly once.
  mutating func members(_ body: (inout JSONPullReader, String) throws -> Void) throws {
    skipSpace()
    guard peek() == UInt8(ascii: "{") else { throw fail("expected an object") }
    offset += 1
    skipSpace()
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return
    }
    while true {
      skipSpace()
      guard peek() == UInt8(ascii: "\"") else { throw fail("expected a key") }
      let key = try string()
      skipSpace()
      guard peek() == UInt8(ascii: ":") else { throw fail("expected ':'") }
      offset += 1
      try body(&self, key)
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return
      default: throw fail("expected ',' or '}'")
      }
    }
  }

  /// Whether the next value is an object (so that ``members(_:)`` can read it).
  mutating func nextIsObject() -> Bool {
    skipSpace()
    return peek() == UInt8(ascii: "{")
  }

  /// Checks that nothing but white space is left.
  mutating func end() throws {
    skipSpace()
    guard offset == bytes.count else { throw fail("unexpected data after the document") }
  }

  /// The next value, whole.
  mutating func value(depth: Int = 0) throws -> Value {
    guard depth < Self.maximumDepth else { throw fail("nested too deep") }
    skipSpace()
    guard let byte = peek() else { throw fail("unexpected end of the file") }
    switch byte {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "{"):
      var object: [String: Value] = [:]
      try members { reader, key in object[key] = try reader.value(depth: depth + 1) }
      return .object(object)
    case UInt8(ascii: "["):
      offset += 1
      var array: [Value] = []
      skipSpace()
      if peek() == UInt8(ascii: "]") {
        offset += 1
        return .array(array)
      }
      while true {
        array.append(try value(depth: depth + 1))
        skipSpace()
        switch peek() {
        case UInt8(ascii: ","): offset += 1
        case UInt8(ascii: "]"):
          offset += 1
          return .array(array)
        default: throw fail("expected ',' or ']'")
        }
      }
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private func fail(_ message: String) -> SyntaxError {
    SyntaxError(message: "\(message) at byte \(offset)")
  }

  private mutating func skipSpace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  private mutating func literal(_ word: String, _ value: Value) throws -> Value {
    let utf8 = Array(word.utf8)
    guard bytes.count - offset >= utf8.count, Array(bytes[offset..<offset + utf8.count]) == utf8
    else { throw fail("unexpected character") }
    offset += utf8.count
    return value
  }

  private mutating func number() throws -> Double {
    let start = offset
    while offset < bytes.count, Self.isNumberByte(bytes[offset]) { offset += 1 }
    guard offset > start,
      let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)),
      value.isFinite
    else {
      offset = start
      throw fail("unexpected character")
    }
    return value
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      return true
    default: return false
    }
  }

  /// A string, at its opening quote.
  private mutating func string() throws -> String {
    offset += 1
    let start = offset
    // Plain strings (no escapes) are most: taken as they are.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        defer { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw fail("a control character in a string") }
      offset += 1
    }
    var scalars = Array(bytes[start..<offset])
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes.count - offset >= 6,
            bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
          {
            let saved = offset
            offset += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
              offset = saved
            }
          }
          // A lone surrogate is not a character: the replacement character stands for it.
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: throw fail("an unknown escape")
        }
      default:
        if byte < 0x20 { throw fail("a control character in a string") }
        scalars.append(byte)
      }
    }
    throw fail("a string without its closing quote")
  }

  private mutating func hex4() throws -> UInt32 {
    guard bytes.count - offset >= 4 else { throw fail("a short \\u escape") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      offset += 1
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("a bad \\u escape")
      }
      code = code << 4 | UInt32(digit)
    }
    return code
  }
}
