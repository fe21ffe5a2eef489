import GlimpseActivityKit
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

@MainActor @Suite struct TransitTests {
  @Test func lockScreenShowsTheTripWithFormattedDates() throws {
    let drawn = try drawActivity(
      TrainTripLiveActivity(), TrainTripAttributes.self, attributes: TrainTripSamples.attributes,
      state: TrainTripSamples.onTime)
    let lock = drawn.lockScreen
    expectText("Coastal Express", in: lock)
    expectText("Train 8421", in: lock)
    expectText("NEXT STOP", in: lock)
    expectText("Northbridge Interchange and Ferry Terminal", in: lock)
    expectText("12:10", in: lock)
    expectFits(lock)
    #expect(drawn.preferences.activityBackgroundTint != nil)
  }

  @Test func geometryReaderBarFillsItsFractionOfTheWidth() throws {
    let drawn = try drawActivity(
      TrainTripLiveActivity(), TrainTripAttributes.self, attributes: TrainTripSamples.attributes,
      state: TrainTripSamples.onTime)
    let bottom = try #require(drawn.region(.bottom))
    let runs = colorRuns(bottom, row: 0)
    // One stop of three done: a filled third, then the track.
    #expect(runs.count == 2, "\(runs)")
    let filled = try #require(runs.first)
    let expected = PresentationWidth.expandedBottom / 3
    #expect(abs(filled - expected) <= 1, "\(runs)")
  }

  @Test func delayedStateUsesTheDateFormatterAndDropsTheETA() throws {
    let drawn = try drawActivity(
      TrainTripLiveActivity(), TrainTripAttributes.self, attributes: TrainTripSamples.attributes,
      state: TrainTripSamples.delayed)
    expectText("Delayed 7 min · departs 12:00 AM", in: drawn.lockScreen)
    expectText("Museum Quarter", in: drawn.lockScreen)
    #expect(!drawn.lockScreen.text.contains("12:10"))
    expectText("Delayed", in: try #require(drawn.region(.center)))
  }

  @Test func dynamicIslandCarriesItsKnobs() throws {
    let drawn = try drawActivity(
      TrainTripLiveActivity(), TrainTripAttributes.self, attributes: TrainTripSamples.attributes,
      state: TrainTripSamples.onTime)
    let island = drawn.island
    #expect(island.keylineTint == .blue)
    #expect(island.widgetURL == URL(string: "rails://trip/8421"))
    #expect(island.margins(for: .expanded).leading == 8)
    #expect(island.margins(for: .expanded).top == nil)
    let regions = island.expandedRegions()
    #expect(regions.map(\.position.kind) == [.leading, .trailing, .center, .bottom])
    #expect(regions.first?.priority == 1)
    let preferences = PreferenceValues()
    _ = ViewResolver.nodes(
      regions[0].view, environment: EnvironmentValues(), preferences: preferences)
    #expect(preferences.verticalPlacement == .belowIfTooWide)
    expectText("25:00", in: try #require(drawn.region(.trailing)))
    expectText("Platform 4B", in: try #require(drawn.region(.center)))
    expectText("25:00", in: drawn.compactTrailing)
    for snapshot in [drawn.compactLeading, drawn.compactTrailing, drawn.minimal] {
      expectFits(snapshot)
    }
  }
}

@MainActor @Suite struct WorkoutTests {
  private func draw(width: Int = PresentationWidth.lockScreen) throws -> DrawnActivity {
    try drawActivity(
      WorkoutLiveActivity(), WorkoutAttributes.self, attributes: WorkoutSamples.attributes,
      state: WorkoutSamples.state, lockScreenWidth: width)
  }

  @Test func metricsAreFormattedThreeWays() throws {
    let lock = try draw().lockScreen
    expectText("Alexandra's run", in: lock)
    expectText("5.2 km", in: lock)
    expectText("5.4", in: lock)
    expectText("30:00", in: lock)
    expectText("148", in: lock)
    expectFits(lock)
  }

  @Test func viewThatFitsFallsBackToTheShortTitle() throws {
    let narrow = try draw(width: 30).lockScreen
    #expect(!narrow.text.contains("Alexandra's run"), "\(narrow.text)")
    expectText("Run", in: narrow)
  }

  @Test func ringsAndGaugesDrawInTheIsland() throws {
    let drawn = try draw()
    let leading = try #require(drawn.region(.leading))
    #expect(isVisible(leading))
    expectText("148 bpm", in: try #require(drawn.region(.trailing)))
    expectText("0:28:15", in: try #require(drawn.region(.center)))
    let gauges = try #require(drawn.region(.bottom))
    expectText("320", in: gauges)
    expectText("10K", in: gauges)
    expectText("30:00", in: drawn.compactTrailing)
    expectFits(drawn.compactTrailing)
    #expect(isVisible(drawn.minimal))
  }
}
