/// A freestanding macro expansion cut into its parts, from the source text the compiler
/// sends a macro plugin (`#Preview("Name", as: .content, using: a) { W() } contentStates:
/// { ... }`, with its leading comments and blank lines).
///
/// Every argument and closure keeps its text exactly as written, so the parts can be put
/// back together as a call to a function of the same signature.
public struct MacroCall: Equatable {
  /// One argument or trailing closure.
  public struct Argument: Equatable {
    /// Its label (`as`, `contentStates`), or nil.
    public var label: String?
    /// Its text with the label and the trivia around it removed.
    public var value: String
    /// Its text as written, label included, trivia around it removed.
    public var text: String
  }

  /// The macro's name, without `#` (`Preview`).
  public var name: String
  /// The line breaks before the `#` (in comments and blank lines): the text arrives with
  /// them, and its reported line is the line they start on.
  public var leadingLineBreaks: Int
  /// The UTF-8 offset of the `#` in the text.
  public var offset: Int
  /// The generic arguments, as written between `<` and `>`, if any.
  public var genericArguments: String?
  /// Whether the arguments are in parentheses (`#Preview("A") { }` rather than
  /// `#Preview { }`).
  public var hasParentheses: Bool
  /// The arguments in the parentheses.
  public var arguments: [Argument]
  /// The trailing closures; the first has no label.
  public var trailingClosures: [Argument]

  /// Parses `source`, a whole freestanding macro expansion.
  public init(parsing source: String) throws {
    var scanner = SourceScanner(source)
    var lineBreaks = try scanner.skipTrivia()
    // Attributes written before the `#` (`@available(iOS 17.0, *) #Preview { ... }`),
    // which the compiler sends with the expansion; they are dropped.
    while scanner.peek() == .at {
      let start = scanner.position
      scanner.position += 1
      guard scanner.identifier() != nil else {
        throw MacroSyntaxError("expected an attribute's name after '@'", at: scanner.position)
      }
      if scanner.peek() == .openParenthesis { try scanner.skipGroup() }
      lineBreaks += scanner.text(start..<scanner.position).utf8.count { $0 == .newline }
      lineBreaks += try scanner.skipTrivia()
    }
    leadingLineBreaks = lineBreaks
    offset = scanner.position
    guard scanner.peek() == .hash else {
      throw MacroSyntaxError("expected a macro expansion such as #Preview", at: scanner.position)
    }
    scanner.position += 1
    guard let name = scanner.identifier() else {
      throw MacroSyntaxError("expected the macro's name after '#'", at: scanner.position)
    }
    self.name = name
    try scanner.skipTrivia()
    genericArguments = try Self.genericArguments(&scanner)
    try scanner.skipTrivia()
    hasParentheses = scanner.peek() == .openParenthesis
    arguments = hasParentheses ? try Self.argumentList(&scanner) : []
    trailingClosures = try Self.trailingClosures(&scanner)
    try scanner.skipTrivia()
    guard scanner.isAtEnd else {
      throw MacroSyntaxError(
        "unexpected text after the macro's arguments and closures", at: scanner.position)
    }
  }

  /// The call's arguments and closures as source, after a function name: `(a, b: c) { d }
  /// label: { e }`.
  public var argumentClause: String {
    var clause = ""
    if hasParentheses || trailingClosures.isEmpty {
      clause = "(" + arguments.map(\.text).joined(separator: ", ") + ")"
    }
    for closure in trailingClosures {
      clause += " " + closure.text
    }
    return clause
  }

  /// `<...>` after the name, kept as written.
  private static func genericArguments(_ scanner: inout SourceScanner) throws -> String? {
    guard scanner.peek() == .lessThan else { return nil }
    let start = scanner.position
    var depth = 0
    while let byte = scanner.peek() {
      scanner.position += 1
      if byte == .lessThan { depth += 1 }
      if byte == .greaterThan {
        depth -= 1
        if depth == 0 { return scanner.text(start + 1..<scanner.position - 1) }
      }
    }
    throw MacroSyntaxError("'<' is never closed", at: start)
  }

  /// The arguments between parentheses, split at their top-level commas.
  private static func argumentList(_ scanner: inout SourceScanner) throws -> [Argument] {
    var end = scanner
    try end.skipGroup()
    let close = end.position - 1
    scanner.position += 1
    var arguments: [Argument] = []
    while true {
      try scanner.skipTrivia()
      if scanner.position == close { break }
      let start = scanner.position
      var last = start
      while scanner.position < close, scanner.peek() != .comma {
        try scanner.skipElement()
        last = scanner.position
        try scanner.skipTrivia()
      }
      guard last > start else {
        throw MacroSyntaxError("expected an argument", at: start)
      }
      arguments.append(argument(scanner, start..<last))
      if scanner.peek() == .comma {
        scanner.position += 1
        try scanner.skipTrivia()
        if scanner.position == close {
          throw MacroSyntaxError("expected an argument after ','", at: scanner.position)
        }
      }
    }
    scanner.position = close + 1
    return arguments
  }

  /// The closures after the arguments: one without a label, then any number of
  /// `label: { ... }`.
  private static func trailingClosures(_ scanner: inout SourceScanner) throws -> [Argument] {
    var closures: [Argument] = []
    while true {
      var lookahead = scanner
      try lookahead.skipTrivia()
      let start = lookahead.position
      if lookahead.peek() == .openBrace, closures.isEmpty {
        try lookahead.skipGroup()
      } else if !closures.isEmpty, lookahead.identifier() != nil {
        try lookahead.skipTrivia()
        guard lookahead.peek() == .colon else { return closures }
        lookahead.position += 1
        try lookahead.skipTrivia()
        guard lookahead.peek() == .openBrace else {
          throw MacroSyntaxError("expected '{' after the closure's label", at: lookahead.position)
        }
        try lookahead.skipGroup()
      } else {
        return closures
      }
      closures.append(argument(lookahead, start..<lookahead.position))
      scanner = lookahead
    }
  }

  /// The argument in `range`, with its label split off when it has one.
  private static func argument(_ scanner: SourceScanner, _ range: Range<Int>) -> Argument {
    let text = scanner.text(range)
    var reader = scanner
    reader.position = range.lowerBound
    if let label = reader.identifier(), (try? reader.skipTrivia()) != nil,
      reader.peek() == .colon, reader.peek(1) != .colon, reader.position < range.upperBound
    {
      reader.position += 1
      _ = try? reader.skipTrivia()
      return Argument(
        label: label, value: scanner.text(reader.position..<range.upperBound), text: text)
    }
    return Argument(label: nil, value: text, text: text)
  }
}
