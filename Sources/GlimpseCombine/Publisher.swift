import Foundation

/// A source of values over time, as far as widget files use Combine: subjects, `Just`, and
/// `sink`. Values are delivered synchronously on the thread that sends them; there are no
/// schedulers and no operators.
///
/// - Glimpse: works
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Calls `receiveValue` with each value from now on, and `receiveCompletion` at the end.
  func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` with each value from now on.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

/// Combine's namespace for subscribers.
///
/// - Glimpse: works
public enum Subscribers {
  /// How a publisher ends.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

/// Something that can be cancelled.
///
/// - Glimpse: works
public protocol Cancellable {
  func cancel()
}

/// A subscription that ends when cancelled or released.
///
/// - Glimpse: works
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private var onCancel: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  deinit { cancel() }

  /// Keeps the subscription in `set` (as long as the set).
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher of one value, then the end.
///
/// - Glimpse: works
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output

  public init(_ output: Output) {
    self.output = output
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    receiveValue(output)
    receiveCompletion(.finished)
    return AnyCancellable {}
  }
}
