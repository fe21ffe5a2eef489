import Foundation

/// The platform conditions of `#if` and `#elseif` lines as an iPhone build has them:
/// `os(iOS)` true, any other `os(...)` false, `targetEnvironment(...)` false (neither Mac
/// Catalyst nor the simulator), `canImport(X)` true for a module the opened program has
/// (Glimpse's shims, the toolchain's, the `--module`s). Other conditions (`DEBUG`,
/// `swift(>=5.9)`, `arch(...)`) are left to the compiler.
struct PlatformConditions {
  /// The modules `canImport` finds.
  let importable: Set<String>

  /// `line` with each platform condition of its `#if`/`#elseif` replaced by `true` or
  /// `false` (the compiler accepts both literals), its length in lines unchanged; any
  /// other line as it is.
  func rewrite(_ line: Substring) -> Substring {
    guard let range = Self.conditionRange(line) else { return line }
    var output = String(line[..<range.lowerBound])
    var rest = line[range]
    while let call = Self.nextCall(in: rest) {
      output += rest[..<call.range.lowerBound]
      if let value = value(of: call.name, argument: call.argument) {
        output += value ? "true" : "false"
      } else {
        output += rest[call.range]
      }
      rest = rest[call.range.upperBound...]
    }
    output += rest
    output += line[range.upperBound...]
    return Substring(output)
  }

  /// What a platform condition is on an iPhone, or nil for one left to the compiler.
  func value(of name: String, argument: String) -> Bool? {
    switch name {
    case "os": return argument == "iOS"
    case "targetEnvironment": return false
    case "canImport": return importable.contains(argument) ? true : nil
    default: return nil
    }
  }

  /// What a condition (already rewritten) is, as far as it can be told: `DEBUG` is true
  /// (the opened program is a debug build), an unknown name or call nil.
  func evaluate(_ condition: Substring) -> Bool? {
    var parser = ConditionParser(tokens: ConditionParser.tokens(condition), conditions: self)
    return parser.parseOr()
  }

  /// The condition of a directive line: after `#if`/`#elseif`, before a `//` comment.
  static func conditionRange(_ line: Substring) -> Range<Substring.Index>? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    var start: Substring.Index
    if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#if\t") {
      start = trimmed.index(trimmed.startIndex, offsetBy: 3)
    } else if trimmed.hasPrefix("#elseif ") || trimmed.hasPrefix("#elseif(") {
      start = trimmed.index(trimmed.startIndex, offsetBy: 7)
    } else {
      return nil
    }
    var end = line.endIndex
    if let comment = line[start...].range(of: "//") { end = comment.lowerBound }
    if let comment = line[start..<end].range(of: "/*") { end = comment.lowerBound }
    if start > end { start = end }
    return start..<end
  }

  /// The next `name(argument)` in `text`.
  static func nextCall(in text: Substring) -> (
    name: String, argument: String, range: Range<Substring.Index>
  )? {
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index].isLetter || text[index] == "_" else {
        index = text.index(after: index)
        continue
      }
      let nameStart = index
      while index < text.endIndex,
        text[index].isLetter || text[index].isNumber || text[index] == "_"
      {
        index = text.index(after: index)
      }
      let name = String(text[nameStart..<index])
      var open = index
      while open < text.endIndex, text[open] == " " { open = text.index(after: open) }
      guard open < text.endIndex, text[open] == "(",
        let close = text[open...].firstIndex(of: ")")
      else { continue }
      let argument = text[text.index(after: open)..<close]
        .trimmingCharacters(in: .whitespaces)
      return (name, argument, nameStart..<text.index(after: close))
    }
    return nil
  }
}

/// A small recursive-descent reader of `#if` conditions: `||`, `&&`, `!`, parentheses,
/// `true`, `false`, names and calls. Nil is "cannot tell".
struct ConditionParser {
  enum Token: Equatable {
    case word(String)
    case call(String, String)
    case symbol(String)
  }

  var tokens: [Token]
  let conditions: PlatformConditions
  var position = 0

  init(tokens: [Token], conditions: PlatformConditions) {
    self.tokens = tokens
    self.conditions = conditions
  }

  static func tokens(_ text: Substring) -> [Token] {
    var tokens: [Token] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " || character == "\t" {
        index = text.index(after: index)
      } else if character.isLetter || character == "_" {
        let start = index
        while index < text.endIndex,
          text[index].isLetter || text[index].isNumber || text[index] == "_"
        {
          index = text.index(after: index)
        }
        let name = String(text[start..<index])
        var open = index
        while open < text.endIndex, text[open] == " " { open = text.index(after: open) }
        if open < text.endIndex, text[open] == "(", let close = text[open...].firstIndex(of: ")") {
          let argument = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
          tokens.append(.call(name, argument))
          index = text.index(after: close)
        } else {
          tokens.append(.word(name))
        }
      } else if text[index...].hasPrefix("&&") || text[index...].hasPrefix("||") {
        tokens.append(.symbol(String(text[index...].prefix(2))))
        index = text.index(index, offsetBy: 2)
      } else {
        tokens.append(.symbol(String(character)))
        index = text.index(after: index)
      }
    }
    return tokens
  }

  mutating func parseOr() -> Bool? {
    var value = parseAnd()
    while position < tokens.count, tokens[position] == .symbol("||") {
      position += 1
      let right = parseAnd()
      if value == true || right == true {
        value = true
      } else if value == false, right == false {
        value = false
      } else {
        value = nil
      }
    }
    return value
  }

  mutating func parseAnd() -> Bool? {
    var value = parseUnary()
    while position < tokens.count, tokens[position] == .symbol("&&") {
      position += 1
      let right = parseUnary()
      if value == false || right == false {
        value = false
      } else if value == true, right == true {
        value = true
      } else {
        value = nil
      }
    }
    return value
  }

  mutating func parseUnary() -> Bool? {
    guard position < tokens.count else { return nil }
    let token = tokens[position]
    position += 1
    switch token {
    case .symbol("!"): return parseUnary().map { !$0 }
    case .symbol("("):
      let value = parseOr()
      if position < tokens.count, tokens[position] == .symbol(")") { position += 1 }
      return value
    case .word("true"): return true
    case .word("false"): return false
    case .word("DEBUG"): return true
    case .word: return nil
    case .call(let name, let argument):
      if name == "canImport" { return conditions.importable.contains(argument) }
      return conditions.value(of: name, argument: argument)
    case .symbol: return nil
    }
  }
}
