//
//  GlucoseLiveActivity.swift
//  GlucoseWidget
//
//  No @main bundle in this folder (it lives in the app's other widget file): Glimpse
//  finds the widget by itself. The reading is formatted with HealthKit's units, the
//  unit the user chose comes from the App Group, force-unwrapped as the app writes it,
//  and the formatter is the app's module `Shared`.
//

#if os(iOS) && !targetEnvironment(macCatalyst)
  import ActivityKit
  import HealthKit
  import Shared
  import SwiftUI
  import WidgetKit

  struct GlucoseLiveActivity: Widget {
    var body: some WidgetConfiguration {
      ActivityConfiguration(for: GlucoseActivityAttributes.self) { context in
        GlucoseCard(state: context.state, sensor: context.attributes.sensorName)
          .activityBackgroundTint(Color("GlucoseTint"))
      } dynamicIsland: { context in
        DynamicIsland {
          DynamicIslandExpandedRegion(.leading) {
            Text(context.attributes.sensorName)
          }
          DynamicIslandExpandedRegion(.trailing) {
            Text(GlucoseReading.text(context.state.milligramsPerDeciliter))
          }
          DynamicIslandExpandedRegion(.bottom) {
            Text("Trend \(context.state.trend)")
          }
        } compactLeading: {
          Image(systemName: "drop.fill")
        } compactTrailing: {
          Text(GlucoseReading.text(context.state.milligramsPerDeciliter))
        } minimal: {
          Image(systemName: "drop.fill")
        }
      }
    }
  }

  struct GlucoseCard: View {
    let state: GlucoseActivityAttributes.ContentState
    let sensor: String

    var body: some View {
      let defaults = UserDefaults(suiteName: SharedGroup.identifier)!
      let owner = defaults.string(forKey: "ownerName")!
      VStack(alignment: .leading) {
        HStack {
          Text(owner)
          Spacer()
          Text(sensor)
        }
        Text(GlucoseReading.text(state.milligramsPerDeciliter))
          .font(.title)
        Text(state.readAt, style: .relative)
      }
      .padding()
    }
  }

  enum GlucoseReading {
    /// The reading in the unit the app chose, as the device writes it.
    static func text(_ milligramsPerDeciliter: Double) -> String {
      let unit = HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci))
      let quantity = HKQuantity(unit: unit, doubleValue: milligramsPerDeciliter)
      return GlucoseFormatter.text(quantity.doubleValue(for: unit), unit: "mg/dL")
    }
  }
#endif
