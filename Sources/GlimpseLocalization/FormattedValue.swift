import Foundation
import GlimpseLayout

/// A value and a format style, formatted when the text resolves, in the environment's
/// locale and (for dates) time zone, as on the device.
///
/// `@unchecked Sendable`: its closures hold the input and the format style, which Swift
/// cannot prove `Sendable` for any `FormatStyle`; both are captured by value, never
/// mutated, and only read.
package struct FormattedValue: Equatable, LocalizedSegment, @unchecked Sendable {
  /// The value and its style, described, for equality; built only when asked for, because
  /// describing a format style goes through reflection and costs more than formatting it.
  package var key: String { describe() }
  package let format: (Locale, TimeZone) -> String
  private let describe: () -> String

  package init<F>(_ input: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatOutput == String {
    describe = { "\(input)|\(format)" }
    self.format = { locale, timeZone in
      if var style = format as? Date.FormatStyle, let date = input as? Date {
        style.timeZone = timeZone
        return style.locale(locale).format(date)
      }
      if var style = format as? Date.ISO8601FormatStyle, let date = input as? Date {
        style.timeZone = timeZone
        return style.format(date)
      }
      return format.locale(locale).format(input)
    }
  }

  /// The value formatted as the default environment would (en_US, UTC).
  package var defaultText: String {
    format(RenderDefaults.locale, RenderDefaults.timeZone)
  }

  package static func == (lhs: FormattedValue, rhs: FormattedValue) -> Bool {
    lhs.key == rhs.key
  }

  package func string(in environment: some LocalizationEnvironment) -> String {
    format(environment.locale, environment.timeZone)
  }

  package var plainText: String { defaultText }

  package var containsTimer: Bool { false }
}
