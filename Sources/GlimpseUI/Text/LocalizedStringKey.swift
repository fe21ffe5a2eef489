/// The key of a localized string: SwiftUI's `LocalizedStringKey`. Glimpse has no string
/// tables, so a key shows its own text, with interpolations formatted as SwiftUI formats
/// them (`Int` as `%lld`, `Double` as `%lf`, dates in their style, texts and images
/// inline).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  enum Segment: Equatable, Sendable {
    case string(String)
    case text(Text)
  }

  /// What a key holds: one string (most keys, kept without an array), or strings and
  /// texts.
  enum Content: Equatable {
    case string(String)
    case segments([Segment])
  }

  var content: Content

  /// The key's strings and texts, in order.
  var segments: [Segment] {
    switch content {
    case .string(let string): return [.string(string)]
    case .segments(let segments): return segments
    }
  }

  /// A key for `value`.
  public init(_ value: String) {
    content = .string(value)
  }

  public init(stringLiteral value: String) {
    content = .string(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    content = stringInterpolation.content
  }

  /// A key of `segments`.
  init(segments: [Segment]) {
    if segments.count == 1, case .string(let string) = segments[0] {
      content = .string(string)
    } else {
      content = .segments(segments)
    }
  }

  /// The key's text with interpolations as plain strings (texts as their verbatim form).
  var plainText: String {
    segments.map {
      switch $0 {
      case .string(let string): return string
      case .text(let text): return text.plainText
      }
    }.joined()
  }

  /// Builds a key from a string literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The texts, and the strings before them; the string after the last one is `tail`.
    var segments: [Segment] = []
    var tail = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// What was built: one string unless a text was interpolated.
    var content: Content {
      guard !segments.isEmpty else { return .string(tail) }
      return .segments(tail.isEmpty ? segments : segments + [.string(tail)])
    }

    public mutating func appendLiteral(_ literal: String) {
      appendString(literal)
    }

    private mutating func appendString(_ string: String) {
      tail += string
    }

    private mutating func appendText(_ text: Text) {
      if !tail.isEmpty {
        segments.append(.string(tail))
        tail = ""
      }
      segments.append(.text(text))
    }

    public mutating func appendInterpolation(_ string: String) {
      appendString(string)
    }

    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible {
      if let formatter, let string = formatter.string(for: subject) {
        appendString(string)
      } else {
        appendString(String(describing: subject))
      }
    }

    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: NSObject {
      appendString(formatter?.string(for: subject) ?? subject.description)
    }

    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      appendString(value._defaultFormatted)
    }

    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {
      appendString(value._formatted(specifier: specifier))
    }

    public mutating func appendInterpolation(_ text: Text) {
      appendText(text)
    }

    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendString(String(attributedString.characters))
    }

    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
      appendText(Text(input, format: format))
    }

    public mutating func appendInterpolation(_ image: Image) {
      appendText(Text(image))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendText(Text(date, style: style))
    }

    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendText(Text(dates))
    }

    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendText(Text(interval))
    }

    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
      showsHours: Bool = true
    ) {
      appendText(
        Text(
          timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
          showsHours: showsHours))
    }

    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
      appendString(resource.defaultValue.string)
    }
  }
}

/// Numbers a localized string formats with a printf specifier.
public protocol _FormatSpecifiable: Equatable {
  /// The value as its default specifier prints it.
  var _defaultFormatted: String { get }
  /// The value printed with `specifier`.
  func _formatted(specifier: String) -> String
}

extension _FormatSpecifiable where Self: CVarArg {
  public func _formatted(specifier: String) -> String {
    String(format: specifier, self)
  }
}

extension _FormatSpecifiable where Self: BinaryInteger {
  public var _defaultFormatted: String { String(self) }
}

extension Int: _FormatSpecifiable {
  /// The value in decimal (Int's own conversion, the commonest interpolation, rather
  /// than the generic one).
  public var _defaultFormatted: String { String(self) }
}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}

extension Double: _FormatSpecifiable {
  public var _defaultFormatted: String { String(format: "%lf", self) }
}

extension Float: _FormatSpecifiable {
  public var _defaultFormatted: String { String(format: "%f", self) }
}

extension CGFloat: _FormatSpecifiable {
  public var _defaultFormatted: String { String(format: "%lf", Double(self)) }

  public func _formatted(specifier: String) -> String {
    String(format: specifier, Double(self))
  }
}
