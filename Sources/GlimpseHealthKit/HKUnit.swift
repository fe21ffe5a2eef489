import Foundation

/// The molar mass of blood glucose, in grams per mole: what turns millimoles per litre into
/// milligrams per decilitre.
/// - Glimpse: works
// swift-format-ignore: AlwaysUseLowerCamelCase
public let HKUnitMolarMassBloodGlucose: Double = 180.15588000005408

/// HealthKit's `HKUnit`: a unit of measure, simple (`g`, `L`, `count`) or compound
/// (`mg/dL`, `count/min`), with its unit string and conversions between compatible units,
/// as widget code formats a glucose reading or a heart rate.
///
/// Units are values: two made the same way are equal. A unit string that does not parse
/// stops the program with a message, as HealthKit raises an exception for one.
/// - Glimpse: works
open class HKUnit: NSObject, @unchecked Sendable {
  /// The factors, numerator first, in the order they were combined.
  let factors: [HKUnitFactor]

  init(factors: [HKUnitFactor]) {
    self.factors = factors.filter { $0.exponent != 0 }
  }

  convenience init(_ base: HKBaseUnit, prefix: HKMetricPrefix = .none, molarMass: Double? = nil) {
    self.init(factors: [
      HKUnitFactor(base: base, prefix: prefix, exponent: 1, molarMass: molarMass)
    ])
  }

  /// The unit a unit string names: `"mg/dL"`, `"count/min"`,
  /// `"mmol<180.15588000005408>/L"`, `"kg*m^2"`.
  public convenience init(from string: String) {
    guard let factors = HKUnitParser.factors(of: string) else {
      preconditionFailure("HKUnit: unable to parse the unit string \"\(string)\"")
    }
    self.init(factors: factors)
  }

  /// The unit as a string `init(from:)` reads back: `mg/dL`, `count/min`.
  open var unitString: String {
    let numerator = factors.filter { $0.exponent > 0 }
    let denominator = factors.filter { $0.exponent < 0 }
    func written(_ factor: HKUnitFactor, power: Int) -> String {
      power == 1 ? factor.symbol : "\(factor.symbol)^\(power)"
    }
    var text = numerator.map { written($0, power: $0.exponent) }.joined(separator: "*")
    if text.isEmpty { text = denominator.isEmpty ? "" : "1" }
    guard !denominator.isEmpty else { return text }
    let below = denominator.map { written($0, power: -$0.exponent) }.joined(separator: "*")
    return text + "/" + (denominator.count > 1 ? "(\(below))" : below)
  }

  open override var description: String { unitString }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKUnit else { return false }
    return Set(factors) == Set(other.factors)
  }

  open override var hash: Int { Set(factors).hashValue }

  /// Whether this is the unit of nothing (a unit divided by itself).
  open func isNull() -> Bool { factors.isEmpty }

  // MARK: Arithmetic

  /// This unit times `unit`: `kg*m`.
  open func unitMultiplied(by unit: HKUnit) -> HKUnit {
    HKUnit(factors: Self.combined(factors, unit.factors))
  }

  /// This unit over `unit`: `mg/dL`.
  open func unitDivided(by unit: HKUnit) -> HKUnit {
    HKUnit(factors: Self.combined(factors, unit.factors.map { Self.raised($0, -1) }))
  }

  /// This unit to a power: `m^2`.
  open func unitRaised(toPower power: Int) -> HKUnit {
    HKUnit(factors: factors.map { Self.raised($0, power) })
  }

  /// One over this unit: `1/min`.
  open func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

  private static func raised(_ factor: HKUnitFactor, _ power: Int) -> HKUnitFactor {
    var raised = factor
    raised.exponent *= power
    return raised
  }

  /// Factors of the same base, prefix and molar mass add their powers.
  private static func combined(_ first: [HKUnitFactor], _ second: [HKUnitFactor])
    -> [HKUnitFactor]
  {
    var result = first
    for factor in second {
      if let index = result.firstIndex(where: {
        $0.base == factor.base && $0.prefix == factor.prefix && $0.molarMass == factor.molarMass
      }) {
        result[index].exponent += factor.exponent
      } else {
        result.append(factor)
      }
    }
    return result.filter { $0.exponent != 0 }
  }

  // MARK: Conversion

  /// The dimension the unit measures: each base dimension's power.
  var dimension: [HKDimension: Int] {
    var total: [HKDimension: Int] = [:]
    for factor in factors {
      for (dimension, power) in factor.dimension {
        total[dimension, default: 0] += power * factor.exponent
      }
    }
    return total.filter { $0.value != 0 }
  }

  /// How many of the dimension's base units one of this unit is.
  var scale: Double {
    factors.reduce(1) { $0 * pow($1.scale, Double($1.exponent)) }
  }

  /// Whether this is one temperature scale to the first power, converted with its offset.
  var temperatureScale: HKBaseUnit? {
    guard factors.count == 1, factors[0].exponent == 1, factors[0].prefix == .none,
      [.degreeCelsius, .degreeFahrenheit, .kelvin].contains(factors[0].base)
    else { return nil }
    return factors[0].base
  }

  /// `value` of this unit in `unit`, or nil when they measure different things.
  func convert(_ value: Double, to unit: HKUnit) -> Double? {
    guard dimension == unit.dimension else { return nil }
    if let from = temperatureScale, let to = unit.temperatureScale {
      let kelvin = value * from.scale + from.offset
      return (kelvin - to.offset) / to.scale
    }
    return value * scale / unit.scale
  }

  /// A number as HealthKit writes it in a unit string: whole numbers without a fraction.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  // MARK: Units

  /// Grams.
  open class func gram() -> Self { unit(.gram) }
  /// Grams with a prefix: `.kilo` for kilograms, `.milli` for milligrams.
  open class func gramUnit(with prefix: HKMetricPrefix) -> Self { unit(.gram, prefix) }
  /// Ounces.
  open class func ounce() -> Self { unit(.ounce) }
  /// Pounds.
  open class func pound() -> Self { unit(.pound) }
  /// Stones.
  open class func stone() -> Self { unit(.stone) }
  /// Moles of a substance of the given molar mass, in grams per mole.
  open class func moleUnit(withMolarMass gramsPerMole: Double) -> Self {
    unit(.mole, molarMass: gramsPerMole)
  }
  /// Moles with a prefix, of a substance of the given molar mass.
  open class func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> Self {
    unit(.mole, prefix, molarMass: gramsPerMole)
  }
  /// Metres.
  open class func meter() -> Self { unit(.meter) }
  /// Metres with a prefix.
  open class func meterUnit(with prefix: HKMetricPrefix) -> Self { unit(.meter, prefix) }
  /// Inches.
  open class func inch() -> Self { unit(.inch) }
  /// Feet.
  open class func foot() -> Self { unit(.foot) }
  /// Yards.
  open class func yard() -> Self { unit(.yard) }
  /// Miles.
  open class func mile() -> Self { unit(.mile) }
  /// Litres.
  open class func liter() -> Self { unit(.liter) }
  /// Litres with a prefix: `.deci` for decilitres.
  open class func literUnit(with prefix: HKMetricPrefix) -> Self { unit(.liter, prefix) }
  /// US fluid ounces.
  open class func fluidOunceUS() -> Self { unit(.fluidOunceUS) }
  /// Imperial fluid ounces.
  open class func fluidOunceImperial() -> Self { unit(.fluidOunceImperial) }
  /// US pints.
  open class func pintUS() -> Self { unit(.pintUS) }
  /// Imperial pints.
  open class func pintImperial() -> Self { unit(.pintImperial) }
  /// US cups.
  open class func cupUS() -> Self { unit(.cupUS) }
  /// Imperial cups.
  open class func cupImperial() -> Self { unit(.cupImperial) }
  /// Seconds.
  open class func second() -> Self { unit(.second) }
  /// Seconds with a prefix.
  open class func secondUnit(with prefix: HKMetricPrefix) -> Self { unit(.second, prefix) }
  /// Minutes.
  open class func minute() -> Self { unit(.minute) }
  /// Hours.
  open class func hour() -> Self { unit(.hour) }
  /// Days.
  open class func day() -> Self { unit(.day) }
  /// Joules.
  open class func joule() -> Self { unit(.joule) }
  /// Joules with a prefix.
  open class func jouleUnit(with prefix: HKMetricPrefix) -> Self { unit(.joule, prefix) }
  /// Kilocalories.
  open class func kilocalorie() -> Self { unit(.kilocalorie) }
  /// Small calories.
  open class func smallCalorie() -> Self { unit(.smallCalorie) }
  /// Large (food) calories.
  open class func largeCalorie() -> Self { unit(.largeCalorie) }
  /// Degrees Celsius.
  open class func degreeCelsius() -> Self { unit(.degreeCelsius) }
  /// Degrees Fahrenheit.
  open class func degreeFahrenheit() -> Self { unit(.degreeFahrenheit) }
  /// Kelvin.
  open class func kelvin() -> Self { unit(.kelvin) }
  /// A count: steps, beats, doses.
  open class func count() -> Self { unit(.count) }
  /// A percentage (a value of 0.5 is 50 %).
  open class func percent() -> Self { unit(.percent) }
  /// Pascals.
  open class func pascal() -> Self { unit(.pascal) }
  /// Pascals with a prefix.
  open class func pascalUnit(with prefix: HKMetricPrefix) -> Self { unit(.pascal, prefix) }
  /// Millimetres of mercury.
  open class func millimeterOfMercury() -> Self { unit(.millimeterOfMercury) }
  /// Centimetres of water.
  open class func centimeterOfWater() -> Self { unit(.centimeterOfWater) }
  /// Atmospheres.
  open class func atmosphere() -> Self { unit(.atmosphere) }
  /// International units.
  open class func internationalUnit() -> Self { unit(.internationalUnit) }
  /// Hertz.
  open class func hertz() -> Self { unit(.hertz) }
  /// Hertz with a prefix.
  open class func hertzUnit(with prefix: HKMetricPrefix) -> Self { unit(.hertz, prefix) }

  /// A unit of this class (HKUnit itself: its subclasses have no units of their own).
  private class func unit(
    _ base: HKBaseUnit, _ prefix: HKMetricPrefix = .none, molarMass: Double? = nil
  ) -> Self {
    HKUnit(base, prefix: prefix, molarMass: molarMass) as! Self
  }
}
