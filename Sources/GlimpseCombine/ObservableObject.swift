import Foundation

/// The publisher an `ObservableObject` sends on before a `@Published` property changes.
///
/// - Glimpse: works
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  // @unchecked Sendable: as Combine's is; its only state is its subject's (locked).
  public typealias Output = Void
  public typealias Failure = Never
  private let subject = PassthroughSubject<Void, Never>()

  public init() {}

  public func send() { subject.send(()) }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

/// An object with a publisher that says it is about to change (a widget's store). Its
/// `@Published` properties send on it.
///
/// - Glimpse: works
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// The default publisher of each object that has one (made when first asked for), kept
/// while the object lives.
enum DefaultPublishers {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private static let lock = NSLock()
  /// Read and written under `lock` only.
  // nonisolated(unsafe): under `lock` (a Mutex cannot hold the entries' non-Sendable objects).
  private nonisolated(unsafe) static var table: [ObjectIdentifier: Entry] = [:]

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let entry = table[id], entry.object === object { return entry.publisher }
      table = table.filter { $0.value.object != nil }
      let made = ObservableObjectPublisher()
      table[id] = Entry(object: object, publisher: made)
      return made
    }
  }

  /// The publisher of `object` if something asked for one (else no one listens).
  static func existing(for object: AnyObject) -> ObservableObjectPublisher? {
    lock.withLock {
      guard let entry = table[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.publisher
    }
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { DefaultPublishers.publisher(for: self) }
}

/// A property whose changes are published: `$name` is its publisher, and in an
/// `ObservableObject` a change first sends the object's `objectWillChange`.
///
/// - Glimpse: works
@propertyWrapper
public struct Published<Value> {
  private final class Storage: @unchecked Sendable {
    // @unchecked Sendable: as Combine's `Published`, written by the object's owner only.
    var value: Value
    let subject: CurrentValueSubject<Value, Never>
    init(_ value: Value) {
      self.value = value
      subject = CurrentValueSubject(value)
    }
  }

  private let storage: Storage

  public init(wrappedValue: Value) {
    storage = Storage(wrappedValue)
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set {
      storage.value = newValue
      storage.subject.send(newValue)
    }
  }

  /// The property's publisher (`$name`): its value now, then each new one.
  public var projectedValue: CurrentValueSubject<Value, Never> { storage.subject }

  /// In a class: sends `objectWillChange` of an `ObservableObject` before the change.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      DefaultPublishers.existing(for: object)?.send()
      object[keyPath: storageKeyPath].wrappedValue = newValue
    }
  }
}
