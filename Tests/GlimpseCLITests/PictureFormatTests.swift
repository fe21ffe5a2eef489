import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `render --format svg` and `--format html`: pictures of a render, whole and escaped.
@MainActor
@Suite struct PictureFormatTests {
  func run(_ arguments: [String]) throws -> String {
    try Glimpse.execute(arguments, previews: DemoGallery.all, isTerminal: false, environment: [:])
      .text
  }

  /// The demo's delivery states with the driver's name and the second state's name set to
  /// `text`, written to a scratch file; its path.
  func deliveryStates(naming text: String) throws -> String {
    let demo = try JSONSerialization.jsonObject(
      with: Data(
        contentsOf: URL(fileURLWithPath: #filePath)
          .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("Sources/GlimpseDemos/States/delivery.json")))
    var file = try #require(demo as? [String: Any])
    var states = try #require(file["states"] as? [[String: Any]])
    var state = try #require(states[1]["state"] as? [String: Any])
    state["driverName"] = text
    states[1]["state"] = state
    states[1]["name"] = text
    file["states"] = states
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-pictures-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: file).write(to: url)
    return url.path
  }

  @Test func anSVGIsOneWellFormedDocumentInTheThemesColours() throws {
    let svg = try run(["render", "delivery", "--presentation", "lock-screen", "--format", "svg"])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>"))
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    // The dark theme: black behind, the card's border grey, the progress bar blue.
    #expect(svg.contains("fill=\"#000000\""))
    #expect(svg.contains("fill=\"#48484A\">╭"))
    #expect(svg.contains("fill=\"#0A84FF\">━"))
    #expect(svg.contains(">LOCK SCREEN · iPhone 16 Pro · 53 col (371 pt)</text>"))
    #expect(
      svg == (try run(["render", "delivery", "--presentation", "lock-screen", "--format", "svg"])))
  }

  @Test func aStateStringOfMarkupAndEscapesIsShownAsText() throws {
    let hostile = "<script>alert(1)</script>\u{1B}[2J&"
    let path = try deliveryStates(naming: hostile)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for format in ["svg", "html"] {
      let output = try run([
        "render", "delivery", "--states", path, "--state", "2", "--format", format,
      ])
      #expect(!output.contains("<script"), "\(format)")
      #expect(!output.contains("\u{1B}"), "\(format)")
      #expect(output.contains("&lt;script&gt;alert(1)&lt;/script&gt;␛[2J&amp;"), "\(format)")
      if format == "svg" { #expect(XMLParser(data: Data(output.utf8)).parse()) }
    }
  }

  @Test func aSheetGroupsByPresentationAndOutlinesWhatDoesNotFit() throws {
    let html = try run([
      "render", "delivery", "--presentation", "lock-screen,compact", "--width", "20",
      "--format", "html",
    ])
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<tr><th>activity</th><td>delivery</td></tr>"))
    #expect(html.contains("<h2>lock-screen · iphone-16-pro</h2>"))
    #expect(html.contains("<h2>compact · iphone-16-pro</h2>"))
    #expect(html.contains("<span class=\"kind\">cut at a height limit</span> · 30 pt over"))
    #expect(html.contains("fill=\"none\" stroke=\"#FF375F\""))
    #expect(!html.contains("<script"))
  }

  @Test func textOnlyOptionsRefuseAPicture() throws {
    for option in ["--timeline", "--explain"] {
      #expect(throws: CLIError.self) {
        try run(["render", "delivery", option, "--format", "svg"])
      }
    }
    #expect(throws: CLIError.self) { try run(["render", "delivery", "--format", "png"]) }
  }

  @Test func whenNothingShowsThePictureSaysSo() throws {
    let svg = try run(["render", "delivery", "--at", "+30h", "--format", "svg"])
    #expect(svg.contains(">(nothing shows: the activity is dismissed)</text>"))
    let html = try run(["render", "delivery", "--at", "+30h", "--format", "html"])
    #expect(
      html.contains("<tr><th>note</th><td>(nothing shows: the activity is dismissed)</td></tr>"))
    #expect(html.contains("0 renders · 0 with misfits"))
    #expect(!html.contains("<figure"))
  }
}
