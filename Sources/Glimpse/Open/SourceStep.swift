import Foundation

/// The source step of `glimpse open`: a copy of one of the user's Swift files, as it is
/// compiled for an iPhone (its platform conditions decided by ``PlatformConditions``),
/// that begins with `#sourceLocation` naming the user's file, so that every error,
/// warning and crash line names the user's file and line. What the copy's active code
/// imports, declares and names is read on the way (for the missing-module message and
/// for whether the program has its own `@main`).
struct SourceStep {
  /// The user's file.
  let original: URL
  /// The copy's text.
  let text: String
  /// The modules the file imports in code that is compiled (or may be), with their lines.
  let imports: [(module: String, line: Int)]
  /// Whether compiled code has `@main`.
  let hasMain: Bool
  /// The type-like names the file declares (`struct Name`, `enum Name`...).
  let declared: Set<String>
  /// The capitalized names the file's compiled code uses, and `Module.Name` uses.
  let used: Set<String>
  let qualified: [String: Set<String>]

  /// The step applied to `source`, the text of `original`.
  init(original: URL, source: String, conditions: PlatformConditions) {
    self.original = original
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    // The directive takes the place of a first line that is a comment or blank (Xcode's
    // files begin with one), so that the copy's lines are the original's: the compiler's
    // excerpts under a diagnostic number them as the user's file does.
    let first = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    let replacesFirst = lines.count > 1 && (first.isEmpty || first.hasPrefix("//"))
    var output =
      "#sourceLocation(file: \"\(Self.escaped(original.path))\", line: \(replacesFirst ? 2 : 1))\n"
    var imports: [(String, Int)] = []
    var hasMain = false
    var declared: Set<String> = []
    var used: Set<String> = []
    var qualified: [String: Set<String>] = [:]
    var blocks = ActiveBlocks()
    var inBlockComment = false
    var usesSuites = false
    var lineNumber = replacesFirst ? 1 : 0
    for line in lines.dropFirst(replacesFirst ? 1 : 0) {
      lineNumber += 1
      var rewritten = conditions.rewrite(line)
      if let suites = Self.madeUpSuites(rewritten) {
        rewritten = suites
        usesSuites = true
      }
      output += rewritten
      output += "\n"
      let trimmed = rewritten.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#") {
        if let range = PlatformConditions.conditionRange(rewritten) {
          let value = conditions.evaluate(rewritten[range])
          if trimmed.hasPrefix("#if") { blocks.open(value) } else { blocks.elseIf(value) }
        } else if trimmed.hasPrefix("#else") {
          blocks.otherwise()
        } else if trimmed.hasPrefix("#endif") {
          blocks.close()
        }
        continue
      }
      guard blocks.mayBeActive else { continue }
      let code = Self.code(of: rewritten, inBlockComment: &inBlockComment)
      if let module = Self.importedModule(code) {
        imports.append((module, lineNumber))
        continue
      }
      if code.range(of: #"(^|\s)@main\b"#, options: .regularExpression) != nil { hasMain = true }
      let words = Self.words(code)
      for (index, word) in words.enumerated() {
        if index > 0,
          ["struct", "class", "enum", "protocol", "typealias", "actor", "associatedtype"]
            .contains(words[index - 1].name)
        {
          declared.insert(word.name)
        }
        if let first = word.name.first, first.isUppercase { used.insert(word.name) }
        if let member = word.member { qualified[word.name, default: []].insert(member) }
      }
    }
    if output.hasSuffix("\n\n") { output.removeLast() }
    // GlimpseSuite is GlimpseUI's: imported after the user's last line, where no line
    // number of the user's moves (an import may come anywhere at the top level).
    if usesSuites { output += "import GlimpseUI\n" }
    text = output
    self.imports = imports
    self.hasMain = hasMain
    self.declared = declared
    self.used = used
    self.qualified = qualified
  }

  /// `line` with each `UserDefaults(suiteName:` in its code written as
  /// `GlimpseSuite(suiteName:` (App Group defaults that make up what nothing wrote; the
  /// same length, so that columns stay the user's), or nil when it has none.
  static func madeUpSuites(_ line: Substring) -> Substring? {
    let needle = "UserDefaults(suiteName:"
    guard line.contains(needle) else { return nil }
    var output = ""
    var rest = line[...]
    var changed = false
    while let range = rest.range(of: needle) {
      let before = rest[..<range.lowerBound]
      output += before
      let previous = output.last
      let quotes = output.filter { $0 == "\"" }.count
      if quotes % 2 == 0, !output.contains("//"),
        previous.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true
      {
        output += "GlimpseSuite(suiteName:"
        changed = true
      } else {
        output += rest[range]
      }
      rest = rest[range.upperBound...]
    }
    output += rest
    return changed ? Substring(output) : nil
  }

  /// `path` inside a Swift string literal.
  static func escaped(_ path: String) -> String {
    path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// The module an `import` line imports (`import LoopKit`, `@testable import Shared`,
  /// `import struct Shared.Theme`, `import os.log`).
  static func importedModule(_ code: String) -> String? {
    var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    guard words.first == "import", words.count >= 2 else { return nil }
    var name = words[1]
    let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
    if kinds.contains(name), words.count >= 3 { name = words[2] }
    let module = name.prefix { $0 != "." && $0 != ";" }
    return module.isEmpty ? nil : String(module)
  }

  /// A line without its comments and string literals (roughly: enough to read names).
  static func code(of line: Substring, inBlockComment: inout Bool) -> String {
    var output = ""
    var index = line.startIndex
    var inString = false
    while index < line.endIndex {
      let rest = line[index...]
      if inBlockComment {
        if rest.hasPrefix("*/") {
          inBlockComment = false
          index = line.index(index, offsetBy: 2)
        } else {
          index = line.index(after: index)
        }
        continue
      }
      if inString {
        if rest.hasPrefix("\\") {
          index = line.index(index, offsetBy: min(2, line.distance(from: index, to: line.endIndex)))
          continue
        }
        if line[index] == "\"" { inString = false }
        index = line.index(after: index)
        continue
      }
      if rest.hasPrefix("//") { break }
      if rest.hasPrefix("/*") {
        inBlockComment = true
        index = line.index(index, offsetBy: 2)
        continue
      }
      if line[index] == "\"" {
        inString = true
        output += " "
        index = line.index(after: index)
        continue
      }
      output.append(line[index])
      index = line.index(after: index)
    }
    return output
  }

  /// The names in `code`, each with the name after a dot that follows it.
  static func words(_ code: String) -> [(name: String, member: String?)] {
    var words: [(String, String?)] = []
    let characters = Array(code)
    var index = 0
    func name(at start: Int) -> (String, Int)? {
      var end = start
      guard end < characters.count, characters[end].isLetter || characters[end] == "_"
      else { return nil }
      while end < characters.count,
        characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
      {
        end += 1
      }
      return (String(characters[start..<end]), end)
    }
    while index < characters.count {
      let previous = index > 0 ? characters[index - 1] : " "
      guard previous != ".", previous != "$", previous != "#", previous != "@",
        let (word, end) = name(at: index)
      else {
        index += 1
        continue
      }
      var member: String?
      if end < characters.count, characters[end] == ".", let (after, _) = name(at: end + 1) {
        member = after
      }
      words.append((word, member))
      index = end
    }
    return words
  }
}

/// The `#if` blocks around a line, and whether code there may be compiled.
struct ActiveBlocks {
  private struct Block {
    /// Whether the enclosing code may be compiled.
    var outer: Bool
    /// Whether an earlier branch is surely taken, and whether all earlier ones are surely not.
    var taken: Bool
    var allFalse: Bool
    var current: Bool?
  }

  private var blocks: [Block] = []

  var mayBeActive: Bool { blocks.last.map { $0.outer && $0.current != false } ?? true }

  mutating func open(_ value: Bool?) {
    blocks.append(
      Block(outer: mayBeActive, taken: value == true, allFalse: value == false, current: value))
  }

  mutating func elseIf(_ value: Bool?) {
    guard var block = blocks.popLast() else { return }
    block.current = block.taken ? false : value
    block.taken = block.taken || value == true
    block.allFalse = block.allFalse && value == false
    blocks.append(block)
  }

  mutating func otherwise() {
    guard var block = blocks.popLast() else { return }
    block.current = block.taken ? false : (block.allFalse ? true : nil)
    block.taken = true
    blocks.append(block)
  }

  mutating func close() { _ = blocks.popLast() }
}
