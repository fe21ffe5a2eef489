import Foundation
import GlimpseActivityKit
import GlimpseLayout
import GlimpseUI
import HealthKit
import Testing

/// `import HealthKit` compiles, and its units and quantities convert as the device's do: a
/// glucose reading in mg/dL shown in mmol/L, a heart rate per second, a body temperature.
/// The factors are HealthKit's documented ones (`HKUnitMolarMassBloodGlucose`, 180.156
/// g/mol; the international pound, 453.59237 g).
@MainActor @Suite struct HealthKitTests {
  @Test func unitStringsAreHealthKitsAndReadBack() {
    #expect(HKUnit.milligramsPerDeciliter.unitString == "mg/dL")
    #expect(HKUnit.millimolesPerLiter.unitString == "mmol<180.15588000005408>/L")
    #expect(HKUnit.count().unitDivided(by: .minute()).unitString == "count/min")
    #expect(HKUnit.gramUnit(with: .micro).unitString == "mcg")
    #expect(HKUnit.meter().unitRaised(toPower: 2).unitString == "m^2")
    #expect(HKUnit.minute().reciprocal().unitString == "1/min")
    for string in ["mg/dL", "mmol<180.15588000005408>/L", "count/min", "kcal", "degF", "mcg"] {
      #expect(HKUnit(from: string).unitString == string)
    }
    #expect(HKUnit(from: "mg/dL") == HKUnit.milligramsPerDeciliter)
    #expect(HKUnit(from: "min") == HKUnit.minute(), "a whole symbol before a prefixed one")
    #expect(HKUnit(from: "dL") == HKUnit.literUnit(with: .deci))
    #expect(HKUnit(from: "mmHg") == HKUnit.millimeterOfMercury())
  }

  @Test func aGlucoseReadingConvertsBetweenMgPerDlAndMmolPerL() {
    let reading = HKQuantity(unit: .milligramsPerDeciliter, doubleValue: 100)
    #expect(reading.is(compatibleWith: .millimolesPerLiter))
    // 100 mg/dL is 1 g/L: 1 / 180.15588 mol/L.
    let mmol = reading.doubleValue(for: .millimolesPerLiter)
    #expect(abs(mmol - 5.550_748_6) < 1e-6)
    let back = HKQuantity(unit: .millimolesPerLiter, doubleValue: mmol)
    #expect(abs(back.doubleValue(for: .milligramsPerDeciliter) - 100) < 1e-9)
    #expect(reading.description == "100 mg/dL")
  }

  @Test func ratesMassesAndTemperaturesConvert() {
    let beats = HKQuantity(unit: .count().unitDivided(by: .minute()), doubleValue: 72)
    #expect(beats.doubleValue(for: .count().unitDivided(by: .second())) == 1.2)
    let weight = HKQuantity(unit: .pound(), doubleValue: 1)
    #expect(weight.doubleValue(for: .gram()) == 453.592_37)
    let temperature = HKQuantity(unit: .degreeCelsius(), doubleValue: 37)
    #expect(abs(temperature.doubleValue(for: .degreeFahrenheit()) - 98.6) < 1e-9)
    #expect(abs(temperature.doubleValue(for: .kelvin()) - 310.15) < 1e-9)
    #expect(!weight.is(compatibleWith: .meter()))
    #expect(
      HKQuantity(unit: .gram(), doubleValue: 500)
        .compare(HKQuantity(unit: .pound(), doubleValue: 1)) == .orderedDescending)
  }

  /// 120 mg/dL is 6.66 mmol/L, shown to one place as the app formats it.
  @Test(arguments: [("mg/dL", "120 mg/dL"), ("mmol<180.15588000005408>/L", "6.7 mmol/L")])
  func aWidgetShowsTheReadingInTheUsersUnit(unit: String, lock: String) throws {
    let drawn = try drawActivity(
      HealthGlucoseLiveActivity(), HealthGlucoseAttributes.self,
      attributes: HealthGlucoseAttributes(preferredUnit: unit),
      state: .init(milligramsPerDeciliter: 120, deltaMilligramsPerDeciliter: 4))
    expectText(lock, in: drawn.lockScreen)
    expectFits(drawn.lockScreen)
  }
}
