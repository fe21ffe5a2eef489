import GlimpseLayout

/// A colour as a style resolves to it: a terminal colour and an opacity still to blend.
///
/// - Glimpse: glimpse
public struct ResolvedColor: Hashable, Sendable {
  /// The colour at full opacity.
  public var color: TerminalColor
  /// 0...1.
  public var opacity: Double

  /// A colour at an opacity.
  public init(color: TerminalColor, opacity: Double = 1) {
    self.color = color
    self.opacity = opacity.isNaN ? 0 : min(1, max(0, opacity))
  }

  /// The colour with its opacity, for the canvas to composite when it is drawn.
  public var terminalColor: TerminalColor {
    opacity >= 0.999 ? color : color.withAlpha(opacity)
  }

  /// The colour as drawn over `backdrop`.
  public func blended(over backdrop: TerminalColor) -> TerminalColor {
    opacity >= 0.999 ? color : color.blended(over: backdrop, fraction: opacity)
  }
}

/// A colour or pattern to draw with: SwiftUI's `ShapeStyle`. Glimpse draws every style as
/// one colour (a gradient as its first stop, a material as a translucent grey).
///
/// - Glimpse: approximated: every style draws as one colour
public protocol ShapeStyle: Sendable {
  /// The style this style resolves to in an environment (iOS 17 custom styles).
  associatedtype Resolved: ShapeStyle = Never

  /// Resolves the style in `environment`.
  func resolve(in environment: EnvironmentValues) -> Self.Resolved

  /// The colour Glimpse draws this style as. Glimpse's hook.
  func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor?
}

extension ShapeStyle where Resolved == Never {
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) does not resolve to another style")
  }
}

extension ShapeStyle {
  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    if Resolved.self == Never.self { return nil }
    return resolve(in: environment)._resolveColor(in: environment)
  }

  /// This style at reduced opacity (iOS 17).
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityStyle(base: AnyShapeStyle(self), opacity: opacity)
  }

  /// This style's secondary level (iOS 17).
  public var secondary: some ShapeStyle { _OpacityStyle(base: AnyShapeStyle(self), opacity: 0.6) }
  /// This style's tertiary level (iOS 17).
  public var tertiary: some ShapeStyle { _OpacityStyle(base: AnyShapeStyle(self), opacity: 0.3) }
  /// This style's quaternary level (iOS 17).
  public var quaternary: some ShapeStyle { _OpacityStyle(base: AnyShapeStyle(self), opacity: 0.18) }
  /// This style's quinary level (iOS 17).
  public var quinary: some ShapeStyle { _OpacityStyle(base: AnyShapeStyle(self), opacity: 0.1) }
}

extension Never: ShapeStyle {
  /// - Glimpse: works
  public typealias Resolved = Never
}

struct _OpacityStyle: ShapeStyle {
  let base: AnyShapeStyle
  let opacity: Double

  func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    guard var resolved = base._resolveColor(in: environment) else { return nil }
    resolved.opacity *= opacity.isNaN ? 0 : min(1, max(0, opacity))
    return resolved
  }
}

/// A type-erased style.
///
/// One reference to a shared box, so that environments and texts holding a style copy it
/// with one retain.
///
/// - Glimpse: drawn
public struct AnyShapeStyle: ShapeStyle {
  private final class Box: Sendable {
    let base: any ShapeStyle

    init(_ base: any ShapeStyle) {
      self.base = base
    }
  }

  /// A colour is kept as it is (it is one reference already); any other style in a box.
  private enum Storage: Sendable {
    case color(Color)
    case box(Box)
  }

  private let storage: Storage

  /// The style erased.
  var base: any ShapeStyle {
    switch storage {
    case .color(let color): return color
    case .box(let box): return box.base
    }
  }

  /// Erases `style`'s type (an erased style is kept as it is, not erased twice; a colour
  /// is kept without a box, which would be an allocation for each `.tint(.green)`).
  public init<S>(_ style: S) where S: ShapeStyle {
    if S.self == AnyShapeStyle.self {
      storage = unsafeBitCast(style, to: AnyShapeStyle.self).storage
    } else if S.self == Color.self {
      storage = .color(unsafeBitCast(style, to: Color.self))
    } else {
      storage = .box(Box(style))
    }
  }

  /// Identifies the style for equality: its description.
  var key: String { String(describing: base) }

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    switch storage {
    case .color(let color): return color._resolveColor(in: environment)
    case .box(let box): return box.base._resolveColor(in: environment)
    }
  }
}

/// The primary ... quinary levels of the foreground.
///
/// - Glimpse: drawn
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    let names: [PaletteColor] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
    let level = min(self.level, names.count - 1)
    // A custom foreground (say, white on a tinted card): the levels are that colour at
    // decreasing opacity, as SwiftUI draws them. Otherwise, the theme's label colours.
    if level > 0, let custom = environment.foregroundStyle, !(custom.base is HierarchicalShapeStyle)
    {
      var plain = environment
      plain.foregroundStyle = nil
      if let resolved = custom._resolveColor(in: plain),
        resolved.color != environment.theme[.primary]
      {
        let fractions = [1, 0.6, 0.35, 0.2, 0.12]
        return ResolvedColor(color: resolved.color, opacity: resolved.opacity * fractions[level])
      }
    }
    return ResolvedColor(color: environment.theme[names[level]])
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level of the foreground.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level of the foreground.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level of the foreground.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level of the foreground.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The quinary level of the foreground.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The tint colour of the environment.
///
/// - Glimpse: drawn
public struct TintShapeStyle: ShapeStyle {
  public init() {}

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    environment.tintStyle?._resolveColor(in: environment)
      ?? ResolvedColor(color: environment.theme[.accent])
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style of the environment.
///
/// - Glimpse: drawn
public struct ForegroundStyle: ShapeStyle {
  public init() {}

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    environment.foregroundStyle?._resolveColor(in: environment)
      ?? ResolvedColor(color: environment.theme[.primary])
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background colour of the environment.
///
/// - Glimpse: drawn
public struct BackgroundStyle: ShapeStyle {
  public init() {}

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    ResolvedColor(color: environment.backdrop ?? environment.theme[.background])
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The separator colour.
///
/// - Glimpse: drawn
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    ResolvedColor(
      color: environment.theme[.separator])
  }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The separator colour.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A blurred backdrop, drawn as a translucent grey.
///
/// - Glimpse: approximated: a translucent grey
public struct Material: ShapeStyle {
  let opacity: Double

  public static let ultraThin = Material(opacity: 0.3)
  public static let thin = Material(opacity: 0.45)
  public static let regular = Material(opacity: 0.6)
  public static let thick = Material(opacity: 0.75)
  public static let ultraThick = Material(opacity: 0.9)
  public static let bar = Material(opacity: 0.8)

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    ResolvedColor(
      color: environment.theme[.material],
      opacity: opacity)
  }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}

/// Fill rules, accepted for compatibility.
///
/// - Glimpse: accepted
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Stroke settings: width, caps, joins and dashes, centred on the path.
///
/// - Glimpse: approximated: a line about a braille dot wide or less is one dot wide, a wider one as wide as it is; caps, joins (miter up to miterLimit, round, bevel) and dashes drawn
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// Line ends.
///
/// - Glimpse: drawn
public enum CGLineCap: Int32, Hashable, Sendable {
  case butt, round, square
}

/// Line joins.
///
/// - Glimpse: drawn
public enum CGLineJoin: Int32, Hashable, Sendable {
  case miter, round, bevel
}

extension EnvironmentValues {
  /// The colour `style` draws as here, with its opacity (composited when drawn).
  package func terminalColor(_ style: AnyShapeStyle?, default name: PaletteColor = .primary)
    -> TerminalColor
  {
    let resolved = style?._resolveColor(in: self) ?? ResolvedColor(color: theme[name])
    return resolved.terminalColor
  }

  /// The foreground colour text draws in here.
  var foregroundColor: TerminalColor {
    terminalColor(foregroundStyle)
  }

  /// The tint colour here.
  var tintColor: TerminalColor {
    terminalColor(tintStyle, default: .accent)
  }
}
