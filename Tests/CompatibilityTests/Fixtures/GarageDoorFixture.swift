// A smart-home Live Activity with hand-made styles: a primitive button style exposed as
// a static member, a button style reading isPressed, a progress view style drawing its
// own bar, a label style, and control sizes and border shapes.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct GarageDoorAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    enum Motion: String, Codable {
      case opening, closing, open, closed
    }

    var motion: Motion
    var lightOn: Bool = true
    var openFraction: Double
    var movementInterval: ClosedRange<Date>?
  }

  var doorName: String
}

struct ToggleGarageDoorIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Toggle garage door"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct LiveActivityButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.caption.bold())
      .padding(.horizontal, 10)
      .padding(.vertical, 4)
      .background(Capsule().fill(.white.opacity(0.15)))
      .onTapGesture { configuration.trigger() }
  }
}

extension PrimitiveButtonStyle where Self == LiveActivityButtonStyle {
  static var liveActivity: LiveActivityButtonStyle { LiveActivityButtonStyle() }
}

struct PressableButtonStyle: ButtonStyle {
  var tint: Color

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(tint)
      .opacity(configuration.isPressed ? 0.6 : 1)
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

struct DoorTrackStyle: ProgressViewStyle {
  var tint: Color

  func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    return VStack(alignment: .leading, spacing: 2) {
      configuration.label
      GeometryReader { proxy in
        Capsule()
          .fill(tint)
          .frame(width: proxy.size.width * fraction)
      }
      .frame(height: 4)
    }
  }
}

struct LightToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      Image(systemName: configuration.isOn ? "lightbulb.fill" : "lightbulb")
      configuration.label
      Text(configuration.isOn ? "ON" : "OFF")
        .font(.caption2.bold())
    }
  }
}

struct ToggleGarageLightIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Garage light"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      configuration.title
      configuration.icon
    }
  }
}

struct GarageDoorView: View {
  let context: ActivityViewContext<GarageDoorAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Label(context.attributes.doorName, systemImage: "door.garage.closed")
          .labelStyle(TrailingIconLabelStyle())
          .font(.headline)
        Spacer()
        Toggle(isOn: context.state.lightOn, intent: ToggleGarageLightIntent()) {
          Text("Light")
        }
        .toggleStyle(LightToggleStyle())
      }
      if let interval = context.state.movementInterval {
        ProgressView(timerInterval: interval, countsDown: false) {
          Text(context.state.motion.rawValue.capitalized)
        }
        .progressViewStyle(DoorTrackStyle(tint: .yellow))
      } else {
        ProgressView(value: context.state.openFraction) {
          Text("Open \(Int(context.state.openFraction * 100))%")
        }
        .progressViewStyle(DoorTrackStyle(tint: .green))
      }
      HStack {
        Button(intent: ToggleGarageDoorIntent()) {
          Label("Toggle", systemImage: "arrow.up.arrow.down")
        }
        .buttonStyle(.liveActivity)
        Button(intent: ToggleGarageDoorIntent()) {
          Label("Stop", systemImage: "stop.fill")
            .labelStyle(.iconOnly)
        }
        .buttonStyle(PressableButtonStyle(tint: .red))
        Button("Details", role: .cancel) {}
          .buttonStyle(.borderedProminent)
          .buttonBorderShape(.capsule)
          .controlSize(.small)
      }
    }
    .padding()
  }
}

struct GarageDoorLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: GarageDoorAttributes.self) { context in
      GarageDoorView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Image(systemName: "door.garage.open")
        }
        DynamicIslandExpandedRegion(.trailing) {
          Button(intent: ToggleGarageDoorIntent()) {
            Image(systemName: "arrow.up.arrow.down")
          }
          .buttonStyle(.liveActivity)
        }
        DynamicIslandExpandedRegion(.bottom) {
          ProgressView(value: context.state.openFraction)
            .progressViewStyle(DoorTrackStyle(tint: .green))
        }
      } compactLeading: {
        Image(systemName: "door.garage.open")
      } compactTrailing: {
        Text(context.state.openFraction, format: .percent)
      } minimal: {
        Image(systemName: "door.garage.open")
      }
    }
  }
}

enum GarageDoorSamples {
  static let attributes = GarageDoorAttributes(doorName: "Garage")
  static let halfOpen = GarageDoorAttributes.ContentState(
    motion: .open, openFraction: 0.5, movementInterval: nil)
  static let moving = GarageDoorAttributes.ContentState(
    motion: .opening, openFraction: 0.2,
    movementInterval: Date(
      timeIntervalSinceReferenceDate: -10)...Date(
        timeIntervalSinceReferenceDate: 30))
}
