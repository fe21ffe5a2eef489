/// Text on its way to standard output or standard error, safe to write to a terminal.
///
/// There are two ways to make one, and no way to wrap a raw string: text from anywhere (a
/// state's name, a file's contents echoed in an error, an argument) is passed through the
/// sanitiser that canvases use (``GlyphScanner/replacement(for:)``: escape and control
/// characters, C1 controls and bidirectional overrides become visible glyphs such as `␛`
/// and `�`), and drawings come from the canvas writers, whose only escape sequences are
/// their own colours. ``Console/write(_:to:)`` takes nothing else, so nothing a user
/// supplies can move the cursor, set the window title or query the terminal.
package struct ConsoleText: Sendable, Equatable {
  /// What will be written.
  package private(set) var text: String

  private init(safe text: String) {
    self.text = text
  }

  /// One line of text from anywhere: every control character, line breaks included, is
  /// made visible.
  package init(line: String) {
    self.init(safe: Self.visible(line))
  }

  /// Lines of text from anywhere, each made visible as by ``init(line:)``, joined by line
  /// feeds: a line feed inside a line cannot start a line of its own.
  package init(lines: [String]) {
    self.init(safe: lines.map(Self.visible).joined(separator: "\n"))
  }

  /// A drawing as plain text (``Canvas/plainText``).
  package init(plain canvas: Canvas) {
    self.init(safe: canvas.plainText)
  }

  /// A drawing with ANSI colours (``Canvas/ansiText(depth:)``).
  package init(ansi canvas: Canvas, depth: ColorDepth) {
    self.init(safe: canvas.ansiText(depth: depth))
  }

  /// One line from anywhere, made visible, in the dim style of headings.
  package static func dimmed(line: String) -> ConsoleText {
    ConsoleText(safe: "\u{1B}[2m" + visible(line) + "\u{1B}[0m")
  }

  /// Moves the cursor home and clears the screen: before a full-screen drawing that is
  /// not in the alternate screen (`glimpse watch`'s panels).
  package static let clearScreen = ConsoleText(safe: "\u{1B}[H\u{1B}[2J")

  /// Nothing.
  package static let empty = ConsoleText(safe: "")

  /// Whether there is nothing to write.
  package var isEmpty: Bool { text.isEmpty }

  /// `parts` one after the other, with `separator` (made visible as a line would be,
  /// but keeping its line feeds) between them.
  package static func joined(_ parts: [ConsoleText], separator: String = "\n") -> ConsoleText {
    let glue = separator.split(separator: "\n", omittingEmptySubsequences: false)
      .map { visible(String($0)) }.joined(separator: "\n")
    return ConsoleText(safe: parts.map(\.text).joined(separator: glue))
  }

  /// This text with every scalar outside ASCII replaced by `replacement` (`--ascii`);
  /// a replacement that is itself a control character is made visible.
  package func mappingNonASCII(_ replacement: (Unicode.Scalar) -> Unicode.Scalar) -> ConsoleText {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard scalar.value >= 0x80 else {
        result.append(scalar)
        continue
      }
      let replaced = replacement(scalar)
      result.append(
        replaced.value >= 0x80 ? replaced : GlyphScanner.replacement(for: replaced) ?? replaced)
    }
    return ConsoleText(safe: String(result))
  }

  /// `string` with every scalar that could act on a terminal replaced by the glyph a
  /// canvas draws for it (`␛` for ESC, `␊` for a line feed, `�` for C1 controls and
  /// bidirectional overrides).
  package static func visible(_ string: String) -> String {
    guard !GlyphScanner.isPrintableASCII(string) else { return string }
    var result = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      result.append(GlyphScanner.replacement(for: scalar) ?? scalar)
    }
    return String(result)
  }
}
