import Foundation

/// Styled text: wraps at spaces, truncates with "…", shrinks, aligns its lines.
///
/// The text is laid out in points, as on the device: each glyph is as wide as its advance
/// in its font (`advances`, worked out when the text is resolved), lines wrap at the
/// width offered, and each line is as tall as its font's line height (a line of runs in
/// several fonts as its tallest run). A height offered in points limits the lines, as
/// `lineLimit` does. A text that may shrink (`minimumScaleFactor`) is shrunk as far as it
/// needs, down to that factor, before it is wrapped further or cut, as the device does.
///
/// It is drawn a row a line, each glyph in its terminal columns: a line is as many
/// columns as its glyphs take, whatever its points (``ColumnRule``), so a text the device
/// shows whole is drawn whole and a text the device cuts is cut at the same character.
public final class TextNode: LayoutNode {
  /// The glyphs, line breaks included.
  public let glyphs: [StyledGlyph]
  /// Each glyph's advance in points (kerning with the next glyph included).
  public let advances: [Double]
  /// The points of the "…" that replaces cut text.
  public let ellipsisAdvance: Double
  /// The most lines shown (nil: no limit).
  public let lineLimit: Int?
  /// Where text is cut when it does not fit.
  public let truncation: TextTruncation
  /// How lines align with each other.
  public let alignment: TextLineAlignment
  /// When this text next changes (a ticking timer), or nil.
  public let nextChange: Date?
  /// Whether the text takes all the width it is offered, as a running timer does on the
  /// device (its lines align within that width).
  public let fillsWidth: Bool
  /// Line height, font size and how far the text may shrink.
  public let metrics: TextMetrics
  /// The size in points of its largest font, which its spacing in a stack follows. Kept
  /// here, not in the metrics, which are copied at every measure: a fifth field passed them
  /// in memory rather than in registers.
  public let largestFontSize: Double
  /// The text's stretches in different fonts, when it has more than one (empty: one font).
  public var runs: [TextFontRun] { fontRuns ?? [] }
  /// The runs, nil for a text in one font (which then holds no array at all).
  private let fontRuns: [TextFontRun]?
  /// The points of the widest paragraph at full size.
  private let idealWidth: Double
  /// The columns of the widest paragraph.
  private let idealColumns: Int
  /// Whether the text has no line breaks: it then answers any proposal at least as wide
  /// as itself with one line of its ideal width, with no layout to compute.
  private let isOneParagraph: Bool
  /// The fits last worked out: one for proposals as wide as the text (every such
  /// proposal shares it) and the last narrower one, since stacks ask both in turn.
  private var cachedWide: (height: Double?, fit: Fit)?
  private var cachedNarrow: (width: Double, height: Double?, fit: Fit)?

  /// A layout of the text and the scale it is drawn at on the device.
  private struct Fit {
    var layout: TextLayout
    /// 1, or less when the text shrinks to fit (never below `minimumScaleFactor`).
    var scale: Double
  }

  /// A text of `glyphs`, each `advances[i]` points wide (nil: as wide as its columns at
  /// ``ColumnRule/pointsPerColumn``, the terminal's own text).
  public init(
    glyphs: [StyledGlyph], advances: [Double]? = nil, ellipsisAdvance: Double? = nil,
    lineLimit: Int? = nil, truncation: TextTruncation = .tail,
    alignment: TextLineAlignment = .leading, nextChange: Date? = nil, fillsWidth: Bool = false,
    metrics: TextMetrics = .body, runs: [TextFontRun] = [], largestFontSize: Double? = nil
  ) {
    self.fillsWidth = fillsWidth
    self.largestFontSize = largestFontSize ?? metrics.fontSize
    self.glyphs = glyphs
    if let advances, advances.count == glyphs.count {
      // (Copied only when some advance needs mending: the resolver's are finite already.)
      let usable = advances.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1e9 }
      self.advances =
        usable ? advances : advances.map { $0.isFinite && $0 > 0 ? min($0, 1e9) : 0 }
    } else {
      self.advances = glyphs.map { Double($0.glyph.width) * ColumnRule.pointsPerColumn }
    }
    let ellipsis = ellipsisAdvance ?? ColumnRule.pointsPerColumn
    self.ellipsisAdvance = ellipsis.isFinite && ellipsis > 0 ? min(ellipsis, 1e9) : 0
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
    self.nextChange = nextChange
    self.metrics = metrics
    fontRuns = runs.count > 1 ? runs : nil
    let ideal = TextLayout.idealLine(advances: self.advances, glyphs: glyphs)
    idealWidth = ideal.width
    idealColumns = ideal.columns
    isOneParagraph = !ideal.breaksLines
  }

  /// A text of one string in one style, as wide as its columns.
  public convenience init(
    _ string: String, style: CellStyle = .plain, lineLimit: Int? = nil,
    metrics: TextMetrics = .body
  ) {
    var glyphs: [StyledGlyph] = []
    GlyphScanner.scan(string, style: style, into: &glyphs)
    self.init(glyphs: glyphs, lineLimit: lineLimit, metrics: metrics)
  }

  public override var viewName: String? { "Text" }

  // No point wide when offered no width (``computeSize(_:)``).
  public override var isNarrowestOfferedNoWidth: Bool { true }

  // A text's preferences come from its largest font, as SwiftUI takes the largest metrics
  // of its runs (``StackEdgeSpacing/text(size:)``).
  public override var topSpacing: StackEdgeSpacing {
    StackEdgeSpacing.text(size: largestFontSize).top
  }

  public override var bottomSpacing: StackEdgeSpacing {
    StackEdgeSpacing.text(size: largestFontSize).bottom
  }

  public override var traceDetail: String? {
    var detail = "\"\(Self.string(of: glyphs[...]))\" \(Points.format(metrics.fontSize)) pt"
    detail += " on \(Points.format(metrics.lineHeight)) pt lines"
    detail += ", \(Points.format(idealWidth)) pt wide"
    if let lineLimit { detail += ", lineLimit \(lineLimit)" }
    if metrics.minimumScaleFactor < 1 {
      detail += ", minimumScaleFactor \(Points.format(metrics.minimumScaleFactor))"
    }
    return detail
  }

  /// The most lines a height of `height` points holds at `scale`, within the line limit.
  private func maxLines(for height: Double?, scale: Double) -> Int? {
    guard let height, height < ProposedSize.unboundedPoints else { return lineLimit }
    let perLine = metrics.lineHeight * scale
    guard perLine > 0 else { return lineLimit }
    // (A hundredth of a point of slack, so that sums of line heights hold their lines.)
    let fitting = max(1, Int(min(((height + 0.01) / perLine).rounded(.down), 1e9)))
    return min(lineLimit ?? fitting, fitting)
  }

  /// The layout at `scale` for `width` and `height` points.
  private func layout(width: Double?, height: Double?, scale: Double) -> TextLayout {
    TextLayout(
      glyphs: glyphs, advances: advances, width: width.map { $0 / scale },
      maxLines: maxLines(for: height, scale: scale), truncation: truncation,
      ellipsisAdvance: ellipsisAdvance)
  }

  /// How the text is laid out for `proposal`: at full size when it fits, shrunk as far as
  /// it needs (down to its minimum scale) when it does not, cut when even that is not
  /// enough.
  private func fit(_ proposal: ProposedSize) -> Fit {
    var width = proposal.width
    if let offered = width, offered >= idealWidth && isOneParagraph { width = nil }
    if width == nil {
      if let cached = cachedWide, cached.height == proposal.height { return cached.fit }
    } else if let cached = cachedNarrow, cached.width == width,
      cached.height == proposal.height
    {
      return cached.fit
    }
    let fit = computeFit(width: width, height: proposal.height)
    if let width {
      cachedNarrow = (width, proposal.height, fit)
    } else {
      cachedWide = (proposal.height, fit)
    }
    return fit
  }

  private func computeFit(width: Double?, height: Double?) -> Fit {
    let full = layout(width: width, height: height, scale: 1)
    let smallest = metrics.minimumScaleFactor
    let tooTall = height.map { naturalHeight(of: full) > $0 + 0.01 } ?? false
    guard smallest < 1, full.isTruncated || tooTall || full.breaksWords else {
      return Fit(layout: full, scale: 1)
    }
    // One line: the scale that makes it exactly as wide as offered.
    if isOneParagraph, lineLimit == 1, let width, idealWidth > 0, !tooTall {
      let scale = max(smallest, min(1, width / idealWidth))
      return Fit(layout: layout(width: width, height: height, scale: scale), scale: scale)
    }
    let least = layout(width: width, height: height, scale: smallest)
    if !full.isTruncated && !tooTall && least.breaksWords { return Fit(layout: full, scale: 1) }
    if least.isTruncated || height.map({ naturalHeight(of: least) * smallest > $0 + 0.01 }) == true
    {
      return Fit(layout: least, scale: smallest)
    }
    // The largest scale at which it fits, to a thousandth: shrinking keeps words whole
    // where it can (a timer shrinks on one line rather than breaking between digits).
    let keepsWords = !least.breaksWords
    var fits = smallest
    var cuts = 1.0
    var best = least
    while cuts - fits > 0.001 {
      let middle = (fits + cuts) / 2
      let candidate = layout(width: width, height: height, scale: middle)
      let tall = height.map { naturalHeight(of: candidate) * middle > $0 + 0.01 } ?? false
      if candidate.isTruncated || tall || (keepsWords && candidate.breaksWords) {
        cuts = middle
      } else {
        fits = middle
        best = candidate
      }
    }
    return Fit(layout: best, scale: fits)
  }

  /// The line height of line `index` of `layout`: the tallest run on it.
  private func lineHeight(ofLine index: Int, in layout: TextLayout) -> Double {
    guard let runs = fontRuns else { return metrics.lineHeight }
    let range = index < layout.ranges.count ? layout.ranges[index] : glyphs.indices
    var start = 0
    var tallest = 0.0
    for run in runs {
      if run.end > range.lowerBound && start < max(range.upperBound, range.lowerBound + 1) {
        tallest = max(tallest, run.lineHeight)
      }
      start = run.end
    }
    return tallest > 0 ? tallest : metrics.lineHeight
  }

  /// The points of the lines of `layout` at full size.
  private func naturalHeight(of layout: TextLayout) -> Double {
    let lines = max(1, layout.lines.count)
    guard fontRuns != nil else { return Double(lines) * metrics.lineHeight }
    var total = 0.0
    for index in 0..<lines { total += lineHeight(ofLine: index, in: layout) }
    return total
  }

  /// Whether `proposal` leaves room for the text's one line, whole and at full size: it is
  /// then answered and drawn without a layout.
  @inline(__always)
  private func isOneWholeLine(_ proposal: ProposedSize) -> Bool {
    guard isOneParagraph else { return false }
    if let width = proposal.width, width < idealWidth - 0.001 { return false }
    if metrics.minimumScaleFactor < 1, let height = proposal.height,
      height < metrics.lineHeight - 0.01
    {
      return false
    }
    return true
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    guard !glyphs.isEmpty else { return .zero }
    if let width = proposal.width, !(width > 0) {
      noteAnswerHoldsForAnyHeight()
      return LayoutSize(width: 0, height: metrics.lineHeight, columns: 0, rows: 1)
    }
    if isOneWholeLine(proposal) {
      // Unless it may shrink to fit a height, a text on one line is that line whatever
      // height is offered (a device shows a text's first line however little height).
      if metrics.minimumScaleFactor >= 1 { noteAnswerHoldsForAnyHeight() }
      var width = idealWidth
      if fillsWidth, let offered = proposal.width {
        width = max(width, min(offered, ProposedSize.unboundedPoints))
      }
      return LayoutSize(width: width, height: metrics.lineHeight, columns: idealColumns, rows: 1)
    }
    let fit = fit(proposal)
    var width = fit.layout.width * fit.scale
    if fillsWidth, let offered = proposal.width {
      width = max(width, min(offered, ProposedSize.unboundedPoints))
    }
    return LayoutSize(
      width: width, height: naturalHeight(of: fit.layout) * fit.scale,
      columns: fit.layout.columns, rows: max(1, fit.layout.lines.count))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let proposal = proposal(forDrawing: rect)
    guard rect.width > 0, proposal.width.map({ $0 > 0 }) ?? true else {
      if !glyphs.isEmpty && rect.rows > 0 { noteSqueezed(in: rect, on: &canvas) }
      return
    }
    guard !rect.isEmpty else { return }
    if isOneWholeLine(proposal) {
      // One line of every glyph, as computeSize answered: no layout needed.
      var x = rect.minX
      switch alignment {
      case .leading: break
      case .center: x += max(0, rect.columns - idealColumns) / 2
      case .trailing: x += max(0, rect.columns - idealColumns)
      }
      canvas.put(glyphs[...], x: x, y: rect.minY)
      canvas.noteContent(row: rect.minY, top: rect.top)
      canvas.noteChange(at: nextChange, in: rect.cells)
      return
    }
    let fit = fit(proposal)
    let layout = fit.layout
    let natural = naturalHeight(of: layout)
    let scale = natural > 0 ? rect.height / natural : 1
    var top = rect.top
    for (row, line) in layout.lines.enumerated() where row < rect.rows {
      let columns = TextLayout.columns(line[...])
      var x = rect.minX
      switch alignment {
      case .leading: break
      case .center: x += max(0, rect.columns - columns) / 2
      case .trailing: x += max(0, rect.columns - columns)
      }
      canvas.put(line[...], x: x, y: rect.minY + row)
      canvas.noteContent(row: rect.minY + row, top: top)
      top += lineHeight(ofLine: row, in: layout) * scale
    }
    canvas.noteChange(at: nextChange, in: rect.cells)
    if layout.isTruncated {
      noteTruncation(of: fit, offered: proposal.width ?? rect.width, in: rect, on: &canvas)
    }
  }

  /// Records that the text was cut short: on one line, or past the lines it may show.
  private func noteTruncation(
    of fit: Fit, offered: Double, in rect: LayoutRect, on canvas: inout Canvas
  ) {
    let layout = fit.layout
    var needed = 0.0
    var neededColumns = 0
    for index in glyphs.indices where !glyphs[index].glyph.isLineBreak {
      needed += advances[index]
      neededColumns += glyphs[index].glyph.width
    }
    let lines = max(1, layout.lines.count)
    let given = max(0, offered) * Double(lines)
    var shown = 0
    for line in layout.lines { shown += TextLayout.columns(line[...]) }
    var shrink: TextShrink?
    if metrics.minimumScaleFactor < 1, needed > 0 {
      shrink = TextShrink(needed: given / needed, allowed: metrics.minimumScaleFactor)
    }
    canvas.note(
      LayoutDiagnostic(
        kind: lines == 1 ? .truncatedText : .wrappedPastLineLimit, viewPath: viewPath,
        rect: CellRect(
          origin: rect.cells.origin, size: CellSize(width: layout.columns, height: lines)),
        text: Self.string(of: glyphs[...]),
        shownText: layout.lines.map { Self.string(of: $0[...]) }.joined(separator: "\n"),
        columnsOver: max(1, neededColumns - shown),
        pointsOver: max(0.01, needed * fit.scale - given),
        fontSize: metrics.fontSize, shrink: shrink))
  }

  /// Records that the text was given no width.
  private func noteSqueezed(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.note(
      LayoutDiagnostic(
        kind: .squeezedToNothing, viewPath: viewPath, rect: rect.cells,
        text: Self.string(of: glyphs[...]), shownText: "", columnsOver: idealColumns,
        pointsOver: idealWidth, fontSize: metrics.fontSize))
  }

  /// The text of `glyphs`, line breaks as newlines.
  static func string(of glyphs: ArraySlice<StyledGlyph>) -> String {
    var text = ""
    for styled in glyphs {
      text += styled.glyph.isLineBreak ? "\n" : styled.glyph.string
    }
    return text
  }
}
