import Foundation
import GlimpseUI

/// UIKit's `UITraitCollection`: the traits dynamic colours and fonts adapt to.
///
/// ``current`` is the appearance being drawn: while Glimpse evaluates a view body it
/// describes that view's environment (its colour scheme, contrast, Dynamic Type size and
/// display scale), as UIKit sets the current traits while it draws; while a dynamic
/// colour's provider runs, it is the traits the colour is resolved for.
///
/// - Glimpse: works
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Normal or increased contrast.
  public let accessibilityContrast: UIAccessibilityContrast
  /// The base level or the elevated one (sheets, popovers).
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// The Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// Pixels per point (0: unspecified).
  public let displayScale: CGFloat
  /// Regular or bold text (Bold Text setting).
  public let legibilityWeight: UILegibilityWeight

  init(
    style: UIUserInterfaceStyle = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
    level: UIUserInterfaceLevel = .unspecified, category: UIContentSizeCategory = .unspecified,
    scale: CGFloat = 0, legibility: UILegibilityWeight = .unspecified
  ) {
    userInterfaceStyle = style
    accessibilityContrast = contrast
    userInterfaceLevel = level
    preferredContentSizeCategory = category
    displayScale = scale
    legibilityWeight = legibility
  }

  /// A collection with every trait unspecified.
  public override convenience init() {
    self.init(style: .unspecified)
  }

  /// Traits of an interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  /// Traits of a contrast setting.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(contrast: accessibilityContrast)
  }

  /// Traits of an interface level.
  public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
    self.init(level: userInterfaceLevel)
  }

  /// Traits of a Dynamic Type size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(category: preferredContentSizeCategory)
  }

  /// Traits of a display scale.
  public convenience init(displayScale: CGFloat) {
    self.init(scale: displayScale)
  }

  /// Traits of a legibility weight.
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(legibility: legibilityWeight)
  }

  /// The traits of `traitCollections` combined: a later collection's specified traits win.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified
    var contrast = UIAccessibilityContrast.unspecified
    var level = UIUserInterfaceLevel.unspecified
    var category = UIContentSizeCategory.unspecified
    var scale: CGFloat = 0
    var legibility = UILegibilityWeight.unspecified
    for traits in traitCollections {
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
      if traits.userInterfaceLevel != .unspecified { level = traits.userInterfaceLevel }
      if traits.preferredContentSizeCategory != .unspecified {
        category = traits.preferredContentSizeCategory
      }
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.legibilityWeight != .unspecified { legibility = traits.legibilityWeight }
    }
    self.init(
      style: style, contrast: contrast, level: level, category: category, scale: scale,
      legibility: legibility)
  }

  /// The traits of an environment: what ``current`` is while a view body is evaluated.
  convenience init(_ environment: EnvironmentValues) {
    self.init(
      style: environment.colorScheme == .dark ? .dark : .light,
      contrast: environment.colorSchemeContrast == .increased ? .high : .normal,
      level: .base,
      category: UIContentSizeCategory(environment.dynamicTypeSize),
      scale: environment.displayScale,
      legibility: environment.legibilityWeight == .bold ? .bold : .regular)
  }

  private static let overrideKey = "GlimpseUI.UITraitCollection.current"

  /// The traits being drawn with: those set with `current = ` or ``performAsCurrent(_:)`` on
  /// this thread, else those of the view being evaluated (dark outside any view, Glimpse's
  /// default appearance).
  open class var current: UITraitCollection {
    get {
      if let set = Thread.current.threadDictionary[overrideKey] as? UITraitCollection {
        return set
      }
      return UITraitCollection(EnvironmentValues.current)
    }
    set { Thread.current.threadDictionary[overrideKey] = newValue }
  }

  /// Runs `actions` with these traits as ``current``.
  open func performAsCurrent(_ actions: () -> Void) {
    let dictionary = Thread.current.threadDictionary
    let saved = dictionary[Self.overrideKey]
    dictionary[Self.overrideKey] = self
    defer { dictionary[Self.overrideKey] = saved }
    actions()
  }

  /// Whether a colour may resolve differently with `traitCollection` than with these
  /// traits: their style, contrast or level differs.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    guard let traitCollection else { return true }
    return userInterfaceStyle != traitCollection.userInterfaceStyle
      || accessibilityContrast != traitCollection.accessibilityContrast
      || userInterfaceLevel != traitCollection.userInterfaceLevel
  }

  /// Whether every trait `trait` specifies has the same value here.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return
      (trait.userInterfaceStyle == .unspecified
      || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.accessibilityContrast == .unspecified
        || trait.accessibilityContrast == accessibilityContrast)
      && (trait.userInterfaceLevel == .unspecified
        || trait.userInterfaceLevel == userInterfaceLevel)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.legibilityWeight == .unspecified || trait.legibilityWeight == legibilityWeight)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return containsTraits(in: other) && other.containsTraits(in: self)
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceStyle)
    hasher.combine(accessibilityContrast)
    hasher.combine(userInterfaceLevel)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(displayScale)
    hasher.combine(legibilityWeight)
    return hasher.finalize()
  }

  open override var description: String {
    "<UITraitCollection; UserInterfaceStyle = \(userInterfaceStyle), "
      + "AccessibilityContrast = \(accessibilityContrast), "
      + "UserInterfaceLevel = \(userInterfaceLevel), "
      + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
  }
}

/// Light or dark interface style.
///
/// - Glimpse: works
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// Normal or increased contrast.
///
/// - Glimpse: works
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal, high
}

/// The base level of an interface or the elevated one.
///
/// - Glimpse: accepted
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1
  case base, elevated
}

/// Regular or bold text.
///
/// - Glimpse: accepted
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular, bold
}
