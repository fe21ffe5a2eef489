import Foundation
import GlimpseLocalization

/// A type whose `@Dependency` properties the dependency manager fills.
public protocol _SupportsAppDependencies {}

extension _SupportsAppDependencies {
  /// A dependency, as `@Dependency var store: Store`.
  public typealias Dependency = AppDependency
}

/// Holds the values intents depend on, registered by the app at launch.
///
/// - Glimpse: works
public final class AppDependencyManager: @unchecked Sendable {
  /// The app's manager.
  public static let shared = AppDependencyManager()

  private let lock = NSLock()
  private var providers: [AnyHashable: Provider] = [:]

  /// How a dependency is made.
  enum Provider {
    case synchronous(() throws -> Any)
    case asynchronous(() async throws -> Any)

    /// The value, made now (an asynchronous provider is awaited on another thread).
    func make() -> Any? {
      switch self {
      case .synchronous(let make): return try? make()
      case .asynchronous(let make): return AppDependencyManager.runSynchronously(make)
      }
    }
  }

  /// A manager of its own (for tests).
  public init() {}

  /// Registers a dependency, made when first needed.
  public func add<Dependency>(
    key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> Dependency
  ) where Dependency: Sendable {
    register(key ?? Self.key(for: Dependency.self), .synchronous { dependencyProvider() })
  }

  /// Registers a dependency made by a throwing function.
  public func add<Dependency>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping () -> () throws -> Dependency
  ) where Dependency: Sendable {
    register(key ?? Self.key(for: Dependency.self), .synchronous { try dependencyProvider()() })
  }

  /// Registers a dependency made asynchronously.
  public func add<Dependency>(
    key: AnyHashable? = nil, dependency dependencyProvider: @escaping () async throws -> Dependency
  ) where Dependency: Sendable {
    register(
      key ?? Self.key(for: Dependency.self), .asynchronous { try await dependencyProvider() })
  }

  private func register(_ key: AnyHashable, _ provider: Provider) {
    lock.lock()
    defer { lock.unlock() }
    providers[key] = provider
  }

  /// The value registered for `key`, made synchronously when it can be.
  func value<Value>(for key: AnyHashable?, as type: Value.Type) -> Value? {
    lock.lock()
    let provider = providers[key ?? Self.key(for: Value.self)]
    lock.unlock()
    guard let provider else { return nil }
    return provider.make() as? Value
  }

  static func key<Value>(for type: Value.Type) -> AnyHashable {
    AnyHashable(ObjectIdentifier(type))
  }

  /// Runs an async provider to completion from synchronous code.
  static func runSynchronously(_ provider: @escaping () async throws -> Any) -> Any? {
    // @unchecked Sendable, nonisolated(unsafe): written by the task before it signals `done`,
    // read after `done.wait()`.
    final class Box: @unchecked Sendable { var value: Any? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) let provider = provider
    Task.detached {
      box.value = try? await provider()
      done.signal()
    }
    done.wait()
    return box.value
  }

  /// Why a dependency could not be had.
  public enum Error<Value>: LocalizedError, @unchecked Sendable {
    case failedToRetrieveDependency(AnyHashable, Value.Type)
    case failedToLoadDependency(AnyHashable, Value.Type)
    case incorrectDependencyType(AnyHashable, Value.Type, any Any.Type)

    public var errorDescription: String? {
      switch self {
      case .failedToRetrieveDependency(let key, _): return "no dependency registered for \(key)"
      case .failedToLoadDependency(let key, _): return "the dependency \(key) failed to load"
      case .incorrectDependencyType(let key, _, let type):
        return "the dependency \(key) is a \(type)"
      }
    }
  }
}

/// A value an intent depends on, from the dependency manager: `@Dependency var store: Store`.
///
/// - Glimpse: works
// @unchecked Sendable: as Apple declares it; its fields are set once and the manager
// locks its own table.
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable where Value: Sendable {
  private let key: AnyHashable?
  private let manager: AppDependencyManager
  private let fallback: AppDependencyManager.Provider?
  private let lock = NSLock()
  private var value: Value?

  /// The dependency registered for `key` (or for the value's type).
  public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
    self.init(key: key, manager: manager, fallback: nil)
  }

  /// The dependency registered for `key`, or `defaultValueProvider`'s.
  public convenience init(
    key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
    default defaultValueProvider: @autoclosure @escaping () -> Value
  ) {
    self.init(key: key, manager: manager, fallback: .synchronous { defaultValueProvider() })
  }

  /// The dependency registered for `key`, or the value `defaultValueProvider` makes.
  public convenience init(
    key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
    default defaultValueProvider: @escaping () async throws -> Value
  ) {
    self.init(
      key: key, manager: manager, fallback: .asynchronous { try await defaultValueProvider() })
  }

  private init(
    key: AnyHashable?, manager: AppDependencyManager, fallback: AppDependencyManager.Provider?
  ) {
    self.key = key
    self.manager = manager
    self.fallback = fallback
  }

  /// The dependency itself.
  public var projectedValue: AppDependency<Value> { self }

  /// The value (reading one that was never registered stops the program, as on a device).
  public var wrappedValue: Value {
    get {
      lock.lock()
      defer { lock.unlock() }
      if let value { return value }
      let found = manager.value(for: key, as: Value.self) ?? fallback?.make() as? Value
      guard let found else {
        fatalError("AppDependency of type \(Value.self) was not registered before it was read")
      }
      value = found
      return found
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      value = newValue
    }
  }
}
