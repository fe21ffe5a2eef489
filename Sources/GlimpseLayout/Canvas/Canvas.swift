import Foundation

/// A grid of styled cells that views are drawn into, plus what the drawing learned: when
/// the picture would next change, and what did not fit (``diagnostics``).
///
/// Drawing outside the grid is ignored, so a view can never write past the canvas.
/// Wide glyphs take two cells; overwriting either half of one blanks the other half.
public struct Canvas: Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells, row by row.
  public internal(set) var cells: [Cell]
  /// Glyphs with combining marks, indexed by cells whose code has ``Cell/clusterFlag``.
  public private(set) var clusters: [String] = []
  /// The earliest instant at which any drawn cell would change (a ticking timer, a
  /// moving progress bar, a stale date); nil when nothing drawn depends on time.
  public private(set) var nextChange: Date?
  /// Every misfit the drawing found, in the order found.
  public private(set) var diagnostics: [LayoutDiagnostic] = []
  /// How much of its presentation the content fills, when whoever drew it knows.
  public var fill: LayoutFill?
  /// The points the drawing stands for across (an island grown with its content), when
  /// whoever drew it knows.
  public var pointsAcross: Double?
  /// What the canvas records only when asked (row tops, the trace); nil until then, so
  /// that copying a canvas copies nothing more.
  private var records: Records?

  /// What a canvas records on request.
  private struct Records: Sendable {
    var rowTops: [Double] = []
    var isTracing = false
    var trace: [LayoutTraceEntry] = []
    /// The trace entries of the nodes being drawn, outermost first.
    var stack: [Int] = []
  }

  /// Per row, the point at which the first content drawn in it starts (infinity for a row
  /// with none), while ``trackRowTops()`` is in force; empty otherwise.
  public var rowTops: [Double] { records?.rowTops ?? [] }
  /// Whether each node drawn is recorded in ``trace``.
  @inline(__always)
  public var isTracing: Bool { records?.isTracing ?? false }
  /// The nodes drawn, in drawing order, while tracing.
  public var trace: [LayoutTraceEntry] { records?.trace ?? [] }
  /// The region drawing is limited to (the whole canvas unless narrowed by ``clipped(to:_:)``).
  public private(set) var clip: CellRect
  /// Whether what is being drawn is a backdrop (a background decoration): filled shapes
  /// then paint cell backgrounds only, so text over them stays readable.
  public private(set) var isDrawingBackdrop = false
  /// Whether what is being drawn is an overlay decoration: shapes then keep the glyphs
  /// already drawn (an outline over text goes around it, as a thin line does on a device).
  public private(set) var isDrawingOverlay = false
  /// Whether cells that already hold a glyph keep it (see ``preservingGlyphs(_:)``).
  public private(set) var isPreservingGlyphs = false
  /// What the terminal's default background is taken to look like when a translucent
  /// colour is composited over it (the theme's background); the default colour itself
  /// when unknown.
  public var defaultBackground = TerminalColor.default

  /// A blank canvas of `width` columns by `height` rows (negative sizes count as zero).
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
    clip = CellRect(x: 0, y: 0, width: self.width, height: self.height)
  }

  /// The canvas's own rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y` (a blank cell outside the canvas).
  @inlinable
  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < width, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// The text of the cell at column `x`, row `y`: its glyph, "" for the right half of a
  /// wide glyph.
  public func glyph(x: Int, y: Int) -> String {
    glyphString(for: self[x, y])
  }

  /// The scalar a cell shows without its combining marks (a space for a continuation
  /// cell), with no string built.
  public func baseScalar(of cell: Cell) -> Unicode.Scalar {
    Self.baseScalar(of: cell, clusters: clusters)
  }

  /// The first scalar of `cell`, whose cluster (if it has one) is in `clusters`.
  @inline(__always)
  static func baseScalar(of cell: Cell, clusters: [String]) -> Unicode.Scalar {
    if cell.isContinuation { return " " }
    if cell.isCluster {
      return clusters[Int(cell.code & ~Cell.clusterFlag)].unicodeScalars.first ?? " "
    }
    return Unicode.Scalar(cell.code) ?? "\u{FFFD}"
  }

  /// The text a cell shows ("" for a continuation cell).
  public func glyphString(for cell: Cell) -> String {
    if cell.isContinuation { return "" }
    if cell.isCluster { return clusters[Int(cell.code & ~Cell.clusterFlag)] }
    return String(Character(Unicode.Scalar(cell.code) ?? "\u{FFFD}"))
  }

  // MARK: Drawing

  /// Draws one glyph at column `x`, row `y`; returns the columns it took (0 if clipped).
  ///
  /// A default background in `style` keeps the cell's current background. A wide glyph
  /// that does not fit entirely inside the clip draws as a blank.
  @discardableResult
  public mutating func put(_ glyph: TextGlyph, x: Int, y: Int, style: CellStyle) -> Int {
    let glyphWidth = max(1, glyph.width)
    guard y >= clip.minY, y < clip.maxY, x >= clip.minX, x < clip.maxX else { return 0 }
    if glyphWidth == 2 && x + 1 >= clip.maxX {
      put(.space, x: x, y: y, style: style)
      return 1
    }
    var code = glyph.base.value
    if glyph.hasMarks {
      code = Cell.clusterFlag | UInt32(clusters.count)
      clusters.append(glyph.string)
    }
    setCell(x: x, y: y, code: code, style: style)
    if glyphWidth == 2 {
      setCell(x: x + 1, y: y, code: Cell.continuationCode, style: style)
    }
    return glyphWidth
  }

  /// Draws a run of styled glyphs on row `y` from column `x`, clipped; returns the column
  /// after the run (as if nothing were clipped).
  ///
  /// The same as putting each glyph in turn; a stretch of narrow glyphs without marks
  /// (most text) is written into the row in one pass.
  @discardableResult
  public mutating func put(_ glyphs: ArraySlice<StyledGlyph>, x: Int, y: Int) -> Int {
    var column = x
    var index = glyphs.startIndex
    let rowIsVisible = y >= clip.minY && y < clip.maxY
    while index < glyphs.endIndex {
      if rowIsVisible {
        let (width, minX, maxX, row) = (self.width, clip.minX, clip.maxX, y * self.width)
        let (preserving, backdrop) = (isPreservingGlyphs, defaultBackground)
        cells.withUnsafeMutableBufferPointer { cells in
          while index < glyphs.endIndex {
            let styled = glyphs[index]
            guard styled.glyph.width == 1, !styled.glyph.hasMarks else { break }
            if column >= minX && column < maxX {
              Self.store(
                code: styled.glyph.base.value, style: styled.style, x: column,
                index: row + column, rowWidth: width, preservingGlyphs: preserving,
                defaultBackground: backdrop, in: cells)
            }
            column += 1
            index += 1
          }
        }
        if index == glyphs.endIndex { break }
      }
      let styled = glyphs[index]
      put(styled.glyph, x: column, y: y, style: styled.style)
      column += max(1, styled.glyph.width)
      index += 1
    }
    return column
  }

  /// Whether `put` draws `scalar` one column wide without searching the width table: box
  /// drawing and block elements (outlines, bars) and braille (shapes, charts).
  @inline(__always)
  static func isOneColumn(_ scalar: Unicode.Scalar) -> Bool {
    (0x2500...0x259F).contains(scalar.value) || isBraille(scalar)
  }

  /// Whether `scalar` is a braille pattern (U+2800...U+28FF).
  @inline(__always)
  static func isBraille(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value & ~0xFF == 0x2800
  }

  /// Draws a glyph given as a single scalar (width from the terminal table).
  @discardableResult
  public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: CellStyle) -> Int {
    let width = Self.isOneColumn(scalar) ? 1 : TerminalWidthTable.width(of: scalar)
    let glyph =
      width > 0
      ? TextGlyph(base: scalar, width: width)
      : TextGlyph(base: GlyphScanner.replacement(for: scalar) ?? "\u{FFFD}", width: 1)
    return put(glyph, x: x, y: y, style: style)
  }

  /// Draws `string` on one row starting at column `x`, clipped; returns the columns used.
  @discardableResult
  public mutating func write(_ string: String, x: Int, y: Int, style: CellStyle) -> Int {
    var column = x
    if GlyphScanner.isPrintableASCII(string) {
      for byte in string.utf8 {
        if column >= clip.maxX { break }
        if column >= clip.minX, y >= clip.minY, y < clip.maxY {
          setCell(x: column, y: y, code: UInt32(byte), style: style)
        }
        column += 1
      }
      return column - x
    }
    for glyph in GlyphScanner.glyphs(of: string) where !glyph.isLineBreak {
      if column >= clip.maxX { break }
      put(glyph, x: column, y: y, style: style)
      column += max(1, glyph.width)
    }
    return column - x
  }

  /// Paints the background of every cell in `rect` (glyphs stay); a translucent colour is
  /// composited over each cell's background, and glyph colours drawn earlier over a
  /// translucent one keep their colour.
  public mutating func paintBackground(_ color: TerminalColor, in rect: CellRect) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let row = y * width
      for x in area.minX..<area.maxX {
        let old = cells[row + x].style.background
        cells[row + x].style.background =
          color.isOpaque
          ? color : color.composited(over: Self.backdrop(old, default: defaultBackground))
      }
    }
  }

  /// Fills `rect` with `glyph` (a single-column glyph) in `style`.
  public mutating func fill(_ rect: CellRect, with glyph: Unicode.Scalar, style: CellStyle) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    guard !isPreservingGlyphs, style.foreground.isOpaque, style.background.isOpaque else {
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX {
          setCell(x: x, y: y, code: glyph.value, style: style)
        }
      }
      return
    }
    // Opaque colours: no compositing, so each row is one pass. Only a wide glyph cut at
    // either end of a row needs its other half blanked.
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      for y in area.minY..<area.maxY {
        let row = y * width
        if area.minX > 0 && cells[row + area.minX].isContinuation {
          cells[row + area.minX - 1].code = 0x20
        }
        if area.maxX < width && cells[row + area.maxX].isContinuation {
          cells[row + area.maxX].code = 0x20
        }
        if style.background.isDefault {
          for index in (row + area.minX)..<(row + area.maxX) {
            var merged = style
            merged.background = cells[index].style.background
            cells[index] = Cell(code: glyph.value, style: merged)
          }
        } else {
          let cell = Cell(code: glyph.value, style: style)
          for index in (row + area.minX)..<(row + area.maxX) { cells[index] = cell }
        }
      }
    }
  }

  /// Adds attributes to every cell in `rect` (for example reverse video to highlight).
  public mutating func addAttributes(_ attributes: CellAttributes, in rect: CellRect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        cells[y * width + x].style.attributes.formUnion(attributes)
      }
    }
  }

  /// Runs `draw` with drawing limited to `rect` (within the current clip).
  public mutating func clipped(to rect: CellRect, _ draw: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    draw(&self)
    clip = saved
  }

  /// Runs `draw` as a backdrop (see ``isDrawingBackdrop``).
  public mutating func drawingBackdrop(_ draw: (inout Canvas) -> Void) {
    let saved = isDrawingBackdrop
    isDrawingBackdrop = true
    draw(&self)
    isDrawingBackdrop = saved
  }

  /// Runs `draw` as an overlay decoration (see ``isDrawingOverlay``).
  public mutating func drawingOverlay(_ draw: (inout Canvas) -> Void) {
    let saved = isDrawingOverlay
    isDrawingOverlay = true
    draw(&self)
    isDrawingOverlay = saved
  }

  /// Runs `draw` writing glyphs only into blank cells.
  public mutating func preservingGlyphs(_ draw: (inout Canvas) -> Void) {
    let saved = isPreservingGlyphs
    isPreservingGlyphs = true
    draw(&self)
    isPreservingGlyphs = saved
  }

  /// Notes that what is drawn in `rect` changes at `instant`, unless none of `rect` can be
  /// seen (it lies outside the clip: cut off by a frame, or past the canvas's edge).
  public mutating func noteChange(at instant: Date?, in rect: CellRect) {
    guard !rect.intersection(clip).isEmpty else { return }
    noteChange(at: instant)
  }

  /// Notes that the drawing changes at `instant` (keeps the earliest).
  public mutating func noteChange(at instant: Date?) {
    guard let instant else { return }
    if let current = nextChange, current <= instant { return }
    nextChange = instant
  }

  /// Records a misfit, unless it cannot be seen (it lies outside the clip); its cells are
  /// those of its rectangle that can. Something squeezed to nothing has no cells and is
  /// recorded when its place is in the clip.
  public mutating func note(_ diagnostic: LayoutDiagnostic) {
    var recorded = diagnostic
    if diagnostic.rect.isEmpty {
      let origin = diagnostic.rect.origin
      guard origin.x >= clip.minX, origin.x <= clip.maxX, origin.y >= clip.minY,
        origin.y < clip.maxY
      else { return }
    } else {
      recorded.rect = diagnostic.rect.intersection(clip)
      guard !recorded.rect.isEmpty else { return }
    }
    if let entry = records?.stack.last {
      records?.trace[entry].diagnostics.append(diagnostics.count)
    }
    diagnostics.append(recorded)
  }

  /// Sets the presentation and device of every diagnostic recorded so far.
  public mutating func labelDiagnostics(presentation: String, device: String) {
    for index in diagnostics.indices {
      diagnostics[index].presentation = presentation
      diagnostics[index].device = device
    }
  }

  // MARK: Row tops

  /// Starts recording, per row, the point at which content drawn in it starts: what a
  /// presentation cut at a point height needs to know which rows to keep.
  public mutating func trackRowTops() {
    if records == nil { records = Records() }
    records?.rowTops = Array(repeating: .infinity, count: height)
  }

  /// Notes that content drawn in row `row` starts `top` points down the drawing.
  @inline(__always)
  public mutating func noteContent(row: Int, top: Double) {
    guard records != nil else { return }
    noteTrackedContent(row: row, top: top)
  }

  /// Notes content drawn across the rows of `rect`, its points shared evenly among them.
  @inline(__always)
  public mutating func noteContent(in rect: LayoutRect) {
    guard records != nil else { return }
    let rows = rect.rows
    guard rows > 0 else { return }
    let step = rect.height / Double(rows)
    // Only the rows on the canvas: a shape of millions of rows notes a screenful.
    let first = max(0, -rect.minY)
    let last = min(rows, height - rect.minY)
    guard first < last else { return }
    for row in first..<last {
      noteTrackedContent(row: rect.minY + row, top: rect.top + Double(row) * step)
    }
  }

  private mutating func noteTrackedContent(row: Int, top: Double) {
    guard let count = records?.rowTops.count, row >= 0, row < count,
      let current = records?.rowTops[row], top < current
    else { return }
    records?.rowTops[row] = top
  }

  /// The rows from `start` on to keep when the drawing is cut `limit` points down: those up
  /// to the last row whose content starts above the limit.
  public func rowsStartingAbove(_ limit: Double, from start: Int) -> Int {
    let rowTops = self.rowTops
    var kept = 0
    for row in max(0, start)..<rowTops.count where rowTops[row] < limit {
      kept = row - start + 1
    }
    return kept
  }

  // MARK: Tracing

  /// Starts recording every node drawn from now on in ``trace``.
  public mutating func startTracing() {
    if records == nil { records = Records() }
    records?.isTracing = true
  }

  /// Records that a node starts drawing (see ``LayoutNode/draw(in:on:)``).
  public mutating func beginTrace(_ entry: LayoutTraceEntry) {
    var entry = entry
    entry.depth = records?.stack.count ?? 0
    let index = records?.trace.count ?? 0
    records?.stack.append(index)
    records?.trace.append(entry)
  }

  /// Records that the node drawing last has finished.
  public mutating func endTrace() {
    _ = records?.stack.popLast()
  }

  /// Draws another canvas onto this one with its top-left corner at `origin`, keeping
  /// its next change and diagnostics.
  public mutating func draw(_ other: Canvas, at origin: CellPoint) {
    for y in 0..<other.height {
      var x = 0
      while x < other.width {
        let cell = other.cells[y * other.width + x]
        if cell.isContinuation {
          x += 1
          continue
        }
        let wide = x + 1 < other.width && other.cells[y * other.width + x + 1].isContinuation
        let glyph: TextGlyph
        if cell.isCluster {
          let scalars = other.clusters[Int(cell.code & ~Cell.clusterFlag)].unicodeScalars
          let marks = String(String.UnicodeScalarView(scalars.dropFirst()))
          glyph = TextGlyph(
            base: scalars.first ?? " ", marks: marks.isEmpty ? nil : marks, width: wide ? 2 : 1)
        } else {
          glyph = TextGlyph(base: other.baseScalar(of: cell), width: wide ? 2 : 1)
        }
        put(glyph, x: origin.x + x, y: origin.y + y, style: cell.style)
        x += wide ? 2 : 1
      }
    }
    noteChange(at: other.nextChange)
    for diagnostic in other.diagnostics {
      var moved = diagnostic
      moved.rect = diagnostic.rect.offsetBy(dx: origin.x, dy: origin.y)
      note(moved)
    }
  }

  /// The colour behind a cell: its background, or the assumed default background.
  @inline(__always)
  private static func backdrop(_ background: TerminalColor, default: TerminalColor)
    -> TerminalColor
  {
    background.isDefault ? `default` : background
  }

  @inline(__always)
  private mutating func setCell(x: Int, y: Int, code: UInt32, style: CellStyle) {
    let (width, preserving, backdrop) = (self.width, isPreservingGlyphs, defaultBackground)
    cells.withUnsafeMutableBufferPointer { cells in
      Self.store(
        code: code, style: style, x: x, index: y * width + x, rowWidth: width,
        preservingGlyphs: preserving, defaultBackground: backdrop, in: cells)
    }
  }

  /// Writes one cell by the canvas's rules: a glyph kept when glyphs are preserved, the
  /// other half of a wide glyph blanked, a default background keeping the one there,
  /// translucent colours composited over what is behind them.
  @inline(__always)
  static func store(
    code: UInt32, style: CellStyle, x: Int, index: Int, rowWidth: Int, preservingGlyphs: Bool,
    defaultBackground: TerminalColor, in cells: UnsafeMutableBufferPointer<Cell>
  ) {
    let old = cells[index]
    if preservingGlyphs && old.code != 0x20 { return }
    if old.isContinuation, x > 0 {
      cells[index - 1].code = 0x20
    } else if x + 1 < rowWidth, cells[index + 1].isContinuation {
      cells[index + 1].code = 0x20
    }
    var merged = style
    if merged.background.isDefault {
      merged.background = old.style.background
    } else if !merged.background.isOpaque {
      merged.background = merged.background.composited(
        over: backdrop(old.style.background, default: defaultBackground))
    }
    if !merged.foreground.isOpaque {
      merged.foreground = merged.foreground.composited(
        over: backdrop(merged.background, default: defaultBackground))
    }
    cells[index] = Cell(code: code, style: merged)
  }
}
