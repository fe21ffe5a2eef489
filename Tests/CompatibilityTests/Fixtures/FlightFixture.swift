// A flight Live Activity that leans on iOS 17 layout APIs: TimelineView, container
// relative frames, content margins, accessory backgrounds, environment overrides, a
// bound-generic extension of ActivityViewContext and images inside text.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import UIKit
  import WidgetKit
#else
  import GlimpseUI
#endif

struct FlightAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var gate: String?
    var boardingStarts: Date
    var departs: Date
    var arrives: Date
    var isCancelled: Bool
  }

  var flightNumber: String
  var origin: String
  var destination: String
  var airlineLogo: String
}

// swift-format-ignore: NoPlaygroundLiterals
private let runwayGray = Color(#colorLiteral(red: 0.2, green: 0.22, blue: 0.25, alpha: 1))

extension ActivityViewContext<FlightAttributes> {
  var route: String { "\(attributes.origin) → \(attributes.destination)" }

  var flightDuration: TimeInterval {
    state.arrives.timeIntervalSince(state.departs)
  }
}

struct FlightProgressTrack: View {
  let departs: Date
  let arrives: Date

  var body: some View {
    TimelineView(.everyMinute) { timeline in
      let total = max(arrives.timeIntervalSince(departs), 1)
      let done = min(max(timeline.date.timeIntervalSince(departs) / total, 0), 1)
      GeometryReader { geometry in
        ZStack(alignment: .leading) {
          Path { path in
            path.move(to: CGPoint(x: 0, y: geometry.size.height / 2))
            path.addLine(to: CGPoint(x: geometry.size.width, y: geometry.size.height / 2))
          }
          .stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
          .foregroundStyle(.secondary)
          Image(systemName: "airplane")
            .position(x: geometry.size.width * done, y: geometry.size.height / 2)
        }
      }
      .frame(height: 16)
    }
  }
}

struct FlightView: View {
  let context: ActivityViewContext<FlightAttributes>
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.isActivityFullscreen) private var isFullscreen
  @Environment(\.showsWidgetContainerBackground) private var showsBackground

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      HStack {
        Image(decorative: context.attributes.airlineLogo)
          .resizable()
          .frame(width: 20, height: 20)
        Text(context.route)
          .font(dynamicTypeSize < .large ? .headline : .subheadline)
          .strikethrough(context.state.isCancelled, pattern: .solid, color: .red.opacity(0.6))
        Spacer()
        Text("Gate \(Image(systemName: "door.left.hand.open")) \(context.state.gate ?? "TBA")")
          .font(.caption)
      }
      FlightProgressTrack(departs: context.state.departs, arrives: context.state.arrives)
      Divider()
        .frame(height: 2)
        .overlay(.blue)
        .cornerRadius(1)
      HStack(spacing: 0) {
        ForEach(0..<3) { index in
          Text(["Boarding", "Departs", "Arrives"][index])
            .font(.caption2)
            .containerRelativeFrame(.horizontal) { size, _ in size * 0.3 }
        }
      }
      HStack {
        Text(context.state.boardingStarts, style: .time)
        Spacer()
        Text(context.state.departs, style: .time)
        Spacer()
        Text(context.state.arrives, style: .time)
      }
      .font(.caption.monospacedDigit())
    }
    .environment(\.colorScheme, .dark)
    .frame(maxWidth: UIScreen.main.bounds.width * 0.95)
  }
}

struct FlightLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: FlightAttributes.self) { context in
      if #available(iOS 17.0, *) {
        FlightView(context: context)
          .contentMargins(.all, 12)
          .activityBackgroundTint(runwayGray)
      } else {
        FlightView(context: context)
          .padding(12)
      }
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          ZStack {
            AccessoryWidgetBackground()
            Text(context.attributes.origin)
          }
          .frame(width: 44, height: 24)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.attributes.destination)
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.attributes.flightNumber)
            .font(.caption.bold())
            .blur(radius: context.state.isCancelled ? 2 : 0)
        }
        DynamicIslandExpandedRegion(.bottom) {
          TimelineView(.animation(minimumInterval: 60, paused: context.state.isCancelled)) { _ in
            FlightProgressTrack(departs: context.state.departs, arrives: context.state.arrives)
              .mask {
                LinearGradient(
                  colors: [.black, .black.opacity(0.2)], startPoint: .leading,
                  endPoint: .trailing)
              }
          }
        }
      } compactLeading: {
        Image(systemName: "airplane.departure")
      } compactTrailing: {
        Text(context.state.departs, style: .relative)
          .frame(maxWidth: 50)
      } minimal: {
        Image(systemName: "airplane")
          .blendMode(.plusLighter)
          .compositingGroup()
      }
    }
  }
}

enum FlightSamples {
  static let attributes = FlightAttributes(
    flightNumber: "GL 204", origin: "AMS", destination: "LIS", airlineLogo: "airline-logo")
  static let state = FlightAttributes.ContentState(
    gate: "D7", boardingStarts: Date(timeIntervalSinceReferenceDate: -4_800),
    departs: Date(timeIntervalSinceReferenceDate: -3_000),
    arrives: Date(timeIntervalSinceReferenceDate: 6_000), isCancelled: false)
  static let cancelled = FlightAttributes.ContentState(
    gate: nil, boardingStarts: state.boardingStarts, departs: state.departs,
    arrives: state.arrives, isCancelled: true)
}
