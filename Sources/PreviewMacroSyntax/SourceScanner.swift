/// Walks Swift source text as UTF-8 bytes, knowing just enough of the language to find
/// where code is: it skips whitespace and comments (nested block comments included), string
/// literals of every kind (single-line, multi-line, raw, with interpolations that hold more
/// code, strings and closures), and brackets with everything between them.
///
/// It does not parse expressions; it is what a macro that receives its own source text
/// needs to cut that text at its top-level commas, closures and labels without being
/// fooled by a brace in a string or a quote in a comment.
public struct SourceScanner {
  /// The text.
  public let bytes: [UInt8]
  /// The offset of the next byte to read.
  public var position: Int

  /// A scanner at the start of `text`.
  public init(_ text: String) {
    bytes = Array(text.utf8)
    position = 0
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The byte at `position + offset`, or nil past the end.
  public func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// The text of `range`.
  public func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Skips whitespace and comments; returns how many line breaks it passed.
  @discardableResult
  public mutating func skipTrivia() throws -> Int {
    var lines = 0
    while let byte = peek() {
      switch byte {
      case .newline:
        lines += 1
        position += 1
      case .space, .tab, .carriageReturn, .formFeed, .verticalTab:
        position += 1
      case .slash where peek(1) == .slash:
        while let next = peek(), next != .newline { position += 1 }
      case .slash where peek(1) == .asterisk:
        lines += try skipBlockComment()
      default:
        return lines
      }
    }
    return lines
  }

  /// Skips one token, or one whole bracketed group, string literal or comment, starting at
  /// `position`. Throws at a closing bracket, which belongs to the caller.
  public mutating func skipElement() throws {
    guard let byte = peek() else { return }
    switch byte {
    case .openParenthesis, .openBracket, .openBrace:
      try skipGroup()
    case .closeParenthesis, .closeBracket, .closeBrace:
      throw MacroSyntaxError("unexpected '\(Character(Unicode.Scalar(byte)))'", at: position)
    case .quote:
      try skipStringLiteral()
    case .hash where rawStringDelimiter() != nil:
      try skipStringLiteral()
    case .slash where peek(1) == .slash || peek(1) == .asterisk:
      try skipTrivia()
    default:
      position += 1
    }
  }

  /// Skips a bracketed group, `(`...`)`, `[`...`]` or `{`...`}`, with whatever it holds.
  public mutating func skipGroup() throws {
    let start = position
    guard let open = peek(), let close = Self.closing[open] else {
      throw MacroSyntaxError("expected '(', '[' or '{'", at: position)
    }
    position += 1
    while true {
      try skipTrivia()
      guard let byte = peek() else {
        throw MacroSyntaxError(
          "'\(Character(Unicode.Scalar(open)))' is never closed", at: start)
      }
      if byte == close {
        position += 1
        return
      }
      if Self.closing.values.contains(byte) {
        throw MacroSyntaxError(
          "'\(Character(Unicode.Scalar(open)))' is closed by '\(Character(Unicode.Scalar(byte)))'",
          at: position)
      }
      try skipElement()
    }
  }

  /// Skips a string literal: `"..."`, `"""..."""`, or either raw (`#"..."#`, `##"..."##`).
  public mutating func skipStringLiteral() throws {
    let start = position
    let hashes = rawStringDelimiter() ?? 0
    position += hashes
    guard peek() == .quote else {
      throw MacroSyntaxError("expected a string literal", at: start)
    }
    let isMultiline =
      peek(1) == .quote && peek(2) == .quote && !closesOnItsLine(hashes, from: position + 1)
    position += isMultiline ? 3 : 1
    while let byte = peek() {
      switch byte {
      case .backslash where hashesFollow(hashes, after: 1):
        position += 1 + hashes
        if peek() == .openParenthesis {
          try skipGroup()  // An interpolation: code, with strings and closures of its own.
        } else {
          position += 1
        }
      case .quote where !isMultiline && hashesFollow(hashes, after: 1):
        position += 1 + hashes
        return
      case .quote
      where isMultiline && peek(1) == .quote && peek(2) == .quote
        && hashesFollow(hashes, after: 3):
        position += 3 + hashes
        return
      case .newline where !isMultiline:
        throw MacroSyntaxError("the string literal is not closed on its line", at: start)
      default:
        position += 1
      }
    }
    throw MacroSyntaxError("the string literal is never closed", at: start)
  }

  /// Reads an identifier (letters, digits, `_`, `$` and any non-ASCII scalar, not starting
  /// with a digit, or one in backticks); nil, reading nothing, when there is none here.
  public mutating func identifier() -> String? {
    let start = position
    if peek() == .backtick {
      var end = position + 1
      while end < bytes.count, bytes[end] != .backtick, bytes[end] != .newline { end += 1 }
      guard end < bytes.count, bytes[end] == .backtick, end > position + 1 else { return nil }
      position = end + 1
      return text(start..<position)
    }
    guard let first = peek(), Self.isIdentifierHead(first) else { return nil }
    position += 1
    while let byte = peek(), Self.isIdentifierHead(byte) || byte.isDigit { position += 1 }
    return text(start..<position)
  }

  /// The number of `#` before a `"` at `position` (a raw string's delimiter), or nil.
  private func rawStringDelimiter() -> Int? {
    var count = 0
    while peek(count) == .hash { count += 1 }
    return count > 0 && peek(count) == .quote ? count : nil
  }

  /// Whether a raw string (`count` > 0) opened just before `start` closes on the same line,
  /// as `#""""#` does: the compiler reads such a literal as a single-line string, not the
  /// start of a multi-line one.
  private func closesOnItsLine(_ count: Int, from start: Int) -> Bool {
    guard count > 0 else { return false }
    var index = start
    while index < bytes.count, bytes[index] != .newline, bytes[index] != .carriageReturn {
      if bytes[index] == .quote,
        (1...count).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == .hash })
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether `count` `#` follow the `offset` bytes after `position`.
  private func hashesFollow(_ count: Int, after offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == .hash }
  }

  /// Skips a `/* ... */` comment, which may hold others; returns its line breaks.
  private mutating func skipBlockComment() throws -> Int {
    let start = position
    var depth = 0
    var lines = 0
    while let byte = peek() {
      if byte == .slash && peek(1) == .asterisk {
        depth += 1
        position += 2
      } else if byte == .asterisk && peek(1) == .slash {
        depth -= 1
        position += 2
        if depth == 0 { return lines }
      } else {
        if byte == .newline { lines += 1 }
        position += 1
      }
    }
    throw MacroSyntaxError("the comment is never closed", at: start)
  }

  private static let closing: [UInt8: UInt8] = [
    .openParenthesis: .closeParenthesis, .openBracket: .closeBracket, .openBrace: .closeBrace,
  ]

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
      || byte == 0x24 || byte >= 0x80
  }
}

/// Source text that is not what was expected, and where.
public struct MacroSyntaxError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public let message: String
  /// The UTF-8 offset in the text where it is.
  public let offset: Int

  /// An error at `offset`.
  public init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }

  public var description: String { "\(message) (at byte \(offset))" }
}

extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let tab = UInt8(ascii: "\t")
  static let formFeed: UInt8 = 0x0C
  static let verticalTab: UInt8 = 0x0B
  static let space = UInt8(ascii: " ")
  static let slash = UInt8(ascii: "/")
  static let asterisk = UInt8(ascii: "*")
  static let backslash = UInt8(ascii: "\\")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let backtick = UInt8(ascii: "`")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let lessThan = UInt8(ascii: "<")
  static let greaterThan = UInt8(ascii: ">")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  var isDigit: Bool { self >= 0x30 && self <= 0x39 }
}
