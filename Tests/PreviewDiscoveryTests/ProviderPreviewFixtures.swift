// An Xcode 14-style preview: a PreviewProvider whose previews ask for a Live Activity's
// views with previewContext, and no #Preview.
import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelLiveActivity_Previews: PreviewProvider {
  static let attributes = ParcelAttributes(carrier: "Old Post")
  static let state = ParcelAttributes.ContentState(
    stop: 7, arrival: Date().addingTimeInterval(600))

  static var previews: some View {
    attributes
      .previewContext(state, viewKind: .content)
      .previewDisplayName("Notification")
    attributes
      .previewContext(state, viewKind: .dynamicIsland(.compact))
      .previewDisplayName("Compact")
    attributes
      .previewContext(state, viewKind: .dynamicIsland(.expanded))
      .previewDisplayName("Expanded")
    Group {
      attributes.previewContext(
        ParcelAttributes.ContentState(stop: 6, arrival: Date().addingTimeInterval(900)),
        isStale: true, viewKind: .dynamicIsland(.minimal))
    }
  }
}

/// A provider with no Live Activity in it: it shows nothing, and is not a preview.
struct PlainView_Previews: PreviewProvider {
  static var previews: some View {
    Text("Just a view")
  }
}

// Activities with no preview at all: drawn with made-up values, or named in one line when
// their values cannot be made up.
struct KettleAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var temperature: Int
    var status: String
  }

  var kettleName: String
}

struct KettleLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: KettleAttributes.self) { context in
      Text(
        "\(context.attributes.kettleName): \(context.state.status) \(context.state.temperature)°")
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text(context.state.status) }
      } compactLeading: {
        Text("♨")
      } compactTrailing: {
        Text("\(context.state.temperature)°")
      } minimal: {
        Text("♨")
      }
    }
  }
}

enum Weather: Codable, Hashable {
  case sun
  case rain(millimetres: Int)
}

struct ForecastAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var weather: Weather
  }
}

struct ForecastLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ForecastAttributes.self) { context in
      Text("\(context.state.weather)")
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("\(context.state.weather)") }
      } compactLeading: {
        Text("☀")
      } compactTrailing: {
        Text("☀")
      } minimal: {
        Text("☀")
      }
    }
  }
}

struct DiscoveryBundle: WidgetBundle {
  var body: some Widget {
    ParcelLiveActivity()
    KettleLiveActivity()
    ForecastLiveActivity()
  }
}

// An availability attribute before #Preview, as widgets that support older systems write.
@available(iOS 17.0, iOSApplicationExtension 17.0, *)
#Preview("Parcel later", as: .dynamicIsland(.expanded), using: ParcelAttributes.sample) {
  ParcelLiveActivity()
} contentStates: {
  ParcelAttributes.ContentState(stop: 1, arrival: Date().addingTimeInterval(60))
}
