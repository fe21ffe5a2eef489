/// How lines of multi-line text align.
///
/// - Glimpse: drawn
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

/// Why a view is shown redacted.
///
/// - Glimpse: drawn
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Placeholder content (a widget's preview).
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Privacy-sensitive content on a locked device.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that is no longer valid.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// The Dynamic Type size under its older name.
  public var sizeCategory: ContentSizeCategory {
    get {
      switch dynamicTypeSize {
      case .xSmall: return .extraSmall
      case .small: return .small
      case .medium: return .medium
      case .large: return .large
      case .xLarge: return .extraLarge
      case .xxLarge: return .extraExtraLarge
      case .xxxLarge: return .extraExtraExtraLarge
      case .accessibility1: return .accessibilityMedium
      case .accessibility2: return .accessibilityLarge
      case .accessibility3: return .accessibilityExtraLarge
      case .accessibility4: return .accessibilityExtraExtraLarge
      case .accessibility5: return .accessibilityExtraExtraExtraLarge
      }
    }
    set {
      switch newValue {
      case .extraSmall: dynamicTypeSize = .xSmall
      case .small: dynamicTypeSize = .small
      case .medium: dynamicTypeSize = .medium
      case .large: dynamicTypeSize = .large
      case .extraLarge: dynamicTypeSize = .xLarge
      case .extraExtraLarge: dynamicTypeSize = .xxLarge
      case .extraExtraExtraLarge: dynamicTypeSize = .xxxLarge
      case .accessibilityMedium: dynamicTypeSize = .accessibility1
      case .accessibilityLarge: dynamicTypeSize = .accessibility2
      case .accessibilityExtraLarge: dynamicTypeSize = .accessibility3
      case .accessibilityExtraExtraLarge: dynamicTypeSize = .accessibility4
      case .accessibilityExtraExtraExtraLarge: dynamicTypeSize = .accessibility5
      }
    }
  }
}

/// Symbol variants (`.fill`, `.circle`, `.slash`...): `Image(systemName: "bell")` under
/// `.symbolVariant(.slash.fill)` draws as `bell.slash.fill` (or the nearest name the glyph
/// table has).
///
/// - Glimpse: accepted
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  /// The symbol name `name` takes under these variants, parts in SF Symbols' order
  /// (slash, then the enclosing shape, then fill), leaving out parts the name already
  /// has: `bell` with `.fill.slash` is `bell.slash.fill`.
  func applied(to name: String) -> String {
    guard !names.isEmpty else { return name }
    let parts = Set(name.split(separator: ".").map(String.init))
    var result = name
    for part in ["slash", "circle", "square", "rectangle", "fill"]
    where names.contains(part) && !parts.contains(part) {
      result += "." + part
    }
    return result
  }

  /// No variant.
  public static let none = SymbolVariants(names: [])
  /// Filled symbols.
  public static let fill = SymbolVariants(names: ["fill"])
  /// Symbols in a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// Symbols in a square.
  public static let square = SymbolVariants(names: ["square"])
  /// Symbols in a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// Slashed symbols.
  public static let slash = SymbolVariants(names: ["slash"])

  /// This variant with filled symbols.
  public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
  /// This variant in a circle.
  public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
  /// This variant in a square.
  public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
}

extension View {
  /// Symbol variants for images in this view: each `Image(systemName:)` inside draws as
  /// its name with the variant's parts (``SymbolVariants``).
  ///
  /// - Glimpse: accepted
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariantsValue, variant)
  }
}

extension EnvironmentValues {
  var symbolVariantsValue: SymbolVariants {
    get { symbolVariants }
    set { symbolVariants = newValue }
  }
}
