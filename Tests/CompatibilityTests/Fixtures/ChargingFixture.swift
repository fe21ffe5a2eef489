// An EV-charging Live Activity: colours from UIKit, gradients as styles, hierarchical
// styles with opacity, a stale state drawn redacted, and availability checks in builders.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import UIKit
  import WidgetKit
#else
  import GlimpseUI
#endif

struct ChargingAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var percent: Double
    var kilowatts: Double
    var targetPercent: Double
    var fullAt: Date?
  }

  var stationName: String
  var connector: String
}

private let chargeGreen = Color(UIColor.systemGreen)

struct BatteryBar: View {
  var percent: Double
  var target: Double

  var body: some View {
    GeometryReader { proxy in
      let width = proxy.size.width
      ZStack(alignment: .leading) {
        RoundedRectangle(cornerRadius: 4)
          .fill(Color(.systemGray5))
        RoundedRectangle(cornerRadius: 4)
          .fill(chargeGreen.gradient)
          .frame(width: width * percent / 100)
        Rectangle()
          .fill(.white)
          .frame(width: 2)
          .offset(x: width * target / 100)
      }
    }
    .frame(height: 12)
  }
}

struct BatteryGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.currentValueLabel
        .font(.caption.bold())
      Capsule()
        .fill(configuration.value > 0.2 ? Color.green : Color.red)
        .frame(width: 40 * configuration.value, height: 6)
      configuration.label
        .font(.caption2)
    }
  }
}

struct ChargingView: View {
  let context: ActivityViewContext<ChargingAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Image(systemName: "bolt.car.fill")
          .symbolEffect(.pulse)
          .foregroundStyle(
            .linearGradient(
              colors: [.green, .mint], startPoint: .top, endPoint: .bottom))
        if #available(iOS 17.0, *) {
          Text(context.attributes.stationName)
            .font(.headline)
            .foregroundStyle(.primary.opacity(0.9))
        } else {
          Text(context.attributes.stationName)
            .font(.headline)
            .foregroundColor(.primary)
        }
        Spacer()
        Text("\(Int(context.state.percent))%")
          .font(.title2.bold())
          .monospacedDigit()
      }
      BatteryBar(percent: context.state.percent, target: context.state.targetPercent)
      HStack {
        Text("\(context.state.kilowatts, specifier: "%.0f") kW · \(context.attributes.connector)")
          .foregroundStyle(.secondary.opacity(0.7))
        Spacer()
        if let fullAt = context.state.fullAt {
          Text("Full at \(fullAt.formatted(date: .omitted, time: .shortened))")
        }
      }
      .font(.caption)
    }
    .padding()
    .redacted(reason: context.isStale ? .placeholder : [])
  }
}

struct ChargingLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ChargingAttributes.self) { context in
      ChargingView(context: context)
        .activityBackgroundTint(Color(.secondarySystemBackground))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Gauge(value: context.state.percent, in: 0...100) {
            Image(systemName: "bolt.fill")
          }
          .gaugeStyle(.accessoryCircularCapacity)
          .tint(chargeGreen)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Gauge(value: context.state.percent, in: 0...100) {
            Text("\(context.state.kilowatts, specifier: "%.1f") kW")
          } currentValueLabel: {
            Text("\(Int(context.state.percent))")
          }
          .gaugeStyle(BatteryGaugeStyle())
        }
        DynamicIslandExpandedRegion(.bottom) {
          Gauge(value: context.state.percent, in: 0...100) {
            Text("Battery")
          } currentValueLabel: {
            Text(context.state.percent / 100, format: .percent)
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("100")
          }
          .gaugeStyle(.accessoryLinear)
        }
      } compactLeading: {
        Image(systemName: "bolt.fill")
          .foregroundStyle(chargeGreen)
      } compactTrailing: {
        Text("\(Int(context.state.percent))%")
      } minimal: {
        Gauge(value: context.state.percent / 100) {
          EmptyView()
        }
        .gaugeStyle(.accessoryCircularCapacity)
      }
    }
  }
}

enum ChargingSamples {
  static let attributes = ChargingAttributes(stationName: "Fastned Utrecht", connector: "CCS2")
  static let state = ChargingAttributes.ContentState(
    percent: 64, kilowatts: 118.4, targetPercent: 80,
    fullAt: Date(timeIntervalSinceReferenceDate: 2_700))
}
