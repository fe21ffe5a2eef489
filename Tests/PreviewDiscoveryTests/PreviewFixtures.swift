// Previews as widget files write them, for the tests of discovery and of bad input. The
// tests name previews by the lines below: keep them where they are.
import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var stop: Int
    var arrival: Date
  }

  var carrier: String
}

struct ParcelLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ParcelAttributes.self) { context in
      VStack {
        Text("\(context.attributes.carrier): stop \(context.state.stop)")
        Text(timerInterval: Date()...context.state.arrival, countsDown: true)
      }
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("Stop \(context.state.stop)") }
      } compactLeading: {
        Text("📦")
      } compactTrailing: {
        Text("\(context.state.stop)")
      } minimal: {
        Text("📦")
      }
    }
  }
}

/// A widget with no Live Activity.
struct NoActivityWidget: Widget {
  var body: some WidgetConfiguration {
    EmptyWidgetConfiguration()
  }
}

struct ParcelEntry: TimelineEntry {
  let date: Date
}

extension ParcelAttributes {
  static let sample = ParcelAttributes(carrier: "Parcelo")
}

#Preview("Parcel", as: .content, using: ParcelAttributes.sample) {
  ParcelLiveActivity()
} contentStates: {
  ParcelAttributes.ContentState(stop: 3, arrival: Date().addingTimeInterval(600))
  ParcelAttributes.ContentState(stop: 2, arrival: Date().addingTimeInterval(300))
}

#Preview("Parcel", as: .dynamicIsland(.compact), using: ParcelAttributes.sample) {
  ParcelLiveActivity()
} contentStates: {
  ParcelAttributes.ContentState(stop: 1, arrival: Date())
}

#Preview("Slow states", as: .dynamicIsland(.expanded), using: ParcelAttributes.sample) {
  ParcelLiveActivity()
} contentStates: {
  await slowState()
}

#Preview("No states", as: .content, using: ParcelAttributes.sample) {
  ParcelLiveActivity()
} contentStates: {
  for state in [ParcelAttributes.ContentState]() {
    state
  }
}

#Preview("No activity", as: .content, using: ParcelAttributes.sample) {
  NoActivityWidget()
} contentStates: {
  ParcelAttributes.ContentState(stop: 1, arrival: Date())
}

#Preview {
  Text("A view on its own")
}

#Preview("Home", as: .systemSmall) {
  NoActivityWidget()
} timeline: {
  ParcelEntry(date: .now)
}

enum NestedPreviews {
  #Preview("Nested", traits: .sizeThatFitsLayout) {
    Text("Inside a type")
  }
}

@MainActor
func slowState() async -> ParcelAttributes.ContentState {
  await Task.yield()
  return ParcelAttributes.ContentState(stop: 9, arrival: Date().addingTimeInterval(60))
}
