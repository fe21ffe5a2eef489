/// Draws each kind of ``PlotMark`` on a ``PlotRaster``.
enum PlotMarkDrawing {
  /// Lower eighth blocks, one to eight eighths: `▁▂▃▄▅▆▇█`.
  static let lowerBlocks: [Unicode.Scalar] = [
    "\u{2581}", "\u{2582}", "\u{2583}", "\u{2584}", "\u{2585}", "\u{2586}", "\u{2587}",
    "\u{2588}",
  ]
  /// Left eighth blocks, one to eight eighths: `▏▎▍▌▋▊▉█`.
  static let leftBlocks: [Unicode.Scalar] = [
    "\u{258F}", "\u{258E}", "\u{258D}", "\u{258C}", "\u{258B}", "\u{258A}", "\u{2589}",
    "\u{2588}",
  ]

  static func draw(_ mark: PlotMark, on raster: inout PlotRaster, scale: PlotScale) {
    switch mark {
    case .line(let points, let interpolation, let color):
      drawLine(points, interpolation: interpolation, color: color, on: &raster, scale: scale)
    case .point(let point, let size, let color):
      drawPoint(point, size: size, color: color, on: &raster, scale: scale)
    case .bar(let x, let y, let horizontal, let color):
      if horizontal {
        drawHorizontalBar(x: x, y: y, color: color, on: &raster, scale: scale)
      } else {
        for column in columns(of: x, scale: scale) {
          fillColumn(
            column, from: scale.eighthsUp(y.lower), to: scale.eighthsUp(y.upper), color: color,
            on: &raster)
        }
      }
    case .area(let points, let color):
      drawArea(points, color: color, on: &raster, scale: scale)
    case .rule(let x, let y, let dashed, let color):
      drawRule(x: x, y: y, dashed: dashed, color: color, on: &raster, scale: scale)
    case .rectangle(let x, let y, let color):
      let rowRange = rows(of: y, scale: scale)
      for row in rowRange {
        for column in columns(of: x, scale: scale) {
          raster.paintBackground(color, column: column, row: row)
        }
      }
    }
  }

  /// The columns a span covers: those whose middle it contains, or the one its middle is
  /// in when it covers no column's middle.
  static func columns(of span: PlotSpan, scale: PlotScale) -> Range<Int> {
    cells(
      from: scale.cellsFromLeft(span.lower), to: scale.cellsFromLeft(span.upper),
      count: scale.width)
  }

  /// The rows a span covers, top first.
  static func rows(of span: PlotSpan, scale: PlotScale) -> Range<Int> {
    cells(
      from: scale.cellsFromTop(span.upper), to: scale.cellsFromTop(span.lower),
      count: scale.height)
  }

  /// The cells from `start` to `end` (in cells, unclamped) covers, within `0..<count`;
  /// empty when the span lies outside.
  private static func cells(from start: Double, to end: Double, count: Int) -> Range<Int> {
    guard end >= 0, start <= Double(count), count > 0 else { return 0..<0 }
    let clampedStart = max(0, start)
    let clampedEnd = min(Double(count), end)
    let first = Int((clampedStart - 0.5).rounded(.up))
    let last = Int((clampedEnd - 0.5).rounded(.down))
    if first <= last { return max(0, first)..<min(count, last + 1) }
    let middle = min(count - 1, max(0, Int((clampedStart + clampedEnd) / 2)))
    return middle < 0 ? 0..<0 : middle..<middle + 1
  }

  /// Fills column `column` from `bottom` to `top` eighths up, in eighth blocks.
  static func fillColumn(
    _ column: Int, from bottom: Int, to top: Int, color: TerminalColor, on raster: inout PlotRaster
  ) {
    guard top > bottom else { return }
    for row in 0..<raster.height {
      let cellBottom = (raster.height - 1 - row) * 8
      let covered = min(top, cellBottom + 8) - max(bottom, cellBottom)
      guard covered > 0 else { continue }
      // A cell covered from below shows a lower block; one covered only in its upper part
      // (a bar starting mid-cell) shows full when mostly covered, else nothing.
      if bottom <= cellBottom {
        raster.setGlyph(lowerBlocks[covered - 1], column: column, row: row, color: color)
      } else if top >= cellBottom + 8,
        let below = raster.wholeGlyph(column: column, row: row),
        lowerBlocks.dropLast().contains(below)
      {
        // The top of the cell over a bar below (a stack): the bar keeps its block and
        // this one fills the rest as the cell's background.
        raster.paintBackground(color, column: column, row: row)
      } else if covered >= 4 {
        raster.setGlyph(
          covered >= 8 ? "\u{2588}" : "\u{2580}", column: column, row: row, color: color)
      }
    }
  }

  private static func drawHorizontalBar(
    x: PlotSpan, y: PlotSpan, color: TerminalColor, on raster: inout PlotRaster, scale: PlotScale
  ) {
    let left = scale.eighthsRight(x.lower)
    let right = scale.eighthsRight(x.upper)
    guard right > left else { return }
    for row in rows(of: y, scale: scale) {
      for column in 0..<raster.width {
        let cellLeft = column * 8
        let covered = min(right, cellLeft + 8) - max(left, cellLeft)
        guard covered > 0 else { continue }
        if left <= cellLeft {
          raster.setGlyph(leftBlocks[covered - 1], column: column, row: row, color: color)
        } else if covered >= 4 {
          raster.setGlyph(
            covered >= 8 ? "\u{2588}" : "\u{2590}", column: column, row: row, color: color)
        }
      }
    }
  }

  private static func drawLine(
    _ points: [PlotPoint], interpolation: PlotInterpolation, color: TerminalColor,
    on raster: inout PlotRaster, scale: PlotScale
  ) {
    raster.withDotPen(color: color) { pen in
      var previous: (x: Int, y: Int)?
      for point in points {
        guard point.x.isFinite, point.y.isFinite else {
          previous = nil
          continue
        }
        let current = (x: scale.dotX(point.x), y: scale.dotY(point.y))
        guard let last = previous else {
          pen.setDot(x: current.x, y: current.y)
          previous = current
          continue
        }
        switch interpolation {
        case .linear:
          pen.drawLine(x0: last.x, y0: last.y, x1: current.x, y1: current.y)
        case .stepEnd:
          pen.drawLine(x0: last.x, y0: last.y, x1: current.x, y1: last.y)
          pen.drawLine(x0: current.x, y0: last.y, x1: current.x, y1: current.y)
        case .stepStart:
          pen.drawLine(x0: last.x, y0: last.y, x1: last.x, y1: current.y)
          pen.drawLine(x0: last.x, y0: current.y, x1: current.x, y1: current.y)
        case .stepCenter:
          let middle = (last.x + current.x) / 2
          pen.drawLine(x0: last.x, y0: last.y, x1: middle, y1: last.y)
          pen.drawLine(x0: middle, y0: last.y, x1: middle, y1: current.y)
          pen.drawLine(x0: middle, y0: current.y, x1: current.x, y1: current.y)
        }
        previous = current
      }
    }
  }

  /// A point's dots: one dot for Swift Charts' default symbol (30 square points), more
  /// across (a dot is 3.5 pt) and down (5 pt) for larger symbols, at most a cell's worth.
  private static func drawPoint(
    _ point: PlotPoint, size: Double, color: TerminalColor, on raster: inout PlotRaster,
    scale: PlotScale
  ) {
    guard point.x.isFinite, point.y.isFinite else { return }
    let diameter = size > 0 && size.isFinite ? size.squareRoot() : 0
    let across = min(4, max(1, Int(diameter / 3.5)))
    let down = min(4, max(1, Int(diameter / 5)))
    let x = scale.dotX(point.x) - (across - 1) / 2
    let y = scale.dotY(point.y) - (down - 1) / 2
    raster.withDotPen(color: color) { pen in
      for dy in 0..<down {
        for dx in 0..<across {
          pen.setDot(x: x + dx, y: y + dy)
        }
      }
    }
  }

  private static func drawArea(
    _ points: [PlotAreaPoint], color: TerminalColor, on raster: inout PlotRaster,
    scale: PlotScale
  ) {
    let finite = points.filter { $0.x.isFinite && $0.lower.isFinite && $0.upper.isFinite }
      .sorted { $0.x < $1.x }
    guard let first = finite.first, let last = finite.last else { return }
    let covered = columns(of: PlotSpan(first.x, last.x), scale: scale)
    var segment = 0
    for column in covered {
      let x = scale.xLower + (Double(column) + 0.5) / Double(scale.width) * scale.xSpan
      while segment + 1 < finite.count - 1 && finite[segment + 1].x < x { segment += 1 }
      let left = finite[segment]
      let right = finite[min(segment + 1, finite.count - 1)]
      let span = right.x - left.x
      let t = span > 0 ? min(1, max(0, (x - left.x) / span)) : 0
      let lower = left.lower + (right.lower - left.lower) * t
      let upper = left.upper + (right.upper - left.upper) * t
      fillColumn(
        column, from: scale.eighthsUp(lower), to: scale.eighthsUp(upper), color: color,
        on: &raster)
    }
  }

  private static func drawRule(
    x: PlotSpan, y: PlotSpan, dashed: Bool, color: TerminalColor, on raster: inout PlotRaster,
    scale: PlotScale
  ) {
    if x.lower == x.upper && y.lower != y.upper {
      guard let column = scale.column(forX: x.lower) else { return }
      for row in rows(of: y, scale: scale) {
        raster.setLineGlyph(
          dashed ? "\u{2506}" : "\u{2502}", column: column, row: row, color: color)
      }
      return
    }
    guard let row = scale.row(forY: y.lower) else { return }
    for column in columns(of: x, scale: scale) {
      raster.setLineGlyph(
        dashed ? "\u{2504}" : "\u{2500}", column: column, row: row, color: color)
    }
  }
}
