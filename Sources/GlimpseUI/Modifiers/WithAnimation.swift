/// Runs `body` as an animated change: SwiftUI's `withAnimation`. A preview draws instants,
/// so the change simply happens.
///
/// - Glimpse: approximated: runs the body at once; nothing animates
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` as an animated change, then `completion` (at once: nothing animates here).
///
/// - Glimpse: approximated: runs the body, then the completion, at once; nothing animates
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// When an animation counts as complete (iOS 17).
///
/// - Glimpse: accepted
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String

  /// When the animation has logically finished.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation has been removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The context of a state change: SwiftUI's `Transaction`. Nothing animates here, so it is
/// carried and ignored.
///
/// - Glimpse: accepted
public struct Transaction {
  /// The animation of the change.
  public var animation: Animation?
  /// Whether animations are turned off.
  public var disablesAnimations: Bool = false
  /// Whether the change is part of a continuous gesture.
  public var isContinuous: Bool = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }
}

/// Runs `body` in a transaction.
///
/// - Glimpse: approximated: runs the body at once
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// Changes the transaction of changes in this view (accepted).
  ///
  /// - Glimpse: accepted
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Changes the transaction of changes to `value` in this view (accepted).
  ///
  /// - Glimpse: accepted
  public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void)
    -> some View
  {
    self
  }
}
