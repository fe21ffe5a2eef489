import GlimpseActivityKit
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

@MainActor @Suite struct FlightTests {
  private func draw(_ state: FlightAttributes.ContentState = FlightSamples.state) throws
    -> DrawnActivity
  {
    try drawActivity(
      FlightLiveActivity(), FlightAttributes.self, attributes: FlightSamples.attributes,
      state: state)
  }

  @Test func iOS17LayoutAPIsDraw() throws {
    let lock = try draw().lockScreen
    expectText("AMS → LIS", in: lock)
    expectText("D7", in: lock)
    // `airplane` is a plane (✈); 🛫 is `airplane.departure`.
    expectText("✈", in: lock)
    // The decorative asset image is missing (no catalog): one glyph, not a cut name.
    expectText("\u{2B1A}", in: lock)
    #expect(!lock.text.contains("[…]"))
    // Container-relative frames give each heading 30% of the card.
    let headings = try #require(row(containing: "Boarding", in: lock))
    let line = lock.text.split(separator: "\n", omittingEmptySubsequences: false)[headings]
    #expect(line.contains("Departs") && line.contains("Arrives"), "\(lock.text)")
    #expect(lock.canvas.diagnostics.isEmpty, "the logo placeholder is not cut")
  }

  @Test func timelineViewAsksToBeRedrawnNextMinute() throws {
    let lock = try draw().lockScreen
    let next = try #require(lock.nextChange)
    #expect(next <= Date(timeIntervalSinceReferenceDate: 60))
  }

  @Test func cancelledFlightHasNoGate() throws {
    let lock = try draw(FlightSamples.cancelled).lockScreen
    expectText("TBA", in: lock)
  }

  @Test func islandWithAccessoryBackgroundAndMask() throws {
    let drawn = try draw()
    expectText("AMS", in: try #require(drawn.region(.leading)))
    expectText("GL 204", in: try #require(drawn.region(.center)))
    #expect(isVisible(try #require(drawn.region(.bottom))))
    expectFits(drawn.compactLeading)
    expectFits(drawn.minimal)
  }
}

@MainActor @Suite struct GlucoseTests {
  private func draw(
    _ state: GlucoseAttributes.ContentState = GlucoseSamples.state,
    environment: EnvironmentValues = EnvironmentValues()
  ) throws -> DrawnActivity {
    try drawActivity(
      GlucoseLiveActivity(), GlucoseAttributes.self, attributes: GlucoseSamples.attributes,
      state: state, environment: environment)
  }

  @Test func readingIsFormattedAndColored() throws {
    let lock = try draw().lockScreen
    expectText("112", in: lock)
    expectText("↓", in: lock)
    expectText("-3.4 mg/dL", in: lock)
    expectText("IOB 1.25 U", in: lock)
    expectText("72:00:00", in: lock)
    expectFits(lock)
    let low = try draw(GlucoseSamples.low).lockScreen
    expectText("--:--", in: low)
    // In range the reading is green; below the low mark, red.
    let theme = EnvironmentValues().theme
    #expect(foreground(of: "112", in: lock) == theme[.green])
    #expect(foreground(of: "61", in: low) == theme[.red])
  }

  @Test func availabilityBranchDeclaresTheSmallFamily() throws {
    let entry = try #require(
      WidgetInventory.of(GlucoseLiveActivity()).configuration(for: GlucoseAttributes.self)?.1)
    #expect(entry.families == [.small, .medium])
    var environment = EnvironmentValues()
    environment.activityFamily = .small
    let small = try draw(environment: environment).lockScreen
    expectText("112", in: small)
    #expect(!small.text.contains("IOB"))
  }

  @Test func islandBuiltByAHelperWithMargins() throws {
    let drawn = try draw()
    let regions = drawn.island.expandedRegions()
    #expect(regions.last?.priority == .greatestFiniteMagnitude)
    #expect(regions.last?.margins?.length == 4)
    #expect(drawn.island.margins(for: .minimal).leading == 0)
    expectText("Sensor age 3 days", in: try #require(drawn.region(.bottom)))
    expectText("112", in: drawn.minimal)
    expectFits(drawn.compactLeading)
  }
}

@MainActor @Suite struct RideManagerTests {
  @Test func appSideLifecycle() async throws {
    let manager = RideActivityManager()
    #expect(manager.canStart)
    let id = try manager.start(rideID: "r1", pickup: "Station")
    #expect(Activity<RideAttributes>.activities.contains { $0.id == id })
    let activity = try #require(manager.current)
    #expect(activity.content.relevanceScore == 50)
    await manager.driverAssigned("Ana", eta: 4)
    #expect(activity.content.state.driverName == "Ana")
    #expect(activity.content.state.status == .driverAssigned)
    await manager.observe()
    #expect(manager.observedStates == [.active])
    await manager.finish()
    #expect(activity.activityState == .ended)
    #expect(activity.content.state.status == .finished)
    await manager.endAll()
    #expect(activity.activityState == .dismissed)
  }
}
