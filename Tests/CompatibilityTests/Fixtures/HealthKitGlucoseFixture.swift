// A glucose Live Activity in the shape of open-source diabetes apps: the reading travels
// in mg/dL and is shown in the unit the user chose, converted through HealthKit's units
// (the app's own `HKUnit` extension names them, as such apps' shared kits do).
import ActivityKit
import HealthKit
import SwiftUI
import WidgetKit

extension HKUnit {
  static let milligramsPerDeciliter: HKUnit = {
    HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci))
  }()

  static let millimolesPerLiter: HKUnit = {
    HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose)
      .unitDivided(by: .liter())
  }()

  /// The unit as the app labels it.
  var shortLabel: String {
    self == .millimolesPerLiter ? "mmol/L" : unitString
  }
}

struct HealthGlucoseAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var milligramsPerDeciliter: Double
    var deltaMilligramsPerDeciliter: Double
  }

  /// `"mg/dL"` or `"mmol<180.15588000005408>/L"`, as `HKUnit.unitString` wrote it.
  var preferredUnit: String
}

struct HealthGlucoseLiveActivity: Widget {
  static func formatted(_ value: Double, in unitString: String) -> String {
    let unit = HKUnit(from: unitString)
    let quantity = HKQuantity(unit: .milligramsPerDeciliter, doubleValue: value)
    let converted = quantity.doubleValue(for: unit)
    let digits = unit == .millimolesPerLiter ? 1 : 0
    return String(format: "%.\(digits)f", converted) + " " + unit.shortLabel
  }

  var body: some WidgetConfiguration {
    ActivityConfiguration(for: HealthGlucoseAttributes.self) { context in
      HStack {
        Text(
          Self.formatted(
            context.state.milligramsPerDeciliter, in: context.attributes.preferredUnit))
        Spacer()
        Text(
          Self.formatted(
            context.state.deltaMilligramsPerDeciliter, in: context.attributes.preferredUnit))
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) {
          Text(
            Self.formatted(
              context.state.milligramsPerDeciliter, in: context.attributes.preferredUnit))
        }
      } compactLeading: {
        Image(systemName: "drop.fill")
      } compactTrailing: {
        Text(
          Self.formatted(
            context.state.milligramsPerDeciliter, in: context.attributes.preferredUnit))
      } minimal: {
        Image(systemName: "drop.fill")
      }
    }
  }
}
