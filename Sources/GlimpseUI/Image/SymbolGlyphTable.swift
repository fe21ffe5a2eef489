import Foundation

/// How symbol images are drawn: as emoji (2 columns), single-column Unicode symbols, or ASCII.
///
/// - Glimpse: glimpse
package enum GlyphSet: String, Sendable, CaseIterable {
  /// One emoji scalar that terminals draw two columns wide, such as 🚗, where the emoji
  /// means what the symbol means; else one text-style symbol, such as ⏸ or ✓ (the default).
  case emoji
  /// One single-column symbol from the Unicode symbol blocks, such as ✓ or ⌂.
  case unicode
  /// One printable ASCII character, such as `v` or `>`.
  case ascii
}

/// Maps SF Symbol names, as passed to `Image(systemName:)`, to terminal glyphs.
///
/// The table is parsed from the text of `Sources/GlimpseThemes/symbols.tsv`, which the caller loads. Each
/// data line holds four tab-separated columns: the symbol name, then its emoji, Unicode and
/// ASCII glyphs. Blank lines and lines starting with `#` are ignored.
///
/// Names missing from the table are looked up again in simpler forms; see
/// ``entry(for:)``. Names that find nothing draw as ``fallback``.
struct SymbolGlyphTable: Sendable {
  /// The three glyphs one symbol can be drawn as.
  struct Entry: Sendable, Equatable {
    /// One emoji scalar two columns wide, or one text-style scalar one column wide where
    /// the emoji would mean something else.
    var emoji: String
    /// One single-column Unicode symbol.
    var unicode: String
    /// One printable ASCII character.
    var ascii: String

    /// The glyph this entry draws in `set`.
    func glyph(in set: GlyphSet) -> String {
      switch set {
      case .emoji: emoji
      case .unicode: unicode
      case .ascii: ascii
      }
    }
  }

  /// The glyphs for names the table cannot resolve: one neutral cell, ⬚ (U+2B1A DOTTED
  /// SQUARE) in the emoji and Unicode sets and `?` in ASCII. ⬚ is no symbol's glyph (□ is
  /// `square` and `stop`), has no emoji form a terminal could swap in, and is one column
  /// wide in every terminal and in the engine.
  static let fallback = Entry(emoji: "\u{2B1A}", unicode: "\u{2B1A}", ascii: "?")

  /// The glyph a name draws as, and the table name that gave it (nil: the name found
  /// nothing and draws as the ``fallback``).
  struct Resolution: Sendable, Equatable {
    /// The glyph to draw.
    var glyph: String
    /// The name in the table the glyph came from, or nil for the fallback.
    var tableName: String?
  }

  /// Trailing name parts that only change a symbol's frame or fill, dropped one at a time
  /// when looking up a name that is not in the table.
  private static let decorationSuffixes = [".fill", ".circle", ".square", ".rectangle", ".slash"]

  private var entries: [String: Entry]

  /// The number of symbol names in the table.
  var count: Int { entries.count }

  /// Every name in the table with its glyphs.
  var allEntries: [String: Entry] { entries }

  /// Parses a table from the text of a symbols TSV file.
  ///
  /// - Parameters:
  ///   - tsv: The file's text. Lines may end in `\n` or `\r\n`.
  ///   - source: The file name used in error messages, such as `symbols.tsv`.
  /// - Throws: ``SymbolTableError`` naming `source`, the 1-based line and the problem, as in
  ///   `symbols.tsv:12: expected 4 tab-separated columns, found 3`.
  init(tsv: String, source: String) throws {
    var entries: [String: Entry] = [:]
    var firstLines: [String: Int] = [:]
    let lines = tsv.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
      let lineNumber = index + 1
      func failure(_ problem: String) -> SymbolTableError {
        SymbolTableError(description: "\(source):\(lineNumber): \(problem)")
      }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard columns.count == 4 else {
        throw failure("expected 4 tab-separated columns, found \(columns.count)")
      }
      let name = String(columns[0])
      if name.isEmpty { throw failure("empty symbol name") }
      if name.contains(where: \.isWhitespace) {
        throw failure("symbol name '\(name)' contains whitespace")
      }
      if let first = firstLines[name] {
        throw failure("duplicate symbol name '\(name)' (first on line \(first))")
      }
      for (column, glyph) in zip(["emoji", "unicode"], columns[1...2]) {
        let scalars = glyph.unicodeScalars.count
        if scalars != 1 {
          throw failure("expected one Unicode scalar in the \(column) column, found \(scalars)")
        }
      }
      let ascii = columns[3]
      guard ascii.unicodeScalars.count == 1, let scalar = ascii.unicodeScalars.first,
        (0x21...0x7E).contains(scalar.value)
      else {
        throw failure(
          "expected one printable ASCII character in the ascii column, found '\(ascii)'")
      }
      firstLines[name] = lineNumber
      entries[name] = Entry(
        emoji: String(columns[1]), unicode: String(columns[2]), ascii: String(ascii))
    }
    self.entries = entries
  }

  /// The entry for a symbol name, or `nil` if neither the name nor a simpler form of it is
  /// in the table.
  ///
  /// Tries, in order: the exact name; the name with a trailing `.fill` dropped; the name
  /// with trailing `.circle`, `.square`, `.rectangle`, `.slash` and `.fill` parts dropped
  /// one at a time; and, for dotted names, the first part alone. So without rows of their own,
  /// `car.circle.fill` finds `car.circle` or else `car`, and `car.side.fill` finds
  /// `car.side` or else `car`. Every step is a dictionary lookup.
  func entry(for name: String) -> Entry? {
    lookup(name)?.entry
  }

  /// The table name `name` resolves to and its entry, by the rules of ``entry(for:)``.
  private func lookup(_ name: String) -> (name: String, entry: Entry)? {
    if let entry = entries[name] { return (name, entry) }
    var shorter = Substring(name)
    while let suffix = Self.decorationSuffixes.first(where: { shorter.hasSuffix($0) }) {
      shorter = shorter.dropLast(suffix.count)
      if let entry = entries[String(shorter)] { return (String(shorter), entry) }
    }
    if let dot = name.firstIndex(of: "."), dot != name.startIndex {
      let first = String(name[..<dot])
      if let entry = entries[first] { return (first, entry) }
    }
    return nil
  }

  /// How `name` draws in `set`: the glyph and the table name it came from, or the
  /// ``fallback`` glyph and no name.
  func resolve(_ name: String, in set: GlyphSet) -> Resolution {
    guard let found = lookup(name) else {
      return Resolution(glyph: Self.fallback.glyph(in: set), tableName: nil)
    }
    return Resolution(glyph: found.entry.glyph(in: set), tableName: found.name)
  }

  /// The glyph that draws `name` in `set`: the entry's glyph, or the ``fallback`` glyph
  /// when the name cannot be resolved.
  func glyph(for name: String, in set: GlyphSet) -> String {
    (entry(for: name) ?? Self.fallback).glyph(in: set)
  }
}

/// A problem in a symbols TSV file, described as `file:line: what was wrong`.
struct SymbolTableError: Error, CustomStringConvertible {
  /// The message, such as `symbols.tsv:12: expected 4 tab-separated columns, found 3`.
  var description: String
}
