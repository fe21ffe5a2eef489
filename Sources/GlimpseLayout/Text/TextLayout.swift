/// Text broken into lines for a width: SwiftUI's rules in cells.
///
/// Lines break at spaces (the space at a break is dropped), after hyphens, and beside wide
/// (East Asian) characters; a word longer than the line breaks between glyphs. When more lines are needed than allowed, the last allowed line
/// ends in "…" (``TextTruncation/tail``); a single allowed line may instead keep its end
/// (``TextTruncation/head``) or both ends (``TextTruncation/middle``). Head and middle
/// truncation apply to one-line text only; longer text truncates at its tail.
public struct TextLayout: Sendable {
  /// The lines, each the glyphs drawn on one row.
  public var lines: [[StyledGlyph]]
  /// The widest line's columns by the number of lines.
  public var size: CellSize
  /// Whether any text was replaced by "…".
  public var isTruncated: Bool
  /// The glyphs each line was taken from, when the text was broken into lines; empty when
  /// it is one line of every glyph.
  public var ranges: [Range<Int>] = []

  /// Lays out `glyphs` in at most `width` columns (nil: as wide as the text wants) and at
  /// most `maxLines` lines (nil: as many as needed).
  ///
  /// A width of zero or less gives no lines. At least one line is shown when any is
  /// allowed, whatever `maxLines` says.
  public init(
    glyphs: [StyledGlyph], width: Int?, maxLines: Int?, truncation: TextTruncation = .tail
  ) {
    lines = []
    isTruncated = false
    size = .zero
    if glyphs.isEmpty { return }
    if let width, width <= 0 { return }
    // One paragraph as wide as it wants: one line, nothing to break.
    if width == nil && !glyphs.contains(where: { $0.glyph.isLineBreak }) {
      lines = [glyphs]
      size = CellSize(width: Self.width(glyphs[...]), height: 1)
      return
    }
    let limit = max(1, maxLines ?? Int.max)
    let available = width ?? Int.max

    var paragraphs: [Range<Int>] = []
    var start = 0
    for index in glyphs.indices where glyphs[index].glyph.isLineBreak {
      paragraphs.append(start..<index)
      start = index + 1
    }
    paragraphs.append(start..<glyphs.count)

    var broken: [Range<Int>] = []
    for paragraph in paragraphs {
      Self.wrap(glyphs, paragraph, width: available, into: &broken)
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
      }
      let mode = broken.count == 1 ? truncation : .tail
      let whole = broken.count == 1 ? paragraph : rest
      lines.append(Self.truncate(Array(glyphs[whole]), width: available, mode: mode))
    } else {
      if broken.count == 1 && broken[0] == glyphs.indices {
        lines = [glyphs]
      } else {
        lines = broken.map { Array(glyphs[$0]) }
        ranges = broken
      }
    }
    if available < 2 {
      for row in lines.indices {
        for column in lines[row].indices where lines[row][column].glyph.width > available {
          lines[row][column].glyph = .ellipsis
          isTruncated = true
        }
      }
    }
    var widest = 0
    for line in lines {
      widest = max(widest, Self.width(line[...]))
    }
    size = CellSize(width: widest, height: lines.count)
  }

  /// The columns of the widest paragraph: the text's ideal width.
  public static func idealWidth(of glyphs: [StyledGlyph]) -> Int {
    var widest = 0
    var current = 0
    for styled in glyphs {
      if styled.glyph.isLineBreak {
        widest = max(widest, current)
        current = 0
      } else {
        current += styled.glyph.width
      }
    }
    return max(widest, current)
  }

  /// The columns of a run of glyphs.
  @inline(__always)
  static func width(_ glyphs: ArraySlice<StyledGlyph>) -> Int {
    var total = 0
    for styled in glyphs { total += styled.glyph.width }
    return total
  }

  private static func wrap(
    _ glyphs: [StyledGlyph], _ paragraph: Range<Int>, width: Int, into lines: inout [Range<Int>]
  ) {
    if paragraph.isEmpty || Self.width(glyphs[paragraph]) <= width {
      lines.append(paragraph)
      return
    }
    var index = paragraph.lowerBound
    while index < paragraph.upperBound {
      var lineWidth = 0
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
        if lineWidth + glyph.width > width { break }
        lineWidth += glyph.width
        end += 1
        if end > index + 1 && (glyph.base == "-" || Self.breaksAnywhere(glyph))
          && end < paragraph.upperBound
          && !glyphs[end].glyph.isSpace
        {
          candidate = (end, end)
        }
      }
      if end == paragraph.upperBound {
        lines.append(index..<end)
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
      } else {
        lines.append(index..<index + 1)
        next = index + 1
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

  /// `glyphs` cut to `width` columns with "…" where text was removed.
  static func truncate(_ glyphs: [StyledGlyph], width: Int, mode: TextTruncation) -> [StyledGlyph] {
    let room = width - 1
    func prefix(_ columns: Int) -> [StyledGlyph] {
      var used = 0
      var end = 0
      while end < glyphs.count && used + glyphs[end].glyph.width <= columns {
        used += glyphs[end].glyph.width
        end += 1
      }
      while end > 0 && glyphs[end - 1].glyph.isSpace { end -= 1 }
      return Array(glyphs[..<end])
    }
    func suffix(_ columns: Int) -> [StyledGlyph] {
      var used = 0
      var start = glyphs.count
      while start > 0 && used + glyphs[start - 1].glyph.width <= columns {
        used += glyphs[start - 1].glyph.width
        start -= 1
      }
      while start < glyphs.count && glyphs[start].glyph.isSpace { start += 1 }
      return Array(glyphs[start...])
    }
    let style = glyphs.last?.style ?? .plain
    let ellipsis = StyledGlyph(.ellipsis, style: style)
    switch mode {
    case .tail:
      var kept = prefix(room)
      kept.append(StyledGlyph(.ellipsis, style: kept.last?.style ?? style))
      return kept
    case .head:
      return [StyledGlyph(.ellipsis, style: glyphs.first?.style ?? style)] + suffix(room)
    case .middle:
      let front = prefix((room + 1) / 2)
      let back = suffix(room - Self.width(front[...]))
      return front + [ellipsis] + back
    }
  }
}
