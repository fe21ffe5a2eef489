/// The key of a localized string: SwiftUI's `LocalizedStringKey`.
///
/// A key built from a string literal with interpolations is a format and its arguments,
/// kept apart as SwiftUI keeps them: `"\(count) stops left"` is the key `%lld stops left`
/// with the argument `count`, so a translation is looked up by the format and the number is
/// formatted in the locale the text is drawn in. Interpolations write Apple's specifiers:
/// `%@` for strings, texts, images, dates and formatted values; `%lld` for `Int`; `%lf` for
/// `Double`; `%%` for a literal percent sign. A key without interpolations is not a format:
/// `Text("100%")` shows `100%`.
///
/// - Glimpse: works
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// The key: the literal text, or for an interpolation, the format.
  @usableFromInline package var key: String
  /// The interpolated values, in order.
  @usableFromInline var arguments: [FormatArgument]
  /// Whether ``key`` is a format (it was built from an interpolation).
  @usableFromInline var hasFormatting: Bool
  /// The text in en_US when nothing translates it, when that is known as the key is built
  /// (its arguments are strings and integers written with their default specifiers): most
  /// keys, drawn without formatting them again.
  @usableFromInline package var englishText: String?

  /// A key for `value`.
  public init(_ value: String) {
    key = value
    arguments = []
    hasFormatting = false
    englishText = value
  }

  /// A key for a literal. Inlinable, so that a key nothing reads (a chart value's label,
  /// built once per mark of a long series) costs nothing.
  @inlinable
  public init(stringLiteral value: String) {
    key = value
    arguments = []
    hasFormatting = false
    englishText = value
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
    hasFormatting = true
    englishText = stringInterpolation.englishIsKnown ? stringInterpolation.english : nil
  }

  /// The key as the development language shows it, untranslated (en_US, UTC).
  package var plainText: String {
    LocalizedText(key: key, arguments: arguments, hasFormatting: hasFormatting).plainText
  }

  /// Builds a key from a string literal with interpolations: the format and its arguments.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The format so far.
    var key = ""
    /// The arguments so far.
    var arguments: [FormatArgument] = []
    /// The text so far in en_US, while it can be known (see ``LocalizedStringKey/englishText``).
    /// (A string and a flag rather than an optional string: appending to an optional
    /// copied it out and back.)
    var english = ""
    /// Whether ``english`` is still known.
    var englishIsKnown = true

    public init(literalCapacity: Int, interpolationCount: Int) {
      // Room for every argument at once, not grown one by one.
      if interpolationCount > 0 { arguments.reserveCapacity(interpolationCount) }
    }

    public mutating func appendLiteral(_ literal: String) {
      FormatEscaping.appendLiteral(literal, to: &key)
      if englishIsKnown { english.append(literal) }
    }

    private mutating func append(_ argument: FormatArgument, specifier: String = "%@") {
      key += specifier
      arguments.append(argument)
      guard englishIsKnown else { return }
      if let text = FormatEscaping.englishText(of: argument, specifier: specifier) {
        english.append(text)
      } else {
        englishIsKnown = false
        english = ""
      }
    }

    public mutating func appendInterpolation(_ string: String) {
      append(.string(string))
    }

    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible {
      if let formatter, let string = formatter.string(for: subject) {
        append(.string(string))
      } else {
        append(.string(String(describing: subject)))
      }
    }

    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: NSObject {
      append(.string(formatter?.string(for: subject) ?? subject.description))
    }

    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      let argument = value.formatArgument
      key += value._specifier
      arguments.append(argument)
      guard englishIsKnown else { return }
      // An integer with its default specifier reads as en_US groups it.
      switch argument {
      case .signed(let number): english.append(NumberSymbols.englishGrouped(number))
      case .unsigned(let number): english.append(NumberSymbols.englishGrouped(number))
      default:
        englishIsKnown = false
        english = ""
      }
    }

    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {
      append(value.formatArgument, specifier: specifier)
    }

    public mutating func appendInterpolation(_ text: Text) {
      append(.text(text))
    }

    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(.string(String(attributedString.characters)))
    }

    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
      append(.text(Text(input, format: format)))
    }

    public mutating func appendInterpolation(_ image: Image) {
      append(.text(Text(image)))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(.text(Text(date, style: style)))
    }

    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      append(.text(Text(dates)))
    }

    public mutating func appendInterpolation(_ interval: DateInterval) {
      append(.text(Text(interval)))
    }

    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
      showsHours: Bool = true
    ) {
      append(
        .text(
          Text(
            timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
            showsHours: showsHours)))
    }

    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
      append(.resource(resource))
    }
  }
}
