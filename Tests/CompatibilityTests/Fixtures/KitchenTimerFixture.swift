// A kitchen-timer Live Activity with interactive controls: intents with parameters, a
// button view generic over its intent, a toggle that performs an intent, timer text and
// timer progress.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct KitchenTimerAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var endsAt: Date
    var pausedAt: Date?
    var soundOn: Bool
  }

  var timerID: String
  var dish: String
  var total: TimeInterval
}

struct PauseKitchenTimerIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Pause timer"
  static let description = IntentDescription("Pauses a running kitchen timer.")

  @Parameter(title: "Timer ID")
  var timerID: String

  init() {}

  init(timerID: String) {
    self.timerID = timerID
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct AddMinuteIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Add a minute"

  @Parameter(title: "Timer ID")
  var timerID: String

  @Parameter(title: "Minutes", default: 1)
  var minutes: Int

  init() {}

  init(timerID: String, minutes: Int) {
    self.timerID = timerID
    self.minutes = minutes
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct ToggleTimerSoundIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Sound"

  @Parameter(title: "On")
  var isOn: Bool

  init() {}

  func perform() async throws -> some IntentResult {
    .result()
  }
}

/// A round control that performs any intent.
struct IntentCircleButton<I: AppIntent>: View {
  let intent: I
  let systemImage: String
  let label: String
  var tint: Color = .orange

  var body: some View {
    Button(intent: intent) {
      Image(systemName: systemImage)
        .font(.system(size: 14, weight: .bold))
        .foregroundStyle(tint)
        .frame(width: 36, height: 36)
        .background(tint.opacity(0.2), in: Circle())
        .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .accessibilityLabel(label)
  }
}

struct KitchenTimerView: View {
  let context: ActivityViewContext<KitchenTimerAttributes>

  private var interval: ClosedRange<Date> {
    context.state.endsAt.addingTimeInterval(-context.attributes.total)...context.state.endsAt
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Label {
          Text(context.attributes.dish)
            .font(.headline)
            .lineLimit(1)
        } icon: {
          Image(systemName: "timer")
            .foregroundStyle(.orange)
        }
        Spacer()
        Text(timerInterval: interval, pauseTime: context.state.pausedAt, countsDown: true)
          .font(.title2.monospacedDigit())
          .multilineTextAlignment(.trailing)
          .transaction { $0.animation = nil }
      }
      ProgressView(timerInterval: interval, countsDown: true) {
        EmptyView()
      } currentValueLabel: {
        EmptyView()
      }
      .tint(.orange)
      HStack(spacing: 12) {
        IntentCircleButton(
          intent: PauseKitchenTimerIntent(timerID: context.attributes.timerID),
          systemImage: "pause.fill", label: "Pause")
        IntentCircleButton(
          intent: AddMinuteIntent(timerID: context.attributes.timerID, minutes: 1),
          systemImage: "plus", label: "Add a minute", tint: .green)
        Spacer()
        Toggle(isOn: context.state.soundOn, intent: ToggleTimerSoundIntent()) {
          Image(systemName: context.state.soundOn ? "speaker.wave.2.fill" : "speaker.slash")
        }
        .toggleStyle(.button)
        Button(
          intent: PauseKitchenTimerIntent(timerID: context.attributes.timerID),
          label: {
            Text("Stop")
          }
        )
        .buttonStyle(.bordered)
      }
    }
    .padding(14)
  }
}

struct KitchenTimerLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: KitchenTimerAttributes.self) { context in
      KitchenTimerView(context: context)
    } dynamicIsland: { context in
      DynamicIsland(
        expanded: {
          DynamicIslandExpandedRegion(.leading) {
            Text(context.attributes.dish)
          }
          DynamicIslandExpandedRegion(.trailing) {
            Text(.now, style: .timer)
          }
          DynamicIslandExpandedRegion(.bottom) {
            let start = context.state.endsAt.addingTimeInterval(-context.attributes.total)
            ProgressView(timerInterval: start...context.state.endsAt)
          }
        },
        compactLeading: {
          Image(systemName: "timer")
        },
        compactTrailing: {
          Text(timerInterval: Date.now...max(Date.now, context.state.endsAt), countsDown: true)
            .monospacedDigit()
        },
        minimal: {}
      )
    }
  }
}

enum KitchenTimerSamples {
  static let attributes = KitchenTimerAttributes(timerID: "t1", dish: "Sourdough", total: 1_800)
  static let running = KitchenTimerAttributes.ContentState(
    endsAt: Date(timeIntervalSinceReferenceDate: 900), pausedAt: nil, soundOn: true)
  static let paused = KitchenTimerAttributes.ContentState(
    endsAt: Date(timeIntervalSinceReferenceDate: 900),
    pausedAt: Date(timeIntervalSinceReferenceDate: -300), soundOn: false)
}
