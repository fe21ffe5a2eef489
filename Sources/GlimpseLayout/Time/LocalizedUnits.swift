import Foundation
import Synchronization

/// The words of `.relative` and `.offset` time text in languages other than English, from
/// Foundation's `Duration.UnitsFormatStyle` (ICU's unit names, which Foundation on Linux
/// has for every locale ICU knows: "11 Min., 14 Sek.", "11 min et 14 s", "11分 14秒",
/// "11 мин 14 с"; "11 Minuten", "1 Sekunde").
///
/// English keeps Glimpse's own words (`RelativeText`, `OffsetText`), which are the same
/// and cost nothing to build. Months and years, which `Duration` has no units for, are
/// written in English in every language. Formatting goes through ICU, so each text is kept
/// once made (the texts of a running clock repeat).
enum LocalizedUnits {
  /// Whether `locale` writes time text in English (Glimpse's own words).
  static func isEnglish(_ locale: Locale) -> Bool {
    let identifier = locale.identifier
    return identifier.hasPrefix("en") || identifier.isEmpty
  }

  private struct Key: Hashable {
    var locale: String
    var style: UInt8
    var value: Int64
  }

  private static let cache = Mutex<[Key: String]>([:])

  private static func cached(_ key: Key, make: () -> String) -> String {
    if let text = cache.withLock({ $0[key] }) { return text }
    // Foundation's narrow no-break space as a no-break space (the number stays with its
    // unit when text wraps), its thin space as a space.
    let text = make().replacingOccurrences(of: "\u{202F}", with: "\u{00A0}")
      .replacingOccurrences(of: "\u{2009}", with: " ")
    cache.withLock {
      if $0.count >= 4096 { $0.removeAll(keepingCapacity: true) }
      $0[key] = text
    }
    return text
  }

  /// `.relative` text for a distance already rounded to its two largest units (weeks, days,
  /// hours, minutes, seconds), abbreviated: "2 Std., 23 Min.".
  static func relative(_ seconds: Int64, locale: Locale) -> String {
    cached(Key(locale: locale.identifier, style: 0, value: seconds)) {
      if seconds == 0 {
        return Duration.seconds(0).formatted(
          .units(allowed: [.seconds], width: .abbreviated, zeroValueUnits: .show(length: 1))
            .locale(locale))
      }
      return Duration.seconds(seconds).formatted(
        .units(
          allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .abbreviated,
          maximumUnitCount: 2
        ).locale(locale))
    }
  }

  /// `.offset` text's count and unit in full words ("11 Minuten"), for a unit of `seconds`
  /// seconds (a week or shorter); nil for months and years.
  static func offset(count: Int64, unitSeconds: Int64, locale: Locale) -> String? {
    let unit: Duration.UnitsFormatStyle.Unit
    let style: UInt8
    switch unitSeconds {
    case 604_800: (unit, style) = (.weeks, 1)
    case 86_400: (unit, style) = (.days, 2)
    case 3_600: (unit, style) = (.hours, 3)
    case 60: (unit, style) = (.minutes, 4)
    case 1: (unit, style) = (.seconds, 5)
    default: return nil
    }
    let (seconds, overflow) = count.multipliedReportingOverflow(by: unitSeconds)
    guard !overflow else { return nil }
    return cached(Key(locale: locale.identifier, style: style, value: seconds)) {
      Duration.seconds(seconds).formatted(
        .units(allowed: [unit], width: .wide, zeroValueUnits: .show(length: 1)).locale(locale))
    }
  }
}
