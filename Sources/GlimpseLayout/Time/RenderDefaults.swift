import Foundation

/// The locale and time zone a render uses when it is given none: US English and UTC, so
/// that a render reads the same on every machine. Every default in Glimpse (the command
/// line's, the environment's, the render settings', GlimpseTesting's) is this one.
public enum RenderDefaults {
  /// The default locale's identifier, `en_US`.
  public static let localeIdentifier = "en_US"
  /// The default locale, US English.
  public static let locale = Locale(identifier: localeIdentifier)
  /// The default time zone's name, `UTC` (Foundation may name the zone itself `GMT`).
  public static let timeZoneName = "UTC"
  /// The default time zone, UTC.
  public static let timeZone = TimeZone(identifier: timeZoneName) ?? TimeZone(secondsFromGMT: 0)!
}
