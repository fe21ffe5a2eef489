// A continuous glucose monitor's Live Activity that draws the last three hours of
// readings with Swift Charts: a target-range band behind the readings, a point per
// reading coloured by range, hour labels, fixed scale domains, a style scale per range.
// Written for Glimpse's tests in the style of open-source CGM apps; the imports are
// Apple's, which the shim modules stand for on Linux.
import ActivityKit
import Charts
import SwiftUI
import WidgetKit

struct GlucoseChartAttributes: ActivityAttributes {
  struct Reading: Codable, Hashable, Identifiable {
    var date: Date
    var value: Double
    var id: Date { date }

    /// Where the reading lies against the target range.
    func range(low: Double, high: Double) -> String {
      value < low ? "Low" : value > high ? "High" : "In range"
    }
  }

  struct ContentState: Codable, Hashable {
    var readings: [Reading]
    var trendArrow: String
  }

  var low: Double
  var high: Double
}

struct GlucoseReadingsChart: View {
  let readings: [GlucoseChartAttributes.Reading]
  let low: Double
  let high: Double
  var showsAxes = true

  private var window: ClosedRange<Date> {
    let last = readings.last?.date ?? Date()
    return last.addingTimeInterval(-3 * 3600)...last
  }

  var body: some View {
    Chart {
      ForEach(readings) {
        RectangleMark(
          xStart: .value("Start", $0.date.addingTimeInterval(-450)),
          xEnd: .value("End", $0.date.addingTimeInterval(450)),
          yStart: .value("Low", low),
          yEnd: .value("High", high)
        )
        .foregroundStyle(.green.opacity(0.2))
        PointMark(x: .value("Time", $0.date), y: .value("mg/dL", $0.value))
          .foregroundStyle(by: .value("Range", $0.range(low: low, high: high)))
          .symbolSize(20)
      }
      RuleMark(y: .value("High", high))
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))
        .foregroundStyle(.orange)
    }
    .chartForegroundStyleScale([
      "Low": Color.red, "In range": Color.green, "High": Color.orange,
    ])
    .chartXScale(domain: window)
    .chartYScale(domain: 40...300)
    .chartXAxis {
      AxisMarks {
        AxisGridLine()
        AxisTick()
        AxisValueLabel(format: .dateTime.hour())
      }
    }
    .chartYAxis(showsAxes ? .automatic : .hidden)
    .chartLegend(showsAxes ? .automatic : .hidden)
  }
}

struct GlucoseChartLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: GlucoseChartAttributes.self) { context in
      VStack(alignment: .leading, spacing: 4) {
        HStack {
          Text("\(Int(context.state.readings.last?.value ?? 0))")
            .font(.title.bold())
          Text(context.state.trendArrow)
          Spacer()
          Text("mg/dL").font(.caption).foregroundStyle(.secondary)
        }
        GlucoseReadingsChart(
          readings: context.state.readings, low: context.attributes.low,
          high: context.attributes.high
        )
        .frame(height: 120)
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Text("\(Int(context.state.readings.last?.value ?? 0))")
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.state.trendArrow)
        }
        DynamicIslandExpandedRegion(.bottom) {
          GlucoseReadingsChart(
            readings: context.state.readings, low: context.attributes.low,
            high: context.attributes.high, showsAxes: false
          )
          .chartXAxis(.hidden)
          .frame(height: 60)
        }
      } compactLeading: {
        Text("\(Int(context.state.readings.last?.value ?? 0))")
      } compactTrailing: {
        Text(context.state.trendArrow)
      } minimal: {
        Text("\(Int(context.state.readings.last?.value ?? 0))")
      }
    }
  }
}

enum GlucoseChartSamples {
  static let attributes = GlucoseChartAttributes(low: 70, high: 180)

  /// Three hours of readings every 15 minutes up to 03:00 UTC on 1 January 2001, dipping
  /// below the range and climbing above it.
  static let state: GlucoseChartAttributes.ContentState = {
    let end = Date(timeIntervalSinceReferenceDate: 3 * 3600)
    let values: [Double] = [
      150, 140, 120, 95, 72, 61, 66, 85, 110, 140, 170, 195, 210,
    ]
    let readings = values.enumerated().map { index, value in
      GlucoseChartAttributes.Reading(
        date: end.addingTimeInterval(Double(index - values.count + 1) * 900), value: value)
    }
    return .init(readings: readings, trendArrow: "↗")
  }()
}
