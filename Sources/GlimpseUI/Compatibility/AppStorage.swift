/// A value kept in user defaults: SwiftUI's `@AppStorage`. Widgets read settings the app
/// shares through an app-group store; here the store is Foundation's `UserDefaults`, and
/// a key it does not hold reads as the declared default.
///
/// - Glimpse: works
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let store: UserDefaults
  private let read: (UserDefaults, String) -> Value?
  private let write: (UserDefaults, String, Value) -> Void
  private let defaultValue: Value

  private init(
    key: String, store: UserDefaults?, defaultValue: Value,
    read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.store = store ?? .standard
    self.defaultValue = defaultValue
    self.read = read
    self.write = write
  }

  /// The stored value, or the default.
  public var wrappedValue: Value {
    get { read(store, key) ?? defaultValue }
    nonmutating set { write(store, key, newValue) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  /// A value user defaults store as it is (a property-list type).
  private init(plain key: String, store: UserDefaults?, defaultValue: Value) {
    self.init(
      key: key, store: store, defaultValue: defaultValue,
      read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
  }
}

extension AppStorage {
  /// A Boolean in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(plain: key, store: store, defaultValue: wrappedValue)
  }

  /// An integer in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(plain: key, store: store, defaultValue: wrappedValue)
  }

  /// A double in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(plain: key, store: store, defaultValue: wrappedValue)
  }

  /// A string in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(plain: key, store: store, defaultValue: wrappedValue)
  }

  /// A URL in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: $1) },
      write: { $0.set($2, forKey: $1) })
  }

  /// Data in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(plain: key, store: store, defaultValue: wrappedValue)
  }

  /// A date in user defaults (iOS 18).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Date {
    self.init(plain: key, store: store, defaultValue: wrappedValue)
  }

  /// An integer-backed enumeration in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }

  /// A string-backed enumeration in user defaults.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in
        (store.object(forKey: key) as? String).flatMap(Value.init(rawValue:))
      },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  private init<Wrapped>(optional key: String, store: UserDefaults?, _ type: Wrapped.Type)
  where Value == Wrapped? {
    self.init(
      key: key, store: store, defaultValue: nil,
      read: { store, key in .some(store.object(forKey: key) as? Wrapped) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// An optional Boolean in user defaults.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(optional: key, store: store, Bool.self)
  }

  /// An optional integer in user defaults.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(optional: key, store: store, Int.self)
  }

  /// An optional double in user defaults.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(optional: key, store: store, Double.self)
  }

  /// An optional string in user defaults.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(optional: key, store: store, String.self)
  }

  /// An optional URL in user defaults.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(optional: key, store: store, URL.self)
  }

  /// Optional data in user defaults.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(optional: key, store: store, Data.self)
  }
}
