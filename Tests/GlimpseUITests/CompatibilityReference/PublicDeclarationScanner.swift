import Foundation

/// One public declaration of the surface, as found in a source file.
struct PublicDeclaration: Equatable, Sendable {
  /// The dotted name of the type it is declared in or extends (`Text.DateStyle`), empty at
  /// file scope.
  var container: String
  /// The declaration's name as Swift documentation spells it: `Chart` for a type,
  /// `foregroundStyle(by:)` for a function, `init(_:content:)`, `body`, `bold`.
  var name: String
  /// The keyword that introduced it: `struct`, `func`, `init`, `var`, `case`...
  var keyword: String
  /// What its DocC comment says of it: the text after `- Glimpse:`, or nil.
  var marker: String?
  /// The file it is in, relative to the scanned folder.
  var file: String
  /// Its line, counted from 1.
  var line: Int
  /// Its DocC comment, lines joined with spaces.
  var documentation = ""

  /// Whether it declares a type (or a type alias).
  var isType: Bool {
    ["struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"].contains(
      keyword)
  }

  /// The name that the reference lists and the table is keyed by: `Chart`,
  /// `View.foregroundStyle(by:)`.
  var key: String { container.isEmpty ? name : "\(container).\(name)" }
}

/// Finds the public declarations in Swift sources by reading them line by line: types,
/// extensions' members, protocol requirements, enum cases. It reads the code as it is
/// written in this project (swift-format's layout), not every program Swift accepts.
enum PublicDeclarationScanner {
  /// The public declarations of every `.swift` file under `folder`, in file then line order.
  static func scan(folder: URL) throws -> [PublicDeclaration] {
    try scan(files: swiftFiles(under: folder), relativeTo: folder)
  }

  /// The public declarations of `files`, in their order, each named by its path relative to
  /// `base`.
  static func scan(files: [URL], relativeTo base: URL) throws -> [PublicDeclaration] {
    var found: [PublicDeclaration] = []
    for file in files {
      let relative = String(
        file.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
      found += scan(source: try String(contentsOf: file, encoding: .utf8), file: relative)
    }
    return found
  }

  /// Every `.swift` file under `folder`, at any depth, in path order.
  static func swiftFiles(under folder: URL) -> [URL] {
    FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path } ?? []
  }

  private struct Scope {
    var name: String
    /// The brace depth inside its body.
    var bodyDepth: Int
    /// Whether its members are public without saying so (protocols, public extensions).
    var membersPublicByDefault: Bool
    /// Whether its enum cases are public (a public enum).
    var casesPublic: Bool
    /// Whether anything in it can be public (it is not in an internal or private type).
    var visible: Bool
  }

  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "extension",
  ]
  private static let memberKeywords: Set<String> = [
    "func", "init", "var", "let", "case", "subscript", "typealias", "associatedtype", "macro",
  ]
  private static let modifiers: Set<String> = [
    "public", "open", "private", "fileprivate", "internal", "package", "static", "final",
    "override", "mutating", "nonmutating", "nonisolated", "convenience", "required", "indirect",
    "lazy", "dynamic", "weak", "unowned", "optional", "prefix", "postfix", "infix",
    "consuming", "borrowing",
  ]
  private static let hidingModifiers: Set<String> = [
    "private", "fileprivate", "internal", "package",
  ]

  /// The public declarations in one file's text.
  static func scan(source: String, file: String) -> [PublicDeclaration] {
    let lines = source.components(separatedBy: "\n")
    var found: [PublicDeclaration] = []
    var scopes: [Scope] = []
    var depth = 0
    var pendingScope: Scope?
    var documentation: [String] = []
    var inBlockComment = false
    var inMultilineString = false
    // The attributes on lines of their own before a declaration, and how many of their
    // parentheses are still open.
    var attributes = ""
    var attributeParentheses = 0
    for (index, rawLine) in lines.enumerated() {
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      if inMultilineString {
        if line.contains("\"\"\"") { inMultilineString = false }
        continue
      }
      if inBlockComment {
        guard let end = line.range(of: "*/") else { continue }
        inBlockComment = false
        line = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
      }
      if line.hasPrefix("///") {
        documentation.append(String(line.dropFirst(3)))
        continue
      }
      if line.hasPrefix("//") || line.hasPrefix("#") || line.isEmpty { continue }
      if line.hasPrefix("/*") {
        if !line.contains("*/") { inBlockComment = true }
        continue
      }
      let code = stripStringsAndComments(line)
      if attributeParentheses > 0 || (code.hasPrefix("@") && stripAttributes(code).isEmpty) {
        attributes += code
        attributeParentheses = max(
          0,
          attributeParentheses + code.filter { $0 == "(" }.count - code.filter { $0 == ")" }.count)
        continue
      }
      if code.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString = true }
      let isUnavailable = (attributes + code).contains("unavailable")
      let (words, rest) = leadingWords(stripAttributes(code))
      let lineDepth = depth
      if let keyword = words.last, words.dropLast().allSatisfy({ modifiers.contains(bare($0)) }) {
        let modifierWords = Set(words.dropLast().map(bare))
        let scope = scopes.last
        let atMemberLevel = scope.map { lineDepth == $0.bodyDepth } ?? (lineDepth == 0)
        let visible = scope?.visible ?? true
        let isPublic =
          !isUnavailable
          && (modifierWords.contains("public") || modifierWords.contains("open"))
          || (modifierWords.isDisjoint(with: hidingModifiers)
            && (keyword == "case"
              ? (scope?.casesPublic ?? false) : (scope?.membersPublicByDefault ?? false)))
        let container = scope?.name ?? ""
        let marker = marker(in: documentation)
        if typeKeywords.contains(keyword) || keyword == "class" {
          let name = typeName(rest)
          if keyword == "extension" {
            pendingScope = Scope(
              name: name, bodyDepth: 0, membersPublicByDefault: modifierWords.contains("public"),
              casesPublic: false, visible: true)
          } else if atMemberLevel {
            let fullName = container.isEmpty ? name : "\(container).\(name)"
            let typeIsPublic = isPublic && visible
            pendingScope = Scope(
              name: fullName, bodyDepth: 0,
              membersPublicByDefault: keyword == "protocol" && typeIsPublic,
              casesPublic: keyword == "enum" && typeIsPublic, visible: typeIsPublic)
            if typeIsPublic {
              found.append(
                PublicDeclaration(
                  container: container, name: name, keyword: keyword, marker: marker, file: file,
                  line: index + 1, documentation: documentation.joined()))
              if keyword == "enum", hasRawValues(rest) {
                // The initialiser Swift writes for an enum with raw values.
                found.append(
                  PublicDeclaration(
                    container: fullName, name: "init(rawValue:)", keyword: "init", marker: nil,
                    file: file, line: index + 1))
              }
            }
          }
        } else if memberKeywords.contains(keyword), atMemberLevel, isPublic, visible {
          var header = headerText(lines, from: index, after: rest)
          var next = index + 1
          while keyword == "case", header.hasSuffix(","), next < lines.count {
            header +=
              " " + stripStringsAndComments(lines[next].trimmingCharacters(in: .whitespaces))
            next += 1
          }
          for name in memberNames(keyword: keyword, header: header) {
            found.append(
              PublicDeclaration(
                container: container, name: name, keyword: keyword, marker: marker, file: file,
                line: index + 1, documentation: documentation.joined()))
          }
        }
      }
      documentation = []
      attributes = ""
      for character in code {
        if character == "{" {
          depth += 1
          if var scope = pendingScope {
            scope.bodyDepth = depth
            scopes.append(scope)
            pendingScope = nil
          }
        } else if character == "}" {
          if let scope = scopes.last, scope.bodyDepth == depth { scopes.removeLast() }
          depth -= 1
        }
      }
    }
    return found
  }

  /// The marker a DocC comment gives: the text after `- Glimpse:`.
  static func marker(in documentation: [String]) -> String? {
    for line in documentation {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("- Glimpse:") {
        return trimmed.dropFirst("- Glimpse:".count).trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  private static func bare(_ word: String) -> String {
    word.split(separator: "(").first.map(String.init) ?? word
  }

  /// The line without string literals' contents (interpolations with strings in them
  /// included) and without a trailing `//` comment.
  static func stripStringsAndComments(_ line: String) -> String {
    enum Context {
      case string
      case interpolation(parentheses: Int)
    }
    var result = ""
    var contexts: [Context] = []
    var escaped = false
    var previous: Character = " "
    for character in line {
      switch contexts.last {
      case .string:
        if escaped {
          escaped = false
          if character == "(" { contexts.append(.interpolation(parentheses: 1)) }
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          contexts.removeLast()
          if contexts.isEmpty { result.append(character) }
        }
      case .interpolation(let parentheses):
        if character == "\"" {
          contexts.append(.string)
        } else if character == "(" {
          contexts[contexts.count - 1] = .interpolation(parentheses: parentheses + 1)
        } else if character == ")" {
          if parentheses == 1 {
            contexts.removeLast()
          } else {
            contexts[contexts.count - 1] = .interpolation(parentheses: parentheses - 1)
          }
        }
      case nil:
        if character == "/" && previous == "/" {
          result.removeLast()
          return result
        }
        if character == "\"" { contexts.append(.string) }
        result.append(character)
        previous = character
      }
    }
    return result
  }

  /// The line without leading attributes (`@MainActor`, `@available(iOS 16, *)`).
  static func stripAttributes(_ line: String) -> Substring {
    var rest = Substring(line)
    while rest.hasPrefix("@") {
      var index = rest.index(after: rest.startIndex)
      while index < rest.endIndex,
        rest[index].isLetter || rest[index].isNumber || rest[index] == "_"
      {
        index = rest.index(after: index)
      }
      if index < rest.endIndex, rest[index] == "<", let close = rest[index...].firstIndex(of: ">") {
        index = rest.index(after: close)
      }
      if index < rest.endIndex, rest[index] == "(" {
        var parentheses = 0
        while index < rest.endIndex {
          if rest[index] == "(" { parentheses += 1 }
          if rest[index] == ")" {
            parentheses -= 1
            if parentheses == 0 {
              index = rest.index(after: index)
              break
            }
          }
          index = rest.index(after: index)
        }
      }
      rest = rest[index...].drop { $0 == " " }
    }
    return rest
  }

  /// The modifier words and keyword at the start of a line (up to and including the first
  /// word that is not a modifier), and the text after them.
  static func leadingWords(_ line: Substring) -> ([String], Substring) {
    var words: [String] = []
    var rest = line
    while true {
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !word.isEmpty else { break }
      rest = rest[word.endIndex...]
      words.append(String(word))
      let next = rest.drop { $0 == " " }.prefix { $0.isLetter }
      let isClassModifier = word == "class" && memberKeywords.contains(String(next))
      guard modifiers.contains(String(word)) || isClassModifier else { break }
      if isClassModifier { words[words.count - 1] = "static" }
      if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
        rest = rest[rest.index(after: close)...]
      }
      rest = rest.drop { $0 == " " }
    }
    return (words, rest)
  }

  /// Whether an enum declared by `rest` (`Name: String, Codable {`) has raw values: its
  /// first inherited type is a raw value type.
  static func hasRawValues(_ rest: Substring) -> Bool {
    guard let colon = rest.firstIndex(of: ":") else { return false }
    let first = rest[rest.index(after: colon)...].drop { $0 == " " }
      .prefix { $0.isLetter || $0.isNumber }
    return [
      "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
      "UInt32", "UInt64", "Double", "Float", "CGFloat",
    ].contains(String(first))
  }

  /// A type's or extension's name from the text after its keyword: `Foo.Bar` of
  /// `Foo.Bar<T>: Baz where ...`.
  static func typeName(_ rest: Substring) -> String {
    let trimmed = rest.drop { $0 == " " }
    return String(
      trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" }
    )
    .replacingOccurrences(of: "`", with: "")
  }

  /// The declaration's text from its keyword to the end of its parameter list (or line),
  /// joining lines while parentheses are open.
  static func headerText(_ lines: [String], from index: Int, after rest: Substring) -> String {
    var header = String(rest)
    var balance = header.filter { $0 == "(" }.count - header.filter { $0 == ")" }.count
    var next = index + 1
    while balance > 0, next < lines.count, next < index + 40 {
      let line = stripStringsAndComments(lines[next].trimmingCharacters(in: .whitespaces))
      header += " " + line
      balance += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
      next += 1
    }
    return header
  }

  /// The names a member declaration declares: `foo(_:bar:)` for a function, `body` for a
  /// property, each case of a `case` line.
  static func memberNames(keyword: String, header: String) -> [String] {
    let text = Substring(header).drop { $0 == " " }
    switch keyword {
    case "func", "macro":
      let operatorCharacters = "<>=!+-*/%&|^~?."
      let name =
        operatorCharacters.contains(text.first ?? " ")
        ? text.prefix { operatorCharacters.contains($0) }
        : text.prefix { $0 != "(" && $0 != "<" && $0 != " " }
      // Operators take no argument labels.
      let isOperator = !(name.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? true)
      let parameters = parameterList(text[name.endIndex...])
      let plainName = name.replacingOccurrences(of: "`", with: "")
      return ["\(plainName)(\(labels(parameters, subscript: isOperator, operator: isOperator)))"]
    case "init":
      let afterKeyword = text.drop { $0 == "?" || $0 == "!" }
      return ["init(\(labels(parameterList(afterKeyword), subscript: false)))"]
    case "subscript":
      return ["subscript(\(labels(parameterList(text), subscript: true)))"]
    case "case":
      return splitTopLevel(text).compactMap { item in
        let cleaned = Substring(item.drop { $0 == " " }.replacingOccurrences(of: "`", with: ""))
        let name = cleaned.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        guard cleaned[name.endIndex...].hasPrefix("(") else { return String(name) }
        return "\(name)(\(payloadLabels(parameterList(cleaned[name.endIndex...]))))"
      }
    default:
      let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
      return name.isEmpty ? [] : [name.replacingOccurrences(of: "`", with: "")]
    }
  }

  /// The text inside the first top-level parentheses (after any generic parameters).
  static func parameterList(_ text: Substring) -> Substring {
    var angle = 0
    var start: String.Index?
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if start == nil {
        if character == "<" { angle += 1 }
        if character == ">" { angle -= 1 }
        if character == "(" && angle == 0 {
          start = text.index(after: index)
          depth = 1
        }
      } else {
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0, let start { return text[start..<index] }
        }
      }
      index = text.index(after: index)
    }
    return start.map { text[$0...] } ?? ""
  }

  /// Items separated by commas outside brackets of any kind.
  static func splitTopLevel(_ text: Substring) -> [Substring] {
    var items: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if "([<{".contains(character) { depth += 1 }
      if ")]>}".contains(character)
        && !(character == ">" && index > text.startIndex
          && text[text.index(before: index)] == "-")
      {
        depth -= 1
      }
      if character == "," && depth == 0 {
        items.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    if start < text.endIndex { items.append(text[start...]) }
    return items
  }

  /// `label:` for each element of an enum case's payload, `_:` for one without a label.
  static func payloadLabels(_ payload: Substring) -> String {
    splitTopLevel(payload).map { element -> String in
      let trimmed = element.drop { $0 == " " }
      let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let after = trimmed[name.endIndex...].drop { $0 == " " }
      return !name.isEmpty && after.hasPrefix(":") ? "\(name):" : "_:"
    }.joined()
  }

  /// `label:` for each parameter: its argument label, `_` when it has none.
  static func labels(
    _ parameters: Substring, subscript isSubscript: Bool, operator isOperator: Bool = false
  ) -> String {
    splitTopLevel(parameters).compactMap { parameter -> String? in
      guard let colon = parameter.firstIndex(of: ":") else { return nil }
      let names = stripAttributes(String(parameter[..<colon]).trimmingCharacters(in: .whitespaces))
        .split(separator: " ")
      guard let first = names.first else { return nil }
      if isOperator || names.count == 1 && isSubscript { return "_:" }
      return "\(first):"
    }.joined()
  }
}
