import Foundation

/// HealthKit's `HKQuantity`: a value in a unit, converted to any compatible unit, as a
/// widget shows a glucose reading in the unit its user chose.
///
/// Converting to, or comparing with, a unit that measures something else stops the program
/// with a message, as HealthKit raises an exception for it.
/// - Glimpse: works
open class HKQuantity: NSObject, @unchecked Sendable {
  let unit: HKUnit
  let value: Double

  /// `value` of `unit`.
  public init(unit: HKUnit, doubleValue value: Double) {
    self.unit = unit
    self.value = value
  }

  /// Whether the quantity can be given in `unit`.
  open func `is`(compatibleWith unit: HKUnit) -> Bool {
    self.unit.dimension == unit.dimension
  }

  /// The quantity in `unit`.
  open func doubleValue(for unit: HKUnit) -> Double {
    guard let converted = self.unit.convert(value, to: unit) else {
      preconditionFailure(
        "HKQuantity: attempt to convert incompatible units: \(self.unit.unitString), \(unit.unitString)"
      )
    }
    return converted
  }

  /// How the quantity compares with `quantity`, which must be of a compatible unit.
  open func compare(_ quantity: HKQuantity) -> ComparisonResult {
    let other = quantity.doubleValue(for: unit)
    return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
  }

  /// `120 mg/dL`.
  open override var description: String { "\(HKUnit.number(value)) \(unit.unitString)" }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKQuantity, `is`(compatibleWith: other.unit) else { return false }
    return compare(other) == .orderedSame
  }

  open override var hash: Int { unit.dimension.count }
}
