import GlimpseLayout

/// How much one resolve of a view tree may build: rows of `ForEach` and characters of
/// text. A view that asks for more (`ForEach(0..<1_000_000)`, a 50 MB string) gets the
/// first rows and characters, and the rest is left out, as it could never be seen: no
/// presentation is wider than 1,000 columns or more than a few dozen rows tall, and a
/// snapshot holds at most ``Snapshot/maximumCells`` cells. Memory and time stay bounded.
///
/// The budget is reset when ``ViewResolver`` starts resolving a tree and is shared by
/// everything resolved in it, however deeply nested, and by what its geometry readers
/// resolve while it is laid out.
@MainActor
enum ResolveBudget {
  /// The most `ForEach` rows one resolve builds.
  static let rows = 10_000
  /// The most characters of text one resolve scans into glyphs.
  static let characters = 1_000_000

  private static var rowsLeft = rows
  private static var charactersLeft = characters
  private static var depth = 0

  /// Marks the start of a resolve: the outermost one starts with a full budget. Pair it
  /// with ``end()``. (Not a closure: capturing the resolve context would copy it.)
  static func begin() {
    if depth == 0 {
      rowsLeft = rows
      charactersLeft = characters
    }
    depth += 1
  }

  /// Marks the end of a resolve ``begin()`` started.
  static func end() {
    depth -= 1
  }

  /// Takes one row; false when none are left.
  static func takeRow() -> Bool {
    guard rowsLeft > 0 else { return false }
    rowsLeft -= 1
    return true
  }

  /// Scans `string` into `glyphs`, or as many of its first characters as are left.
  @inline(__always)
  static func scan(_ string: String, style: CellStyle, into glyphs: inout [StyledGlyph]) {
    let length = string.utf8.count
    guard length > charactersLeft else {
      // Every character is at least a byte: the whole string fits.
      charactersLeft -= length
      GlyphScanner.scan(string, style: style, into: &glyphs)
      return
    }
    guard charactersLeft > 0 else { return }
    let kept = String(string.prefix(charactersLeft))
    charactersLeft = 0
    GlyphScanner.scan(kept, style: style, into: &glyphs)
  }
}
