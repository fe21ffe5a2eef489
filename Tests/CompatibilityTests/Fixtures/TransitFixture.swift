// A commuter-rail Live Activity: nested attributes, a GeometryReader progress bar, dates
// and formatters in views, an enumerated ForEach, and every Dynamic Island knob.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct TrainTripAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    enum Phase: String, Codable, Hashable {
      case boarding, departed, delayed, arriving, arrived
    }

    var phase: Phase
    var currentStopIndex: Int
    var platform: String?
    var delayMinutes: Int
    var window: ClosedRange<Date>
    var nextStopETA: Date?
  }

  struct Stop: Codable, Hashable {
    var name: String
    var scheduled: Date
  }

  var line: String
  var trainNumber: String
  var stops: [Stop]
  var operatorColorHex: String?
}

extension TrainTripAttributes.ContentState.Phase {
  var title: String {
    switch self {
    case .boarding: return "Boarding"
    case .departed: return "On the way"
    case .delayed: return "Delayed"
    case .arriving: return "Arriving"
    case .arrived: return "Arrived"
    }
  }

  var symbol: String {
    switch self {
    case .boarding: "figure.walk"
    case .departed, .arriving: "tram.fill"
    case .delayed: "exclamationmark.triangle.fill"
    case .arrived: "checkmark.circle.fill"
    }
  }

  var tint: Color {
    switch self {
    case .delayed: .orange
    case .arrived: .green
    default: .blue
    }
  }
}

private let shortTimeFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateStyle = .none
  formatter.timeStyle = .short
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  return formatter
}()

struct TripProgressBar: View {
  var fraction: Double
  var tint: Color

  var body: some View {
    GeometryReader { geo in
      ZStack(alignment: .leading) {
        Capsule()
          .fill(Color.secondary.opacity(0.25))
        Capsule()
          .fill(tint)
          .frame(width: geo.size.width * min(max(fraction, 0), 1))
      }
    }
    .frame(height: 6)
  }
}

struct TrainTripLockScreenView: View {
  let context: ActivityViewContext<TrainTripAttributes>

  private var progress: Double {
    let total = max(context.attributes.stops.count - 1, 1)
    return Double(context.state.currentStopIndex) / Double(total)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .firstTextBaseline) {
        Label(context.attributes.line, systemImage: context.state.phase.symbol)
          .font(.headline)
          .foregroundStyle(context.state.phase.tint)
        Spacer()
        Text("Train \(context.attributes.trainNumber)")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      TripProgressBar(fraction: progress, tint: context.state.phase.tint)
      Divider()
      HStack {
        VStack(alignment: .leading, spacing: 2) {
          Text("Next stop")
            .font(.caption2)
            .textCase(.uppercase)
            .foregroundStyle(.secondary)
          Text(nextStopName)
            .font(.subheadline.weight(.semibold))
            .lineLimit(2)
            .truncationMode(.middle)
            .minimumScaleFactor(0.5)
        }
        Spacer()
        if let eta = context.state.nextStopETA {
          Text(eta, format: .dateTime.hour().minute())
            .font(.system(size: 20, weight: .bold, design: .rounded))
            .monospacedDigit()
        }
      }
      HStack(spacing: 4) {
        ForEach(Array(context.attributes.stops.enumerated()), id: \.offset) { index, stop in
          Circle()
            .fill(index <= context.state.currentStopIndex ? Color.blue : Color.gray.opacity(0.4))
            .frame(width: 6, height: 6)
            .accessibilityLabel(stop.name)
        }
      }
      if context.state.delayMinutes > 0 {
        Text("Delayed \(context.state.delayMinutes) min · departs \(departureText)")
          .font(.caption)
          .foregroundStyle(.orange)
      }
    }
    .padding(.horizontal)
    .padding(.vertical, 12)
    .activityBackgroundTint(Color.black.opacity(0.8))
    .activitySystemActionForegroundColor(.white)
  }

  private var nextStopName: String {
    let stops = context.attributes.stops
    let next = min(context.state.currentStopIndex + 1, stops.count - 1)
    return stops.indices.contains(next) ? stops[next].name : "—"
  }

  private var departureText: String {
    shortTimeFormatter.string(from: context.state.window.lowerBound)
  }
}

struct TrainTripLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: TrainTripAttributes.self) { context in
      TrainTripLockScreenView(context: context)
    } dynamicIsland: { context in
      let state = context.state
      return DynamicIsland {
        DynamicIslandExpandedRegion(.leading, priority: 1) {
          Label {
            Text(context.attributes.line)
              .font(.headline)
          } icon: {
            Image(systemName: state.phase.symbol)
              .foregroundStyle(state.phase.tint)
          }
          .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(timerInterval: state.window, pauseTime: nil, countsDown: true, showsHours: false)
            .multilineTextAlignment(.trailing)
            .frame(width: 56)
            .monospacedDigit()
        }
        DynamicIslandExpandedRegion(.center) {
          Text(state.platform.map { "Platform \($0)" } ?? state.phase.title)
            .font(.caption)
        }
        DynamicIslandExpandedRegion(.bottom) {
          TripProgressBar(
            fraction: Double(state.currentStopIndex)
              / Double(max(context.attributes.stops.count - 1, 1)),
            tint: state.phase.tint
          )
          .padding(.top, 4)
        }
      } compactLeading: {
        Image(systemName: state.phase.symbol)
          .foregroundStyle(state.phase.tint)
      } compactTrailing: {
        Text(timerInterval: state.window, countsDown: true)
          .monospacedDigit()
          .frame(width: 40)
      } minimal: {
        Image(systemName: "tram.fill")
      }
      .contentMargins(.horizontal, 8, for: .expanded)
      .keylineTint(state.phase.tint)
      .widgetURL(URL(string: "rails://trip/\(context.attributes.trainNumber)"))
    }
  }
}

enum TrainTripSamples {
  static let start = Date(timeIntervalSinceReferenceDate: 0)

  static let attributes = TrainTripAttributes(
    line: "Coastal Express",
    trainNumber: "8421",
    stops: [
      .init(name: "Harbour Central", scheduled: start),
      .init(name: "Museum Quarter", scheduled: start.addingTimeInterval(600)),
      .init(name: "Northbridge Interchange and Ferry Terminal", scheduled: start + 1_200),
      .init(name: "Airport", scheduled: start.addingTimeInterval(2_400)),
    ],
    operatorColorHex: nil)

  static let onTime = TrainTripAttributes.ContentState(
    phase: .departed, currentStopIndex: 1, platform: "4B", delayMinutes: 0,
    window: start...start.addingTimeInterval(1_500), nextStopETA: start.addingTimeInterval(600))

  static let delayed = TrainTripAttributes.ContentState(
    phase: .delayed, currentStopIndex: 0, platform: nil, delayMinutes: 7,
    window: start...start.addingTimeInterval(1_800), nextStopETA: nil)
}
