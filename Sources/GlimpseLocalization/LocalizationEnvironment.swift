import Foundation

/// What a localized string is looked up and formatted in: the app's string tables, the
/// locale and time zone, a pseudo-language and the device its variants are chosen for.
///
/// The view surface's `EnvironmentValues` is one (a `Text` resolves in it);
/// ``PlainLocalization`` is the development language's, outside any render.
package protocol LocalizationEnvironment {
  /// The app's string tables (empty: every key shows its default value).
  var strings: StringTables { get }
  /// The locale a translation is chosen for and numbers are formatted in.
  var locale: Locale { get }
  /// The time zone dates among the arguments are formatted in.
  var timeZone: TimeZone { get }
  /// Whether `locale` formats as en_US does (numbers need no locale's formatter then).
  var formatsAsUSEnglish: Bool { get }
  /// The pseudo-language the literal text is changed into, if any.
  var pseudoLanguage: PseudoLanguage? { get }
  /// The device a string's device variants are chosen for.
  var stringsDevice: StringsDevice { get }
}
