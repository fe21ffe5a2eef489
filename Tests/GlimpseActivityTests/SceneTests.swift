import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// Several activities at once, and the watch and CarPlay fallbacks.
@MainActor
@Suite struct SceneTests {
  func member(_ name: String, state: Int = 0, relevance: Double? = nil) throws
    -> SceneRenderer.Member
  {
    let preview = try #require(DemoGallery.all.first { $0.name == name })
    let timeline = try preview.loadTimeline()
    let moment = timeline.moment(at: timeline.time(ofEvent: state))
    return SceneRenderer.Member(
      views: try #require(moment.views), relevanceScore: relevance ?? moment.relevanceScore,
      name: name)
  }

  var settings: RenderSettings { RenderSettings(now: Date(timeIntervalSince1970: 1_795_946_400)) }

  @Test func oneActivityGetsTheCompactPill() throws {
    let island = try SceneRenderer.island([member("delivery")], settings: settings)
    #expect(island.plainText.hasPrefix("◖"))
    #expect(island.width == 33)
  }

  @Test func twoActivitiesShowAttachedAndDetachedMinimalViews() throws {
    let island = try SceneRenderer.island(
      [member("timer", relevance: 10), member("delivery", relevance: 90)], settings: settings)
    Golden.assertMatches(island.plainText, named: "scene-two-minimal")
    // The more relevant delivery is attached (first); the timer detached.
    let text = island.plainText
    let fork = try #require(text.range(of: "🍴"))
    let ring = try #require(text.range(of: "●"))
    #expect(fork.lowerBound < ring.lowerBound)
  }

  @Test func threeActivitiesOrderByRelevanceAndTheThirdIsOnlyOnTheLockScreen() throws {
    let members = [
      try member("timer", relevance: 10), try member("delivery", relevance: 50),
      try member("ride", relevance: 99),
    ]
    #expect(SceneRenderer.ordered(members).map(\.name) == ["ride", "delivery", "timer"])
    let island = try SceneRenderer.island(members, settings: settings).plainText
    #expect(!island.contains("●"))
    let cards = try SceneRenderer.lockScreen(members, settings: settings).plainText
    let ride = try #require(cards.range(of: "Finding your driver"))
    let pizza = try #require(cards.range(of: "Luigi's Pizzeria"))
    let pasta = try #require(cards.range(of: "Pasta"))
    #expect(ride.lowerBound < pizza.lowerBound && pizza.lowerBound < pasta.lowerBound)
  }

  @Test func aNaNRelevanceCountsAsZero() throws {
    let members = [try member("timer", relevance: .nan), try member("delivery", relevance: 1)]
    #expect(SceneRenderer.ordered(members).map(\.name) == ["delivery", "timer"])
  }

  @Test func theWatchFallsBackToTheCompactViewsWithoutASmallLayout() throws {
    let delivery = try member("delivery")
    var settings = self.settings
    settings.device = .watch45
    let tile = try PresentationRenderer.render(.watch, views: delivery.views, settings: settings)
    #expect(!delivery.views.supportsSmallFamily)
    #expect(tile.width == 26 + 2)
    Golden.assertMatches(tile.plainText, named: "watch-45-delivery-fallback")
    #expect(tile.plainText.contains("🍴"))
    #expect(tile.plainText.contains("45m"))
  }

  @Test func theCoffeeOrderHasItsOwnSmallLayout() throws {
    let coffee = try member("coffee-order")
    #expect(coffee.views.supportsSmallFamily)
    for device in [
      DeviceProfile.watch41, .watch45, .watch49, .carPlay240x78, .carPlay240x100, .carPlay170x78,
    ] {
      var settings = self.settings
      settings.device = device
      let presentation: Presentation = device.kind == .watch ? .watch : .carPlay
      let tile = try PresentationRenderer.render(
        presentation, views: coffee.views, settings: settings)
      Golden.assertMatches(tile.plainText, named: "small-family-coffee-\(device.name)")
      #expect(tile.plainText.contains("Queued"))
    }
  }
}
