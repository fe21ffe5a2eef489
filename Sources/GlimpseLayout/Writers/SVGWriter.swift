extension Canvas {
  /// SVG elements that draw the canvas on an exact character grid, its top-left corner at
  /// `origin` (in pixels): backgrounds as rectangles (a run of cells of one colour is one
  /// rectangle, and equal runs on the rows below join it), then glyphs, each centred on
  /// its own cell (a wide glyph on its two), so that a box's right border is one column
  /// whatever font the viewer has. Runs of narrow glyphs in one style share a `<text>`
  /// element that gives every glyph its own x.
  ///
  /// Reverse video swaps the colours, dim text is mixed halfway into its background, and
  /// bold, italic, underline and strikethrough become font attributes.
  public func svgElements(style: PictureStyle, origin: (x: Int, y: Int) = (0, 0)) -> String {
    var output = MarkupBytes(capacity: width * height * 6)
    output.append("<g font-family=\"")
    output.append(safe: MarkupText.escaped(style.fontFamily))
    output.append("\" font-size=\"")
    output.append(safe: Self.pixelText(style.fontSize))
    output.append("\" text-anchor=\"middle\">\n")
    func rect(x: Int, y: Int, width: Int, height: Int, color: TerminalColor) {
      output.append("<rect x=\"")
      output.append(x)
      output.append("\" y=\"")
      output.append(y)
      output.append("\" width=\"")
      output.append(width)
      output.append("\" height=\"")
      output.append(height)
      output.append("\" fill=\"")
      output.append(color)
      output.append("\"/>\n")
    }
    rect(
      x: origin.x, y: origin.y, width: width * style.cellWidth, height: height * style.cellHeight,
      color: style.background)
    for run in backgroundRuns(style: style) {
      rect(
        x: origin.x + run.x * style.cellWidth, y: origin.y + run.y * style.cellHeight,
        width: run.width * style.cellWidth, height: run.height * style.cellHeight,
        color: run.color)
    }
    var row = TextRowWriter()
    for y in 0..<height {
      appendTextRow(y, style: style, origin: origin, writer: &row, to: &output)
    }
    output.append("</g>\n")
    return output.text
  }

  /// The colours a cell is drawn in: defaults resolved, reverse video and dimming applied.
  func pictureColors(of cell: Cell, style: PictureStyle) -> (
    foreground: TerminalColor, background: TerminalColor
  ) {
    var foreground =
      cell.style.foreground.isDefault ? style.foreground : cell.style.foreground.opaque
    var background =
      cell.style.background.isDefault ? style.background : cell.style.background.opaque
    if cell.style.attributes.contains(.reverse) { swap(&foreground, &background) }
    if cell.style.attributes.contains(.dim) {
      foreground = foreground.blended(over: background, fraction: 0.5)
    }
    return (foreground, background)
  }

  /// A rectangle of cells of one background colour.
  private struct BackgroundRun {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var color: TerminalColor
  }

  /// The cells whose background differs from the picture's, as few rectangles as runs
  /// per row allow: a run exactly below an equal one extends it.
  private func backgroundRuns(style: PictureStyle) -> [BackgroundRun] {
    var runs: [BackgroundRun] = []
    /// Runs that ended on the previous row, by their columns and colour.
    var open: [Int: Int] = [:]
    func key(_ x: Int, _ width: Int) -> Int { x << 20 | width }
    for y in 0..<height {
      var next: [Int: Int] = [:]
      var x = 0
      while x < width {
        let color = pictureColors(of: self[x, y], style: style).background
        var end = x + 1
        while end < width, pictureColors(of: self[end, y], style: style).background == color {
          end += 1
        }
        if color != style.background {
          let runKey = key(x, end - x)
          if let index = open[runKey], runs[index].color == color {
            runs[index].height += 1
            next[runKey] = index
          } else {
            runs.append(BackgroundRun(x: x, y: y, width: end - x, height: 1, color: color))
            next[runKey] = runs.count - 1
          }
        }
        x = end
      }
      open = next
    }
    return runs
  }

  /// What a run of text shares: colour and font attributes.
  private struct TextStyle: Equatable {
    var color: TerminalColor
    var attributes: CellAttributes

    /// Appends the SVG presentation attributes, each with a leading space.
    func appendAttributes(to output: inout MarkupBytes) {
      output.append(" fill=\"")
      output.append(color)
      output.append("\"")
      if attributes.contains(.bold) { output.append(" font-weight=\"bold\"") }
      if attributes.contains(.italic) { output.append(" font-style=\"italic\"") }
      switch (attributes.contains(.underline), attributes.contains(.strikethrough)) {
      case (true, true): output.append(" text-decoration=\"underline line-through\"")
      case (true, false): output.append(" text-decoration=\"underline\"")
      case (false, true): output.append(" text-decoration=\"line-through\"")
      case (false, false): break
      }
    }
  }

  /// The run of text being gathered on a row: its style, its glyphs' x positions and
  /// its escaped text (buffers kept from row to row).
  private struct TextRowWriter {
    var style: TextStyle?
    var positions = MarkupBytes()
    var text = MarkupBytes()
  }

  /// Appends the glyphs of row `y`.
  private func appendTextRow(
    _ y: Int, style: PictureStyle, origin: (x: Int, y: Int), writer run: inout TextRowWriter,
    to output: inout MarkupBytes
  ) {
    let baseline = origin.y + y * style.cellHeight + style.baseline
    /// Starts a `<text>` element at `doubledX` / 2 in `textStyle`, up to its content.
    func open(doubledX: Int, positions: MarkupBytes?, textStyle: TextStyle) {
      output.append("<text x=\"")
      if let positions { output.append(positions) } else { output.append(half: doubledX) }
      output.append("\" y=\"")
      output.append(baseline)
      output.append("\"")
      textStyle.appendAttributes(to: &output)
      output.append(">")
    }
    func flush() {
      guard let current = run.style, !run.text.isEmpty else { return }
      open(doubledX: 0, positions: run.positions, textStyle: current)
      output.append(run.text)
      output.append("</text>\n")
      run.style = nil
      run.positions.removeAll()
      run.text.removeAll()
    }
    func doubledCenter(_ x: Int, span: Int) -> Int {
      2 * origin.x + (2 * x + span) * style.cellWidth
    }
    run.style = nil
    run.positions.removeAll()
    run.text.removeAll()
    for x in 0..<width {
      let cell = self[x, y]
      if cell.isContinuation { continue }
      let attributes = cell.style.attributes.subtracting([.reverse, .dim])
      let textStyle = TextStyle(
        color: pictureColors(of: cell, style: style).foreground, attributes: attributes)
      let wide = x + 1 < width && self[x + 1, y].isContinuation
      let span = wide ? 2 : 1
      let scalar = baseScalar(of: cell)
      let decorated = !attributes.intersection([.underline, .strikethrough]).isEmpty
      if scalar == " " && !cell.isCluster {
        flush()
        // A decorated blank still shows its line: a no-break space is never collapsed.
        if decorated {
          open(doubledX: doubledCenter(x, span: 1), positions: nil, textStyle: textStyle)
          output.append("\u{A0}</text>\n")
        }
        continue
      }
      // One scalar of one column in the Basic Multilingual Plane is one position in an x
      // list by any reading of SVG; anything else gets an element of its own.
      let simple = !cell.isCluster && !wide && scalar.value < 0x1_0000
      if simple, run.style == textStyle {
        run.positions.append(" ")
        run.positions.append(half: doubledCenter(x, span: 1))
        run.text.append(escaped: scalar)
        continue
      }
      flush()
      if simple {
        run.style = textStyle
        run.positions.append(half: doubledCenter(x, span: 1))
        run.text.append(escaped: scalar)
      } else {
        open(doubledX: doubledCenter(x, span: span), positions: nil, textStyle: textStyle)
        output.append(safe: MarkupText.escaped(glyphString(for: cell)))
        output.append("</text>\n")
      }
    }
    flush()
  }

  /// A pixel position: whole numbers without a decimal point, halves with one digit.
  static func pixelText(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
