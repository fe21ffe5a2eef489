import Foundation

/// The subscribers of a subject, by number.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var values: [Int: (Output) -> Void] = [:]
  private var completions: [Int: (Subscribers.Completion<Failure>) -> Void] = [:]
  private var ended: Subscribers.Completion<Failure>?

  func add(
    _ receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    _ receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let (id, end) = lock.withLock { () -> (Int, Subscribers.Completion<Failure>?) in
      next += 1
      if ended == nil {
        values[next] = receiveValue
        completions[next] = receiveCompletion
      }
      return (next, ended)
    }
    if let end { receiveCompletion(end) }
    return AnyCancellable { [weak self] in
      self?.lock.withLock {
        self?.values[id] = nil
        self?.completions[id] = nil
      }
    }
  }

  func send(_ value: Output) {
    let receivers = lock.withLock { ended == nil ? values.sorted { $0.key < $1.key } : [] }
    for (_, receive) in receivers { receive(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let receivers = lock.withLock { () -> [(Subscribers.Completion<Failure>) -> Void] in
      guard ended == nil else { return [] }
      ended = completion
      defer {
        values = [:]
        completions = [:]
      }
      return completions.sorted { $0.key < $1.key }.map(\.value)
    }
    for receive in receivers { receive(completion) }
  }
}

/// A publisher that sends what it is given to its subscribers.
///
/// - Glimpse: works
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()

  public init() {}

  public func send(_ input: Output) { subscribers.send(input) }
  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveCompletion, receiveValue)
  }
}

extension PassthroughSubject where Output == Void {
  public func send() { send(()) }
}

/// A publisher with a current value, sent to each new subscriber first.
///
/// - Glimpse: works
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  public init(_ value: Output) {
    current = value
  }

  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    lock.withLock { current = input }
    subscribers.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    receiveValue(value)
    return subscribers.add(receiveCompletion, receiveValue)
  }
}
