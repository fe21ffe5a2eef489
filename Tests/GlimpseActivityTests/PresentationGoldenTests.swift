import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// Every demo's presentations, drawn and compared with golden files.
@MainActor
@Suite struct PresentationGoldenTests {
  /// All presentations of `preview` at its state `index` (from 0), one after the other.
  static func render(
    _ preview: ActivityPreview, state index: Int, device: DeviceProfile = .iPhone16Pro,
    limited: Bool = false, theme: Theme = .standard, format: (Canvas) -> String = { $0.plainText }
  ) throws -> String {
    let timeline = try preview.loadTimeline()
    let now = timeline.time(ofEvent: index)
    let moment = timeline.moment(at: now)
    let views = try #require(moment.views)
    var settings = RenderSettings(now: now)
    settings.device = device
    settings.isLimitedInWidth = limited
    settings.theme = theme
    settings.colorScheme = theme.appearance
    var sections: [String] = []
    for presentation in device.presentations + [.watch, .carPlay]
    where presentation != .standBy || !limited {
      let canvas = try PresentationRenderer.render(presentation, views: views, settings: settings)
      sections.append("== \(presentation) ==\n" + format(canvas))
    }
    return sections.joined(separator: "\n")
  }

  nonisolated static var demos: [String] {
    ["delivery", "timer", "service-visit", "coffee-order", "adventure", "sports-score", "ride"]
  }

  static func preview(_ name: String) throws -> ActivityPreview {
    try #require(DemoGallery.all.first { $0.name == name })
  }

  @Test(arguments: demos)
  func everyStateOnIPhone16Pro(demo: String) throws {
    let preview = try Self.preview(demo)
    let count = try preview.loadTimeline().events.count
    for state in 0..<count {
      Golden.assertMatches(
        try Self.render(preview, state: state), named: "\(demo)-state\(state + 1)-iphone-16-pro")
    }
  }

  @Test(arguments: demos)
  func proMaxWidths(demo: String) throws {
    let preview = try Self.preview(demo)
    Golden.assertMatches(
      try Self.render(preview, state: 2, device: .iPhone16ProMax),
      named: "\(demo)-state3-iphone-16-pro-max")
  }

  @Test(arguments: demos)
  func limitedWidth(demo: String) throws {
    let preview = try Self.preview(demo)
    for device in [DeviceProfile.iPhone16Pro, .iPhone16ProMax] {
      Golden.assertMatches(
        try Self.render(preview, state: 2, device: device, limited: true),
        named: "\(demo)-state3-\(device.name)-limited")
    }
  }

  @Test func lightThemeInColour() throws {
    let light = try #require(BuiltInThemes.shared.theme(named: "light"))
    let text = try Self.render(Self.preview("delivery"), state: 2, theme: light) {
      StyleRuns.golden(of: $0)
    }
    Golden.assertMatches(text, named: "delivery-state3-light-styled")
    // The island stays black with white text whatever the theme; the card is light.
    #expect(text.contains("bg: #000000"))
    #expect(text.contains("fg: #000000"))
  }

  @Test func darkThemeInColour() throws {
    let text = try Self.render(Self.preview("delivery"), state: 2) {
      StyleRuns.golden(of: $0)
    }
    Golden.assertMatches(text, named: "delivery-state3-dark-styled")
  }

  @Test func iPadShowsOnlyTheLockScreen() throws {
    let preview = try Self.preview("delivery")
    let timeline = try preview.loadTimeline()
    let views = try #require(timeline.moment(at: timeline.start).views)
    var settings = RenderSettings(now: timeline.start)
    settings.device = .iPad
    let card = try PresentationRenderer.render(.lockScreen, views: views, settings: settings)
    #expect(card.width == 71 + 2)
    #expect(throws: RenderError.self) {
      try PresentationRenderer.render(.compact, views: views, settings: settings)
    }
  }
}
