import Testing

@testable import GlimpseLayout

@Suite struct ContactSheetTests {
  private let style = PictureStyle.dark

  private func canvas(_ text: String, diagnostics: [LayoutDiagnostic] = []) -> Canvas {
    var canvas = Canvas(width: 12, height: 2)
    canvas.write(text, x: 0, y: 0, style: .plain)
    for diagnostic in diagnostics { canvas.note(diagnostic) }
    return canvas
  }

  private let truncation = LayoutDiagnostic(
    kind: .truncatedText, viewPath: "HStack > Text",
    rect: CellRect(x: 2, y: 1, width: 5, height: 1),
    text: "12 min left", shownText: "12 m…", columnsOver: 6, pointsOver: 26.4, fontSize: 12)

  private var sheet: ContactSheet {
    ContactSheet(
      title: "density · delivery",
      settings: [ContactSheet.Setting("devices", "iphone-16-pro, watch-45")],
      entries: [
        ContactSheet.Entry(
          presentation: "compact-trailing", device: "iphone-16-pro", title: "state 1",
          canvas: canvas("fits")),
        ContactSheet.Entry(
          presentation: "lock-screen", device: "iphone-16-pro", title: "state 1",
          canvas: canvas("card")),
        ContactSheet.Entry(
          presentation: "compact-trailing", device: "iphone-16-pro", title: "state 2",
          canvas: canvas("12 m…", diagnostics: [truncation])),
      ])
  }

  @Test func theSettingsComeFirstThenGroupsInTheOrderTheirFirstEntryCame() throws {
    let html = sheet.html(style: style)
    let settings = try #require(html.range(of: "<th>devices</th><td>iphone-16-pro, watch-45</td>"))
    let compact = try #require(html.range(of: "<h2>compact-trailing · iphone-16-pro</h2>"))
    let card = try #require(html.range(of: "<h2>lock-screen · iphone-16-pro</h2>"))
    #expect(settings.upperBound < compact.lowerBound)
    #expect(compact.upperBound < card.lowerBound)
    // Both compact entries are in the compact section, the second state after the first.
    let state2 = try #require(html.range(of: "<figcaption>state 2 · 1 misfit</figcaption>"))
    #expect(state2.upperBound < card.lowerBound)
    #expect(html.contains("3 renders · 1 with misfits · 1 truncated text"))
  }

  @Test func aMisfitIsOutlinedWhereItsCellsAreAndItsRecordListedBesideIt() {
    let html = sheet.html(style: style)
    // Cells of 9 x 18 px inside a 4 px margin: column 2, row 1, five columns wide; the
    // outline lies one pixel outside the cells.
    #expect(
      html.contains(
        "<rect x=\"21\" y=\"21\" width=\"47\" height=\"20\" fill=\"none\" stroke=\"#FF375F\""))
    #expect(
      html.contains(
        "<li><span class=\"kind\">truncated text</span> · HStack &gt; Text · &quot;12 min left&quot; shows &quot;12 m…&quot; · 26.4 pt over at 12 pt</li>"
      ))
    #expect(html.components(separatedBy: "everything fits").count == 3)
  }

  @Test func theSheetNeedsNoScriptsAndNoNetworkAndEscapesWhatItQuotes() {
    var hostile = sheet
    hostile.entries[0].title = "<script>alert(1)</script>"
    hostile.settings.append(ContactSheet.Setting("state", "\u{1B}]0;title\u{7}<iframe>"))
    let html = hostile.html(style: style)
    #expect(!html.contains("<script"))
    #expect(!html.contains("<iframe"))
    #expect(!html.contains("\u{1B}"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("␛]0;title␇&lt;iframe&gt;"))
    for network in ["src=", "href=\"http", "url(", "@import", "<link"] {
      #expect(!html.contains(network), "\(network)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.hasSuffix("</html>\n"))
  }

  @Test func everyRenderIsAnInlineSVGOnTheCharacterGrid() {
    let html = sheet.html(style: style)
    #expect(html.components(separatedBy: "<svg ").count == 4)
    // 12 columns and 2 rows of 9 x 18 px, plus the 4 px margin.
    #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"116\" height=\"44\""))
    #expect(html.contains("<text x=\"8.5 17.5 26.5 35.5\" y=\"18\" fill=\"#FFFFFF\">card</text>"))
  }

  @Test func theSameSheetGivesTheSameBytes() {
    #expect(sheet.html(style: style) == sheet.html(style: style))
  }
}
