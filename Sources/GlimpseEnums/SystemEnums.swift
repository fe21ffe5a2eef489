// Enumerations that apps switch over. Apple declares them in resilient modules, so a
// `switch` with `@unknown default` need not list every case (a case added in a later
// release, such as `ActivityState.pending`, is a warning, not an error), and in Swift 6 a
// `switch` without one is an error. `@nonexhaustive` (SE-0487) gives these enums the same
// rules outside this package without building the module for library evolution;
// GlimpseUI re-exports it.

/// Light or dark appearance.
///
/// - Glimpse: works
@nonexhaustive
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// Standard or increased contrast.
///
/// - Glimpse: works
@nonexhaustive
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard, increased
}

/// Reading direction.
///
/// - Glimpse: works
@nonexhaustive
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// Whether the user asked for bold text.
///
/// - Glimpse: works
@nonexhaustive
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// Dynamic Type sizes.
///
/// - Glimpse: drawn
@nonexhaustive
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of Dynamic Type sizes.
///
/// - Glimpse: works
@nonexhaustive
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// Widget sizes.
///
/// - Glimpse: works
@nonexhaustive
public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner

  public var description: String {
    switch self {
    case .systemSmall: return "systemSmall"
    case .systemMedium: return "systemMedium"
    case .systemLarge: return "systemLarge"
    case .systemExtraLarge: return "systemExtraLarge"
    case .accessoryCircular: return "accessoryCircular"
    case .accessoryRectangular: return "accessoryRectangular"
    case .accessoryInline: return "accessoryInline"
    case .accessoryCorner: return "accessoryCorner"
    }
  }
}

/// The sizes a Live Activity draws in: `.medium` on iPhone and iPad, `.small` on the Apple
/// Watch Smart Stack and CarPlay.
///
/// - Glimpse: works
@nonexhaustive
public enum ActivityFamily: Int, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible
{
  case small, medium

  public var description: String {
    switch self {
    case .small: return "small"
    case .medium: return "medium"
    }
  }
}

/// What a preview shows: the Lock Screen content or one of the island's presentations.
///
/// - Glimpse: works
@nonexhaustive
public enum ActivityPreviewViewKind: Sendable {
  /// The Lock Screen (and banner) view.
  case content
  /// The Dynamic Island in one of its presentations.
  case dynamicIsland(ActivityPreviewViewKind.DynamicIslandPreviewViewState)

  /// Which island presentation a preview shows.
  @nonexhaustive
  public enum DynamicIslandPreviewViewState: Hashable, Sendable {
    case compact, minimal, expanded
  }
}
