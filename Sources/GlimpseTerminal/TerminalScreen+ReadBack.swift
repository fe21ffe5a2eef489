import CNcursesw
import GlimpseLayout

extension TerminalScreen {
  /// The cell at column `x`, row `y` as ncurses holds it (what the last ``draw(_:)``
  /// wrote); a blank cell outside the screen.
  public func cell(x: Int, y: Int) -> ScreenCell {
    let blank = ScreenCell(glyph: " ", attributes: [], colorPair: 0, foreground: -1, background: -1)
    let size = size
    guard !isClosed, x >= 0, y >= 0, x < size.width, y < size.height else { return blank }
    makeCurrent()
    var character = cchar_t()
    guard mvwin_wch(window, Int32(y), Int32(x), &character) == OK else { return blank }
    var text = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    var bits: attr_t = 0
    var shortPair: Int16 = 0
    var pair: Int32 = 0
    getcchar(&character, &text, &bits, &shortPair, &pair)
    var glyph = ""
    if glimpse_is_wide_continuation(&character) == 0 {
      for value in text.prefix(while: { $0 != 0 }) {
        if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) {
          glyph.unicodeScalars.append(scalar)
        }
      }
    }
    var foreground: Int32 = -1
    var background: Int32 = -1
    if pair != 0 { extended_pair_content(pair, &foreground, &background) }
    return ScreenCell(
      glyph: glyph, attributes: Self.cellAttributes(bits), colorPair: Int(pair),
      foreground: Int(foreground), background: Int(background))
  }

  /// The glyph at column `x`, row `y` ("" for the right half of a wide glyph).
  public func cellText(x: Int, y: Int) -> String {
    cell(x: x, y: y).glyph
  }

  /// Row `y` as text, wide glyphs once.
  public func rowText(_ y: Int) -> String {
    (0..<size.width).map { cellText(x: $0, y: y) }.joined()
  }

  private static func cellAttributes(_ bits: attr_t) -> CellAttributes {
    var result: CellAttributes = []
    for attribute in [CellAttributes.bold, .dim, .italic, .underline, .reverse]
    where bits & attributes(attribute) != 0 {
      result.insert(attribute)
    }
    return result
  }
}
