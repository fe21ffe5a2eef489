import GlimpseLayout

extension View {
  /// A symbol effect (accepted).
  ///
  /// - Glimpse: accepted
  public func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View
  where T: IndefiniteSymbolEffect & SymbolEffect { self }
  /// A symbol effect on a value change (accepted).
  ///
  /// - Glimpse: accepted
  public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U)
    -> some View
  where T: DiscreteSymbolEffect & SymbolEffect, U: Equatable { self }
  /// A transition symbol effect (accepted).
  ///
  /// - Glimpse: accepted
  public func symbolEffect<T>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View
  where T: TransitionSymbolEffect & SymbolEffect { self }
  /// Removes symbol effects (accepted).
  ///
  /// - Glimpse: accepted
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

/// Symbol effect options (accepted).
///
/// - Glimpse: accepted
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
///
/// - Glimpse: accepted
public protocol SymbolEffect: Sendable {}
/// An effect that runs while active.
///
/// - Glimpse: accepted
public protocol IndefiniteSymbolEffect {}
/// An effect that runs on a change.
///
/// - Glimpse: accepted
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
///
/// - Glimpse: accepted
public protocol TransitionSymbolEffect {}
/// An effect that replaces a symbol.
///
/// - Glimpse: accepted
public protocol ContentTransitionSymbolEffect {}

/// Pulsing.
///
/// - Glimpse: accepted
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Bouncing.
///
/// - Glimpse: accepted
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Variable colour.
///
/// - Glimpse: accepted
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
///
/// - Glimpse: accepted
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Breathing (iOS 18).
///
/// - Glimpse: accepted
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var plain: Self { self }
  public var pulse: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Rotation (iOS 18).
///
/// - Glimpse: accepted
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Wiggling (iOS 18).
///
/// - Glimpse: accepted
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
///
/// - Glimpse: accepted
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Disappearing.
///
/// - Glimpse: accepted
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Replacing.
///
/// - Glimpse: accepted
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
  ///
  /// - Glimpse: accepted
  public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default)
    -> ContentTransition
  where T: ContentTransitionSymbolEffect & SymbolEffect {
    ContentTransition(name: "symbolEffect")
  }
}
