// A courier Live Activity: a custom animatable Shape, switch expressions returning
// colours, styles with opacity, @State, plain Buttons, Links, Calendar arithmetic and
// localized strings.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct CourierAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    enum Stage: Int, Codable, CaseIterable {
      case packed, pickedUp, nearby, delivered
    }

    var stage: Stage
    var courierName: String?
    var stopsAway: Int
    var expectedBy: Date
  }

  var parcelID: String
  var trackingURL: URL
}

/// A route line that bends toward its end: drawn by a Path in a custom Shape.
struct RouteShape: Shape {
  var progress: Double

  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    let end = CGPoint(x: rect.minX + rect.width * progress, y: rect.midY)
    path.addQuadCurve(to: end, control: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    return path
  }
}

/// Two values animated together.
struct Chevron: Shape {
  var inset: CGFloat
  var depth: CGFloat

  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(inset, depth) }
    set {
      inset = newValue.first
      depth = newValue.second
    }
  }

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX + inset, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX - depth, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.minX + inset, y: rect.maxY))
    }
  }
}

extension CourierAttributes.ContentState.Stage {
  var color: Color {
    switch self {
    case .packed: Color(red: 0.55, green: 0.55, blue: 0.6)
    case .pickedUp: .blue
    case .nearby: Color(hue: 0.08, saturation: 0.9, brightness: 0.95).opacity(0.9)
    case .delivered: .green
    }
  }

  var title: String {
    switch self {
    case .packed: String(localized: "Packed")
    case .pickedUp: String(localized: "Picked up")
    case .nearby: String(localized: "Nearby")
    case .delivered: String(localized: "Delivered")
    }
  }
}

struct CourierStageDots: View {
  let stage: CourierAttributes.ContentState.Stage

  var body: some View {
    HStack(spacing: 6) {
      ForEach(CourierAttributes.ContentState.Stage.allCases, id: \.self) { step in
        Circle()
          .fill(
            step.rawValue <= stage.rawValue
              ? AnyShapeStyle(stage.color) : AnyShapeStyle(.quaternary)
          )
          .frame(width: 8, height: 8)
          .scaleEffect(x: step == stage ? 1.3 : 1, y: step == stage ? 1.3 : 1, anchor: .center)
      }
    }
    .id(stage)
  }
}

struct CourierView: View {
  let context: ActivityViewContext<CourierAttributes>
  @State private var showsDetails = true

  private var deliveryWindowText: String {
    let calendar = Calendar(identifier: .gregorian)
    let latest = calendar.date(byAdding: .minute, value: 30, to: context.state.expectedBy)
    let from = context.state.expectedBy.formatted(date: .omitted, time: .shortened)
    let until = latest?.formatted(date: .omitted, time: .shortened) ?? "--:--"
    return "\(from) – \(until)"
  }

  private var isToday: Bool {
    Calendar.current.isDate(context.state.expectedBy, inSameDayAs: context.state.expectedBy)
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack {
        Text(context.state.stage.title)
          .font(.headline)
          .foregroundStyle(context.state.stage.color)
        Spacer()
        Text(isToday ? "Today" : "Later")
          .font(.caption)
          .foregroundStyle(.secondary.opacity(0.8))
      }
      RouteShape(progress: Double(context.state.stage.rawValue) / 3)
        .stroke(context.state.stage.color, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        .frame(height: 18)
        .background(BackgroundStyle.background.opacity(0.4))
      if showsDetails {
        HStack {
          Chevron(inset: 2, depth: 4)
            .fill(.tint.opacity(0.6))
            .frame(width: 10, height: 12)
          Text(deliveryWindowText)
            .font(.subheadline)
            .monospacedDigit()
          Spacer()
          CourierStageDots(stage: context.state.stage)
        }
      }
      HStack {
        if let name = context.state.courierName {
          Text("\(name) is \(context.state.stopsAway) stops away")
            .font(.caption)
        }
        Spacer()
        Link(destination: context.attributes.trackingURL) {
          Label("Track", systemImage: "map")
            .font(.caption.bold())
        }
        Button {
          showsDetails.toggle()
        } label: {
          Image(systemName: "ellipsis")
        }
        .buttonStyle(.plain)
      }
    }
    .padding()
    .background(.ultraThinMaterial.opacity(0.8))
  }
}

struct CourierLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: CourierAttributes.self) { context in
      CourierView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Image(systemName: "shippingbox.fill")
            .foregroundStyle(context.state.stage.color)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.state.expectedBy, style: .time)
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.state.stage.title)
        }
        DynamicIslandExpandedRegion(.bottom) {
          RouteShape(progress: 0.5)
            .stroke(lineWidth: 2)
            .frame(height: 10)
        }
      } compactLeading: {
        Image(systemName: "shippingbox")
      } compactTrailing: {
        Text("\(context.state.stopsAway)")
      } minimal: {
        Text("\(context.state.stopsAway)")
      }
      .widgetURL(context.attributes.trackingURL)
    }
  }
}

enum CourierSamples {
  static let attributes = CourierAttributes(
    parcelID: "PX-1", trackingURL: URL(string: "https://example.com/track/PX-1")!)
  static let nearby = CourierAttributes.ContentState(
    stage: .nearby, courierName: "Riya", stopsAway: 2,
    expectedBy: Date(timeIntervalSinceReferenceDate: 3_600))
}
