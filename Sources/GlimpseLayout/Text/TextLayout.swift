/// Text broken into lines for a width in points: SwiftUI's rules, with each glyph as wide
/// as its advance in its font.
///
/// Lines break at spaces (the space at a break is dropped), after hyphens, and beside wide
/// (East Asian) characters; a word longer than the line breaks between glyphs. When more
/// lines are needed than allowed, the last allowed line ends in "…"
/// (``TextTruncation/tail``); a single allowed line may instead keep its end
/// (``TextTruncation/head``) or both ends (``TextTruncation/middle``). Head and middle
/// truncation apply to one-line text only; longer text truncates at its tail.
public struct TextLayout: Sendable {
  /// The lines, each the glyphs drawn on one row.
  public var lines: [[StyledGlyph]]
  /// Each line's points of width.
  public var lineWidths: [Double]
  /// The widest line's points.
  public var width: Double
  /// The widest line's columns.
  public var columns: Int
  /// Whether any text was replaced by "…".
  public var isTruncated: Bool
  /// Whether a word was broken between two of its glyphs (it was wider than the line).
  public var breaksWords = false
  /// The glyphs each line was taken from, when the text was broken into lines; empty when
  /// it is one line of every glyph.
  public var ranges: [Range<Int>] = []

  /// Lays out `glyphs`, each `advances[i]` points wide, in at most `width` points (nil: as
  /// wide as the text wants) and at most `maxLines` lines (nil: as many as needed); "…" is
  /// `ellipsisAdvance` points wide.
  ///
  /// A width of zero or less gives no lines. At least one line is shown when any is
  /// allowed, whatever `maxLines` says.
  public init(
    glyphs: [StyledGlyph], advances: [Double], width: Double?, maxLines: Int?,
    truncation: TextTruncation = .tail, ellipsisAdvance: Double
  ) {
    lines = []
    lineWidths = []
    isTruncated = false
    self.width = 0
    columns = 0
    if glyphs.isEmpty { return }
    if let width, !(width > 0) { return }
    // One paragraph as wide as it wants: one line, nothing to break.
    if width == nil && !glyphs.contains(where: { $0.glyph.isLineBreak }) {
      lines = [glyphs]
      lineWidths = [Self.points(advances, glyphs.indices)]
      self.width = lineWidths[0]
      columns = Self.columns(glyphs[...])
      return
    }
    let limit = max(1, maxLines ?? Int.max)
    // (A thousandth of a point of slack, so that a text offered its own width fits.)
    let available = (width ?? .infinity) + 0.001

    var paragraphs: [Range<Int>] = []
    var start = 0
    for index in glyphs.indices where glyphs[index].glyph.isLineBreak {
      paragraphs.append(start..<index)
      start = index + 1
    }
    paragraphs.append(start..<glyphs.count)

    var broken: [Range<Int>] = []
    for paragraph in paragraphs {
      Self.wrap(
        glyphs, advances, paragraph, width: available, into: &broken, breaksWords: &breaksWords)
      if broken.count > limit { break }
    }
    if broken.count > limit {
      isTruncated = true
      broken = Array(broken.prefix(limit))
      let last = broken.count - 1
      let paragraph = paragraphs.first { $0.contains(broken[last].lowerBound) } ?? broken[last]
      let rest = broken[last].lowerBound..<paragraph.upperBound
      ranges = broken
      ranges[last] = broken.count == 1 ? paragraph : rest
      for index in 0..<last {
        lines.append(Array(glyphs[broken[index]]))
        lineWidths.append(Self.points(advances, broken[index]))
      }
      let mode = broken.count == 1 ? truncation : .tail
      let whole = broken.count == 1 ? paragraph : rest
      let cut = Self.truncate(
        glyphs, advances, whole, width: available, mode: mode, ellipsisAdvance: ellipsisAdvance)
      lines.append(cut.glyphs)
      lineWidths.append(cut.width)
    } else if broken.count == 1 && broken[0] == glyphs.indices {
      lines = [glyphs]
      lineWidths = [Self.points(advances, glyphs.indices)]
    } else {
      lines = broken.map { Array(glyphs[$0]) }
      lineWidths = broken.map { Self.points(advances, $0) }
      ranges = broken
    }
    // A glyph wider than the whole line (a wide character in a sliver of width) shows as
    // "…", as the device cuts it.
    for row in lines.indices where lines[row].count == 1 && lineWidths[row] > available {
      lines[row] = [StyledGlyph(.ellipsis, style: lines[row][0].style)]
      lineWidths[row] = ellipsisAdvance
      isTruncated = true
    }
    for line in lines { columns = max(columns, Self.columns(line[...])) }
    for lineWidth in lineWidths { self.width = max(self.width, lineWidth) }
  }

  /// Lays out the terminal's own text (labels, notes) in `columns` columns: each glyph as
  /// wide as its columns.
  public init(
    cellGlyphs glyphs: [StyledGlyph], columns: Int?, maxLines: Int?,
    truncation: TextTruncation = .tail
  ) {
    self.init(
      glyphs: glyphs, advances: glyphs.map { Double($0.glyph.width) },
      width: columns.map(Double.init), maxLines: maxLines, truncation: truncation,
      ellipsisAdvance: 1)
  }

  /// The widest paragraph of a text, in points (its ideal width) and in columns (the
  /// columns it takes on one line), and whether it has more than one paragraph: one pass
  /// over its glyphs and their advances (which must be as many).
  public static func idealLine(
    advances: [Double], glyphs: [StyledGlyph]
  ) -> (width: Double, columns: Int, breaksLines: Bool) {
    var widest = 0.0
    var current = 0.0
    var widestColumns = 0
    var currentColumns = 0
    var breaksLines = false
    glyphs.withUnsafeBufferPointer { glyphs in
      advances.withUnsafeBufferPointer { advances in
        for index in 0..<min(glyphs.count, advances.count) {
          let glyph = glyphs[index].glyph
          if glyph.isLineBreak {
            widest = max(widest, current)
            widestColumns = max(widestColumns, currentColumns)
            current = 0
            currentColumns = 0
            breaksLines = true
          } else {
            current += advances[index]
            currentColumns += glyph.width
          }
        }
      }
    }
    return (max(widest, current), max(widestColumns, currentColumns), breaksLines)
  }

  /// The columns of a run of glyphs.
  @inline(__always)
  static func columns(_ glyphs: ArraySlice<StyledGlyph>) -> Int {
    var total = 0
    for styled in glyphs { total += styled.glyph.width }
    return total
  }

  /// The points of the glyphs in `range`.
  @inline(__always)
  static func points(_ advances: [Double], _ range: Range<Int>) -> Double {
    var total = 0.0
    for index in range { total += advances[index] }
    return total
  }

  private static func wrap(
    _ glyphs: [StyledGlyph], _ advances: [Double], _ paragraph: Range<Int>, width: Double,
    into lines: inout [Range<Int>], breaksWords: inout Bool
  ) {
    if paragraph.isEmpty || points(advances, paragraph) <= width {
      lines.append(paragraph)
      return
    }
    var index = paragraph.lowerBound
    while index < paragraph.upperBound {
      var lineWidth = 0.0
      // The best place to break so far: where the line ends, and where the next begins.
      var candidate: (end: Int, next: Int)?
      var end = index
      while end < paragraph.upperBound {
        let glyph = glyphs[end].glyph
        if glyph.isSpace {
          if end > index { candidate = (end, end + 1) }
        } else if end > index && Self.breaksAnywhere(glyph) {
          candidate = (end, end)
        }
        // (A space at the end of a line hangs past it, as on the device.)
        if lineWidth + advances[end] > width && !glyph.isSpace { break }
        lineWidth += advances[end]
        end += 1
        if end > index + 1 && (glyph.base == "-" || Self.breaksAnywhere(glyph))
          && end < paragraph.upperBound
          && !glyphs[end].glyph.isSpace
        {
          candidate = (end, end)
        }
      }
      if end == paragraph.upperBound {
        lines.append(trimmed(glyphs, index..<end))
        return
      }
      var next: Int
      if glyphs[end].glyph.isSpace {
        lines.append(trimmed(glyphs, index..<end))
        next = end
      } else if let candidate, candidate.end > index {
        lines.append(trimmed(glyphs, index..<candidate.end))
        next = candidate.next
      } else if end > index {
        lines.append(index..<end)
        next = end
        breaksWords = true
      } else {
        lines.append(index..<index + 1)
        next = index + 1
        breaksWords = true
      }
      while next < paragraph.upperBound && glyphs[next].glyph.isSpace { next += 1 }
      index = next
    }
  }

  /// Whether a line may break before or after this glyph: Chinese and Japanese characters,
  /// fullwidth forms and emoji. (Korean, although wide, breaks at spaces.)
  static func breaksAnywhere(_ glyph: TextGlyph) -> Bool {
    guard glyph.width == 2 else { return false }
    switch glyph.base.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return false
    default: return true
    }
  }

  private static func trimmed(_ glyphs: [StyledGlyph], _ range: Range<Int>) -> Range<Int> {
    var upper = range.upperBound
    while upper > range.lowerBound && glyphs[upper - 1].glyph.isSpace { upper -= 1 }
    return range.lowerBound..<upper
  }

  /// The glyphs of `range` cut to `width` points with "…" where text was removed, and the
  /// points they take.
  static func truncate(
    _ glyphs: [StyledGlyph], _ advances: [Double], _ range: Range<Int>, width: Double,
    mode: TextTruncation, ellipsisAdvance: Double
  ) -> (glyphs: [StyledGlyph], width: Double) {
    let room = width - ellipsisAdvance
    /// The end of the longest prefix within `points` (or, `reaching`, the shortest that
    /// reaches them, within the room), trailing spaces dropped.
    func prefixEnd(_ points: Double, reaching: Bool = false) -> Int {
      var used = 0.0
      var end = range.lowerBound
      while end < range.upperBound
        && (reaching
          ? used + 0.01 < points && used + advances[end] <= room
          : used + advances[end] <= points)
      {
        used += advances[end]
        end += 1
      }
      while end > range.lowerBound && glyphs[end - 1].glyph.isSpace { end -= 1 }
      return end
    }
    /// The start of the longest suffix within `points`, leading spaces dropped.
    func suffixStart(_ points: Double) -> Int {
      var used = 0.0
      var start = range.upperBound
      while start > range.lowerBound && used + advances[start - 1] <= points {
        used += advances[start - 1]
        start -= 1
      }
      while start < range.upperBound && glyphs[start].glyph.isSpace { start += 1 }
      return start
    }
    let style = glyphs[range].last?.style ?? .plain
    switch mode {
    case .tail:
      let end = prefixEnd(room)
      var kept = Array(glyphs[range.lowerBound..<end])
      kept.append(StyledGlyph(.ellipsis, style: kept.last?.style ?? style))
      return (kept, points(advances, range.lowerBound..<end) + ellipsisAdvance)
    case .head:
      let start = suffixStart(room)
      let first = glyphs[range].first?.style ?? style
      return (
        [StyledGlyph(.ellipsis, style: first)] + glyphs[start..<range.upperBound],
        ellipsisAdvance + points(advances, start..<range.upperBound)
      )
    case .middle:
      // (The front keeps the middle glyph when the room is odd.)
      let end = prefixEnd(room / 2, reaching: true)
      let front = points(advances, range.lowerBound..<end)
      let start = max(end, suffixStart(room - front))
      return (
        Array(glyphs[range.lowerBound..<end]) + [StyledGlyph(.ellipsis, style: style)]
          + glyphs[start..<range.upperBound],
        front + ellipsisAdvance + points(advances, start..<range.upperBound)
      )
    }
  }
}
