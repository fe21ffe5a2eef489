import Foundation
import Testing

@testable import GlimpseLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct SVGWriterTests {
  private let red = TerminalColor(red: UInt8(255), green: 0, blue: 0)
  private let blue = TerminalColor(red: UInt8(0), green: 0, blue: 255)
  private let style = PictureStyle.dark

  private func canvas(_ rows: [String], style cellStyle: CellStyle = .plain) -> Canvas {
    let width = rows.map(GlyphScanner.width(of:)).max() ?? 0
    var canvas = Canvas(width: width, height: rows.count)
    for (y, row) in rows.enumerated() { canvas.write(row, x: 0, y: y, style: cellStyle) }
    return canvas
  }

  /// Whether `document` is well-formed XML, as a browser's SVG parser requires.
  private func isWellFormed(_ document: String) -> Bool {
    XMLParser(data: Data(document.utf8)).parse()
  }

  @Test func markupInAStateStringIsEscapedAndControlCharactersAreDrawnVisibly() {
    let hostile = "<script>alert(\"x\")</script> & \u{1B}[31m"
    let document = SVGDocument.document(
      title: hostile, panels: [SVGDocument.Panel(heading: hostile, canvas: canvas([hostile]))],
      style: style)
    #expect(!document.contains("<script"))
    #expect(!document.contains("\u{1B}"))
    #expect(document.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ␛[31m"))
    #expect(document.contains("&lt;/script&gt;"))
    #expect(isWellFormed(document))
  }

  @Test func charactersXMLCannotHoldAreReplaced() {
    var drawing = Canvas(width: 2, height: 1)
    drawing.put(TextGlyph(base: Unicode.Scalar(0xFFFE)!, width: 1), x: 0, y: 0, style: .plain)
    drawing.put(TextGlyph(base: "\u{1}", width: 1), x: 1, y: 0, style: .plain)
    let document = SVGDocument.document(
      title: nil, panels: [SVGDocument.Panel(heading: nil, canvas: drawing)], style: style)
    #expect(!document.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 1 })
    #expect(document.contains(">\u{FFFD}␁</text>"))
    #expect(isWellFormed(document))
  }

  @Test func everyGlyphIsCentredOnItsOwnCellAndAWideGlyphOnItsTwo() {
    let elements = canvas(["a世b"]).svgElements(style: style)
    // Cells are 9 px wide: "a" in column 0, 世 in columns 1 and 2, "b" in column 3.
    #expect(elements.contains("<text x=\"4.5\" y=\"14\" fill=\"#FFFFFF\">a</text>"))
    #expect(elements.contains("<text x=\"18\" y=\"14\" fill=\"#FFFFFF\">世</text>"))
    #expect(elements.contains("<text x=\"31.5\" y=\"14\" fill=\"#FFFFFF\">b</text>"))
  }

  @Test func aRunOfNarrowGlyphsGivesEachItsX() {
    let elements = canvas(["│ab │"]).svgElements(style: style, origin: (x: 9, y: 18))
    #expect(elements.contains("<text x=\"13.5 22.5 31.5\" y=\"32\" fill=\"#FFFFFF\">│ab</text>"))
    #expect(elements.contains("<text x=\"49.5\" y=\"32\" fill=\"#FFFFFF\">│</text>"))
  }

  /// Every glyph of `elements` with its x and y, read back from the `<text>` elements.
  private func placedGlyphs(_ elements: String) -> [(glyph: String, x: Double, y: Double)] {
    var placed: [(String, Double, Double)] = []
    for line in elements.split(separator: "\n") where line.hasPrefix("<text x=\"") {
      let fields = line.split(separator: "\"", omittingEmptySubsequences: false)
      let xs = fields[1].split(separator: " ").compactMap { Double($0) }
      let y = Double(fields[3]) ?? -1
      guard let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>") else {
        continue
      }
      let text = String(line[line.index(after: open)..<close.lowerBound])
      let glyphs = xs.count == 1 ? [text] : text.unicodeScalars.map { String($0) }
      for (glyph, x) in zip(glyphs, xs) { placed.append((glyph, x, y)) }
    }
    return placed
  }

  @Test func aBoxsRightBorderIsInOneColumnOnEveryRowWhateverTheRowHolds() {
    let box = canvas(["╭────╮", "│世界│", "│a🍕 │", "╰────╯"])
    let placed = placedGlyphs(box.svgElements(style: style))
    let rows = Dictionary(grouping: placed, by: \.y)
    #expect(rows.count == 4)
    for (_, glyphs) in rows {
      let rightmost = glyphs.max { $0.x < $1.x }
      // Six columns of 9 px: the last one's centre is 49.5.
      #expect(rightmost?.x == 49.5)
      #expect(["╮", "│", "╯"].contains(rightmost?.glyph ?? ""))
    }
    #expect(placed.contains { $0.glyph == "🍕" && $0.x == 27 })
  }

  @Test func coloursAndAttributesAreDrawn() {
    let styled = CellStyle(foreground: red, background: blue, attributes: [.bold, .underline])
    let elements = canvas(["hi"], style: styled).svgElements(style: style)
    #expect(
      elements.contains("<rect x=\"0\" y=\"0\" width=\"18\" height=\"18\" fill=\"#0000FF\"/>"))
    #expect(
      elements.contains(
        "fill=\"#FF0000\" font-weight=\"bold\" text-decoration=\"underline\">hi</text>"))
  }

  @Test func reverseVideoSwapsTheColoursAndDefaultsTakeTheStylesColours() {
    let reversed = CellStyle(foreground: red, attributes: .reverse)
    let elements = canvas(["x"], style: reversed).svgElements(style: style)
    // The default background (black) becomes the glyph's colour, red the cell's.
    #expect(elements.contains("height=\"18\" fill=\"#FF0000\"/>"))
    #expect(elements.contains("fill=\"#000000\">x</text>"))
  }

  @Test func equalBackgroundRunsOnRowsBelowJoinOneRectangle() {
    var drawing = Canvas(width: 6, height: 4)
    drawing.paintBackground(blue, in: CellRect(x: 1, y: 0, width: 3, height: 3))
    drawing.paintBackground(red, in: CellRect(x: 1, y: 3, width: 3, height: 1))
    let rects = drawing.svgElements(style: style).split(separator: "\n").filter {
      $0.hasPrefix("<rect")
    }
    #expect(
      rects == [
        "<rect x=\"0\" y=\"0\" width=\"54\" height=\"72\" fill=\"#000000\"/>",
        "<rect x=\"9\" y=\"0\" width=\"27\" height=\"54\" fill=\"#0000FF\"/>",
        "<rect x=\"9\" y=\"54\" width=\"27\" height=\"18\" fill=\"#FF0000\"/>",
      ])
  }

  @Test func theDocumentIsTheSameEveryTimeAndMatchesItsGolden() {
    let panel = SVGDocument.Panel(heading: "CARD", canvas: canvas(["ab"]))
    let first = SVGDocument.document(title: "T", panels: [panel], style: style)
    let second = SVGDocument.document(title: "T", panels: [panel], style: style)
    #expect(first == second)
    let font = "&#39;DejaVu Sans Mono&#39;, Menlo, Consolas, &#39;Liberation Mono&#39;, monospace"
    #expect(
      first == """
        <svg xmlns="http://www.w3.org/2000/svg" width="54" height="108" viewBox="0 0 54 108" \
        font-family="\(font)" font-size="15">
        <title>T</title>
        <rect width="54" height="108" fill="#000000"/>
        <text x="9" y="32" fill="#8E8E93">T</text>
        <text x="9" y="68" fill="#8E8E93">CARD</text>
        <g font-family="\(font)" font-size="15" text-anchor="middle">
        <rect x="9" y="72" width="18" height="18" fill="#000000"/>
        <text x="13.5 22.5" y="86" fill="#FFFFFF">ab</text>
        </g>
        </svg>

        """)
  }

  @Test func panelsStackWithTheirHeadingsAndTheDocumentFitsTheWidest() {
    let document = SVGDocument.document(
      title: nil,
      panels: [
        SVGDocument.Panel(heading: "ONE", canvas: canvas(["1234567890"])),
        SVGDocument.Panel(heading: "TWO", canvas: canvas(["12", "34"])),
      ], style: style)
    // 10 columns and a margin each side; rows: margin, ONE, 1, gap, TWO, 2, margin.
    #expect(
      document.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"108\" height=\"144\""))
    #expect(document.contains("<text x=\"9\" y=\"32\" fill=\"#8E8E93\">ONE</text>"))
    #expect(document.contains("<text x=\"9\" y=\"86\" fill=\"#8E8E93\">TWO</text>"))
    #expect(isWellFormed(document))
  }

  @Test func coloursAndHalfPixelsAreWrittenAsTheyAre() {
    for hex in ["#0A84FF", "#1C1C1E", "#FFFFFF", "#000000", "#ABCDEF", "#09F0A1"] {
      let color = TerminalColor(hex: hex)!
      #expect(MarkupText.hex(color) == hex)
      #expect(MarkupText.hex(color.withAlpha(0.5)) == hex)
    }
    var numbers = MarkupBytes()
    for (index, doubled) in [27, 36, 1, 0, 2_000_001].enumerated() {
      if index > 0 { numbers.append(" ") }
      numbers.append(half: doubled)
    }
    numbers.append(" ")
    numbers.append(-42)
    #expect(numbers.text == "13.5 18 0.5 0 1000000.5 -42")
  }
}
