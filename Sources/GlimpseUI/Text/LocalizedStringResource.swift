/// A localizable string resource: Foundation's `LocalizedStringResource`, which
/// Foundation on Linux does not have. It resolves to its default value.
public struct LocalizedStringResource: Equatable, Hashable, Sendable,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  /// The key.
  public var key: String
  /// The text shown.
  public var defaultValue: String.LocalizationValue
  /// The table it would be looked up in.
  public var table: String?
  /// The locale it resolves in.
  public var locale: Locale

  /// A resource whose key and value are `keyAndValue`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.string
    defaultValue = keyAndValue
    self.table = table
    self.locale = locale
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
  }

  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public var description: String { defaultValue.string }

  /// Where a resource would be looked up.
  public enum BundleDescription: Hashable, Sendable {
    case main
    case forClass(String)
    case atURL(URL)
  }
}

extension String {
  /// A localizable string value: Foundation's `String.LocalizationValue`.
  public struct LocalizationValue: Equatable, Hashable, Sendable,
    ExpressibleByStringInterpolation
  {
    let string: String

    public init(_ value: String) {
      string = value
    }

    public init(stringLiteral value: String) {
      string = value
    }

    public init(stringInterpolation: StringInterpolation) {
      string = stringInterpolation.string
    }

    /// Builds a value from a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
      var string = ""

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) {
        string += literal
      }

      public mutating func appendInterpolation(_ value: String) {
        string += value
      }

      public mutating func appendInterpolation<T>(_ value: T) {
        string += String(describing: value)
      }

      public mutating func appendInterpolation<T>(_ value: T, specifier: String)
      where T: _FormatSpecifiable {
        string += value._formatted(specifier: specifier)
      }

      public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
      where F: FormatStyle, F.FormatOutput == String {
        string += format.format(input)
      }
    }
  }

  /// The string for a resource.
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue.string
  }

  /// A localized string (its key, as Glimpse has no tables).
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.string
  }

  /// A localized string with a default value.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.string
  }
}
