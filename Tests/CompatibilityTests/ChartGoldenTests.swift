import Foundation
import GlimpseCharts
import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// Every mark type, axis form and scale drawn whole: text and colour runs
/// (``StyleRuns``), compared with `Goldens/chart-*.txt`. Rewrite them with
/// `GLIMPSE_RECORD_GOLDENS=1 swift test --filter ChartGoldenTests` and read the diff.
@MainActor @Suite struct ChartGoldenTests {
  struct Reading: Identifiable {
    var id: Int
    var date: Date
    var value: Double
  }

  struct Sale: Identifiable {
    var id: String { city + product }
    var city: String
    var product: String
    var units: Int
  }

  /// Midnight UTC, 1 December 2026: the charts' first instant.
  static let start = Date(timeIntervalSince1970: 1_796_083_200)

  /// Twelve readings a quarter of an hour apart, rising and falling.
  static let readings: [Reading] = (0..<12).map { index in
    let value = 120 + sin(Double(index) / 2) * 50 + Double(index % 3) * 5
    return Reading(id: index, date: start.addingTimeInterval(Double(index) * 900), value: value)
  }

  static let sales = [
    Sale(city: "Oslo", product: "Tea", units: 3), Sale(city: "Oslo", product: "Cake", units: 2),
    Sale(city: "Rome", product: "Tea", units: 7), Sale(city: "Lima", product: "Cake", units: 5),
  ]

  /// The chart drawn at `width` by `height` in UTC, as a styled golden.
  private func check<V: View>(
    _ chart: V, width: Int = 40, height: Int = 8, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var environment = EnvironmentValues()
    environment.timeZone = TimeZone(identifier: "UTC")!
    let snapshot = Snapshot(chart, width: width, height: height, environment: environment)
    Golden.assertMatches(
      StyleRuns.golden(of: snapshot.canvas), named: "chart-\(name)", sourceLocation: sourceLocation)
  }

  @Test func lineOverTimeWithDefaultAxes() {
    check(
      Chart(Self.readings) { reading in
        LineMark(x: .value("Time", reading.date), y: .value("mg/dL", reading.value))
      }, named: "line-default-axes")
  }

  @Test(arguments: [
    ("linear", InterpolationMethod.linear), ("step-start", .stepStart), ("step-end", .stepEnd),
    ("step-center", .stepCenter), ("catmull-rom", .catmullRom),
  ])
  func lineInterpolation(name: String, method: InterpolationMethod) {
    check(
      Chart(Self.readings.prefix(6)) { reading in
        LineMark(x: .value("Time", reading.date), y: .value("mg/dL", reading.value))
          .interpolationMethod(method)
      }
      .chartXAxis(.hidden).chartYAxis(.hidden),
      width: 24, height: 4, named: "line-\(name)")
  }

  @Test func twoSeriesWithALegend() {
    check(
      Chart {
        ForEach(Self.readings) { reading in
          LineMark(x: .value("Time", reading.date), y: .value("Value", reading.value))
            .foregroundStyle(by: .value("Sensor", "Arm"))
        }
        ForEach(Self.readings) { reading in
          LineMark(x: .value("Time", reading.date), y: .value("Value", 300 - reading.value))
            .foregroundStyle(by: .value("Sensor", "Leg"))
        }
      }, named: "line-two-series-legend")
  }

  @Test func pointsWithSymbolsAndSizes() {
    check(
      Chart(Self.readings) { reading in
        PointMark(x: .value("Time", reading.date), y: .value("Value", reading.value))
          .symbolSize(reading.id % 2 == 0 ? 30 : 200)
          .foregroundStyle(reading.value > 150 ? Color.orange : Color.green)
      }
      .chartYScale(domain: 50...200), named: "point-sizes-styles")
  }

  @Test func stackedBarsByCategory() {
    check(
      Chart(Self.sales) { sale in
        BarMark(x: .value("City", sale.city), y: .value("Units", sale.units))
          .foregroundStyle(by: .value("Product", sale.product))
      }, width: 30, height: 6, named: "bar-stacked-categories")
  }

  @Test func horizontalBarsWithAStyleScale() {
    check(
      Chart(Self.sales) { sale in
        BarMark(x: .value("Units", sale.units), y: .value("City", sale.city))
          .foregroundStyle(by: .value("Product", sale.product))
      }
      .chartForegroundStyleScale(["Tea": Color.mint, "Cake": Color.pink]),
      width: 30, height: 6, named: "bar-horizontal-style-scale")
  }

  @Test func intervalBarsAndRules() {
    check(
      Chart {
        BarMark(xStart: .value("From", 1), xEnd: .value("To", 4), y: .value("Task", "Design"))
        BarMark(xStart: .value("From", 3), xEnd: .value("To", 9), y: .value("Task", "Build"))
        RuleMark(x: .value("Today", 5)).lineStyle(StrokeStyle(lineWidth: 1, dash: [2]))
      }, width: 30, height: 4, named: "bar-intervals-rule")
  }

  @Test func areasFromZeroAndBetweenBounds() {
    check(
      Chart {
        ForEach(Self.readings) { reading in
          AreaMark(
            x: .value("Time", reading.date), yStart: .value("Low", reading.value - 30),
            yEnd: .value("High", reading.value + 30)
          )
          .opacity(0.5)
        }
        ForEach(Self.readings) { reading in
          AreaMark(x: .value("Time", reading.date), y: .value("Value", reading.value / 2))
            .foregroundStyle(Color.purple)
        }
      }, named: "area-band-and-fill")
  }

  @Test func rulesAndRectangles() {
    check(
      Chart {
        RectangleMark(yStart: .value("Low", 70), yEnd: .value("High", 180))
          .foregroundStyle(Color.green.opacity(0.3))
        RuleMark(y: .value("Goal", 100))
        RuleMark(xStart: .value("a", 2), xEnd: .value("b", 6), y: .value("Cap", 220))
          .foregroundStyle(Color.red)
        PointMark(x: .value("x", 4), y: .value("y", 150))
      }
      .chartXScale(domain: 0...10).chartYScale(domain: 0...250), named: "rule-rectangle")
  }

  @Test func axisFormsAndLabels() {
    check(
      Chart(Self.readings) { reading in
        LineMark(x: .value("Time", reading.date), y: .value("Value", reading.value))
      }
      .chartXAxis {
        AxisMarks(values: .stride(by: .hour)) { _ in
          AxisGridLine()
          AxisValueLabel(format: .dateTime.hour().minute())
        }
      }
      .chartYAxis {
        AxisMarks(position: .leading, values: [80, 120, 160]) { value in
          AxisValueLabel()
        }
      }, named: "axis-stride-values")
  }

  @Test func noZeroAndAutomaticCount() {
    check(
      Chart(Self.readings) { reading in
        PointMark(x: .value("Index", reading.id), y: .value("Value", reading.value))
      }
      .chartYScale(domain: .automatic(includesZero: false))
      .chartXAxis { AxisMarks(values: .automatic(desiredCount: 6)) }, named: "scale-no-zero")
  }

  @Test func categoriesListedByTheDomain() {
    check(
      Chart(Self.sales) { sale in
        PointMark(x: .value("City", sale.city), y: .value("Units", sale.units))
      }
      .chartXScale(domain: ["Rome", "Oslo", "Lima", "Kyiv"]), width: 30, height: 5,
      named: "scale-listed-categories")
  }
}
