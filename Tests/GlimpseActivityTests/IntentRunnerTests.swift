import Foundation
import GlimpseActivity
import GlimpseAppIntents
import GlimpseLayout
import GlimpseUI
import Testing

struct CounterAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var count: Int
  }

  var name: String
}

struct AddToCounterIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Add"

  @Parameter(title: "Amount", default: 1)
  var amount: Int

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    for activity in Activity<CounterAttributes>.activities {
      var state = activity.content.state
      state.count += amount
      await activity.update(ActivityContent(state: state, staleDate: nil))
    }
    return .result(dialog: "Added \(amount)")
  }
}

struct FinishCounterIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Finish"

  func perform() async throws -> some IntentResult {
    for activity in Activity<CounterAttributes>.activities {
      await activity.end(
        ActivityContent(state: .init(count: 99), staleDate: nil), dismissalPolicy: .default)
    }
    return .result()
  }
}

struct MainActorIntent: AppIntent {
  static let title: LocalizedStringResource = "On the main actor"

  @MainActor
  func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
    MainActor.assertIsolated()
    return .result(value: true)
  }
}

struct GreetingIntent: AppIntent {
  static let title: LocalizedStringResource = "Greet"

  @Parameter(title: "Name", default: "Ada")
  var name: String

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Hello, \(name)")
  }
}

struct SlowIntent: AppIntent {
  static let title: LocalizedStringResource = "Slow"

  func perform() async throws -> some IntentResult {
    try await Task.sleep(for: .seconds(30))
    return .result()
  }
}

struct ClosedShopError: LocalizedError {
  var errorDescription: String? { "the shop is closed" }
}

struct FailingIntent: AppIntent {
  static let title: LocalizedStringResource = "Failing"

  init() {}

  func perform() async throws -> some IntentResult {
    if title.isEmpty { return .result() }
    throw ClosedShopError()
  }

  var title: String { "failing" }
}

struct OrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Order"

  @Parameter(title: "Order number")
  var order: String

  @Parameter(title: "Note")
  var note: String?

  init() {}

  func perform() async throws -> some IntentResult {
    .result(value: order)
  }
}

struct CounterLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: CounterAttributes.self) { context in
      HStack {
        Text("\(context.attributes.name) \(context.state.count)")
        Button(intent: AddToCounterIntent()) { Text("Add") }
        Button("Finish", intent: FinishCounterIntent())
      }
      .padding(14)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("\(context.state.count)") }
      } compactLeading: {
        Text("C")
      } compactTrailing: {
        Text("\(context.state.count)")
      } minimal: {
        Text("\(context.state.count)")
      }
    }
  }
}

/// The runner, called from outside the main actor (as the preview's main thread is: not
/// inside a job of the main queue), so that `@MainActor` intents can run.
@Suite(.serialized) struct IntentRunnerTests {
  @Test func aFinishedIntentSaysWhatItsResultSays() {
    // (A long limit: other tests may hold the main actor for a while.)
    #expect(IntentRunner.run(GreetingIntent(), timeout: 300) == .finished(summary: "Hello, Ada"))
  }

  /// Callers that block the cooperative pool's threads while they wait (more of them than
  /// the pool has threads) still see their intents finish: the intents start on an
  /// executor of their own. (Once they all started on the pool, and a loaded test run saw
  /// an intent time out after 30 s.)
  @Test func intentsFinishWhileEveryPoolThreadIsBlockedWaiting() async {
    let waits = ProcessInfo.processInfo.activeProcessorCount * 2 + 2
    let outcomes = await withTaskGroup(of: IntentRunner.Outcome.self) { group in
      for _ in 0..<waits {
        group.addTask { IntentRunner.run(GreetingIntent(), timeout: 300) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(outcomes.count == waits)
    #expect(outcomes.allSatisfy { $0 == .finished(summary: "Hello, Ada") }, "\(outcomes)")
  }

  /// (A limit only for a hang: other tests may hold the main actor for minutes on a loaded
  /// machine; 30 s once timed out in a fresh clone's `swift test` under load.)
  @Test func aMainActorIntentRunsOnTheMainActor() {
    #expect(IntentRunner.run(MainActorIntent(), timeout: 600) == .finished(summary: "value true"))
  }

  @Test func anErrorIsReportedByItsDescription() {
    #expect(IntentRunner.run(FailingIntent(), timeout: 300) == .failed("the shop is closed"))
  }

  @Test func anIntentThatDoesNotFinishIsAbandonedAtTheTimeLimit() {
    let start = Date()
    #expect(IntentRunner.run(SlowIntent(), timeout: 0.2) == .timedOut(0.2))
    #expect(
      Date().timeIntervalSince(start) < 10, "abandoned at its limit, not run to its end (30 s)")
  }

  @Test func anIntentMissingAValueIsNotRun() {
    #expect(IntentRunner.run(OrderIntent(), timeout: 300) == .missingValues(["Order number"]))
  }
}

@MainActor @Suite(.serialized) struct IntentPreviewTests {
  let start = Date(timeIntervalSince1970: 1_795_946_400)

  func preview() -> ActivityPreview {
    ActivityPreview(
      CounterLiveActivity(), attributes: CounterAttributes(name: "Cups"),
      states: [.init(count: 0), .init(count: 10)], name: "counter", start: start, interval: 600)
  }

  func text(_ timeline: PreviewTimeline, at now: Date) throws -> String {
    let views = try #require(timeline.moment(at: now).views)
    var settings = RenderSettings(now: now)
    settings.glyphSet = .ascii
    return try PresentationRenderer.render(.lockScreen, views: views, settings: settings)
      .plainText
  }

  @Test func anIntentThatUpdatesTheActivityChangesWhatIsShownFromThen() throws {
    let preview = preview()
    _ = try preview.loadTimeline()
    let now = start.addingTimeInterval(60)
    let performance = preview.perform(AddToCounterIntent(), at: now, timeout: 300)
    #expect(performance.outcome == .finished(summary: "Added 1"))
    #expect(performance.activityChange == "updated the activity")
    let timeline = try preview.loadTimeline()
    #expect(timeline.events.map { $0.name ?? $0.kind } == ["start", "intent", "update"])
    #expect(try text(timeline, at: now.addingTimeInterval(-1)).contains("Cups 0"))
    #expect(try text(timeline, at: now).contains("Cups 1"))
    // The states that come later still arrive.
    #expect(try text(timeline, at: start.addingTimeInterval(600)).contains("Cups 10"))
    // A second press starts from what the first left.
    _ = preview.perform(AddToCounterIntent(), at: now.addingTimeInterval(5), timeout: 300)
    #expect(try text(preview.loadTimeline(), at: now.addingTimeInterval(5)).contains("Cups 2"))
  }

  @Test func anIntentThatEndsTheActivityEndsTheTimeline() throws {
    let preview = preview()
    _ = try preview.loadTimeline()
    let now = start.addingTimeInterval(120)
    let performance = preview.perform(FinishCounterIntent(), at: now, timeout: 300)
    #expect(performance.activityChange == "ended the activity")
    let timeline = try preview.loadTimeline()
    #expect(timeline.events.map(\.kind) == ["start", "end"])
    #expect(timeline.moment(at: now).lifecycle == .ended)
    #expect(try text(timeline, at: now).contains("Cups 99"))
  }

  @Test func anIntentThatChangesNothingLeavesTheTimelineAlone() throws {
    let preview = preview()
    _ = try preview.loadTimeline()
    let performance = preview.perform(FailingIntent(), at: start, timeout: 300)
    #expect(performance.outcome == .failed("the shop is closed"))
    #expect(performance.activityChange == nil)
    #expect(try preview.loadTimeline().events.count == 2)
  }
}
