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
    var output = ""
    output.reserveCapacity(width * height * 4)
    output += "<g font-family=\"\(MarkupText.escaped(style.fontFamily))\""
    output += " font-size=\"\(Self.pixelText(style.fontSize))\" text-anchor=\"middle\">\n"
    let pixelWidth = width * style.cellWidth
    let pixelHeight = height * style.cellHeight
    output += "<rect x=\"\(origin.x)\" y=\"\(origin.y)\" width=\"\(pixelWidth)\""
    output += " height=\"\(pixelHeight)\" fill=\"\(MarkupText.hex(style.background))\"/>\n"
    for rect in backgroundRuns(style: style) {
      output += "<rect x=\"\(origin.x + rect.x * style.cellWidth)\""
      output += " y=\"\(origin.y + rect.y * style.cellHeight)\""
      output += " width=\"\(rect.width * style.cellWidth)\""
      output +=
        " height=\"\(rect.height * style.cellHeight)\" fill=\"\(MarkupText.hex(rect.color))\"/>\n"
    }
    for y in 0..<height {
      appendTextRow(y, style: style, origin: origin, to: &output)
    }
    output += "</g>\n"
    return output
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

    /// The SVG presentation attributes, each with a leading space.
    var svgAttributes: String {
      var output = " fill=\"\(MarkupText.hex(color))\""
      if attributes.contains(.bold) { output += " font-weight=\"bold\"" }
      if attributes.contains(.italic) { output += " font-style=\"italic\"" }
      var decorations: [String] = []
      if attributes.contains(.underline) { decorations.append("underline") }
      if attributes.contains(.strikethrough) { decorations.append("line-through") }
      if !decorations.isEmpty {
        output += " text-decoration=\"\(decorations.joined(separator: " "))\""
      }
      return output
    }
  }

  /// Appends the glyphs of row `y`.
  private func appendTextRow(
    _ y: Int, style: PictureStyle, origin: (x: Int, y: Int), to output: inout String
  ) {
    let baseline = Self.pixelText(Double(origin.y + y * style.cellHeight) + style.baseline)
    var runStyle: TextStyle?
    var runPositions: [String] = []
    var runText = ""
    func flush() {
      guard let current = runStyle, !runText.isEmpty else { return }
      output += "<text x=\"\(runPositions.joined(separator: " "))\" y=\"\(baseline)\""
      output += current.svgAttributes + ">" + runText + "</text>\n"
      runStyle = nil
      runPositions = []
      runText = ""
    }
    func center(_ x: Int, span: Int) -> String {
      MarkupText.half(2 * origin.x + (2 * x + span) * style.cellWidth)
    }
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
          output += "<text x=\"\(center(x, span: 1))\" y=\"\(baseline)\""
          output += textStyle.svgAttributes + ">\u{A0}</text>\n"
        }
        continue
      }
      // One scalar of one column in the Basic Multilingual Plane is one position in an x
      // list by any reading of SVG; anything else gets an element of its own.
      let simple = !cell.isCluster && !wide && scalar.value < 0x1_0000
      if simple, runStyle == textStyle {
        runPositions.append(center(x, span: 1))
        MarkupText.escape(scalar, into: &runText)
        continue
      }
      flush()
      if simple {
        runStyle = textStyle
        runPositions = [center(x, span: 1)]
        MarkupText.escape(scalar, into: &runText)
      } else {
        let text = MarkupText.escaped(glyphString(for: cell))
        output += "<text x=\"\(center(x, span: span))\" y=\"\(baseline)\""
        output += textStyle.svgAttributes + ">" + text + "</text>\n"
      }
    }
    flush()
  }

  /// A pixel position: whole numbers without a decimal point, halves with one digit.
  static func pixelText(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
