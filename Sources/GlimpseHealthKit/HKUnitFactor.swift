import Foundation

/// One factor of an `HKUnit`: a base unit with a metric prefix, a power, and for moles the
/// molar mass that makes them a mass (`mmol<180.15588000005408>`).
struct HKUnitFactor: Hashable, Sendable {
  var base: HKBaseUnit
  var prefix: HKMetricPrefix
  var exponent: Int
  var molarMass: Double?

  /// The factor as a unit string writes it, without its power: `mg`, `mmol<180.156>`.
  var symbol: String {
    var text = prefix.symbol + base.rawValue
    if let molarMass { text += "<\(HKUnit.number(molarMass))>" }
    return text
  }

  /// How many of the dimension's base (grams, metres, seconds, joules, kelvin, pascals,
  /// international units, moles) one of it is, to the first power.
  var scale: Double {
    var scale = base.scale * prefix.factor
    if base == .mole, let molarMass { scale *= molarMass }
    return scale
  }

  /// The dimension, to the first power.
  var dimension: [HKDimension: Int] {
    if base == .mole { return molarMass == nil ? [.amount: 1] : [.mass: 1] }
    return base.dimension
  }
}

/// The dimensions HealthKit's units measure.
enum HKDimension: Hashable, Sendable {
  case mass, length, time, energy, temperature, pressure, internationalUnit, amount
}

/// HealthKit's base units, by the symbol a unit string writes.
enum HKBaseUnit: String, CaseIterable, Sendable {
  case gram = "g"
  case ounce = "oz"
  case pound = "lb"
  case stone = "st"
  case mole = "mol"
  case meter = "m"
  case inch = "in"
  case foot = "ft"
  case yard = "yd"
  case mile = "mi"
  case liter = "L"
  case fluidOunceUS = "fl_oz_us"
  case fluidOunceImperial = "fl_oz_imp"
  case pintUS = "pt_us"
  case pintImperial = "pt_imp"
  case cupUS = "cup_us"
  case cupImperial = "cup_imp"
  case second = "s"
  case minute = "min"
  case hour = "hr"
  case day = "d"
  case joule = "J"
  case smallCalorie = "cal"
  case largeCalorie = "Cal"
  case kilocalorie = "kcal"
  case degreeCelsius = "degC"
  case degreeFahrenheit = "degF"
  case kelvin = "K"
  case count = "count"
  case percent = "%"
  case pascal = "Pa"
  case millimeterOfMercury = "mmHg"
  case centimeterOfWater = "cmAq"
  case atmosphere = "atm"
  case internationalUnit = "IU"
  case hertz = "Hz"

  /// Whether a metric prefix may stand before it (`mg`, `dL`, `ms`, `kJ`, `kPa`).
  var takesPrefix: Bool {
    [.gram, .mole, .meter, .liter, .second, .joule, .kelvin, .pascal, .hertz].contains(self)
  }

  /// How many of its dimension's base one is: grams, metres (a litre is 0.001 cubic
  /// metres), seconds, joules, kelvin, pascals.
  var scale: Double {
    switch self {
    case .gram, .mole, .meter, .second, .joule, .kelvin, .pascal, .count, .internationalUnit,
      .hertz:
      1
    case .ounce: 28.349523125
    case .pound: 453.59237
    case .stone: 6350.29318
    case .inch: 0.0254
    case .foot: 0.3048
    case .yard: 0.9144
    case .mile: 1609.344
    case .liter: 1e-3
    case .fluidOunceUS: 29.5735295625e-6
    case .fluidOunceImperial: 28.4130625e-6
    case .pintUS: 473.176473e-6
    case .pintImperial: 568.26125e-6
    case .cupUS: 236.5882365e-6
    case .cupImperial: 284.130625e-6
    case .minute: 60
    case .hour: 3600
    case .day: 86_400
    case .smallCalorie: 4.184
    case .largeCalorie, .kilocalorie: 4184
    case .degreeCelsius: 1
    case .degreeFahrenheit: 5.0 / 9.0
    case .percent: 0.01
    case .millimeterOfMercury: 133.322387415
    case .centimeterOfWater: 98.0665
    case .atmosphere: 101_325
    }
  }

  /// Where zero lies, in kelvin, for the temperature scales that do not start at absolute
  /// zero.
  var offset: Double {
    switch self {
    case .degreeCelsius: 273.15
    case .degreeFahrenheit: 459.67 * 5.0 / 9.0
    default: 0
    }
  }

  var dimension: [HKDimension: Int] {
    switch self {
    case .gram, .ounce, .pound, .stone: [.mass: 1]
    case .mole: [.amount: 1]
    case .meter, .inch, .foot, .yard, .mile: [.length: 1]
    case .liter, .fluidOunceUS, .fluidOunceImperial, .pintUS, .pintImperial, .cupUS,
      .cupImperial:
      [.length: 3]
    case .second, .minute, .hour, .day: [.time: 1]
    case .hertz: [.time: -1]
    case .joule, .smallCalorie, .largeCalorie, .kilocalorie: [.energy: 1]
    case .degreeCelsius, .degreeFahrenheit, .kelvin: [.temperature: 1]
    case .count, .percent: [:]
    case .pascal, .millimeterOfMercury, .centimeterOfWater, .atmosphere: [.pressure: 1]
    case .internationalUnit: [.internationalUnit: 1]
    }
  }
}
