import GlimpseActivityKit
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseUIKit
import GlimpseWidgetKit
import Testing

@MainActor @Suite struct NowPlayingTests {
  private func draw(
    _ state: NowPlayingAttributes.ContentState,
    environment: EnvironmentValues = EnvironmentValues()
  ) throws -> DrawnActivity {
    try drawActivity(
      NowPlayingLiveActivity(), NowPlayingAttributes.self,
      attributes: NowPlayingSamples.attributes, state: state, environment: environment)
  }

  @Test func artworkFromDataIsDrawnFromItsPixels() throws {
    let drawn = try draw(NowPlayingSamples.playing)
    let lock = drawn.lockScreen
    expectText("Night Drive", in: lock)
    expectText("The Streetlights", in: lock)
    // The PNG's pixels in half blocks: red-purple (255, 60, 0) on the left.
    expectText("\u{2580}", in: lock)
    #expect(lock.ansi.contains("255;60;0"))
    #expect(!lock.text.contains("image"))
    expectFits(lock)
    #expect(drawn.preferences.activityBackgroundTint == .some(Color(UIColor.systemBackground)))
  }

  @Test func missingArtworkFallsBackToASymbol() throws {
    let lock = try draw(NowPlayingSamples.noArtwork).lockScreen
    expectText("Morning Show", in: lock)
    expectText("🎵", in: lock)
    #expect(!lock.text.contains("image"))
  }

  @Test func aMissingAssetImageIsOneGlyphInTheIsland() throws {
    let drawn = try draw(NowPlayingSamples.playing)
    let trailing = try #require(drawn.region(.trailing))
    // No asset catalog: the station logo is missing, and its slot shows one glyph, not a
    // cut label.
    expectText("\u{2B1A}", in: trailing)
    #expect(!trailing.text.contains("["))
    expectText("Night Drive", in: try #require(drawn.region(.center)))
    #expect(drawn.island.keylineTint == .pink)
    #expect(isVisible(drawn.compactTrailing))
  }

  @Test func colorSchemeChangesTheBackground() throws {
    var light = EnvironmentValues()
    light.colorScheme = .light
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let lightLock = try draw(NowPlayingSamples.playing, environment: light).lockScreen
    let darkLock = try draw(NowPlayingSamples.playing, environment: dark).lockScreen
    #expect(lightLock.text == darkLock.text)
    #expect(lightLock.ansi != darkLock.ansi)
  }
}

@MainActor @Suite struct CourierTests {
  @Test func calendarAndLocalizedStringsFormatTheWindow() throws {
    let drawn = try drawActivity(
      CourierLiveActivity(), CourierAttributes.self, attributes: CourierSamples.attributes,
      state: CourierSamples.nearby)
    let lock = drawn.lockScreen
    expectText("Nearby", in: lock)
    expectText("Today", in: lock)
    expectText("1:00 AM – 1:30 AM", in: lock)
    expectText("Riya is 2 stops away", in: lock)
    expectText("Track", in: lock)
    expectFits(lock)
  }

  @Test func customShapesDrawTheirPaths() throws {
    let drawn = try drawActivity(
      CourierLiveActivity(), CourierAttributes.self, attributes: CourierSamples.attributes,
      state: CourierSamples.nearby)
    let bottom = try #require(drawn.region(.bottom))
    // The stroked route, 18 pt tall, is drawn from its path across the region: the quad
    // curve up to the courier in braille dots, then the straight line to the end as a rule.
    let route = try #require(
      bottom.text.split(separator: "\n", omittingEmptySubsequences: false).first)
    #expect(route.count == PresentationWidth.expandedBottom)
    let braille = route.prefix { ("\u{2800}"..."\u{28FF}").contains($0) }
    #expect(braille.count > 10)
    #expect(route.hasSuffix(String(repeating: "─", count: 10)))
    #expect(!route.contains("┌") && !route.contains("└"))
    var shape = RouteShape(progress: 0.25)
    shape.animatableData = 0.75
    #expect(shape.progress == 0.75)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(path.boundingRect.maxX == 100)
    var chevron = Chevron(inset: 1, depth: 2)
    chevron.animatableData = AnimatablePair(3, 4)
    #expect(chevron.inset == 3 && chevron.depth == 4)
  }

  @Test func islandOpensTheTrackingPage() throws {
    let drawn = try drawActivity(
      CourierLiveActivity(), CourierAttributes.self, attributes: CourierSamples.attributes,
      state: CourierSamples.nearby)
    #expect(drawn.island.widgetURL == CourierSamples.attributes.trackingURL)
    expectText("Nearby", in: try #require(drawn.region(.center)))
    expectText("2", in: drawn.compactTrailing)
    expectFits(drawn.minimal)
  }
}

@MainActor @Suite struct FoodOrderTests {
  private func draw(environment: EnvironmentValues = EnvironmentValues()) throws
    -> DrawnActivity
  {
    try drawActivity(
      FoodOrderLiveActivity(), FoodOrderAttributes.self,
      attributes: FoodOrderSamples.attributes, state: FoodOrderSamples.state,
      environment: environment)
  }

  @Test func mediumFamilyListsTheItems() throws {
    let lock = try draw().lockScreen
    expectText("Pasta Place", in: lock)
    expectText("1.2 km away", in: lock)
    expectText("Preparing", in: lock)
    expectText("1 of 2", in: lock)
    expectText("2× Cacio e pepe", in: lock)
    expectText("1× Tiramisu", in: lock)
    expectText("Ready 12:20 AM", in: lock)
    expectFits(lock)
  }

  @Test func smallFamilyShowsTheSummary() throws {
    var environment = EnvironmentValues()
    environment.activityFamily = .small
    let lock = try draw(environment: environment).lockScreen
    expectText("Pasta Place", in: lock)
    #expect(!lock.text.contains("Tiramisu"))
  }

  @Test func configurationAndPreviewsAreCollected() throws {
    let inventory = WidgetInventory.of(FoodOrderLiveActivity())
    let entry = try #require(inventory.configuration(for: FoodOrderAttributes.self)?.1)
    #expect(entry.families.contains(.small))
    #expect(entry.displayName == "Order")
    let previews = Snapshot(FoodOrderLiveActivity_Previews.previews, width: 60)
    expectText("FoodOrderAttributes", in: previews)
    let drawn = try draw()
    expectText("1/2", in: drawn.compactTrailing)
    expectText("20:00", in: try #require(drawn.region(.trailing)))
  }
}
