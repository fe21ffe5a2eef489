import Foundation

/// A localizable string resource: Foundation's `LocalizedStringResource`, which Foundation
/// on Linux does not have. It is looked up when it is shown (`Text(resource)`,
/// `String(localized:)`), in the strings and locale of the environment it is shown in.
///
/// - Glimpse: works
public struct LocalizedStringResource: Equatable, Hashable, Sendable,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  /// The key: the literal text, or for an interpolation, the format (`%lld stops`).
  public var key: String
  /// The value shown when no table has the key, and its arguments.
  public var defaultValue: String.LocalizationValue
  /// The table it is looked up in (nil: `Localizable`).
  public var table: String?
  /// The locale it resolves in outside a view (a view's `Text` uses its environment's).
  public var locale: Locale
  /// Where it would be looked up. Glimpse looks every resource up in the strings it was
  /// given (``StringTables``), whatever the bundle.
  public var bundle: BundleDescription

  /// A resource whose key and default value are `keyAndValue`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  /// A resource with a key and a default value.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The development language's text (en_US, untranslated).
  public var description: String { localizedText.plainText }

  /// The resource as a localized text: its key, its default value's format and arguments.
  package var localizedText: LocalizedText {
    LocalizedText(
      key: key, arguments: defaultValue.arguments, hasFormatting: defaultValue.hasFormatting,
      table: table, defaultFormat: key == defaultValue.key ? nil : defaultValue.key)
  }

  /// Where a resource would be looked up.
  public enum BundleDescription: Hashable, Sendable {
    case main
    case forClass(String)
    case atURL(URL)
  }
}

extension String {
  /// A localizable string value: Foundation's `String.LocalizationValue`, a format and its
  /// arguments kept apart (see ``LocalizedStringKey``).
  ///
  /// - Glimpse: works
  public struct LocalizationValue: Equatable, Hashable, Sendable,
    ExpressibleByStringInterpolation
  {
    /// The literal text, or for an interpolation, the format.
    package let key: String
    /// The interpolated values.
    package let arguments: [FormatArgument]
    /// Whether ``key`` is a format.
    package let hasFormatting: Bool

    public init(_ value: String) {
      key = value
      arguments = []
      hasFormatting = false
    }

    public init(stringLiteral value: String) {
      self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
      hasFormatting = true
    }

    /// Values with the same key and arguments are equal, whether or not the key was
    /// interpolated (`"\(placeholder: .int) moods"` is `"%lld moods"`).
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.arguments == rhs.arguments
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(arguments)
    }

    /// The development language's text (en_US, untranslated).
    package var string: String {
      LocalizedText(key: key, arguments: arguments, hasFormatting: hasFormatting).plainText
    }

    /// Builds a value from a literal with interpolations: a format and its arguments.
    ///
    /// - Glimpse: works
    public struct StringInterpolation: StringInterpolationProtocol {
      var key = ""
      var arguments: [FormatArgument] = []

      public init(literalCapacity: Int, interpolationCount: Int) {
        arguments.reserveCapacity(interpolationCount)
      }

      mutating func append(_ argument: FormatArgument, specifier: String) {
        key += specifier
        arguments.append(argument)
      }

      public mutating func appendLiteral(_ literal: String) {
        FormatEscaping.appendLiteral(literal, to: &key)
      }

      public mutating func appendInterpolation(_ value: String) {
        append(.string(value), specifier: "%@")
      }

      public mutating func appendInterpolation<T>(_ value: T) {
        if let number = value as? any _FormatSpecifiable {
          append(number.formatArgument, specifier: number._specifier)
        } else if let resource = value as? LocalizedStringResource {
          append(.resource(resource), specifier: "%@")
        } else {
          append(.string(String(describing: value)), specifier: "%@")
        }
      }

      public mutating func appendInterpolation<T>(_ value: T, specifier: String)
      where T: _FormatSpecifiable {
        append(value.formatArgument, specifier: specifier)
      }

      public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
      where F: FormatStyle, F.FormatOutput == String {
        append(.text(FormattedValue(input, format: format)), specifier: "%@")
      }
    }
  }

  /// The string for a resource, looked up in the strings and locale of the view being drawn
  /// (the development language outside one).
  ///
  /// - Glimpse: works
  public init(localized resource: LocalizedStringResource) {
    self = resource.localizedText.string(in: LocalizationScope.environment)
  }

  /// A localized string, looked up in the strings and locale of the view being drawn (the
  /// development language outside one).
  ///
  /// - Glimpse: approximated: bundle and locale are ignored (the strings and locale of the view being drawn)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = LocalizedText(
      key: keyAndValue.key, arguments: keyAndValue.arguments,
      hasFormatting: keyAndValue.hasFormatting, table: table
    ).string(in: LocalizationScope.environment)
  }

  /// A localized string with a default value, looked up as above.
  ///
  /// - Glimpse: approximated: bundle and locale are ignored (the strings and locale of the view being drawn)
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    let key = "\(key)"
    self = LocalizedText(
      key: key, arguments: defaultValue.arguments, hasFormatting: defaultValue.hasFormatting,
      table: table, defaultFormat: key == defaultValue.key ? nil : defaultValue.key
    ).string(in: LocalizationScope.environment)
  }
}
