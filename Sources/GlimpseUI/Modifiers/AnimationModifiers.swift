import GlimpseLayout

extension View {
  /// An animation (accepted: previews draw frames at instants).
  ///
  /// - Glimpse: accepted
  public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
    self
  }
  /// An animation (accepted).
  ///
  /// - Glimpse: accepted
  public func animation(_ animation: Animation?) -> some View { self }
  /// A transition (accepted).
  ///
  /// - Glimpse: accepted
  public func transition(_ t: AnyTransition) -> some View { self }
  /// A content transition (accepted).
  ///
  /// - Glimpse: accepted
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// An animation curve (accepted; never animated).
///
/// - Glimpse: accepted
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
///
/// - Glimpse: accepted
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
///
/// - Glimpse: accepted
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
