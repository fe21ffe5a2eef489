/// The styles of SwiftUI's `Text(_:style:)`, as rendered by ``TimeText/date(_:style:now:locale:timeZone:)``.
public enum DateTextStyle: Sendable, Hashable {
  /// A running clock: counts down to the date, then up from it ("4:59", "1:00:00").
  case timer
  /// The distance to the date in its two largest units ("11 min, 14 sec").
  case relative
  /// The signed distance in its largest unit ("+11 minutes", "-3 months").
  case offset
  /// The date's time of day ("11:23 PM").
  case time
  /// The date's calendar day ("June 3, 2019").
  case date
}
