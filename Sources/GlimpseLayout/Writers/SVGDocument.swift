/// A standalone SVG file of drawings stacked one under another, each under its heading:
/// what `glimpse render --format svg` writes, and what GitHub shows inline.
public enum SVGDocument {
  /// One drawing and the line above it.
  public struct Panel: Sendable {
    /// The line above the drawing (a presentation's heading); nil for none.
    public var heading: String?
    /// The drawing.
    public var canvas: Canvas

    /// A drawing under `heading`.
    public init(heading: String?, canvas: Canvas) {
      self.heading = heading
      self.canvas = canvas
    }
  }

  /// The SVG document: a title line (when given), then each panel's heading and drawing,
  /// a blank row between panels, a margin of one cell all round. Everything from outside
  /// (titles, headings, glyphs) is escaped; the output is the same for the same input.
  public static func document(title: String?, panels: [Panel], style: PictureStyle) -> String {
    let (cellWidth, cellHeight) = (style.cellWidth, style.cellHeight)
    var columns = title.map(GlyphScanner.width(of:)) ?? 0
    var rows = title == nil ? 0 : 2
    for (index, panel) in panels.enumerated() {
      columns = max(columns, panel.canvas.width, panel.heading.map(GlyphScanner.width(of:)) ?? 0)
      rows += panel.canvas.height + (panel.heading == nil ? 0 : 1) + (index > 0 ? 1 : 0)
    }
    let pixelWidth = (columns + 2) * cellWidth
    let pixelHeight = (rows + 2) * cellHeight
    var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pixelWidth)\""
    output += " height=\"\(pixelHeight)\" viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\""
    output += " font-family=\"\(MarkupText.escaped(style.fontFamily))\""
    output += " font-size=\"\(Canvas.pixelText(style.fontSize))\">\n"
    if let title { output += "<title>\(MarkupText.escaped(title))</title>\n" }
    output +=
      "<rect width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" fill=\"\(MarkupText.hex(style.background))\"/>\n"
    var row = 1
    func line(_ text: String) {
      output += headingElement(text, x: cellWidth, row: row, style: style)
      row += 1
    }
    if let title {
      line(title)
      row += 1
    }
    for (index, panel) in panels.enumerated() {
      if index > 0 { row += 1 }
      if let heading = panel.heading { line(heading) }
      output += panel.canvas.svgElements(style: style, origin: (cellWidth, row * cellHeight))
      row += panel.canvas.height
    }
    output += "</svg>\n"
    return output
  }

  /// One line of label text from the left of row `row`, in the label colour (the font is
  /// the document's).
  static func headingElement(_ text: String, x: Int, row: Int, style: PictureStyle) -> String {
    let baseline = row * style.cellHeight + style.baseline
    return "<text x=\"\(x)\" y=\"\(baseline)\" fill=\"\(MarkupText.hex(style.label))\">"
      + MarkupText.escaped(text) + "</text>\n"
  }
}
