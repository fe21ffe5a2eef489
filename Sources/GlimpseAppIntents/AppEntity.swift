import Foundation
import GlimpseLocalization

/// A type intents, parameters and results can hold, and that names itself.
///
/// - Glimpse: works
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue,
  Sendable
{}

extension AppValue {
  public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// One of an app's things (a timer, an order, a team), as intents take and return it:
/// identified, shown, and found by its default query.
///
/// - Glimpse: works
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where Self == Self.ValueType, Self.ID: EntityIdentifierConvertible, Self.ID: Sendable {
  /// The query that finds entities of this type.
  associatedtype DefaultQuery: EntityQuery where Self.ValueType == Self.DefaultQuery.Entity
  /// The query that finds entities of this type.
  static var defaultQuery: Self.DefaultQuery { get }
}

extension AppEntity {
  /// An entity's property wrapper, as `@Property(title: "Name")`.
  public typealias Property = EntityProperty
}

extension AppEntity where Self: CaseDisplayRepresentable {
  public var displayRepresentation: DisplayRepresentation {
    Self.caseDisplayRepresentations[self]
      ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(self)"))
  }
}

/// An entity that lives only while an intent runs: its identifier is new each time.
///
/// - Glimpse: works
public protocol TransientAppEntity: AppEntity {
  /// An entity with default values.
  init()
}

extension TransientAppEntity {
  public var id: UUID { UUID() }
  public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The query of transient entities: it finds none.
public struct _TransientAppEntityQuery<Entity>: EntityQuery where Entity: TransientAppEntity {
  public init() {}

  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// An identifier an entity can have: it converts to and from a string.
///
/// - Glimpse: works
public protocol EntityIdentifierConvertible {
  /// The identifier as a string.
  var entityIdentifierString: String { get }
  /// The identifier a string stands for.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  /// - Glimpse: works
  public var entityIdentifierString: String { self }
  /// - Glimpse: works
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension UUID: EntityIdentifierConvertible {
  /// - Glimpse: works
  public var entityIdentifierString: String { uuidString }
  /// - Glimpse: works
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

extension Int: EntityIdentifierConvertible {
  /// - Glimpse: works
  public var entityIdentifierString: String { String(self) }
  /// - Glimpse: works
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension Float: EntityIdentifierConvertible {
  /// - Glimpse: works
  public var entityIdentifierString: String { String(self) }
  /// - Glimpse: works
  public static func entityIdentifier(for entityIdentifierString: String) -> Float? {
    Float(entityIdentifierString)
  }
}

/// A property of an entity that Shortcuts can show and query: `@Property(title:)`.
///
/// - Glimpse: works
// @unchecked Sendable: as Apple declares it; its value is set while the entity is made and
// only read after.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
  /// The property's title.
  public var title: LocalizedStringResource
  private var value: Value?

  /// A property titled `title`.
  public init(title: LocalizedStringResource) {
    self.title = title
  }

  /// An untitled property (iOS 18).
  public convenience init() {
    self.init(title: "")
  }

  /// Whether the value may be nil.
  public var isOptional: Bool { Value.self is any ExpressibleByNilLiteral.Type }

  /// The property itself, as `$name`.
  public var projectedValue: EntityProperty<Value> { self }

  /// The value (reading one never set stops the program, as on a device).
  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
        let none = optional.init(nilLiteral: ()) as? Value
      {
        return none
      }
      fatalError("the entity property '\(title)' was read before it had a value")
    }
    set { value = newValue }
  }
}
