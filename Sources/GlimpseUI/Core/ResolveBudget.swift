import GlimpseLayout

/// How much one resolve of a view tree may build: rows of `ForEach` and characters of
/// text. A view that asks for more (`ForEach(0..<1_000_000)`, a 50 MB string) gets the
/// first rows and characters, and the rest is left out, as it could never be seen: no
/// presentation is wider than 1,000 columns or more than a few dozen rows tall, and a
/// snapshot holds at most ``Snapshot/maximumCells`` cells. Memory and time stay bounded.
///
/// The budget is kept in the render's ``RenderScope``: it is reset when ``ViewResolver``
/// starts resolving a tree and is shared by everything resolved in it, however deeply
/// nested, and by what its geometry readers resolve while it is laid out. Renders on other
/// threads have budgets of their own.
enum ResolveBudget {
  /// The most `ForEach` rows one resolve builds.
  static let rows = 10_000
  /// The most characters of text one resolve scans into glyphs.
  static let characters = 1_000_000

  /// Takes one row of `scope`'s budget (the render's, if not given); false when none are
  /// left. (Outside a render there is no budget: every way into a resolve, ``ViewResolver``
  /// and a geometry reader's layout, starts one.)
  static func takeRow(in scope: RenderScope? = nil) -> Bool {
    guard let scope = scope ?? RenderScope.current else { return true }
    guard scope.rowsLeft > 0 else { return false }
    scope.rowsLeft -= 1
    return true
  }

  /// Scans `string` into `glyphs`, or as many of its first characters as are left of
  /// `scope`'s budget (the render's, if not given).
  @inline(__always)
  static func scan(
    _ string: String, style: CellStyle, in scope: RenderScope? = nil,
    into glyphs: inout [StyledGlyph]
  ) {
    guard let scope = scope ?? RenderScope.current else {
      GlyphScanner.scan(string, style: style, into: &glyphs)
      return
    }
    let length = string.utf8.count
    guard length > scope.charactersLeft else {
      // Every character is at least a byte: the whole string fits.
      scope.charactersLeft -= length
      GlyphScanner.scan(string, style: style, into: &glyphs)
      return
    }
    guard scope.charactersLeft > 0 else { return }
    let kept = String(string.prefix(scope.charactersLeft))
    scope.charactersLeft = 0
    GlyphScanner.scan(kept, style: style, into: &glyphs)
  }
}
