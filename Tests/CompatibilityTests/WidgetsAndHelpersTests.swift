import GlimpseActivityKit
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseUIKit
import GlimpseWidgetKit
import Testing

@MainActor @Suite struct ScoreboardTests {
  @Test func bundleCollectsEveryActivityButNotTheHomeScreenWidget() throws {
    let inventory = WidgetInventory.of(bundle: MatchdayBundle())
    #expect(inventory.activities.count == 2)
    #expect(inventory.activities.allSatisfy { $0.attributesType == MatchAttributes.self })
    #expect(inventory.activities.last?.families.contains(.small) == true)
  }

  @Test func scoreCardDrawsWithItsContainerBackground() throws {
    let drawn = try drawActivity(
      MatchLiveActivity(), MatchAttributes.self, attributes: MatchSamples.attributes,
      state: MatchSamples.state)
    let lock = drawn.lockScreen
    expectText("Rovers", in: lock)
    expectText("United", in: lock)
    expectText("2 – 1", in: lock)
    expectText("Goal! 67' Okafor", in: lock)
    expectFits(lock)
    #expect(drawn.preferences.containerBackground != nil)
    #expect(drawn.preferences.widgetURL == URL(string: "score://live"))
    expectText("2 - 1", in: try #require(drawn.region(.center)))
    #expect(!isVisible(try #require(drawn.region(.bottom))))
    expectText("67'", in: drawn.minimal)
    expectFits(drawn.minimal)
  }

  @Test func homeScreenWidgetViewDraws() {
    let entry = MatchEntry(date: Date(timeIntervalSinceReferenceDate: 0), fixtures: ["ROV v UTD"])
    let preferences = PreferenceValues()
    _ = ViewResolver.nodes(
      FixturesWidgetView(entry: entry), environment: EnvironmentValues(), preferences: preferences)
    #expect(preferences.widgetURL == URL(string: "score://today"))
    let snapshot = Snapshot(FixturesWidgetView(entry: entry), width: 30)
    expectText("Today", in: snapshot)
    expectText("ROV v UTD", in: snapshot)
    expectFits(snapshot)
  }
}

@MainActor @Suite struct ParkingTests {
  private func draw(
    isStale: Bool = false, environment: EnvironmentValues = EnvironmentValues()
  ) throws -> DrawnActivity {
    try drawActivity(
      ParkingLiveActivity(), ParkingAttributes.self, attributes: ParkingSamples.attributes,
      state: ParkingSamples.state, isStale: isStale, environment: environment)
  }

  @Test func modifiersAndHelpersComposeTheCard() throws {
    let drawn = try draw()
    let lock = drawn.lockScreen
    expectText("Zone 4012", in: lock)
    expectText("EXPIRING", in: lock)
    expectText("€3.50", in: lock)
    expectText("Rue de la Paix", in: lock)
    expectText("AB-123-CD", in: lock)
    expectText("1:30:00", in: lock)
    expectFits(lock)
    #expect(drawn.preferences.widgetURL == URL(string: "parking://session/4012"))
  }

  @Test func staleAndDimmedStatesTakeOtherBranches() throws {
    let stale = try draw(isStale: true).lockScreen
    expectText("Session ended", in: stale)
    #expect(!stale.text.contains("Zone"))
    var dimmed = EnvironmentValues()
    dimmed.isLuminanceReduced = true
    let lock = try draw(environment: dimmed).lockScreen
    expectText("1:30 AM", in: lock)
    #expect(!lock.text.contains("1:30:00"))
  }

  @Test func redactionHidesText() throws {
    let placeholder = Snapshot(ParkingPlaceholderView(), width: 50)
    #expect(isVisible(placeholder))
    #expect(!placeholder.text.contains("Zone"))
    var privacy = EnvironmentValues()
    privacy.redactionReasons = .privacy
    let lock = try draw(environment: privacy).lockScreen
    expectText("Zone 4012", in: lock)
    #expect(!lock.text.contains("€3.50"))
  }

  @Test func islandFromAHelperFunction() throws {
    let drawn = try draw()
    expectText("EXTEND IN THE APP", in: try #require(drawn.region(.bottom)))
    expectText("1 hr, 30", in: try #require(drawn.region(.trailing)))
    #expect(isVisible(drawn.compactTrailing))
  }
}

@MainActor @Suite struct ChargingTests {
  private func draw(isStale: Bool = false) throws -> DrawnActivity {
    try drawActivity(
      ChargingLiveActivity(), ChargingAttributes.self, attributes: ChargingSamples.attributes,
      state: ChargingSamples.state, isStale: isStale)
  }

  @Test func cardShowsTheChargeAndItsStyles() throws {
    let drawn = try draw()
    let lock = drawn.lockScreen
    expectText("Fastned Utrecht", in: lock)
    expectText("64%", in: lock)
    expectText("118 kW · CCS2", in: lock)
    expectText("Full at 12:45 AM", in: lock)
    expectFits(lock)
    #expect(
      drawn.preferences.activityBackgroundTint
        == .some(Color(UIColor.secondarySystemBackground)))
  }

  @Test func staleCardIsRedacted() throws {
    let lock = try draw(isStale: true).lockScreen
    #expect(isVisible(lock))
    #expect(!lock.text.contains("Fastned"))
  }

  @Test func gaugesDrawInTheIsland() throws {
    let drawn = try draw()
    let bottom = try #require(drawn.region(.bottom))
    expectText("Battery", in: bottom)
    expectText("100", in: bottom)
    // The custom gauge style stacks its current value, a bar and its label.
    let trailing = try #require(drawn.region(.trailing))
    let lines = trailing.text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.first == "64", "\(trailing.text)")
    #expect(lines.last == "118.4 kW", "\(trailing.text)")
    expectText("64%", in: drawn.compactTrailing)
    expectFits(drawn.compactTrailing)
  }
}
