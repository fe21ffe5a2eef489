// A widget extension from Xcode 14's template with "Include Configuration Intent": the
// Live Activity file imports Intents, and a home-screen widget is configured with a
// SiriKit intent (the class Xcode generates from the .intentdefinition file is written
// out here, as the app's own code).
import ActivityKit
import Intents
import SwiftUI
import WidgetKit

class StepsConfigurationIntent: INIntent {}

struct StepsEntry: TimelineEntry {
  let date: Date
  let configuration: StepsConfigurationIntent
}

struct StepsProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> StepsEntry {
    StepsEntry(date: Date(), configuration: StepsConfigurationIntent())
  }

  func getSnapshot(
    for configuration: StepsConfigurationIntent, in context: Context,
    completion: @escaping (StepsEntry) -> Void
  ) {
    completion(StepsEntry(date: Date(), configuration: configuration))
  }

  func getTimeline(
    for configuration: StepsConfigurationIntent, in context: Context,
    completion: @escaping (Timeline<StepsEntry>) -> Void
  ) {
    completion(
      Timeline(entries: [StepsEntry(date: Date(), configuration: configuration)], policy: .atEnd))
  }
}

struct StepsHomeWidget: Widget {
  let kind: String = "StepsHomeWidget"

  var body: some WidgetConfiguration {
    IntentConfiguration(
      kind: kind, intent: StepsConfigurationIntent.self, provider: StepsProvider()
    ) {
      entry in
      Text(entry.date, style: .time)
    }
    .configurationDisplayName("Steps")
    .description("Today's steps.")
  }
}

struct StepsWidgetBundle: WidgetBundle {
  var body: some Widget {
    StepsHomeWidget()
    FoodOrderLiveActivity()
  }
}
