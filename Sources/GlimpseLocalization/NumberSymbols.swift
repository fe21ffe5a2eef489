import Foundation
import Synchronization

/// How a locale writes the numbers of a localized string's placeholders, as Foundation's
/// `String(format:locale:)` writes them (which Apple's localized strings use): `%lld` with
/// the locale's grouping separator (`1,234` in en_US, `1.234` in de_DE), `%f` with its
/// decimal separator (`1,5` in de_DE).
///
/// Found once per locale by formatting a probe with Foundation, then applied to integers
/// without Foundation (a placeholder with no flags, width or precision is the common case,
/// and the one drawn on every frame).
package struct NumberSymbols: Sendable {
  /// Between groups of three digits (empty: none).
  var groupingSeparator: String
  /// Whether the probe gave plain ASCII digits in groups of three, so that integers can be
  /// written here; otherwise every integer goes through Foundation.
  var groupsInThrees: Bool
  /// Between the whole part and the fraction (nil: the probe did not say; every fraction
  /// goes through Foundation).
  var decimalSeparator: String? = "."

  /// en_US: `1,234.5`.
  package static let english = NumberSymbols(groupingSeparator: ",", groupsInThrees: true)

  /// `value` grouped as en_US groups it (`1,234`). (Below a thousand the symbols are not
  /// read: reading them copies them.)
  package static func englishGrouped(_ value: Int64) -> String {
    if value > -1000 && value < 1000 { return String(value) }
    return english.grouped(value)
  }

  /// `value` grouped as en_US groups it (`1,234`).
  package static func englishGrouped(_ value: UInt64) -> String {
    if value < 1000 { return String(value) }
    return english.grouped(value)
  }

  private static let cache = Mutex<[String: NumberSymbols]>([:])

  /// The symbols of `locale`.
  static func of(_ locale: Locale) -> NumberSymbols {
    let identifier = locale.identifier
    if identifier == "en_US" { return .english }
    if let known = cache.withLock({ $0[identifier] }) { return known }
    let probe = String(format: "%lld", locale: locale, Int64(1_234_567))
    var symbols: NumberSymbols
    if probe.hasPrefix("1"), probe.hasSuffix("567"), probe.count >= 7 {
      let inner = probe.dropFirst().dropLast(3)
      let separator = String(inner.prefix(max(0, inner.count - 3) / 2))
      let expected = "1" + separator + "234" + separator + "567"
      symbols = NumberSymbols(groupingSeparator: separator, groupsInThrees: expected == probe)
    } else {
      symbols = NumberSymbols(groupingSeparator: "", groupsInThrees: false)
    }
    let half = String(format: "%.1f", locale: locale, 0.5)
    symbols.decimalSeparator =
      half.hasPrefix("0") && half.hasSuffix("5") && half.count >= 3
      ? String(half.dropFirst().dropLast()) : nil
    cache.withLock { $0[identifier] = symbols }
    return symbols
  }

  /// `value` written with a printf `%f` or `%F` conversion (`options` its flags, width and
  /// precision) as `locale` writes it. A number from 0 to 999 has no groups, so it is
  /// printf's text with the locale's decimal separator (as cheap as printf); others go
  /// through Foundation, which groups their digits.
  static func fixedPoint(_ value: Double, options: String, conversion: Character, locale: Locale)
    -> String
  {
    let symbols = locale.identifier == "en_US" ? NumberSymbols.english : of(locale)
    if value >= 0, value < 1000, let separator = symbols.decimalSeparator {
      let text = String(format: "%\(options)\(conversion)", value)
      return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
    }
    return String(format: "%\(options)\(conversion)", locale: locale, value)
  }

  /// `value` with its digits grouped as `locale` groups them.
  package static func grouped(_ value: Int64, locale: Locale) -> String {
    if value > -1000 && value < 1000 { return String(value) }
    let symbols = of(locale)
    guard symbols.groupsInThrees else { return String(format: "%lld", locale: locale, value) }
    return symbols.grouped(digits: String(value.magnitude), negative: value < 0)
  }

  /// `value` with its digits grouped as `locale` groups them.
  package static func grouped(_ value: UInt64, locale: Locale) -> String {
    if value < 1000 { return String(value) }
    let symbols = of(locale)
    guard symbols.groupsInThrees else { return String(format: "%llu", locale: locale, value) }
    return symbols.grouped(digits: String(value), negative: false)
  }

  /// `value` grouped with these symbols (which group in threes).
  package func grouped(_ value: Int64) -> String {
    if value > -1000 && value < 1000 { return String(value) }
    return grouped(digits: String(value.magnitude), negative: value < 0)
  }

  /// `value` grouped with these symbols (which group in threes).
  package func grouped(_ value: UInt64) -> String {
    if value < 1000 { return String(value) }
    return grouped(digits: String(value), negative: false)
  }

  private func grouped(digits: String, negative: Bool) -> String {
    var digits = digits
    let separator = groupingSeparator.utf8
    return digits.withUTF8 { digits in
      let groups = (digits.count - 1) / 3
      let capacity = digits.count + groups * separator.count + (negative ? 1 : 0)
      return String(unsafeUninitializedCapacity: capacity) { buffer in
        var written = 0
        if negative {
          buffer[0] = UInt8(ascii: "-")
          written = 1
        }
        for (offset, digit) in digits.enumerated() {
          if offset > 0, (digits.count - offset) % 3 == 0 {
            for byte in separator {
              buffer[written] = byte
              written += 1
            }
          }
          buffer[written] = digit
          written += 1
        }
        return written
      }
    }
  }
}
