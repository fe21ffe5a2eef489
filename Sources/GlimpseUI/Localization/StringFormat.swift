/// A printf-style format of a localized string (`%@ arrives in %lld min`, `%1$@`, `%.1f`,
/// `%%`, and a strings dictionary's `%#@minutes@`), read into literal runs and
/// placeholders, in order.
///
/// A placeholder without a position takes the next argument; `%2$@` takes the second.
/// Something that is not a valid placeholder (a lone `%`, `%y`) reads as literal text.
enum StringFormat {
  /// One piece of a format.
  enum Token {
    /// Literal text (`%%` already read as `%`).
    case literal(Substring)
    /// A placeholder for an argument.
    case placeholder(Placeholder)
    /// A strings dictionary variable (`%#@name@`), filled by a plural form chosen by the
    /// argument at `argument`.
    case variable(name: Substring, argument: Int)
  }

  /// A placeholder: which argument, and how it is written.
  struct Placeholder {
    /// The argument, from 0.
    var argument: Int
    /// Flags, width and precision as written (`.1`, `02`, empty for none).
    var options: Substring
    /// The conversion character (`@`, `d`, `u`, `f`, `x`...).
    var conversion: UInt8

    /// Whether the placeholder has no flags, width or precision.
    var isPlain: Bool { options.isEmpty }
  }

  /// Calls `visit` with each token of `format`, in order. `firstArgument` is the argument a
  /// first placeholder without a position takes; `impliedArgument`, when set, is the one
  /// every placeholder without a position takes (a plural form's `%d` stands for its
  /// variable's number), and `%arg` (a string catalog substitution's placeholder) is read
  /// as a placeholder for it written as `argSpecifier`.
  static func scan(
    _ format: String, impliedArgument: Int? = nil, argSpecifier: Substring = "lld",
    _ visit: (Token) -> Void
  ) {
    let utf8 = format.utf8
    var literalStart = utf8.startIndex
    var index = utf8.startIndex
    var nextArgument = 0
    while index < utf8.endIndex {
      guard utf8[index] == percent else {
        index = utf8.index(after: index)
        continue
      }
      if literalStart < index { visit(.literal(format[literalStart..<index])) }
      let after = utf8.index(after: index)
      if after < utf8.endIndex, utf8[after] == percent {
        visit(.literal(format[after..<utf8.index(after: after)]))
        index = utf8.index(after: after)
        literalStart = index
        continue
      }
      if let argument = impliedArgument, let end = matchArg(in: utf8, at: after) {
        let (options, conversion) = split(argSpecifier)
        visit(
          .placeholder(Placeholder(argument: argument, options: options, conversion: conversion)))
        index = end
        literalStart = index
        continue
      }
      guard
        let (token, end) = placeholder(
          in: format, at: after, next: &nextArgument, implied: impliedArgument)
      else {
        // Not a placeholder: the percent sign is text.
        visit(.literal(format[index..<after]))
        index = after
        literalStart = index
        continue
      }
      visit(token)
      index = end
      literalStart = index
    }
    if literalStart < utf8.endIndex { visit(.literal(format[literalStart...])) }
  }

  /// Whether `format` holds any placeholder (a `%` that is not `%%`).
  static func hasPlaceholders(_ format: String) -> Bool {
    guard format.utf8.contains(percent) else { return false }
    var found = false
    scan(format) { token in
      if case .literal = token { return }
      found = true
    }
    return found
  }

  private static let percent = UInt8(ascii: "%")

  /// The end of `arg` at `index` (a catalog substitution's `%arg`), if it is there.
  private static func matchArg(in utf8: String.UTF8View, at index: String.Index) -> String.Index? {
    var position = index
    for expected in "arg".utf8 {
      guard position < utf8.endIndex, utf8[position] == expected else { return nil }
      position = utf8.index(after: position)
    }
    return position
  }

  /// A specifier such as `lld` or `.1f` split into options and conversion.
  private static func split(_ specifier: Substring) -> (Substring, UInt8) {
    let utf8 = specifier.utf8
    guard let last = utf8.last else { return ("", UInt8(ascii: "@")) }
    var optionsEnd = utf8.index(before: utf8.endIndex)
    while optionsEnd > utf8.startIndex,
      lengthModifiers.contains(utf8[utf8.index(before: optionsEnd)])
    {
      optionsEnd = utf8.index(before: optionsEnd)
    }
    return (specifier[utf8.startIndex..<optionsEnd], last)
  }

  private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)
  private static let flags = Set("-+ #0'".utf8)
  private static let lengthModifiers = Set("hlqLztj".utf8)

  /// The placeholder whose text starts at `start` (just after its `%`), and where it ends.
  private static func placeholder(
    in format: String, at start: String.Index, next: inout Int, implied: Int?
  ) -> (Token, String.Index)? {
    let utf8 = format.utf8
    var index = start
    func peek() -> UInt8? { index < utf8.endIndex ? utf8[index] : nil }
    func advance() { index = utf8.index(after: index) }
    func isDigit(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
    // A position: digits and `$`.
    var position: Int?
    var digits = 0
    var value = 0
    while isDigit(peek()) {
      value = value * 10 + Int(peek()! - UInt8(ascii: "0"))
      digits += 1
      advance()
    }
    if digits > 0, peek() == UInt8(ascii: "$"), value >= 1 {
      position = value - 1
      advance()
    } else {
      index = start
    }
    // A strings dictionary variable: `#@name@`.
    if peek() == UInt8(ascii: "#") {
      let hash = index
      advance()
      if peek() == UInt8(ascii: "@") {
        advance()
        let nameStart = index
        while let byte = peek(), byte != UInt8(ascii: "@") { advance() }
        guard peek() == UInt8(ascii: "@"), nameStart < index else { return nil }
        let name = format[nameStart..<index]
        advance()
        let argument = position ?? implied ?? next
        if position == nil, implied == nil { next += 1 }
        return (.variable(name: name, argument: argument), index)
      }
      index = hash
    }
    let optionsStart = index
    while let byte = peek(), flags.contains(byte) { advance() }
    if peek() == UInt8(ascii: "*") { return nil }
    while isDigit(peek()) { advance() }
    if peek() == UInt8(ascii: ".") {
      advance()
      if peek() == UInt8(ascii: "*") { return nil }
      while isDigit(peek()) { advance() }
    }
    let optionsEnd = index
    while let byte = peek(), lengthModifiers.contains(byte) { advance() }
    guard let conversion = peek(), conversions.contains(conversion) else { return nil }
    advance()
    let argument = position ?? implied ?? next
    if position == nil, implied == nil { next += 1 }
    let placeholder = Placeholder(
      argument: argument, options: format[optionsStart..<optionsEnd], conversion: conversion)
    return (.placeholder(placeholder), index)
  }
}
