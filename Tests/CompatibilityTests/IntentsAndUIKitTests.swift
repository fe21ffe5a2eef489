import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseUIKit
import GlimpseWidgetKit
import Testing

@MainActor @Suite(.serialized) struct HabitTimerTests {
  private func draw() throws -> DrawnActivity {
    try drawActivity(
      HabitTimerLiveActivity(), HabitTimerAttributes.self, attributes: HabitTimerSamples.attributes,
      state: HabitTimerSamples.running)
  }

  @Test func everyButtonAndToggleFormDraws() throws {
    let drawn = try draw()
    let lock = drawn.lockScreen
    for text in [
      "Reading", "Running", "Pause", "[ Focused ]", "Stop", "Sound", "[on]", "Mood: calm",
    ] {
      expectText(text, in: lock)
    }
    expectFits(lock)
    expectText("Pause", in: try #require(drawn.region(.bottom)))
  }

  @Test func enumsAndEntitiesDescribeThemselves() async throws {
    #expect(HabitMood.caseDisplayRepresentations[.focused]?.subtitle == "In the zone")
    #expect(HabitMood.focused.localizedStringResource == "Focused")
    #expect(HabitMood.tired.localizedStringResource == "Tired")
    #expect(HabitMood.typeDisplayRepresentation.name == "Mood")
    #expect(HabitMood.typeDisplayRepresentation.numericFormat == "%lld moods")
    #expect(HabitMood.caseDisplayRepresentations[.calm]?.image == .init(systemName: "leaf"))
    let reading = HabitEntity.all[0]
    // An interpolated title is the format `%@` and its argument, as on iOS: compare the text.
    #expect(String(localized: reading.displayRepresentation.title) == "Reading")
    #expect(reading.displayRepresentation.subtitle.map { String(localized: $0) } == "12 day streak")
    #expect(String(localized: reading.localizedStringResource) == "Reading")
    #expect(HabitEntity.typeDisplayRepresentation.name == "Habit")
    let query = HabitEntity.defaultQuery
    #expect(try await query.entities(for: ["run"]).map(\.name) == ["Running"])
    #expect(try await query.entities(matching: "READ").map(\.id) == ["read"])
    #expect(try await query.suggestedEntities().count == 2, "an enumerable query suggests all")
    #expect("read".entityIdentifierString == "read")
  }

  @Test func parametersHoldTheirDefaultsAndTheValuesGiven() {
    let log = LogHabitIntent()
    #expect(log.minutes == 10)
    #expect(log.intensity == 0.5)
    #expect(log.started == nil)
    #expect(log.$minutes.title == "Minutes")
    #expect(log.$started.isOptional)
    #expect(log.parametersWithoutValues == ["Habit ID"])
    #expect(LogHabitIntent(habitID: "read").parametersWithoutValues.isEmpty)
    let toggle = ToggleHabitTimerIntent(habitID: "run", shouldRun: false)
    #expect(toggle.habitID == "run" && !toggle.shouldRun && toggle.note == nil)
    #expect(SetHabitMoodIntent().mood == .calm)
    #expect(SetHabitMoodIntent().habit == nil)
    let description: IntentDescription = ToggleHabitTimerIntent.description
    #expect(description.categoryName == "Habits")
  }

  @Test func aLiveActivityIntentUpdatesTheRunningActivity() async throws {
    let activity = try Activity.request(
      attributes: HabitTimerSamples.attributes,
      content: ActivityContent(state: HabitTimerSamples.running, staleDate: nil))
    defer { Task { await activity.end(nil, dismissalPolicy: .immediate) } }
    _ = try await ToggleHabitTimerIntent(habitID: "read", shouldRun: false).perform()
    #expect(activity.content.state.isRunning == false)
    let result = try await SetHabitMoodIntent(mood: .tired).perform()
    #expect(activity.content.state.mood == .tired)
    #expect(activity.content.staleDate != nil)
    #expect(result.summary == "Mood set to tired")
  }

  @Test func dependenciesComeFromTheManager() async throws {
    AppDependencyManager.shared.add(dependency: HabitStore())
    let result = try await LogHabitIntent(habitID: "read").perform()
    #expect(result.value == 14)
    #expect(result.summary == "Logged 10 minutes (14)")
  }

  @Test func recordingFindsEachControlAndWhereItIsDrawn() throws {
    let context = ActivityViewContext(
      attributes: HabitTimerSamples.attributes, state: HabitTimerSamples.running, isStale: false)
    let recorder = ControlRecorder()
    let lock = recorder.recording { Snapshot(HabitTimerView(context: context), width: 60) }
    let titles = recorder.controls.map { String(describing: type(of: $0.intent).title) }
    #expect(titles == ["Toggle habit timer", "Set mood", "Log habit", "Sound"])
    #expect(recorder.controls.map(\.toggleIsOn) == [nil, nil, nil, true])
    let canvas = lock.canvas
    let drawnLabels = try recorder.controls.map { control in
      let rect = try #require(control.rect)
      return (rect.minX..<rect.maxX).filter { !canvas[$0, rect.minY].isContinuation }
        .map { canvas.glyph(x: $0, y: rect.minY) }.joined()
    }
    #expect(drawnLabels[0].contains("Pause"), "\(drawnLabels)")
    #expect(drawnLabels[1] == "[ Focused ]", "\(drawnLabels)")
    #expect(drawnLabels[2].contains("Stop"), "\(drawnLabels)")
    #expect(drawnLabels[3].contains("Sound") && drawnLabels[3].contains("[on]"), "\(drawnLabels)")
    // Without a recording, nothing is recorded and the drawing is the same.
    #expect(Snapshot(HabitTimerView(context: context), width: 60).text == lock.text)
  }
}

@MainActor @Suite struct TeamColorsTests {
  private func draw(_ scheme: ColorScheme = .dark) throws -> DrawnActivity {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return try drawActivity(
      TeamMatchLiveActivity(), TeamMatchAttributes.self, attributes: TeamMatchSamples.attributes,
      state: TeamMatchSamples.secondHalf, environment: environment)
  }

  @Test func badgesPickTheTextColourThatReadsOnTheTeamColour() throws {
    let lock = try draw().lockScreen
    expectText("Wasps", in: lock)
    expectText("2 – 1", in: lock)
    expectFits(lock)
    #expect(foreground(of: "Wasps", in: lock) == TerminalColor(red: UInt8(0), green: 0, blue: 0))
    #expect(
      foreground(of: "Navy", in: lock) == TerminalColor(red: UInt8(255), green: 255, blue: 255))
  }

  @Test func contrastHelpersSeeTheRealComponents() throws {
    let yellow = try #require(UIColor(hexString: "#FFCC00"))
    let navy = try #require(UIColor(hexString: "001f5b"))
    #expect(yellow.isLight && !navy.isLight)
    #expect(UIColor.white.isLight, "a grey's components are grey and alpha")
    #expect(!UIColor.black.isLight)
    #expect(yellow.contrastRatio(with: .black) > 13)
    #expect(UIColor(hexString: "nope") == nil)
  }

  @Test func theDynamicCardTintFollowsTheColourScheme() throws {
    var environment = EnvironmentValues()
    let tint = try #require(try draw().preferences.activityBackgroundTint ?? nil)
    environment.colorScheme = .dark
    #expect(
      tint._resolveColor(in: environment)?.color
        == TerminalColor(red: 0.11, green: 0.11, blue: 0.11))
    environment.colorScheme = .light
    #expect(
      tint._resolveColor(in: environment)?.color
        == TerminalColor(red: 0.95, green: 0.95, blue: 0.97))
  }
}
