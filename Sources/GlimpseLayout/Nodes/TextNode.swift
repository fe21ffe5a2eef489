import Foundation

/// Styled text: wraps at spaces, truncates with "…", aligns its lines.
///
/// The text is wrapped in columns and drawn a row a line. Its height in points is that of
/// the lines the device would wrap it into (estimated from its font size, see
/// ``TextMetrics``), each as tall as its font's line height (a line of runs in several
/// fonts as its tallest run). A height offered in points limits the lines, as `lineLimit`
/// does; text that may shrink (`minimumScaleFactor`) keeps the lines the device would keep
/// by shrinking, and answers the shrunken height.
public final class TextNode: LayoutNode {
  /// The glyphs, line breaks included.
  public let glyphs: [StyledGlyph]
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
  /// The text's stretches in different fonts, when it has more than one (empty: one font).
  public var runs: [TextFontRun] { fontRuns ?? [] }
  /// The runs, nil for a text in one font (which then holds no array at all).
  private let fontRuns: [TextFontRun]?
  private let idealWidth: Int
  /// The columns at which the text is one line both here and, by its size, on the device:
  /// its ideal width, or more for a font larger than body.
  private let oneLineWidth: Int
  /// Whether the text has no line breaks: it then answers any proposal at least as wide
  /// as itself with one line of its ideal width, with no layout to compute.
  private let isOneParagraph: Bool
  /// The layouts last computed: one at the text's own width (every proposal at least as
  /// wide shares it) and the last narrower one, since stacks ask both in turn.
  private var cachedUnconstrained: (maxLines: Int?, layout: TextLayout)?
  private var cachedLayout: (width: Int?, maxLines: Int?, layout: TextLayout)?
  /// The last count of the lines the device would wrap into.
  private var cachedDeviceLines: (width: Int, maxLines: Int?, lines: Int)?

  /// A text of `glyphs`.
  public init(
    glyphs: [StyledGlyph], lineLimit: Int? = nil, truncation: TextTruncation = .tail,
    alignment: TextLineAlignment = .leading, nextChange: Date? = nil, fillsWidth: Bool = false,
    metrics: TextMetrics = .body, runs: [TextFontRun] = []
  ) {
    self.fillsWidth = fillsWidth
    self.glyphs = glyphs
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
    self.nextChange = nextChange
    self.metrics = metrics
    fontRuns = runs.count > 1 ? runs : nil
    let idealWidth = TextLayout.idealWidth(of: glyphs)
    self.idealWidth = idealWidth
    let deviceWidth = Double(idealWidth) * metrics.deviceColumnsPerColumn
    oneLineWidth =
      deviceWidth > Double(idealWidth)
      ? Int(min(deviceWidth.rounded(.up), Double(ProposedSize.unbounded))) : idealWidth
    isOneParagraph = !glyphs.contains { $0.glyph.isLineBreak }
  }

  /// A text of one string in one style.
  public convenience init(
    _ string: String, style: CellStyle = .plain, lineLimit: Int? = nil,
    metrics: TextMetrics = .body
  ) {
    var glyphs: [StyledGlyph] = []
    GlyphScanner.scan(string, style: style, into: &glyphs)
    self.init(glyphs: glyphs, lineLimit: lineLimit, metrics: metrics)
  }

  public override var viewName: String? { "Text" }

  public override var traceDetail: String? {
    var detail = "\"\(Self.string(of: glyphs[...]))\" \(Points.format(metrics.fontSize)) pt"
    detail += " on \(Points.format(metrics.lineHeight)) pt lines"
    if let lineLimit { detail += ", lineLimit \(lineLimit)" }
    if metrics.minimumScaleFactor < 1 {
      detail += ", minimumScaleFactor \(Points.format(metrics.minimumScaleFactor))"
    }
    return detail
  }

  /// Whether a proposal leaves room for the text's whole width.
  private func isWideEnough(_ proposal: ProposedSize) -> Bool {
    proposal.width.map { $0 >= idealWidth } ?? true
  }

  /// The most lines a height of `height` points holds (the device shrinking the text as
  /// far as it may), within the line limit.
  private func maxLines(for height: Double?) -> Int? {
    guard let height, height < ProposedSize.unboundedPoints else { return lineLimit }
    let perLine = metrics.lineHeight * metrics.minimumScaleFactor
    guard perLine > 0 else { return lineLimit }
    // (A hundredth of a point of slack, so that sums of line heights hold their lines.)
    let fitting = max(1, Int(((height + 0.01) / perLine).rounded(.down)))
    return min(lineLimit ?? fitting, fitting)
  }

  private func layout(for proposal: ProposedSize) -> TextLayout {
    var width = proposal.width
    if isWideEnough(proposal) { width = nil }
    let maxLines = maxLines(for: proposal.height)
    if width == nil {
      if let cached = cachedUnconstrained, cached.maxLines == maxLines { return cached.layout }
    } else if let cached = cachedLayout, cached.width == width, cached.maxLines == maxLines {
      return cached.layout
    }
    let layout = TextLayout(
      glyphs: glyphs, width: width, maxLines: maxLines, truncation: truncation)
    if width == nil {
      cachedUnconstrained = (maxLines, layout)
    } else {
      cachedLayout = (width, maxLines, layout)
    }
    return layout
  }

  /// The lines the device would wrap the text into, offered `proposal`: wrapped at the
  /// columns its width in points holds of characters of its size.
  private func deviceLines(for proposal: ProposedSize, cellLines: Int) -> Int {
    let scale = metrics.deviceColumnsPerColumn
    guard let width = proposal.width, width > 0 else {
      return proposal.width == nil ? cellLines : 1
    }
    if isOneParagraph && width >= oneLineWidth { return 1 }
    if scale == 1 { return cellLines }
    let maxLines = maxLines(for: proposal.height)
    let deviceWidth = max(1, Int(min(Double(width) / scale, Double(ProposedSize.unbounded))))
    if let cached = cachedDeviceLines, cached.width == deviceWidth, cached.maxLines == maxLines {
      return cached.lines
    }
    let lines = max(
      1, TextLayout(glyphs: glyphs, width: deviceWidth, maxLines: maxLines).lines.count)
    cachedDeviceLines = (deviceWidth, maxLines, lines)
    return lines
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
  private func cellLinesHeight(of layout: TextLayout) -> Double {
    let lines = max(1, layout.lines.count)
    guard fontRuns != nil else { return Double(lines) * metrics.lineHeight }
    var total = 0.0
    for index in 0..<lines { total += lineHeight(ofLine: index, in: layout) }
    return total
  }

  /// The points of `lines` lines the device shows, at full size: the terminal's lines'
  /// heights when it wraps the same, their average height a line otherwise.
  private func height(ofDeviceLines lines: Int, layout: TextLayout) -> Double {
    guard fontRuns != nil else { return Double(lines) * metrics.lineHeight }
    let cellLines = max(1, layout.lines.count)
    let total = cellLinesHeight(of: layout)
    return lines == cellLines ? total : total / Double(cellLines) * Double(lines)
  }

  /// The points `natural` points of lines take when offered `offered`: shrunk as far as
  /// the device may when they do not fit.
  private func shrunk(_ natural: Double, toFit offered: Double?) -> Double {
    guard metrics.minimumScaleFactor < 1, let offered, offered < natural else { return natural }
    return max(offered, natural * metrics.minimumScaleFactor)
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    guard !glyphs.isEmpty else { return .zero }
    if isOneParagraph {
      if let width = proposal.width, width <= 0 {
        return LayoutSize(
          width: 0, height: shrunk(metrics.lineHeight, toFit: proposal.height), rows: 1)
      } else if proposal.width.map({ $0 >= oneLineWidth }) ?? true {
        let width = max(idealWidth, fillsWidth ? proposal.width ?? 0 : 0)
        return LayoutSize(
          width: width, height: shrunk(metrics.lineHeight, toFit: proposal.height), rows: 1)
      }
    }
    let layout = layout(for: proposal)
    let cellLines = max(1, layout.lines.count)
    let lines = deviceLines(for: proposal, cellLines: cellLines)
    var width = layout.size.width
    if fillsWidth, let offered = proposal.width { width = max(width, offered) }
    return LayoutSize(
      width: width,
      height: shrunk(height(ofDeviceLines: lines, layout: layout), toFit: proposal.height),
      rows: cellLines)
  }

  private func drawLine(
    _ line: ArraySlice<StyledGlyph>, width: Int, row: Int, in rect: LayoutRect,
    on canvas: inout Canvas
  ) {
    var x = rect.minX
    switch alignment {
    case .leading: break
    case .center: x += (rect.width - width) / 2
    case .trailing: x += rect.width - width
    }
    canvas.put(line, x: x, y: rect.minY + row)
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    guard rect.width > 0 else {
      if !glyphs.isEmpty && rect.rows > 0 { noteSqueezed(in: rect, on: &canvas) }
      return
    }
    guard !rect.isEmpty else { return }
    let proposal = proposal(forDrawing: rect)
    if isOneParagraph && isWideEnough(proposal) {
      // One line of every glyph, as computeSize answered: no layout needed.
      drawLine(glyphs[...], width: idealWidth, row: 0, in: rect, on: &canvas)
      canvas.noteContent(row: rect.minY, top: rect.top)
      canvas.noteChange(at: nextChange, in: rect.cells)
      return
    }
    let layout = layout(for: proposal)
    let natural = cellLinesHeight(of: layout)
    let scale = natural > 0 ? rect.height / natural : 1
    var top = rect.top
    for (row, line) in layout.lines.enumerated() where row < rect.rows {
      drawLine(line[...], width: TextLayout.width(line[...]), row: row, in: rect, on: &canvas)
      canvas.noteContent(row: rect.minY + row, top: top)
      top += lineHeight(ofLine: row, in: layout) * scale
    }
    canvas.noteChange(at: nextChange, in: rect.cells)
    if layout.isTruncated {
      noteTruncation(
        of: layout, offered: proposal.width ?? rect.width, in: rect, on: &canvas)
    }
  }

  /// Records that the text was cut short: on one line, or past the lines it may show.
  private func noteTruncation(
    of layout: TextLayout, offered: Int, in rect: LayoutRect, on canvas: inout Canvas
  ) {
    var needed = 0
    for styled in glyphs where !styled.glyph.isLineBreak { needed += styled.glyph.width }
    let lines = max(1, layout.lines.count)
    let given = max(0, offered) * lines
    let neededOnDevice = Double(needed) * metrics.deviceColumnsPerColumn
    var shrink: TextShrink?
    if metrics.minimumScaleFactor < 1, neededOnDevice > 0 {
      shrink = TextShrink(
        needed: Double(given) / neededOnDevice, allowed: metrics.minimumScaleFactor)
    }
    canvas.note(
      LayoutDiagnostic(
        kind: lines == 1 ? .truncatedText : .wrappedPastLineLimit, viewPath: viewPath,
        rect: CellRect(origin: rect.cells.origin, size: layout.size),
        text: Self.string(of: glyphs[...]),
        shownText: layout.lines.map { Self.string(of: $0[...]) }.joined(separator: "\n"),
        columnsOver: max(1, needed - given),
        pointsOver: (neededOnDevice - Double(given)) * canvas.pointsPerColumn,
        fontSize: metrics.fontSize, shrink: shrink))
  }

  /// Records that the text was given no columns.
  private func noteSqueezed(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.note(
      LayoutDiagnostic(
        kind: .squeezedToNothing, viewPath: viewPath, rect: rect.cells,
        text: Self.string(of: glyphs[...]), shownText: "", columnsOver: idealWidth,
        pointsOver: Double(idealWidth) * metrics.deviceColumnsPerColumn * canvas.pointsPerColumn,
        fontSize: metrics.fontSize))
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
