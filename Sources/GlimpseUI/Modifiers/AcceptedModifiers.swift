import GlimpseLayout

/// The modifier accessibility modifiers attach.
public struct AccessibilityAttachmentModifier: PrimitiveModifier {
  @MainActor public static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    content.resolve(context, &nodes)
  }

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    content.resolve(context, &nodes)
  }
}

extension View {
  private var accessibility: ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// A shadow (accepted: terminals draw none).
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  )
    -> some View
  { self }

  /// A blur (accepted).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  /// A scale (accepted: cells do not scale).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  /// A scale (accepted).
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  /// A scale (accepted).
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some View
  { self }
  /// A rotation: shapes inside draw turned (see `EnvironmentValues._shapeRotation`).
  /// - Glimpse: approximated: shapes inside draw turned; other views are drawn unturned
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    transformEnvironment(\._shapeRotation) { $0 += angle.radians }
  }
  /// A 3D rotation (accepted).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { self }
  /// Brightness (accepted).
  public func brightness(_ amount: Double) -> some View { self }
  /// Contrast (accepted).
  public func contrast(_ amount: Double) -> some View { self }
  /// Saturation (accepted).
  public func saturation(_ amount: Double) -> some View { self }
  /// Greyscale (accepted).
  public func grayscale(_ amount: Double) -> some View { self }
  /// Hue rotation (accepted).
  public func hueRotation(_ angle: Angle) -> some View { self }
  /// Colour inversion (accepted).
  public func colorInvert() -> some View { self }
  /// Colour multiplication (accepted).
  public func colorMultiply(_ color: Color) -> some View { self }
  /// Blend mode (accepted).
  public func blendMode(_ blendMode: BlendMode) -> some View { self }
  /// Compositing group (accepted).
  public func compositingGroup() -> some View { self }
  /// Offscreen drawing (accepted).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  { self }
  /// An animation (accepted: previews draw frames at instants).
  public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
    self
  }
  /// An animation (accepted).
  public func animation(_ animation: Animation?) -> some View { self }
  /// A transition (accepted).
  public func transition(_ t: AnyTransition) -> some View { self }
  /// A content transition (accepted).
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
  /// A symbol effect (accepted).
  public func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View
  where T: IndefiniteSymbolEffect & SymbolEffect { self }
  /// A symbol effect on a value change (accepted).
  public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U)
    -> some View
  where T: DiscreteSymbolEffect & SymbolEffect, U: Equatable { self }
  /// A transition symbol effect (accepted).
  public func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View
  where T: TransitionSymbolEffect & SymbolEffect { self }
  /// Removes symbol effects (accepted).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
  /// An identity (accepted).
  public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
  /// A tag (accepted).
  public func tag<V>(_ tag: V) -> some View where V: Hashable { self }
  /// A z-index (accepted).
  public func zIndex(_ value: Double) -> some View { self }
  /// A hit-test shape (accepted).
  public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
  /// Hit testing (accepted).
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// Safe-area handling (accepted).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }
  /// Safe-area handling (accepted).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
  /// Widget accent grouping (accepted).
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// Invalidatable content (accepted).
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
  /// A help text (accepted).
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  /// A preview's name: in a `PreviewProvider`'s `previews`, the name of the Live Activity
  /// state its `previewContext` shows (see ``ProviderPreviews``); elsewhere, nothing.
  /// - Glimpse: works
  public func previewDisplayName(_ value: String?) -> some View {
    _PreviewDisplayName(content: self, name: value)
  }
  /// A preview layout (accepted).
  public func previewLayout(_ value: PreviewLayout) -> some View { self }
  /// A preview device (accepted; the device is chosen with `--device`).
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
  /// An action when the view appears (never run).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// An action when the view disappears (never run).
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// An action on a value change (never run).
  public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View
  where V: Equatable { self }
  /// An action on a value change (never run).
  public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  where V: Equatable { self }
  /// An action on a value change (never run).
  public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  where V: Equatable { self }
  /// A task (never run).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
  /// A task restarted when `value` changes (never run).
  public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable { self }
  /// A tap action (never run).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    self
  }

  /// An accessibility label (accepted).
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility label (accepted).
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility label (accepted).
  @_disfavoredOverload
  public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol { accessibility }
  /// An accessibility value (accepted).
  public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility value (accepted).
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility value (accepted).
  @_disfavoredOverload
  public func accessibilityValue<S>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol { accessibility }
  /// An accessibility hint (accepted).
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility hint (accepted).
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility hint (accepted).
  @_disfavoredOverload
  public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol { accessibility }
  /// Accessibility visibility (accepted).
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility traits (accepted).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility traits (accepted).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility identifier (accepted).
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility sort priority (accepted).
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility grouping (accepted).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  /// Accessibility heading level (accepted).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
}

/// Accessibility traits.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  var bits: Int
  public init() { bits = 0 }
  private init(bits: Int) { self.bits = bits }
  public static let isButton = AccessibilityTraits(bits: 1)
  public static let isHeader = AccessibilityTraits(bits: 2)
  public static let isSelected = AccessibilityTraits(bits: 4)
  public static let isLink = AccessibilityTraits(bits: 8)
  public static let isImage = AccessibilityTraits(bits: 16)
  public static let isStaticText = AccessibilityTraits(bits: 32)
  public static let updatesFrequently = AccessibilityTraits(bits: 64)
  public static let isSummaryElement = AccessibilityTraits(bits: 128)
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  @discardableResult public mutating func insert(_ newMember: Self) -> (
    inserted: Bool, memberAfterInsert: Self
  ) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// How accessibility children combine.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility heading levels.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}

/// Blend modes.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
  case destinationOut, plusDarker, plusLighter
}

/// Colour rendering modes.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A device to preview on, by its name (iPhone 14 Pro Max): SwiftUI's `PreviewDevice`;
/// `--device` chooses the device Glimpse draws.
/// - Glimpse: accepted
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public let rawValue: String
  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named by a literal.
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// Preview layouts.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// An animation curve (accepted; never animated).
public struct Animation: Hashable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    .spring
  }
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// A transition (accepted).
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition()
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A content transition (accepted).
public struct ContentTransition: Hashable, Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  public static func numericText(countsDown: Bool = false, value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// Symbol effect options (accepted).
public struct SymbolEffectOptions: Hashable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// A symbol animation (accepted; symbols draw still).
public protocol SymbolEffect: Sendable {}
/// An effect that runs while active.
public protocol IndefiniteSymbolEffect {}
/// An effect that runs on a change.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces a symbol.
public protocol ContentTransitionSymbolEffect {}

/// Pulsing.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Bouncing.
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Variable colour.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect
{
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
}

/// Scaling.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Breathing (iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var plain: Self { self }
  public var pulse: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Rotation (iOS 18).
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Wiggling (iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var forward: Self { self }
  public var backward: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Appearing.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Disappearing.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Replacing.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  public var downUp: Self { self }
  public var upUp: Self { self }
  public var offUp: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension ContentTransition {
  /// A symbol replacement (accepted).
  public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default)
    -> ContentTransition
  where T: ContentTransitionSymbolEffect & SymbolEffect {
    ContentTransition(name: "symbolEffect")
  }
}
