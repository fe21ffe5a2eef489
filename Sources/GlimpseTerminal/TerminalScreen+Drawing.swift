import CNcursesw
import GlimpseLayout

extension TerminalScreen {
  /// Draws `canvas` as the whole screen, in one terminal update.
  ///
  /// The screen is erased (never cleared: ncurses then sends only the cells that changed
  /// since the last frame), every cell is written with its attributes and colour pair,
  /// and one `doupdate` sends the difference. Cells outside the screen are dropped; a
  /// wide glyph cut by the right edge, or one whose width ncurses counts differently
  /// from the canvas, shows as U+FFFD. Strikethrough has no ncurses attribute and is
  /// not drawn.
  ///
  /// Colour pairs are defined on demand; when they run out, the pairs are forgotten and
  /// the frame is drawn again with fresh ones (cells past the limit of a single frame
  /// then show default colours).
  public func draw(_ canvas: Canvas) {
    guard !isClosed else { return }
    makeCurrent()
    werase(window)
    if !paint(canvas) {
      colorPairs.reset()
      werase(window)
      _ = paint(canvas)
    }
    wnoutrefresh(window)
    doupdate()
  }

  /// Writes only the cells of `new` that differ from `old` (the canvas on screen), with no
  /// erase, in one terminal update: what a hand-written ncurses program sends for a
  /// change, the baseline ``draw(_:)`` is measured against. Both canvases must be the
  /// screen's size.
  public func drawChanges(from old: Canvas, to new: Canvas) {
    guard !isClosed, old.width == new.width, old.height == new.height else { return }
    makeCurrent()
    var mask: [Bool] = Array(repeating: false, count: new.width * new.height)
    for index in mask.indices {
      let before = old.cells[index]
      let after = new.cells[index]
      let sameGlyph =
        before.isCluster || after.isCluster
        ? old.glyphString(for: before) == new.glyphString(for: after) : before.code == after.code
      mask[index] = before.style != after.style || !sameGlyph
    }
    _ = paint(new, only: mask)
    wnoutrefresh(window)
    doupdate()
  }

  /// Redraws every cell on the next ``draw(_:)``, as after a resize that may have left
  /// the terminal's contents scrambled.
  public func invalidate() {
    guard !isClosed else { return }
    clearok(window, true)
  }

  /// Writes the cells into the window (only those `mask` marks, when given); false when
  /// colour pairs ran out.
  private func paint(_ canvas: Canvas, only mask: [Bool]? = nil) -> Bool {
    let size = size
    let rows = min(size.height, canvas.height)
    let columns = min(size.width, canvas.width)
    var allPairs = true
    var character = cchar_t()
    var text: [wchar_t] = []
    text.reserveCapacity(Int(CCHARW_MAX) + 1)
    var style = CellStyle.plain
    var bits = glimpse_a_normal()
    var pair: Int32 = 0
    for y in 0..<rows {
      let row = y * canvas.width
      for x in 0..<columns {
        let cell = canvas.cells[row + x]
        if let mask, !mask[row + x] { continue }
        if cell.isContinuation || (mask == nil && cell == .blank) { continue }
        let wide = x + 1 < canvas.width && canvas.cells[row + x + 1].isContinuation
        setText(&text, for: cell, in: canvas, columns: wide ? 2 : 1, fits: x + 1 < columns)
        if cell.style != style {
          style = cell.style
          bits = Self.attributes(style.attributes)
          if let number = colorPairs.number(for: style) {
            pair = number
          } else {
            pair = 0
            allPairs = false
          }
        }
        setcchar(&character, text, bits, 0, &pair)
        mvwadd_wch(window, Int32(y), Int32(x), &character)
      }
    }
    return allPairs
  }

  /// Sets `text` to the zero-terminated scalars ncurses gets for a cell: its glyph and up
  /// to four combining marks, or U+FFFD when the glyph is wide and cut by the screen's
  /// edge (`fits` false), or ncurses would give it another width than the canvas did.
  private func setText(
    _ text: inout [wchar_t], for cell: Cell, in canvas: Canvas, columns: Int, fits: Bool
  ) {
    text.removeAll(keepingCapacity: true)
    let base = cell.isCluster ? canvas.baseScalar(of: cell).value : cell.code
    let ncursesColumns =
      (0x20..<0x7F).contains(base) ? 1 : Int(glimpse_wcwidth(wchar_t(bitPattern: base)))
    if ncursesColumns != columns || (columns == 2 && !fits) {
      text.append(0xFFFD)
    } else if cell.isCluster {
      for scalar in canvas.glyphString(for: cell).unicodeScalars.prefix(Int(CCHARW_MAX)) {
        text.append(wchar_t(bitPattern: scalar.value))
      }
    } else {
      text.append(wchar_t(bitPattern: base))
    }
    text.append(0)
  }

  private static let attributeTable: [(CellAttributes, attr_t)] = [
    (.bold, glimpse_a_bold()), (.dim, glimpse_a_dim()), (.italic, glimpse_a_italic()),
    (.underline, glimpse_a_underline()), (.reverse, glimpse_a_reverse()),
  ]

  /// The ncurses attribute bits for `attributes`.
  static func attributes(_ attributes: CellAttributes) -> attr_t {
    var result = glimpse_a_normal()
    guard !attributes.isEmpty else { return result }
    for (attribute, bits) in attributeTable where attributes.contains(attribute) {
      result |= bits
    }
    return result
  }
}
