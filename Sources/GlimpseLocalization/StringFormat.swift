import Foundation

/// A printf-style format of a localized string (`%@ arrives in %lld min`, `%1$@`, `%.1f`,
/// `%%`, and a strings dictionary's `%#@minutes@`), read into literal runs and
/// placeholders, in order.
///
/// A placeholder without a position takes the next argument; `%2$@` takes the second.
/// Something that is not a valid placeholder (a lone `%`, `%y`) reads as literal text.
/// Formats are read byte by byte from their UTF-8 (every byte that matters is ASCII), on
/// every frame a text is drawn, so the reading allocates only the strings it hands out.
enum StringFormat {
  /// One piece of a format.
  enum Token {
    /// Literal text (`%%` already read as `%`).
    case literal(String)
    /// A placeholder for an argument.
    case placeholder(Placeholder)
    /// A strings dictionary variable (`%#@name@`), filled by a plural form chosen by the
    /// argument at `argument`.
    case variable(name: String, argument: Int)
  }

  /// A placeholder: which argument, and how it is written.
  struct Placeholder {
    /// The argument, from 0.
    var argument: Int
    /// Flags, width and precision as written (`.1`, `02`, empty for none).
    var options: String
    /// The conversion character (`@`, `d`, `u`, `f`, `x`...).
    var conversion: UInt8

    /// Whether the placeholder has no flags, width or precision.
    var isPlain: Bool { options.isEmpty }
  }

  /// Calls `visit` with each token of `format`, in order. `impliedArgument`, when set, is
  /// the argument every placeholder without a position takes (a plural form's `%d` stands
  /// for its variable's number), and `%arg` (a string catalog substitution's placeholder) is
  /// read as a placeholder for it written as `argSpecifier` (`lld`, `.1f`).
  static func scan(
    _ format: String, impliedArgument: Int? = nil, argSpecifier: String = "lld",
    _ visit: (Token) -> Void
  ) {
    guard FormatEscaping.containsPercent(format) else {
      if !format.isEmpty { visit(.literal(format)) }
      return
    }
    var format = format
    format.withUTF8 { bytes in
      var reader = Reader(bytes: bytes, implied: impliedArgument)
      var literalStart = 0
      var index = 0
      while index < bytes.count {
        guard bytes[index] == percent else {
          index += 1
          continue
        }
        if literalStart < index { visit(.literal(reader.string(literalStart..<index))) }
        let after = index + 1
        if after < bytes.count, bytes[after] == percent {
          visit(.literal("%"))
          index = after + 1
        } else if let argument = impliedArgument, reader.matches("arg", at: after) {
          let (options, conversion) = split(argSpecifier)
          visit(
            .placeholder(
              Placeholder(argument: argument, options: options, conversion: conversion)))
          index = after + 3
        } else if let (token, end) = reader.placeholder(at: after) {
          visit(token)
          index = end
        } else {
          // Not a placeholder: the percent sign is text.
          visit(.literal("%"))
          index = after
        }
        literalStart = index
      }
      if literalStart < bytes.count { visit(.literal(reader.string(literalStart..<bytes.count))) }
    }
  }

  private static let percent = UInt8(ascii: "%")

  /// A specifier such as `lld` or `.1f` split into options and conversion.
  private static func split(_ specifier: String) -> (String, UInt8) {
    let utf8 = Array(specifier.utf8)
    guard let last = utf8.last else { return ("", UInt8(ascii: "@")) }
    var optionsEnd = utf8.count - 1
    while optionsEnd > 0, isLengthModifier(utf8[optionsEnd - 1]) { optionsEnd -= 1 }
    return (String(decoding: utf8[..<optionsEnd], as: UTF8.self), last)
  }

  /// Reads placeholders from a format's bytes, numbering those without a position.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let implied: Int?
    /// The argument the next placeholder without a position takes.
    var next = 0

    init(bytes: UnsafeBufferPointer<UInt8>, implied: Int?) {
      self.bytes = bytes
      self.implied = implied
    }

    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func matches(_ word: StaticString, at start: Int) -> Bool {
      let count = word.utf8CodeUnitCount
      guard start + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[start + offset] != word.utf8Start[offset] {
        return false
      }
      return true
    }

    func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isDigit(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The argument a placeholder without a position takes, counting it.
    mutating func argument(position: Int?) -> Int {
      if let position { return position }
      if let implied { return implied }
      defer { next += 1 }
      return next
    }

    /// The placeholder whose text starts at `start` (just after its `%`), and where it ends.
    mutating func placeholder(at start: Int) -> (Token, Int)? {
      var index = start
      // A position: digits and `$`.
      var position: Int?
      var value = 0
      while Self.isDigit(byte(index)) {
        value = value &* 10 &+ Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      if index > start, byte(index) == UInt8(ascii: "$"), value >= 1 {
        position = value - 1
        index += 1
      } else {
        index = start
      }
      // A strings dictionary variable: `#@name@`.
      if byte(index) == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "@") {
        let nameStart = index + 2
        var end = nameStart
        while let character = byte(end), character != UInt8(ascii: "@") { end += 1 }
        guard byte(end) == UInt8(ascii: "@"), nameStart < end else { return nil }
        let token = Token.variable(
          name: string(nameStart..<end), argument: argument(position: position))
        return (token, end + 1)
      }
      let optionsStart = index
      while let character = byte(index), StringFormat.isFlag(character) { index += 1 }
      if byte(index) == UInt8(ascii: "*") { return nil }
      while Self.isDigit(byte(index)) { index += 1 }
      if byte(index) == UInt8(ascii: ".") {
        index += 1
        if byte(index) == UInt8(ascii: "*") { return nil }
        while Self.isDigit(byte(index)) { index += 1 }
      }
      let optionsEnd = index
      while let character = byte(index), StringFormat.isLengthModifier(character) { index += 1 }
      guard let conversion = byte(index), StringFormat.isConversion(conversion) else {
        return nil
      }
      let options = optionsStart < optionsEnd ? string(optionsStart..<optionsEnd) : ""
      let placeholder = Placeholder(
        argument: argument(position: position), options: options, conversion: conversion)
      return (.placeholder(placeholder), index + 1)
    }
  }

  /// Whether `byte` ends a placeholder: `@dDiuUxXoOfFeEgGaAcCsSp`.
  @inline(__always)
  fileprivate static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"),
      UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "f"), UInt8(ascii: "F"),
      UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"), UInt8(ascii: "C"),
      UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"):
      return true
    default:
      return false
    }
  }

  /// Whether `byte` is a printf flag: `-+ #0'`.
  @inline(__always)
  fileprivate static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"),
      UInt8(ascii: "0"), UInt8(ascii: "'"):
      return true
    default:
      return false
    }
  }

  /// Whether `byte` is a length modifier: `hlqLztj`.
  @inline(__always)
  fileprivate static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
      UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
      return true
    default:
      return false
    }
  }
}
