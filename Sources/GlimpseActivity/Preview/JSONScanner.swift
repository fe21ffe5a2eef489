/// Finds where the values of a JSON document lie without building them: the members of
/// an object, the elements of an array, each as a byte range. The states file reader
/// uses it to measure each state, to hand each state to the activity's own decoder with
/// its key path, and to quote what a file says exactly as it is written.
///
/// It checks the grammar as it goes (strings, numbers, literals, commas and colons;
/// trailing commas are accepted, as Foundation's reader accepts them) and never recurses:
/// nesting deeper than ``maximumDepth`` is an error, not a stack overflow.
struct JSONScanner {
  /// What a value is.
  enum Kind: Equatable {
    case object, array, string, number, boolean, null
  }

  /// A value: its kind and its bytes.
  struct Value: Equatable {
    var kind: Kind
    var range: Range<Int>
  }

  /// Malformed JSON: where, and what was expected there.
  struct SyntaxError: Error, Equatable {
    /// Byte offset.
    var offset: Int
    /// "a value", "',' or ']'"...
    var expected: String
  }

  /// The deepest nesting accepted.
  static let maximumDepth = 512

  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The one value of the document (after a byte order mark and whitespace, with only
  /// whitespace after it).
  func document() throws(SyntaxError) -> Value {
    var start = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
    let value = try self.value(at: skipSpace(start))
    let end = skipSpace(value.range.upperBound)
    guard end == bytes.count else {
      throw SyntaxError(offset: end, expected: "the end of the file")
    }
    return value
  }

  /// The elements of the array `array`.
  func elements(of array: Value) throws(SyntaxError) -> [Value] {
    var result: [Value] = []
    try forEachChild(of: array) { _, value in result.append(value) }
    return result
  }

  /// The members of the object `object`, in order; keys decoded.
  func members(of object: Value) throws(SyntaxError) -> [(key: String, value: Value)] {
    var result: [(key: String, value: Value)] = []
    try forEachChild(of: object) { key, value in result.append((key ?? "", value)) }
    return result
  }

  /// The text of `value` as written (a number such as `1e19`, a string with its quotes).
  func text(of value: Value) -> String {
    String(decoding: bytes[value.range], as: UTF8.self)
  }

  /// The characters of the string `value`, escapes decoded; nil when it is not valid.
  func string(_ value: Value) -> String? {
    guard value.kind == .string else { return nil }
    let inner = bytes[(value.range.lowerBound + 1)..<(value.range.upperBound - 1)]
    guard inner.contains(UInt8(ascii: "\\")) else {
      return String(validating: inner, as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var index = inner.startIndex
    var pendingHigh: UInt32?
    while index < inner.endIndex {
      let byte = inner[index]
      guard byte == UInt8(ascii: "\\") else {
        guard pendingHigh == nil else { return nil }
        // Copy a run of plain bytes.
        var end = index
        while end < inner.endIndex && inner[end] != UInt8(ascii: "\\") { end += 1 }
        guard let run = String(validating: inner[index..<end], as: UTF8.self) else { return nil }
        scalars.append(contentsOf: run.unicodeScalars)
        index = end
        continue
      }
      let escape = inner[index + 1]
      index += 2
      var scalar: UInt32
      switch escape {
      case UInt8(ascii: "\""): scalar = 0x22
      case UInt8(ascii: "\\"): scalar = 0x5C
      case UInt8(ascii: "/"): scalar = 0x2F
      case UInt8(ascii: "b"): scalar = 0x08
      case UInt8(ascii: "f"): scalar = 0x0C
      case UInt8(ascii: "n"): scalar = 0x0A
      case UInt8(ascii: "r"): scalar = 0x0D
      case UInt8(ascii: "t"): scalar = 0x09
      default:
        // "u" and four digits: the scanner has checked them.
        scalar = UInt32(String(decoding: inner[index..<(index + 4)], as: UTF8.self), radix: 16) ?? 0
        index += 4
      }
      if let high = pendingHigh {
        guard (0xDC00...0xDFFF).contains(scalar) else { return nil }
        scalar = 0x10000 + ((high - 0xD800) << 10) + (scalar - 0xDC00)
        pendingHigh = nil
      } else if (0xD800...0xDBFF).contains(scalar) {
        pendingHigh = scalar
        continue
      }
      guard let decoded = Unicode.Scalar(scalar) else { return nil }
      scalars.append(decoded)
    }
    return pendingHigh == nil ? String(scalars) : nil
  }

  /// A value as a message quotes it: a number or literal as written, a string in quotes
  /// (cut at 40 characters), or what kind of container it is.
  func quote(_ value: Value) -> String {
    switch value.kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string:
      guard let text = string(value) else {
        // The scanner has checked the bytes: what does not decode is a \u escape of half
        // a surrogate pair, quoted as written (ASCII).
        let written = self.text(of: value)
        return (written.count > 42 ? written.prefix(41) + "…\"" : written)
          + " (half a surrogate pair in a \\u escape: not a string any decoder accepts)"
      }
      return "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
    case .number, .boolean, .null:
      let text = self.text(of: value)
      return text.count > 40 ? text.prefix(40) + "…" : text
    }
  }

  /// Line and column (from 1) of a byte offset, for messages.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let column =
      String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self)
      .unicodeScalars.count + 1
    return (line, column)
  }

  /// A key that appears twice in one object: where each occurrence starts.
  struct DuplicateKey: Equatable {
    /// The key, decoded.
    var key: String
    /// Byte offset of the first occurrence.
    var firstOffset: Int
    /// Byte offset of the second.
    var offset: Int
  }

  /// The keys that appear again in one object anywhere inside `value`, which the scanner
  /// has already checked, in the order they appear, at most `limit` of them (and whether
  /// there were more): one pass over its bytes, without recursion, remembering the keys of
  /// the objects still open. A key's third occurrence is paired with its first.
  func duplicateKeys(in value: Value, limit: Int) -> (keys: [DuplicateKey], more: Bool) {
    var found: [DuplicateKey] = []
    // One entry per open container: its keys so far, or nil for an array.
    var open: [[String: Int]?] = []
    var index = value.range.lowerBound
    while index < value.range.upperBound {
      switch bytes[index] {
      case UInt8(ascii: "{"):
        open.append([:])
        index += 1
      case UInt8(ascii: "["):
        open.append(nil)
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !open.isEmpty { open.removeLast() }
        index += 1
      case UInt8(ascii: "\""):
        guard let text = try? string(at: index) else { return (found, false) }
        // In checked JSON a string followed by a colon is a key.
        let after = skipSpace(text.range.upperBound)
        if after < bytes.count, bytes[after] == UInt8(ascii: ":"), let top = open.last,
          var keys = top
        {
          let key = string(text) ?? ""
          if let first = keys[key] {
            guard found.count < limit else { return (found, true) }
            found.append(DuplicateKey(key: key, firstOffset: first, offset: index))
          } else {
            keys[key] = index
            open[open.count - 1] = keys
          }
        }
        index = text.range.upperBound
      default:
        index += 1
      }
    }
    return (found, false)
  }

  /// The byte offset of the first byte that is not part of valid UTF-8, or nil when every
  /// byte is.
  func firstInvalidUTF8Offset() -> Int? {
    // The standard library's validation is fast; the walk below finds where it failed.
    guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// How many bytes `value` takes with the space between its tokens left out, as a server
  /// sends it: what APNs counts against its size limit.
  func compactSize(of value: Value) -> Int {
    var size = 0
    var index = value.range.lowerBound
    while index < value.range.upperBound {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "\""):
        let end = (try? string(at: index).range.upperBound) ?? value.range.upperBound
        size += end - index
        index = end
      default:
        size += 1
        index += 1
      }
    }
    return size
  }

  // MARK: Scanning

  private func forEachChild(
    of container: Value, _ body: (String?, Value) throws(SyntaxError) -> Void
  ) throws(SyntaxError) {
    let isObject = container.kind == .object
    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    var index = skipSpace(container.range.lowerBound + 1)
    while index < container.range.upperBound - 1 {
      var key: String?
      if isObject {
        let keyValue = try string(at: index)
        key = string(keyValue)
        index = skipSpace(keyValue.range.upperBound)
        index = skipSpace(try expect(UInt8(ascii: ":"), at: index) + 1)
      }
      let child = try value(at: index)
      try body(key, child)
      index = skipSpace(child.range.upperBound)
      if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
        index = skipSpace(index + 1)
      } else {
        _ = try expect(close, at: index)
      }
    }
  }

  /// The value starting at `start`, scanned to its end without recursion.
  private func value(at start: Int) throws(SyntaxError) -> Value {
    var stack: [UInt8] = []
    var index = start
    var kind = Kind.null
    while true {
      // A value starts at `index`.
      guard index < bytes.count else { throw SyntaxError(offset: index, expected: "a value") }
      var valueKind: Kind
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index = try string(at: index).range.upperBound
        valueKind = .string
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let open = bytes[index]
        guard stack.count < Self.maximumDepth else {
          throw SyntaxError(offset: index, expected: "nesting at most \(Self.maximumDepth) deep")
        }
        valueKind = open == UInt8(ascii: "{") ? .object : .array
        if stack.isEmpty { kind = valueKind }
        stack.append(open)
        index = skipSpace(index + 1)
        if try opensEmptyOrKey(&index, container: open, stack: &stack) { break }
        continue
      case UInt8(ascii: "t"):
        index = try literal("true", at: index)
        valueKind = .boolean
      case UInt8(ascii: "f"):
        index = try literal("false", at: index)
        valueKind = .boolean
      case UInt8(ascii: "n"):
        index = try literal("null", at: index)
        valueKind = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        index = try number(at: index)
        valueKind = .number
      default:
        throw SyntaxError(offset: index, expected: "a value")
      }
      if stack.isEmpty { return Value(kind: valueKind, range: start..<index) }
      // After a value inside a container: a comma and the next one, or the close.
      while true {
        index = skipSpace(index)
        guard index < bytes.count, let top = stack.last else {
          throw SyntaxError(
            offset: index,
            expected:
              "',' or the end of the \(stack.last == UInt8(ascii: "{") ? "object" : "array")")
        }
        let close = top == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if bytes[index] == close {
          stack.removeLast()
          index += 1
          if stack.isEmpty { return Value(kind: kind, range: start..<index) }
          continue
        }
        guard bytes[index] == UInt8(ascii: ",") else {
          throw SyntaxError(offset: index, expected: "',' or '\(Character(Unicode.Scalar(close)))'")
        }
        index = skipSpace(index + 1)
        if bytes.indices.contains(index) && bytes[index] == close { continue }  // trailing comma
        if top == UInt8(ascii: "{") { index = try key(at: index) }
        break
      }
    }
  }

  /// After an opening brace or bracket (and space): closes an empty container (true), or
  /// moves past an object's first key and colon to its first value (false).
  private func opensEmptyOrKey(_ index: inout Int, container open: UInt8, stack: inout [UInt8])
    throws(SyntaxError) -> Bool
  {
    let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    if index < bytes.count && bytes[index] == close {
      // An empty container is a whole value: the caller goes on as after any value.
      stack.removeLast()
      index += 1
      return true
    }
    if open == UInt8(ascii: "{") { index = try key(at: index) }
    return false
  }

  /// Past a key, its colon and the space after: where the member's value starts.
  private func key(at start: Int) throws(SyntaxError) -> Int {
    let key = try string(at: start)
    let colon = try expect(UInt8(ascii: ":"), at: skipSpace(key.range.upperBound))
    return skipSpace(colon + 1)
  }

  private func expect(_ byte: UInt8, at index: Int) throws(SyntaxError) -> Int {
    guard index < bytes.count, bytes[index] == byte else {
      throw SyntaxError(offset: index, expected: "'\(Character(Unicode.Scalar(byte)))'")
    }
    return index
  }

  private func string(at start: Int) throws(SyntaxError) -> Value {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else {
      throw SyntaxError(offset: start, expected: "a string in double quotes")
    }
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { return Value(kind: .string, range: start..<(index + 1)) }
      if byte < 0x20 {
        throw SyntaxError(offset: index, expected: "no control character inside a string")
      }
      if byte == UInt8(ascii: "\\") {
        guard index + 1 < bytes.count else { break }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 2
        case UInt8(ascii: "u"):
          guard index + 5 < bytes.count,
            bytes[(index + 2)...(index + 5)].allSatisfy({ Self.isHexDigit($0) })
          else { throw SyntaxError(offset: index, expected: "four hexadecimal digits after \\u") }
          index += 6
        default:
          throw SyntaxError(offset: index, expected: "an escape such as \\n or \\u00e9")
        }
        continue
      }
      index += 1
    }
    throw SyntaxError(offset: index, expected: "the closing '\"' of a string")
  }

  private func literal(_ word: StaticString, at start: Int) throws(SyntaxError) -> Int {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      start + count <= bytes.count && bytes[start..<(start + count)].elementsEqual(expected)
    }
    guard matches else { throw SyntaxError(offset: start, expected: "a value") }
    return start + count
  }

  /// Past a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private func number(at start: Int) throws(SyntaxError) -> Int {
    var index = start
    func digits() -> Int {
      let first = index
      while index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
      throw SyntaxError(offset: index, expected: "a digit")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      _ = digits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw SyntaxError(offset: index, expected: "a digit after '.'") }
    }
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    {
      index += 1
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
      {
        index += 1
      }
      guard digits() > 0 else {
        throw SyntaxError(offset: index, expected: "a digit in the exponent")
      }
    }
    return index
  }

  private func skipSpace(_ start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return index
      }
    }
    return index
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
