// An iOS 16-era countdown Live Activity as many apps still ship it, compiled in Swift 5
// mode: mutable statics in intents, non-Sendable globals, extension-only availability
// attributes and deprecated modifiers.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

var countdownFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateFormat = "HH:mm"
  formatter.timeZone = TimeZone(identifier: "UTC")
  return formatter
}()

var lastRenderedEvent: String?

struct CountdownAttributes: ActivityAttributes {
  public typealias ContentState = CountdownStatus

  public struct CountdownStatus: Codable, Hashable {
    var target: Date
    var note: String
  }

  var eventName: String
  var emoji: String
}

struct SnoozeCountdownIntent: LiveActivityIntent {
  static var title: LocalizedStringResource = "Snooze countdown"
  static var description = IntentDescription("Moves the countdown by five minutes.")
  static var openAppWhenRun: Bool = false

  @Parameter(title: "Event")
  var eventName: String

  init() {}

  init(eventName: String) {
    self.eventName = eventName
  }

  func perform() async throws -> some IntentResult {
    return .result()
  }
}

final class CountdownTheme {
  static var shared = CountdownTheme()
  var accent: Color = .purple
  var cardBackground = Color.black.opacity(0.85)
}

@available(iOSApplicationExtension 16.1, *)
struct CountdownLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: CountdownAttributes.self) { context in
      CountdownLockScreen(context: context)
        .activityBackgroundTint(CountdownTheme.shared.cardBackground)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Text(context.attributes.emoji)
            .font(.largeTitle)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.state.target, style: .relative)
            .foregroundColor(CountdownTheme.shared.accent)
        }
        DynamicIslandExpandedRegion(.bottom) {
          if #available(iOS 17.0, *) {
            Button(intent: SnoozeCountdownIntent(eventName: context.attributes.eventName)) {
              Text("Snooze 5 min")
            }
          } else {
            Text(context.state.note)
          }
        }
      } compactLeading: {
        Text(context.attributes.emoji)
      } compactTrailing: {
        Text(timerInterval: Date()...max(Date(), context.state.target), countsDown: true)
          .frame(width: 50)
      } minimal: {
        Text(context.attributes.emoji)
      }
    }
  }
}

struct CountdownLockScreen: View {
  @State var context: ActivityViewContext<CountdownAttributes>

  var remaining: String {
    let text = "at " + countdownFormatter.string(from: context.state.target)
    lastRenderedEvent = context.attributes.eventName
    return text
  }

  var body: some View {
    HStack {
      Text(context.attributes.emoji)
        .font(.system(size: 36))
      VStack(alignment: .leading) {
        Text(context.attributes.eventName)
          .font(.headline)
          .foregroundColor(.white)
        Text(context.state.note)
          .font(.caption)
          .foregroundColor(.gray)
      }
      Spacer()
      Text(remaining)
        .font(.title3.bold())
        .foregroundColor(CountdownTheme.shared.accent)
    }
    .padding()
    .background(Color.white.opacity(0.05))
    .cornerRadius(12)
  }
}

@available(iOSApplicationExtension 16.2, *)
struct CountdownLiveActivity_Previews: PreviewProvider {
  static var attributes = CountdownAttributes(eventName: "Launch", emoji: "🚀")
  static var state = CountdownAttributes.ContentState(
    target: Date().addingTimeInterval(3_600), note: "T-minus one hour")

  static var previews: some View {
    Group {
      attributes.previewContext(state, viewKind: .content)
      attributes.previewContext(state, viewKind: .dynamicIsland(.expanded))
    }
  }
}

enum CountdownSamples {
  static var attributes = CountdownAttributes(eventName: "Launch", emoji: "🚀")
  static var state = CountdownAttributes.ContentState(
    target: Date(timeIntervalSinceReferenceDate: 5_400), note: "Crew is boarding")
}
