import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse

/// `glimpse density --format html`: the sweep as one contact sheet.
@MainActor
@Suite struct DensityHTMLTests {
  func run(_ arguments: [String]) throws -> String {
    try Glimpse.execute(arguments, previews: DemoGallery.all, isTerminal: false, environment: [:])
      .text
  }

  @Test func theSheetHasTheSweepsSettingsEveryRenderAndEveryRecord() throws {
    let sweep = ["density", "coffee-order", "--pseudo", "none,double", "--jobs", "1"]
    let html = try run(sweep + ["--format", "html"])
    let json = try run(sweep + ["--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let records = try #require(document["records"] as? [[String: Any]])
    #expect(!records.isEmpty)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<tr><th>pseudo-languages</th><td>none, double</td></tr>"))
    #expect(
      html.contains(
        "<tr><th>devices</th><td>iphone-16-pro, iphone-16-pro-max, watch-45</td></tr>"))
    // One outline and one listed record per record in the JSON.
    #expect(html.components(separatedBy: "fill=\"none\" stroke=").count - 1 == records.count)
    #expect(html.components(separatedBy: "<li><span class=\"kind\">").count - 1 == records.count)
    // Grouped by presentation and device, the devices in the sweep's order.
    let phone = try #require(html.range(of: "<h2>lock-screen · iphone-16-pro</h2>"))
    let watch = try #require(html.range(of: "<h2>watch · watch-45</h2>"))
    #expect(phone.upperBound < watch.lowerBound)
    #expect(html.contains("<figcaption>state 1 waiting · en_US · double · large · 1 misfit"))
  }

  /// The sheet groups its records into findings as the text report does, before the renders.
  @Test func theSheetListsTheFindingsEachOnceBeforeTheRenders() throws {
    let html = try Glimpse.execute(
      ["density", "coffee-order", "--format", "html"], previews: DemoGallery.all,
      isTerminal: false, environment: [:]
    ).text
    let findings = try #require(html.range(of: "<section id=\"findings\">"))
    #expect(html.contains("<h2>Findings: 2 (24 records)</h2>"))
    #expect(html.components(separatedBy: "<li>expanded · iphone-16-pro · states 1-6").count == 2)
    let firstRender = try #require(html.range(of: "<section id=\"group-1\">"))
    #expect(findings.lowerBound < firstRender.lowerBound)
  }

  @Test func anUnknownFormatIsOneClearLine() {
    #expect(throws: CLIError.self) {
      try run(["density", "coffee-order", "--format", "svg"])
    }
  }
}
