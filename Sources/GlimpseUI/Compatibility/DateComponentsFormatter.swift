import Foundation
import Synchronization

/// Formats a duration as words or a clock reading (`1 hr, 5 min`, `1:05:00`): Foundation's
/// `DateComponentsFormatter`, which Foundation on Linux declares unavailable and which
/// widgets use for elapsed and remaining times. Glimpse's declaration takes its place.
///
/// English only, with fixed unit lengths (a week is 7 days, a month 30, a year 365) rather
/// than calendar arithmetic. Each style writes units as Apple's does in English:
/// `.positional` `1:05:03`, `.abbreviated` `1h 5m 3s`, `.brief` `1hr 5min 3sec`, `.short`
/// `1 hr, 5 min, 3 sec`, `.full` `1 hour, 5 minutes, 3 seconds`, `.spellOut` `one hour,
/// five minutes, three seconds`. The smallest unit shown is rounded to the nearest.
/// - Glimpse: approximated: English words; fixed lengths for weeks, months and years
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  // @unchecked Sendable: as Foundation's `Formatter` is; its settings are set, then read.
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// `1:05:03`.
    case positional = 0
    /// `1h 5m 3s`.
    case abbreviated = 1
    /// `1 hr, 5 min, 3 sec`.
    case short = 2
    /// `1 hour, 5 minutes, 3 seconds`.
    case full = 3
    /// `one hour, five minutes, three seconds`.
    case spellOut = 4
    /// `1hr 5min 3sec`.
    case brief = 5
  }

  /// Which zero-valued units are left out, and whether positional units are padded.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leading zeros dropped in positional styles, every zero dropped in the others.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    /// Zero units before the first non-zero one left out.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
    /// Zero units between non-zero ones left out.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
    /// Zero units after the last non-zero one left out.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
    /// Every zero unit left out.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Positional units padded to two digits, none left out.
    public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
  }

  /// How units are written; `.positional` by default.
  open var unitsStyle: UnitsStyle = .positional
  /// The units that may be shown; empty (the default) for every unit from years to seconds.
  open var allowedUnits: NSCalendar.Unit = []
  /// Which zero units are left out.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// How many units at most are shown (0: no limit).
  open var maximumUnitCount: Int = 0
  /// Whether the text begins `About `.
  open var includesApproximationPhrase = false
  /// Whether the text ends ` remaining`.
  open var includesTimeRemainingPhrase = false
  /// Whether the smallest unit may show a fraction (accepted; it is rounded).
  ///
  /// - Glimpse: accepted
  open var allowsFractionalUnits = false
  /// Whether a single largest unit is written in a smaller one (accepted).
  ///
  /// - Glimpse: accepted
  open var collapsesLargestUnit = false
  /// The calendar (accepted; unit lengths are fixed).
  ///
  /// - Glimpse: accepted
  open var calendar: Calendar? = nil
  /// The date durations count from (accepted).
  ///
  /// - Glimpse: accepted
  open var referenceDate: Date? = nil
  /// The context the text is shown in (accepted).
  ///
  /// - Glimpse: accepted
  open var formattingContext: Formatter.Context = .unknown

  /// A formatter with the default settings.
  public override init() {
    super.init()
  }

  /// A formatter from an archive (nothing is read).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// `timeInterval` seconds written in the allowed units.
  open func string(from timeInterval: TimeInterval) -> String? {
    guard timeInterval.isFinite, abs(timeInterval) < 1e15 else { return nil }
    return format(seconds: timeInterval)
  }

  /// The time from `startDate` to `endDate`.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    string(from: endDate.timeIntervalSince(startDate))
  }

  /// `components`, added up as a duration (a month as 30 days, a year as 365).
  open func string(from components: DateComponents) -> String? {
    var seconds = 0.0
    for (unit, length) in Self.units {
      guard let value = components.value(for: Self.component(of: unit)),
        value != Int(NSDateComponentUndefined)
      else { continue }
      seconds += Double(value) * length
    }
    if let nanoseconds = components.nanosecond { seconds += Double(nanoseconds) / 1e9 }
    return format(seconds: seconds)
  }

  /// A `TimeInterval`, `DateComponents` or number of seconds, written; nil for others.
  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let seconds as TimeInterval: string(from: seconds)
    case let seconds as Int: string(from: TimeInterval(seconds))
    case let components as DateComponents: string(from: components)
    case let number as NSNumber: string(from: number.doubleValue)
    default: nil
    }
  }

  /// `components` in `unitsStyle` with the default settings.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle)
    -> String?
  {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  // MARK: Writing

  /// The units largest first, with their lengths in seconds.
  private static let units: [(NSCalendar.Unit, Double)] = [
    (.year, 31_536_000), (.month, 2_592_000), (.weekOfMonth, 604_800), (.day, 86_400),
    (.hour, 3_600), (.minute, 60), (.second, 1),
  ]

  private static func component(of unit: NSCalendar.Unit) -> Calendar.Component {
    switch unit {
    case .year: .year
    case .month: .month
    case .weekOfMonth: .weekOfMonth
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    default: .second
    }
  }

  private func format(seconds signed: Double) -> String {
    let allowed = Self.units.filter { allowedUnits.isEmpty || allowedUnits.contains($0.0) }
    let units = allowed.isEmpty ? [Self.units[Self.units.count - 1]] : allowed
    let smallest = units[units.count - 1].1
    var remaining = Int64((abs(signed) / smallest).rounded()) * Int64(smallest)
    var counts: [(unit: NSCalendar.Unit, count: Int64)] = []
    for (unit, length) in units {
      let step = Int64(length)
      counts.append((unit, remaining / step))
      remaining %= step
    }
    let shown = visible(counts)
    let padded = zeroFormattingBehavior.contains(.pad)
    var text = unitsStyle == .positional ? positional(shown, padded: padded) : words(shown)
    if signed < 0 && counts.contains(where: { $0.count > 0 }) { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  /// The units that are written, after zero units are dropped and the count is limited.
  private func visible(_ counts: [(unit: NSCalendar.Unit, count: Int64)]) -> [(
    unit: NSCalendar.Unit, count: Int64
  )] {
    guard let first = counts.firstIndex(where: { $0.count != 0 }),
      let last = counts.lastIndex(where: { $0.count != 0 })
    else {
      // Nothing but zeros: the smallest unit, or (positional) the last two.
      return unitsStyle == .positional && !zeroFormattingBehavior.contains(.pad)
        ? Array(counts.suffix(min(2, counts.count)))
        : zeroFormattingBehavior.contains(.pad) ? counts : [counts[counts.count - 1]]
    }
    var behavior = zeroFormattingBehavior
    if behavior.contains(.pad) {
      behavior = []
    } else if behavior.contains(.default) {
      behavior = unitsStyle == .positional ? [.dropLeading] : .dropAll
    }
    var shown: [(unit: NSCalendar.Unit, count: Int64)] = []
    for (index, entry) in counts.enumerated() {
      if entry.count == 0 {
        if index < first && behavior.contains(.dropLeading) { continue }
        if index > last && behavior.contains(.dropTrailing) { continue }
        if index > first && index < last && behavior.contains(.dropMiddle) { continue }
      }
      shown.append(entry)
    }
    // A positional reading keeps minutes before seconds (`0:05`, not `5`).
    if unitsStyle == .positional, shown.count == 1, counts.count >= 2,
      shown[0].unit == counts[counts.count - 1].unit
    {
      shown.insert(counts[counts.count - 2], at: 0)
    }
    if maximumUnitCount > 0 && shown.count > maximumUnitCount {
      shown = Array(shown.prefix(maximumUnitCount))
    }
    return shown
  }

  private func positional(_ shown: [(unit: NSCalendar.Unit, count: Int64)], padded: Bool)
    -> String
  {
    shown.enumerated().map { index, entry in
      let digits = String(entry.count)
      return (index > 0 || padded) && digits.count < 2 ? "0" + digits : digits
    }.joined(separator: ":")
  }

  private func words(_ shown: [(unit: NSCalendar.Unit, count: Int64)]) -> String {
    let parts = shown.map { entry in
      word(entry.unit, count: entry.count)
    }
    switch unitsStyle {
    case .abbreviated, .brief: return parts.joined(separator: " ")
    default: return parts.joined(separator: ", ")
    }
  }

  private func word(_ unit: NSCalendar.Unit, count: Int64) -> String {
    let index = Self.units.firstIndex { $0.0 == unit } ?? Self.units.count - 1
    let plural = count != 1
    switch unitsStyle {
    case .abbreviated:
      return "\(count)" + ["y", "mo", "w", "d", "h", "m", "s"][index]
    case .brief:
      return "\(count)" + ["yr", "mth", "wk", "d", "hr", "min", "sec"][index]
    case .short:
      let names = ["yr", "mth", "wk", plural ? "days" : "day", "hr", "min", "sec"]
      return "\(count) \(names[index])"
    case .full, .positional:
      let name = ["year", "month", "week", "day", "hour", "minute", "second"][index]
      return "\(count) \(name)\(plural ? "s" : "")"
    case .spellOut:
      let name = ["year", "month", "week", "day", "hour", "minute", "second"][index]
      let spelled =
        Self.spellOut.withLock { $0.string(from: NSNumber(value: count)) } ?? "\(count)"
      return "\(spelled) \(name)\(plural ? "s" : "")"
    }
  }

  /// One formatter for every thread, used by one at a time (a formatter is not safe to
  /// share).
  private static let spellOut: Mutex<NumberFormatter> = {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    return Mutex(formatter)
  }()
}
