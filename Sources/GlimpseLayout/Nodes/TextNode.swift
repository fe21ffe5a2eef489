import Foundation

/// Styled text: wraps at spaces, truncates with "…", aligns its lines.
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
  private let idealWidth: Int
  /// Whether the text has no line breaks: it then answers any proposal at least as wide
  /// as itself with one line of its ideal width, with no layout to compute.
  private let isOneParagraph: Bool
  /// The layouts last computed: one at the text's own width (every proposal at least as
  /// wide shares it) and the last narrower one, since stacks ask both in turn.
  private var cachedUnconstrained: (maxLines: Int?, layout: TextLayout)?
  private var cachedLayout: (width: Int?, maxLines: Int?, layout: TextLayout)?

  /// A text of `glyphs`.
  public init(
    glyphs: [StyledGlyph], lineLimit: Int? = nil, truncation: TextTruncation = .tail,
    alignment: TextLineAlignment = .leading, nextChange: Date? = nil, fillsWidth: Bool = false
  ) {
    self.fillsWidth = fillsWidth
    self.glyphs = glyphs
    self.lineLimit = lineLimit
    self.truncation = truncation
    self.alignment = alignment
    self.nextChange = nextChange
    idealWidth = TextLayout.idealWidth(of: glyphs)
    isOneParagraph = !glyphs.contains { $0.glyph.isLineBreak }
  }

  /// A text of one string in one style.
  public convenience init(_ string: String, style: CellStyle = .plain, lineLimit: Int? = nil) {
    var glyphs: [StyledGlyph] = []
    GlyphScanner.scan(string, style: style, into: &glyphs)
    self.init(glyphs: glyphs, lineLimit: lineLimit)
  }

  /// Whether a proposal leaves room for the text's whole width.
  private func isWideEnough(_ proposal: ProposedCellSize) -> Bool {
    proposal.width.map { $0 >= idealWidth } ?? true
  }

  private func layout(for proposal: ProposedCellSize) -> TextLayout {
    var width = proposal.width
    if isWideEnough(proposal) { width = nil }
    var maxLines = lineLimit
    if let height = proposal.height { maxLines = min(maxLines ?? Int.max, max(1, height)) }
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

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    if isOneParagraph && !glyphs.isEmpty {
      if let width = proposal.width, width <= 0 {
        return CellSize(width: 0, height: 1)
      } else if isWideEnough(proposal) {
        return CellSize(width: max(idealWidth, fillsWidth ? proposal.width ?? 0 : 0), height: 1)
      }
    }
    var size = layout(for: proposal).size
    if size.height == 0 && !glyphs.isEmpty { size.height = 1 }
    if fillsWidth, let width = proposal.width, !glyphs.isEmpty {
      size.width = max(size.width, width)
    }
    return size
  }

  private func drawLine(
    _ line: ArraySlice<StyledGlyph>, width: Int, row: Int, in rect: CellRect,
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

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    let proposal = proposal(forDrawing: rect.size)
    if isOneParagraph && isWideEnough(proposal) {
      // One line of every glyph, as computeSize answered: no layout needed.
      drawLine(glyphs[...], width: idealWidth, row: 0, in: rect, on: &canvas)
      canvas.noteChange(at: nextChange, in: rect)
      return
    }
    let layout = layout(for: proposal)
    for (row, line) in layout.lines.enumerated() where row < rect.height {
      drawLine(line[...], width: TextLayout.width(line[...]), row: row, in: rect, on: &canvas)
    }
    canvas.noteChange(at: nextChange, in: rect)
    if layout.isTruncated {
      canvas.noteTruncation(
        in: CellRect(origin: rect.origin, size: layout.size), neededWidth: idealWidth)
    }
  }
}
