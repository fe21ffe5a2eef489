import Foundation

/// Dates as people write them in states files, `--at` and the preview's jump:
/// ISO 8601 with a time zone, with or without fractional seconds
/// (`2026-11-29T10:00:00Z`, `2026-11-29T10:00:00.5+01:00`).
///
/// Read strictly: a day the month does not have (`2026-02-30`), an hour past 23 or a year
/// outside ``TimelineLimits/dates`` is an error that says so, never a date rolled over
/// into the next month.
public enum ISO8601Date {
  /// The date `text` names, or nil.
  public static func parse(_ text: String) -> Date? {
    try? date(from: text)
  }

  /// The date `text` names.
  ///
  /// - Throws: ``ISO8601DateError`` saying what is wrong.
  public static func date(from text: String) throws(ISO8601DateError) -> Date {
    var reader = Reader(Array(text.utf8))
    guard let year = reader.digits(4), reader.skip("-"), let month = reader.digits(2),
      reader.skip("-"), let day = reader.digits(2), reader.skip("T") || reader.skip("t"),
      let hour = reader.digits(2), reader.skip(":"), let minute = reader.digits(2),
      reader.skip(":"), let second = reader.digits(2)
    else { throw .malformed }
    var fraction = 0.0
    if reader.skip(".") {
      let digits = reader.run(of: 1...9)
      guard !digits.isEmpty else { throw .malformed }
      fraction = Double("0." + digits) ?? 0
    }
    var offset = 0
    if reader.skip("Z") || reader.skip("z") {
      offset = 0
    } else if let sign = reader.sign(), let hours = reader.digits(2) {
      _ = reader.skip(":")
      guard let minutes = reader.digits(2) else { throw .malformed }
      guard hours <= 23, minutes <= 59 else { throw .offsetOutOfRange }
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      throw .malformed
    }
    guard reader.isAtEnd else { throw .malformed }
    guard (1970...9999).contains(year) else { throw .yearOutOfRange(year) }
    guard (1...12).contains(month) else { throw .noSuchMonth(month) }
    let length = daysIn(month: month, year: year)
    guard (1...length).contains(day) else {
      throw .noSuchDay(day: day, month: month, year: year, length: length)
    }
    guard hour <= 23, minute <= 59, second <= 59 else { throw .noSuchTime }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
    let date = Date(timeIntervalSince1970: seconds)
    guard TimelineLimits.dates.contains(date) else { throw .yearOutOfRange(year) }
    return date
  }

  /// Days in `month` of `year`, Gregorian.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 to a Gregorian date (Howard Hinnant's `days_from_civil`).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
      index += 1
      return true
    }

    mutating func sign() -> Int? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      return nil
    }

    /// Exactly `count` digits, as a number.
    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + count)] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += count
      return value
    }

    /// The digits here, as text (within `allowed` counts; nothing when there are more).
    mutating func run(of allowed: ClosedRange<Int>) -> String {
      var end = index
      while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
      guard allowed.contains(end - index) else { return "" }
      defer { index = end }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }
  }
}

/// Why a text is not an ISO 8601 date Glimpse reads.
public enum ISO8601DateError: Error, Equatable, CustomStringConvertible {
  /// Not in the form `2026-11-29T10:00:00Z`.
  case malformed
  /// A year outside 1970 to 9999.
  case yearOutOfRange(Int)
  /// A month outside 1 to 12.
  case noSuchMonth(Int)
  /// A day the month does not have.
  case noSuchDay(day: Int, month: Int, year: Int, length: Int)
  /// An hour past 23, a minute or second past 59.
  case noSuchTime
  /// A time zone offset past 23:59.
  case offsetOutOfRange

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  public var description: String {
    switch self {
    case .malformed:
      return "expected an ISO 8601 date with a time zone, such as 2026-11-29T10:00:00Z"
    case .yearOutOfRange:
      return "the year must be from 1970 to 9999"
    case .noSuchMonth(let month):
      return "there is no month \(month)"
    case .noSuchDay(let day, let month, let year, let length):
      return "\(Self.months[month - 1]) \(year) has \(length) days, not \(day)"
    case .noSuchTime:
      return "the time must be from 00:00:00 to 23:59:59"
    case .offsetOutOfRange:
      return "the time zone offset must be at most 23:59"
    }
  }
}
