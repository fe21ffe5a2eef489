import Foundation

/// Reads a HealthKit unit string into factors: `mg/dL`, `count/min`, `kg*m^2/s^2`,
/// `mmol<180.15588000005408>/L`, `(kg*m)/(s^2)`, `1/min`. Nil when it does not parse.
enum HKUnitParser {
  static func factors(of string: String) -> [HKUnitFactor]? {
    let text = string.filter { !$0.isWhitespace }
    guard !text.isEmpty, text.count <= 200 else { return nil }
    // One "/" outside the molar mass brackets splits numerator from denominator.
    var depth = 0
    var slash: String.Index?
    for index in text.indices {
      switch text[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "/" where depth == 0:
        guard slash == nil else { return nil }
        slash = index
      default: break
      }
    }
    guard let slash else { return product(text) }
    guard let above = product(String(text[..<slash])),
      let below = product(String(text[text.index(after: slash)...]))
    else { return nil }
    return above
      + below.map { factor in
        var inverted = factor
        inverted.exponent = -factor.exponent
        return inverted
      }
  }

  /// Factors joined by `*` or `·`, in optional parentheses; `1` alone is no factor.
  private static func product(_ text: String) -> [HKUnitFactor]? {
    var inner = Substring(text)
    if inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
    if inner == "1" { return [] }
    var factors: [HKUnitFactor] = []
    for token in inner.split(whereSeparator: { $0 == "*" || $0 == "·" }) {
      guard let factor = factor(String(token)) else { return nil }
      factors.append(factor)
    }
    return factors.isEmpty ? nil : factors
  }

  /// `mg`, `m^2`, `mmol<180.156>`: a prefixed base unit, a molar mass, a power.
  private static func factor(_ token: String) -> HKUnitFactor? {
    var text = token
    var exponent = 1
    if let caret = text.lastIndex(of: "^") {
      guard let power = Int(text[text.index(after: caret)...]), power != 0 else { return nil }
      exponent = power
      text = String(text[..<caret])
    }
    var molarMass: Double?
    if let open = text.firstIndex(of: "<") {
      guard text.hasSuffix(">"),
        let mass = Double(text[text.index(after: open)..<text.index(before: text.endIndex)]),
        mass.isFinite, mass > 0
      else { return nil }
      molarMass = mass
      text = String(text[..<open])
    }
    guard let (base, prefix) = unit(text) else { return nil }
    guard molarMass == nil || base == .mole else { return nil }
    return HKUnitFactor(base: base, prefix: prefix, exponent: exponent, molarMass: molarMass)
  }

  /// A base unit's symbol, whole (`min`, `mmHg`, `cal`) before a prefix and a base (`mg`).
  private static func unit(_ text: String) -> (HKBaseUnit, HKMetricPrefix)? {
    if let base = HKBaseUnit(rawValue: text) { return (base, .none) }
    for prefix in HKMetricPrefix.bySymbolLength where text.hasPrefix(prefix.symbol) {
      if let base = HKBaseUnit(rawValue: String(text.dropFirst(prefix.symbol.count))),
        base.takesPrefix
      {
        return (base, prefix)
      }
    }
    return nil
  }
}
