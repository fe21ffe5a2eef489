import GlimpseActivity
import GlimpseLayout
import GlimpseUI
import GlimpseUIKit
import Testing

/// Draws every presentation of an activity for one state.
@MainActor
private func drawAll<W: Widget, A: ActivityAttributes>(
  _ widget: W, _ type: A.Type, attributes: A, state: A.ContentState
) throws -> (lockScreen: Snapshot, island: DynamicIsland, regions: [Snapshot], pills: [Snapshot]) {
  let configuration = try #require(WidgetInventory.of(widget).configuration(for: type)).0
  let context = ActivityViewContext(attributes: attributes, state: state, isStale: false)
  let island = configuration.dynamicIsland(for: context)
  let regions = island.expandedRegions().map { Snapshot($0.view, width: 24) }
  let pills = [island.compactLeading(), island.compactTrailing(), island.minimal()].map {
    Snapshot($0, width: 12)
  }
  return (Snapshot(configuration.content(for: context), width: 60), island, regions, pills)
}

@MainActor
private func visible(_ snapshot: Snapshot) -> Bool {
  !snapshot.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
}

@MainActor @Suite struct LegacyCountdownTests {
  @Test func swift5PatternsCompileAndDraw() throws {
    let drawn = try drawAll(
      CountdownLiveActivity(), CountdownAttributes.self, attributes: CountdownSamples.attributes,
      state: CountdownSamples.state)
    let lock = drawn.lockScreen.text
    #expect(lock.contains("Launch"), "\(lock)")
    #expect(lock.contains("🚀"))
    #expect(lock.contains("Crew is boarding"))
    #expect(lock.contains("at 01:30"))
    #expect(lastRenderedEvent == "Launch")
    #expect(drawn.regions.count == 3)
    #expect(drawn.regions.allSatisfy(visible))
    #expect(drawn.regions[2].text.contains("[ Snooze 5 min ]"), "\(drawn.regions[2].text)")
    #expect(drawn.pills.allSatisfy(visible))
    #expect(drawn.lockScreen.canvas.diagnostics.isEmpty)
  }

  @Test func mutableStaticsAreReadable() {
    #expect(SnoozeCountdownIntent.title == "Snooze countdown")
    #expect(SnoozeCountdownIntent.openAppWhenRun == false)
    CountdownTheme.shared.accent = .orange
    defer { CountdownTheme.shared.accent = .purple }
    let snapshot = Snapshot(
      CountdownLockScreen(
        context: ActivityViewContext(
          attributes: CountdownSamples.attributes, state: CountdownSamples.state)),
      width: 60)
    #expect(snapshot.text.contains("Launch"))
    // The countdown draws in the accent the app set through the mutable static.
    let theme = EnvironmentValues().theme
    let foregrounds = Set(snapshot.canvas.cells.map(\.style.foreground))
    #expect(foregrounds.contains(theme[.orange]))
    #expect(!foregrounds.contains(theme[.purple]))
  }

  @Test func previewsDraw() {
    let previews = Snapshot(CountdownLiveActivity_Previews.previews, width: 60)
    #expect(previews.text.contains("CountdownAttributes"))
  }
}

@MainActor @Suite struct LegacyPizzaTests {
  @Test func deliveryCardAndIsland() throws {
    let now = Date(timeIntervalSinceReferenceDate: 0)
    let state = PizzaAttributes.ContentState(
      driverName: "Bill", deliveryTimer: now...now.addingTimeInterval(900))
    let drawn = try drawAll(
      PizzaDeliveryActivityWidget(), PizzaAttributes.self,
      attributes: PizzaAttributes(numberOfPizzas: 2, totalAmount: "$30", orderNumber: "1"),
      state: state)
    let lock = drawn.lockScreen.text
    #expect(lock.contains("Bill is on the way!"), "\(lock)")
    #expect(lock.contains("15:00"))
    #expect(lock.contains("$30"))
    #expect(drawn.island.keylineTint == .cyan)
    #expect(drawn.regions.map(\.text).joined().contains("2 Pizzas"))
    #expect(drawn.pills.allSatisfy(visible))
  }

  @Test func deprecatedContentStateAPIs() async throws {
    let store = PizzaActivityStore.shared
    store.start()
    let activity = try #require(store.activity)
    #expect(activity.contentState.driverName == "Bill")
    #expect(Activity<PizzaAttributes>.activities.contains { $0.id == activity.id })
    await activity.update(
      using: PizzaAttributes.ContentState(
        driverName: "Ann", deliveryTimer: Date()...Date().addingTimeInterval(60)))
    #expect(activity.contentState.driverName == "Ann")
    await store.stop()
    #expect(activity.activityState == .dismissed)
    #expect(store.log.first?.hasPrefix("started") == true)
    #expect(store.log.last == "ended")
  }
}

/// Builds previews the way a Swift 5 `main.swift` does: off the main actor (top-level code
/// in Swift 5 mode is nonisolated), which must compile.
private func previewsBuiltOffTheMainActor() -> [ActivityPreview] {
  let now = Date(timeIntervalSinceReferenceDate: 0)
  return [
    ActivityPreview(
      PizzaDeliveryActivityWidget(),
      attributes: PizzaAttributes(numberOfPizzas: 2, totalAmount: "$30", orderNumber: "1"),
      states: [.init(driverName: "Bill", deliveryTimer: now...now.addingTimeInterval(900))])
  ]
}

@MainActor @Suite struct LegacyPreviewTests {
  @Test func previewsBuiltOffTheMainActorShowTheirStates() throws {
    let previews = previewsBuiltOffTheMainActor()
    #expect(previews.map(\.name) == ["pizza-delivery-activity"])
    let timeline = try #require(previews.first).loadTimeline()
    #expect(timeline.events.count == 1)
  }
}

@Suite struct LegacyWorkoutIntentsTests {
  @Test func swift5IntentsAndColoursCompileAndWork() async throws {
    #expect(WorkoutKind.caseDisplayRepresentations[.ride]?.title == "Ride")
    #expect(WorkoutKind.run.localizedStringResource == "Run")
    #expect(try await RouteEntity.defaultQuery.suggestedEntities().isEmpty)
    let intent = StartWorkoutLiveIntent()
    #expect(intent.kind == .run && intent.route == nil)
    #expect(try await intent.perform().value == "run")
    #expect(UIColor(legacyHex: 0x1C1C1E).legacyIsDark)
    #expect(!UIColor(legacyHex: 0xFFCC00).legacyIsDark)
  }
}
