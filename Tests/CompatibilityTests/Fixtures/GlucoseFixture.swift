// A glucose-monitor Live Activity in the style of health apps: a widget body that
// returns different configurations by availability, family-dependent layouts, counting-up
// timers, durations, number formatting and font chains.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct GlucoseAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    enum Trend: String, Codable {
      case rising = "↑"
      case steady = "→"
      case falling = "↓"
    }

    var value: Int
    var delta: Double
    var trend: Trend
    var readingDate: Date?
    var sensorStarted: Date
    var insulinOnBoard: Double
  }

  var unit: String
  var low: Int
  var high: Int
}

struct GlucoseView: View {
  let context: ActivityViewContext<GlucoseAttributes>
  @Environment(\.activityFamily) private var activityFamily

  private var isSmallFamily: Bool {
    if #available(iOS 18.0, *) {
      return activityFamily == .small
    }
    return false
  }

  private var valueColor: Color {
    let state = context.state
    return switch state.value {
    case ..<context.attributes.low: .red
    case context.attributes.high...: .yellow
    default: .green
    }
  }

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 6) {
      Text("\(context.state.value)")
        .font(isSmallFamily ? .title3 : .system(size: 34, weight: .bold, design: .rounded))
        .foregroundStyle(valueColor)
      Text(context.state.trend.rawValue)
        .font(.system(.headline, design: .rounded, weight: .semibold))
      if !isSmallFamily {
        VStack(alignment: .leading) {
          Text(
            "\(context.state.delta >= 0 ? "+" : "")\(context.state.delta, specifier: "%.1f") \(context.attributes.unit)"
          )
          .font(.caption.weight(.medium))
          Text(context.state.readingDate?.formatted(date: .omitted, time: .shortened) ?? "--:--")
            .font(.caption2.bold().monospaced())
            .foregroundStyle(.secondary)
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text(
            "IOB \(context.state.insulinOnBoard.formatted(.number.precision(.fractionLength(2)))) U"
          )
          .font(.caption)
          Text(timerInterval: context.state.sensorStarted...Date.distantFuture, countsDown: false)
            .font(.caption2.monospacedDigit())
        }
      }
    }
    .padding(EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10))
  }
}

struct GlucoseLiveActivity: Widget {
  var body: some WidgetConfiguration {
    if #available(iOS 18.0, *) {
      return ActivityConfiguration(for: GlucoseAttributes.self) { context in
        GlucoseView(context: context)
      } dynamicIsland: { context in
        GlucoseIsland.make(context)
      }
      .supplementalActivityFamilies([.small, .medium])
    } else {
      return ActivityConfiguration(for: GlucoseAttributes.self) { context in
        GlucoseView(context: context)
      } dynamicIsland: { context in
        GlucoseIsland.make(context)
      }
    }
  }
}

@MainActor
enum GlucoseIsland {
  static func make(_ context: ActivityViewContext<GlucoseAttributes>) -> DynamicIsland {
    let state = context.state
    var arrowColor: Color {
      state.trend == .steady ? .secondary : .orange
    }
    return DynamicIsland {
      DynamicIslandExpandedRegion(.leading) {
        Text("\(state.value)").font(.title.bold())
      }
      DynamicIslandExpandedRegion(.trailing) {
        Text(state.trend.rawValue).foregroundStyle(arrowColor)
      }
      DynamicIslandExpandedRegion(.bottom, priority: .greatestFiniteMagnitude) {
        Text("Sensor age \(Text(state.sensorStarted, style: .relative))")
          .font(.caption2)
      }
      .contentMargins(.top, 4)
    } compactLeading: {
      Text("\(state.value)")
        .foregroundStyle(state.value < context.attributes.low ? .red : .primary)
    } compactTrailing: {
      Text(state.trend.rawValue)
    } minimal: {
      Text("\(state.value)").font(.caption2)
    }
    .contentMargins(.horizontal, 0, for: .minimal)
  }
}

enum GlucoseSamples {
  static let attributes = GlucoseAttributes(unit: "mg/dL", low: 70, high: 180)
  static let state = GlucoseAttributes.ContentState(
    value: 112, delta: -3.4, trend: .falling, readingDate: Date(timeIntervalSinceReferenceDate: 0),
    sensorStarted: Date(timeIntervalSinceReferenceDate: -86_400 * 3), insulinOnBoard: 1.25)
  static let low = GlucoseAttributes.ContentState(
    value: 61, delta: -8, trend: .falling, readingDate: nil,
    sensorStarted: Date(timeIntervalSinceReferenceDate: -3_600), insulinOnBoard: 0)
}
