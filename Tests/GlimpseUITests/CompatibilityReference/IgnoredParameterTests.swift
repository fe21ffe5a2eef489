import Foundation
import Testing

/// A parameter the code never reads is an over-claim waiting to happen: a modifier listed as
/// drawn that ignores its colour, its pattern or its reserved lines. Every public function of
/// the modifiers and text (`Sources/GlimpseUI/Modifiers`, `Sources/GlimpseUI/Text`) that
/// leaves a parameter unread must say so on its declaration: `approximated: how`, or
/// `accepted` when it does nothing at all.
@Suite struct IgnoredParameterTests {
  static let folders = ["GlimpseUI/Modifiers/", "GlimpseUI/Text/"]

  /// Parameters that change nothing on a device either: a note for translators and the
  /// capacity hints of string interpolation.
  static let meaningless: Set<String> = ["comment", "literalCapacity", "interpolationCount"]

  @Test func everyFunctionThatIgnoresAParameterSaysSo() throws {
    let sources = CompatibilityReferenceTests.sources
    let declarations = try CompatibilitySurface.declarations(sources: sources)
    let typeMarkers = CompatibilityReference.typeMarkers(in: declarations)
    var overClaims: [String] = []
    var checked = 0
    for declaration in declarations
    where ["func", "init"].contains(declaration.keyword) && !declaration.name.hasPrefix("_")
      && Self.folders.contains(where: declaration.file.hasPrefix)
    {
      checked += 1
      let source = try String(
        contentsOf: sources.appendingPathComponent(declaration.file), encoding: .utf8)
      let ignored = Self.unreadParameters(
        in: source, line: declaration.line
      ).filter { !Self.meaningless.contains($0) }
      guard !ignored.isEmpty else { continue }
      let support = CompatibilityReference.support(of: declaration, typeMarkers: typeMarkers)
      if support == .drawn || support == .works {
        overClaims.append(
          "\(declaration.file):\(declaration.line) \(declaration.key) ignores "
            + ignored.joined(separator: ", ") + " but is listed as \(support?.word ?? "")")
      }
    }
    #expect(checked > 100, "too few functions found in \(Self.folders): \(checked)")
    #expect(
      overClaims.isEmpty,
      """
      say what is ignored on each declaration \
      (`/// - Glimpse: approximated: <parameter> is ignored ...`): \
      \(overClaims.joined(separator: "; "))
      """)
  }

  @Test func anUnreadParameterIsFoundAndAReadOneIsNot() {
    let source = """
      extension View {
        /// Underlined.
        public func underline(
          _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
        ) -> some View {
          environmentChange { $0.isUnderlined = isActive }
        }
        /// Bold.
        public func bold(_ isActive: Bool = true) -> some View { change(isActive) }
        /// Kerning.
        public func kerning(by _: CGFloat, @ViewBuilder content: () -> V) -> some View { content() }
      }
      """
    #expect(Self.unreadParameters(in: source, line: 3) == ["pattern", "color"])
    #expect(Self.unreadParameters(in: source, line: 9) == [])
    #expect(Self.unreadParameters(in: source, line: 11) == ["by _"])
  }

  /// The internal names of the parameters of the function declared at `line` (counted from
  /// 1) that its body never mentions.
  static func unreadParameters(in source: String, line: Int) -> [String] {
    let text = source.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(line - 1).joined(separator: "\n")
    // The parameter list: from the first "(" after the name to its matching ")".
    guard let open = text.firstIndex(of: "(") else { return [] }
    var depth = 0
    var index = open
    var close = open
    while index < text.endIndex {
      let character = text[index]
      if character == "(" || character == "[" { depth += 1 }
      if character == ")" || character == "]" { depth -= 1 }
      if depth == 0 {
        close = index
        break
      }
      index = text.index(after: index)
    }
    let parameters = text[text.index(after: open)..<close]
    // The body: from the first "{" after the list to its matching "}".
    guard let bodyOpen = text[close...].firstIndex(of: "{") else { return [] }
    depth = 0
    index = bodyOpen
    var bodyClose = text.endIndex
    while index < text.endIndex {
      if text[index] == "{" { depth += 1 }
      if text[index] == "}" {
        depth -= 1
        if depth == 0 {
          bodyClose = index
          break
        }
      }
      index = text.index(after: index)
    }
    let body = String(text[text.index(after: bodyOpen)..<bodyClose])
    var names: [String] = []
    var part = ""
    var previous: Character = " "
    depth = 0
    for character in parameters + "," {
      if "([<".contains(character) { depth += 1 }
      if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      previous = character
      if character == "," && depth == 0 {
        let labels = part.split(separator: ":").first?.split(separator: " ") ?? []
        // An unnamed parameter (`label _: T`) cannot be read: it goes by `label _`, which
        // no body mentions.
        if let name = labels.last.map(String.init) {
          names.append(name == "_" ? "\(labels.count > 1 ? labels[0] : "_") _" : name)
        }
        part = ""
      } else {
        part.append(character)
      }
    }
    return names.filter { name in
      !body.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        .contains { $0 == name }
    }
  }
}
