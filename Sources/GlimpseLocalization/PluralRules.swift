import Foundation

/// A plural category: the form of a word a number takes in a language.
///
/// - Glimpse: works
public enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other
}

/// The cardinal plural rules of the Unicode CLDR (`common/supplemental/plurals.xml`,
/// unicode-org/cldr; rules as in CLDR 42 and later), for the languages Glimpse knows:
///
/// | languages | categories |
/// |---|---|
/// | ja, zh, ko, th, vi, id, ms | other |
/// | en, de, nl, sv, fi, et, ... | one (i = 1 and v = 0), other |
/// | fr | one (i = 0,1), many (a million), other |
/// | pt (Brazil) | one (i = 0..1), many (a million), other |
/// | it, ca, pt_PT | one (i = 1 and v = 0), many (a million), other |
/// | es | one (n = 1), many (a million), other |
/// | ru, uk | one, few, many, other |
/// | pl | one, few, many, other |
/// | cs, sk | one, few, many, other |
/// | ar | zero, one, two, few, many, other |
/// | he | one, two, other |
///
/// `n` is the number, `i` its integer digits, `v` how many fraction digits it shows (a
/// `Double` with a fraction counts as showing some). A language not listed uses the English
/// rule. As on Apple's platforms, a strings file's `zero` form, when present, is used for
/// 0 in every language.
///
/// - Glimpse: glimpse
package enum PluralRules {
  /// The category of `number` in `language` (a language code such as `ru` or `pt-PT`).
  public static func category(of number: Double, language: String) -> PluralCategory {
    category(of: number, hasFraction: number.rounded(.towardZero) != number, language: language)
  }

  /// The category of `number`, which shows fraction digits when `hasFraction`.
  static func category(of number: Double, hasFraction: Bool, language: String) -> PluralCategory {
    let n = number.magnitude
    guard n.isFinite else { return .other }
    let i = n < 9.0e18 ? Int64(n.rounded(.towardZero)) : Int64.max
    let visibleFraction = hasFraction
    let code = baseLanguage(language)
    switch code {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
      return .other
    case "fr":
      if i == 0 || i == 1 { return .one }
      return isMillions(i, visibleFraction) ? .many : .other
    case "pt":
      if language.lowercased().hasSuffix("pt") && language.count > 2 {  // pt-PT, pt_PT
        if i == 1 && !visibleFraction { return .one }
        return isMillions(i, visibleFraction) ? .many : .other
      }
      if i == 0 || i == 1 { return .one }
      return isMillions(i, visibleFraction) ? .many : .other
    case "it", "ca":
      if i == 1 && !visibleFraction { return .one }
      return isMillions(i, visibleFraction) ? .many : .other
    case "es":
      if n == 1 { return .one }
      return isMillions(i, visibleFraction) ? .many : .other
    case "ru", "uk":
      guard !visibleFraction else { return .other }
      let (mod10, mod100) = (i % 10, i % 100)
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      guard !visibleFraction else { return .other }
      let (mod10, mod100) = (i % 10, i % 100)
      if i == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      if visibleFraction { return .many }
      if i == 1 { return .one }
      if (2...4).contains(i) { return .few }
      return .other
    case "ar":
      if n == 0 { return .zero }
      if n == 1 { return .one }
      if n == 2 { return .two }
      guard !visibleFraction else { return .other }
      let mod100 = i % 100
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    case "he", "iw":
      guard !visibleFraction else { return .other }
      if i == 1 { return .one }
      if i == 2 { return .two }
      return .other
    default:
      return i == 1 && !visibleFraction ? .one : .other
    }
  }

  /// CLDR's `many` for French, Portuguese, Italian, Catalan and Spanish: a whole number of
  /// millions (`e = 0 and i != 0 and i % 1000000 = 0 and v = 0`).
  private static func isMillions(_ i: Int64, _ visibleFraction: Bool) -> Bool {
    !visibleFraction && i != 0 && i % 1_000_000 == 0
  }

  /// The language code of an identifier: `pt` of `pt-PT`, `zh` of `zh-Hant`.
  static func baseLanguage(_ identifier: String) -> String {
    let end = identifier.firstIndex { $0 == "-" || $0 == "_" } ?? identifier.endIndex
    return identifier[..<end].lowercased()
  }
}
