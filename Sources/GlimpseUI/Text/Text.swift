import GlimpseLayout

/// Text: SwiftUI's `Text`, with its initializers and its modifiers that return `Text`.
///
/// A text resolves, in an environment and at an instant, into styled glyphs: its string
/// (a timer or date formatted at the instant), its font's weight and slant, its colour.
/// A text showing a running timer takes all the width it is offered, as on the device.
///
/// - Glimpse: drawn
public struct Text: Equatable, Sendable {
  enum Storage: Equatable, Sendable {
    indirect case verbatim(String)
    case localized(LocalizedTextReference)
    indirect case date(Date, DateStyle)
    indirect case timerInterval(
      ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    indirect case dateRange(ClosedRange<Date>)
    indirect case formatted(FormattedValue)
    indirect case image(Image)
    indirect case concatenation([Text])
  }

  var storage: Storage
  var modifiers: [TextModifier] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// Text shown exactly as given, never localized.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Text of a string value.
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol {
    self.init(storage: .verbatim(String(content)))
  }

  /// Text of a localized string key (a string literal, with its interpolations), looked up
  /// in `tableName` (nil: `Localizable`) of the environment's ``StringTables`` for its
  /// locale when drawn. (Every bundle's strings are the ones Glimpse was given.)
  ///
  /// - Glimpse: approximated: bundle is ignored (every bundle's strings are the ones Glimpse was given)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(
      storage: .localized(
        LocalizedTextReference(
          LocalizedText(
            key: key.key, arguments: key.arguments, hasFormatting: key.hasFormatting,
            table: tableName, englishText: key.englishText))))
  }

  /// Text of a localized string resource, looked up like a key, in the environment's locale.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(storage: .localized(LocalizedTextReference(resource.localizedText)))
  }

  /// Text of an attributed string (drawn without its attributes).
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    self.init(storage: .verbatim(String(attributedContent.characters)))
  }

  /// An image inside text.
  public init(_ image: Image) {
    self.init(storage: .image(image))
  }

  /// A value formatted by a format style, in the environment's locale.
  public init<F>(_ input: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(storage: .formatted(FormattedValue(input, format: format)))
  }

  /// A date in a style; `.timer` and `.relative` change as time passes.
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(storage: .date(date, style))
  }

  /// A range of dates, such as "10:00 – 11:30 AM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(storage: .dateRange(dates))
  }

  /// A date interval, such as "10:00 – 11:30 AM".
  public init(_ interval: DateInterval) {
    self.init(storage: .dateRange(interval.start...interval.end))
  }

  /// A timer over an interval: counts down (or up) and stops at its end or at `pauseTime`.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(
      storage: .timerInterval(
        timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }

  /// Two texts one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(storage: .concatenation([lhs, rhs]))
  }

  /// Styles of date text.
  public struct DateStyle: Hashable, Sendable {
    let style: DateTextStyle

    /// A time of day: "11:23 PM".
    public static let time = DateStyle(style: .time)
    /// A date: "June 3, 2019".
    public static let date = DateStyle(style: .date)
    /// The time from now: "11 min, 14 sec".
    public static let relative = DateStyle(style: .relative)
    /// The offset from now: "+11 minutes".
    public static let offset = DateStyle(style: .offset)
    /// A running timer: "4:59".
    public static let timer = DateStyle(style: .timer)
  }

  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// Upper- or lowercasing.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Text scales.
  public struct Scale: Hashable, Sendable {
    public static let `default` = Scale()
    public static let secondary = Scale()
  }

  /// Line patterns for underline and strikethrough.
  public struct LineStyle: Hashable, Sendable {
    /// Patterns.
    ///
    /// - Glimpse: approximated: every pattern is drawn as a solid line
    public enum Pattern: Hashable, Sendable {
      case solid, dot, dash, dashDot, dashDotDot
    }

    /// A line style in `pattern` and `color`.
    ///
    /// - Glimpse: approximated: pattern and color are ignored (a solid line in the text's colour)
    public init(pattern: Pattern = .solid, color: Color? = nil) {}

    public static let single = LineStyle()
  }

  /// The text as plain characters, with timers and dates shown as their style names.
  package var plainText: String {
    switch storage {
    case .verbatim(let string): return string
    case .localized(let reference): return reference.text.plainText
    case .date(let date, _): return date.description
    case .timerInterval(let range, _, _, _): return "\(range)"
    case .dateRange(let range): return "\(range)"
    case .formatted(let value): return value.defaultText
    case .image(let image): return image.description
    case .concatenation(let parts): return parts.map(\.plainText).joined()
    }
  }

  /// Whether the text shows a running timer (and so fills the width offered).
  package var containsTimer: Bool {
    switch storage {
    case .date(_, let style): return style == .timer
    case .timerInterval: return true
    case .localized(let reference):
      return reference.text.containsTimer
    case .concatenation(let parts): return parts.contains(where: \.containsTimer)
    default: return false
    }
  }
}
