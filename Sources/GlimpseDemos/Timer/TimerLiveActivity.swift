// The countdown timer of seeds/000, as written for iOS.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct TimerLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: TimerAttributes.self) { context in
      HStack {
        VStack(alignment: .leading) {
          Text(context.attributes.timerName)
            .font(.headline)
          // Automatic countdown timer — system updates this every second
          Text(context.state.endTime, style: .timer)
            .font(.system(.title, design: .monospaced))
            .foregroundStyle(.blue)
        }
        Spacer()
        // Relative time display: "in 5 min"
        Text(context.state.endTime, style: .relative)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .padding()
      .activityBackgroundTint(.black)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) {
          Text(context.state.endTime, style: .timer)
            .font(.system(.title, design: .monospaced))
        }
      } compactLeading: {
        Image(systemName: "timer")
      } compactTrailing: {
        Text(context.state.endTime, style: .timer)
          .frame(width: 50)
          .font(.caption2.monospacedDigit())
      } minimal: {
        // Progress ring for minimal view
        ProgressView(
          timerInterval: context.state.startTime...context.state.endTime,
          countsDown: true
        ) {
          EmptyView()
        }
        .progressViewStyle(.circular)
        .tint(.blue)
      }
    }
  }
}

struct TimerAttributes: ActivityAttributes {
  let timerName: String
  struct ContentState: Codable, Hashable {
    let startTime: Date
    let endTime: Date
  }
}
