// A habit timer Live Activity with the App Intents shapes open-source widgets declare:
// an AppEntity with a string query, an AppEnum with case display representations, a
// LiveActivityIntent that updates the running activity through Activity.activities, an
// intent that returns a value and a dialog, a dependency registered with the manager, and
// buttons and toggles in every form Apple declares.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct HabitTimerAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var isRunning: Bool
    var elapsed: TimeInterval
    var mood: HabitMood
    var soundOn: Bool
  }

  var habitID: String
  var habitName: String
}

enum HabitMood: String, Codable, Hashable, AppEnum {
  case calm, focused, tired

  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Mood", numericFormat: "\(placeholder: .int) moods")

  static let caseDisplayRepresentations: [HabitMood: DisplayRepresentation] = [
    .calm: DisplayRepresentation(title: "Calm", image: .init(systemName: "leaf")),
    .focused: DisplayRepresentation(
      title: "Focused", subtitle: "In the zone", image: .init(systemName: "scope")),
    .tired: "Tired",
  ]
}

struct HabitEntity: AppEntity {
  let id: String
  let name: String
  let streak: Int

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
  static let defaultQuery = HabitQuery()

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(streak) day streak", image: .init(named: "HabitIcon"))
  }

  static let all = [
    HabitEntity(id: "read", name: "Reading", streak: 12),
    HabitEntity(id: "run", name: "Running", streak: 3),
  ]
}

struct HabitQuery: EntityStringQuery, EnumerableEntityQuery {
  func entities(for identifiers: [HabitEntity.ID]) async throws -> [HabitEntity] {
    HabitEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [HabitEntity] {
    HabitEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
  }

  func allEntities() async throws -> [HabitEntity] {
    HabitEntity.all
  }
}

/// The app's store of habit sessions, registered with the dependency manager at launch.
final class HabitStore: Sendable {
  func log(_ habitID: String) -> Int { habitID.count }
}

struct ToggleHabitTimerIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Toggle habit timer"
  static let description = IntentDescription(
    "Starts or pauses a habit timer.", categoryName: "Habits")
  static let openAppWhenRun: Bool = false

  @Parameter(title: "Habit ID")
  var habitID: String

  @Parameter(title: "Should run", default: true)
  var shouldRun: Bool

  @Parameter(title: "Note", inputOptions: String.IntentInputOptions(capitalizationType: .none))
  var note: String?

  init() {}

  init(habitID: String, shouldRun: Bool) {
    self.habitID = habitID
    self.shouldRun = shouldRun
  }

  func perform() async throws -> some IntentResult {
    for activity in Activity<HabitTimerAttributes>.activities
    where activity.attributes.habitID == habitID {
      var state = activity.content.state
      state.isRunning = shouldRun
      await activity.update(ActivityContent(state: state, staleDate: nil))
    }
    return .result()
  }
}

struct SetHabitMoodIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Set mood"

  @Parameter(title: "Mood", default: .calm)
  var mood: HabitMood

  @Parameter(title: "Habit", requestValueDialog: "Which habit?")
  var habit: HabitEntity?

  init() {}

  init(mood: HabitMood) {
    self.mood = mood
  }

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    for activity in Activity<HabitTimerAttributes>.activities {
      var state = activity.content.state
      state.mood = mood
      await activity.update(ActivityContent(state: state, staleDate: .now + 60))
    }
    return .result(dialog: "Mood set to \(mood.rawValue)")
  }
}

struct LogHabitIntent: AppIntent {
  static let title: LocalizedStringResource = "Log habit"
  static let authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed

  @Dependency
  var store: HabitStore

  @Parameter(title: "Minutes", default: 10, controlStyle: .field, inclusiveRange: (1, 120))
  var minutes: Int

  @Parameter(title: "Started", kind: .time)
  var started: Date?

  @Parameter(title: "Intensity", default: 0.5, controlStyle: .slider)
  var intensity: Double

  @Parameter(title: "Habit ID")
  var habitID: String

  init() {}

  init(habitID: String) {
    self.habitID = habitID
  }

  static var parameterSummary: some ParameterSummary {
    Summary("Log \(\.$minutes) minutes") {
      \.$intensity
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    let logged = store.log(habitID) + minutes
    return .result(value: logged, dialog: "Logged \(minutes) minutes")
  }
}

struct ToggleHabitSoundIntent: LiveActivityIntent, AudioPlaybackIntent {
  static let title: LocalizedStringResource = "Sound"

  @Parameter(title: "On", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
  var isOn: Bool

  init() {}

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct HabitTimerView: View {
  let context: ActivityViewContext<HabitTimerAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Text(context.attributes.habitName)
          .font(.headline)
        Spacer()
        Text(context.state.isRunning ? "Running" : "Paused")
          .foregroundStyle(context.state.isRunning ? .green : .orange)
      }
      HStack(spacing: 8) {
        Button(
          intent: ToggleHabitTimerIntent(
            habitID: context.attributes.habitID, shouldRun: !context.state.isRunning)
        ) {
          Label(
            context.state.isRunning ? "Pause" : "Resume",
            systemImage: context.state.isRunning ? "pause.fill" : "play.fill")
        }
        Button("Focused", intent: SetHabitMoodIntent(mood: .focused))
        Button("Stop", systemImage: "stop.fill", role: .destructive, intent: LogHabitIntent())
        Spacer()
        Toggle("Sound", isOn: context.state.soundOn, intent: ToggleHabitSoundIntent())
      }
      .buttonStyle(.bordered)
      Text("Mood: \(context.state.mood.rawValue)")
        .font(.caption)
    }
    .padding(14)
  }
}

struct HabitTimerLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: HabitTimerAttributes.self) { context in
      HabitTimerView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Text(context.attributes.habitName)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Button(
            context.state.isRunning ? "Pause" : "Resume",
            intent: ToggleHabitTimerIntent(
              habitID: context.attributes.habitID, shouldRun: !context.state.isRunning))
        }
      } compactLeading: {
        Image(systemName: "timer")
      } compactTrailing: {
        Text(context.state.isRunning ? "On" : "Off")
      } minimal: {
        Image(systemName: "timer")
      }
    }
  }
}

enum HabitTimerSamples {
  static let attributes = HabitTimerAttributes(habitID: "read", habitName: "Reading")
  static let running = HabitTimerAttributes.ContentState(
    isRunning: true, elapsed: 300, mood: .calm, soundOn: true)
}
