//
//  TripLiveActivity.swift
//  TripWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TripLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: TripAttributes.self) { context in
      VStack(alignment: .leading) {
        Text("Line \(context.attributes.line)")
        Text("Next: \(context.state.nextStop)")
        #if os(macOS)
          Text("This is a Mac")
        #elseif targetEnvironment(simulator)
          Text("This is the simulator")
        #else
          Text(context.state.minutesLate > 0 ? "\(context.state.minutesLate) min late" : "On time")
        #endif
      }
      .foregroundStyle(Color("RouteTint"))
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text(context.attributes.line) }
        DynamicIslandExpandedRegion(.bottom) { Text("Next: \(context.state.nextStop)") }
      } compactLeading: {
        Text(context.attributes.line)
      } compactTrailing: {
        Text(context.state.arrival, style: .timer)
      } minimal: {
        Text(context.attributes.line)
      }
    }
  }
}

#Preview("Trip", as: .content, using: TripAttributes(line: "S3")) {
  TripLiveActivity()
} contentStates: {
  TripAttributes.ContentState(nextStop: "Hauptbahnhof", minutesLate: 2, arrival: Date())
}
