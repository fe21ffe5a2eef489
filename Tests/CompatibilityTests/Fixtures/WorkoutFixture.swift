// A workout Live Activity: trimmed, rotated rings, gauges of several styles, numbers
// formatted three ways, and a label that picks the version that fits.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct WorkoutAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var heartRate: Int
    var distanceKilometers: Double
    var activeCalories: Double
    var calorieGoal: Double
    var pace: Double
    var startedAt: Date
    var movingSeconds: Int
    var isPaused: Bool
  }

  enum Kind: String, Codable {
    case run, ride, swim
  }

  var kind: Kind
  var athlete: String
}

struct ActivityRing: View {
  var progress: Double
  var color: Color
  var lineWidth: CGFloat = 6

  var body: some View {
    ZStack {
      Circle()
        .stroke(color.opacity(0.2), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: CGFloat(min(progress, 1)))
        .stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .foregroundStyle(color)
        .rotationEffect(.degrees(-90))
      Circle()
        .trim(from: 0, to: 0.25)
        .stroke(
          AngularGradient(colors: [color, color.opacity(0.4)], center: .center),
          style: StrokeStyle(lineWidth: lineWidth / 2, lineCap: .butt, dash: [2, 4])
        )
        .rotationEffect(Angle(degrees: -90))
    }
  }
}

struct WorkoutMetric: View {
  let title: LocalizedStringKey
  let value: Text

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(title)
        .font(.caption2)
        .foregroundStyle(.secondary)
      value
        .font(.system(size: 18, weight: .semibold, design: .rounded))
        .monospacedDigit()
        .contentTransition(.numericText())
    }
  }
}

struct WorkoutLockScreenView: View {
  let context: ActivityViewContext<WorkoutAttributes>

  private var calorieProgress: Double {
    guard context.state.calorieGoal > 0 else { return 0 }
    return context.state.activeCalories / context.state.calorieGoal
  }

  var body: some View {
    HStack(spacing: 12) {
      ActivityRing(progress: calorieProgress, color: .pink)
        .frame(width: 44, height: 44)
      VStack(alignment: .leading, spacing: 4) {
        ViewThatFits(in: .horizontal) {
          Text("\(context.attributes.athlete)'s \(context.attributes.kind.rawValue)")
            .font(.headline)
            .fixedSize()
          Text(context.attributes.kind.rawValue.capitalized)
            .font(.headline)
        }
        HStack(spacing: 16) {
          WorkoutMetric(
            title: "Distance",
            value: Text("\(context.state.distanceKilometers, specifier: "%.1f") km"))
          WorkoutMetric(
            title: "Pace",
            value: Text(context.state.pace, format: .number.precision(.fractionLength(1))))
          WorkoutMetric(
            title: "Time",
            value: Text(context.state.startedAt, style: .timer))
        }
      }
      Spacer(minLength: 0)
      VStack {
        Image(systemName: "heart.fill")
          .symbolEffect(.pulse, isActive: !context.state.isPaused)
          .symbolRenderingMode(.hierarchical)
          .foregroundStyle(.red)
        Text("\(context.state.heartRate)")
          .font(.caption.monospacedDigit())
      }
    }
    .padding()
  }
}

struct WorkoutGauges: View {
  let state: WorkoutAttributes.ContentState

  var body: some View {
    HStack {
      Gauge(value: state.activeCalories, in: 0...max(state.calorieGoal, 1)) {
        Text("kcal")
      } currentValueLabel: {
        Text(Int(state.activeCalories), format: .number)
      }
      .gaugeStyle(.accessoryCircular)
      .tint(.pink)
      Gauge(value: Double(state.heartRate), in: 40...200) {
        Image(systemName: "heart")
      } currentValueLabel: {
        Text("\(state.heartRate)")
      } minimumValueLabel: {
        Text("40")
      } maximumValueLabel: {
        Text("200")
      }
      .gaugeStyle(.accessoryCircularCapacity)
      Gauge(value: min(state.distanceKilometers / 10, 1)) {
        Text("10K")
      }
      .gaugeStyle(.linearCapacity)
      .tint(Gradient(colors: [.green, .yellow, .red]))
    }
  }
}

struct WorkoutLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: WorkoutAttributes.self) { context in
      WorkoutLockScreenView(context: context)
        .activityBackgroundTint(nil)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          ActivityRing(
            progress: context.state.activeCalories / context.state.calorieGoal, color: .pink
          )
          .frame(width: 36, height: 36)
          .padding(4)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text("\(context.state.heartRate) bpm")
            .font(.title3.bold())
            .foregroundStyle(.red)
        }
        DynamicIslandExpandedRegion(.center) {
          Text(
            Duration.seconds(context.state.movingSeconds),
            format: .time(pattern: .hourMinuteSecond))
        }
        DynamicIslandExpandedRegion(.bottom) {
          WorkoutGauges(state: context.state)
        }
      } compactLeading: {
        Image(systemName: "figure.run")
          .symbolRenderingMode(.hierarchical)
      } compactTrailing: {
        Text(context.state.startedAt, style: .timer)
          .monospacedDigit()
          .frame(maxWidth: 44)
      } minimal: {
        ActivityRing(progress: 0.5, color: .pink, lineWidth: 3)
      }
    }
  }
}

enum WorkoutSamples {
  static let attributes = WorkoutAttributes(kind: .run, athlete: "Alexandra")
  static let state = WorkoutAttributes.ContentState(
    heartRate: 148, distanceKilometers: 5.25, activeCalories: 320, calorieGoal: 500, pace: 5.4,
    startedAt: Date(timeIntervalSinceReferenceDate: -1_800), movingSeconds: 1_695,
    isPaused: false)
}
