import Foundation
import GlimpseLocalization

/// A type that lists the options of a parameter.
///
/// - Glimpse: accepted
public protocol DynamicOptionsProvider: _SupportsAppDependencies {
  /// The options.
  associatedtype Result: ResultsCollection
  /// The default option's type.
  associatedtype DefaultValue: _IntentValue = Self.Result.Result
  where Self.DefaultValue.ValueType == Self.Result.Result.ValueType
  /// The options.
  func results() async throws -> Self.Result
  /// The default option, if any.
  func defaultResult() async -> Self.DefaultValue?
}

extension DynamicOptionsProvider {
  public func defaultResult() async -> Self.DefaultValue? { nil }
}

/// A collection of options or entities.
///
/// - Glimpse: works
public protocol ResultsCollection<Result> {
  /// The element type.
  associatedtype Result: _IntentValue
  /// The label of the prompt.
  var promptLabel: LocalizedStringResource? { get }
  /// Whether the options show an index.
  var usesIndexedCollation: Bool { get }
  /// The options.
  var items: [Self.Result.ValueType] { get }
  /// No options.
  static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
  /// - Glimpse: works
  public typealias Result = Element
  /// - Glimpse: works
  public var promptLabel: LocalizedStringResource? { nil }
  /// - Glimpse: works
  public var usesIndexedCollation: Bool { false }
  /// - Glimpse: works
  public var items: [Element.ValueType] { compactMap { $0 as? Element.ValueType } }
  /// - Glimpse: works
  public static var empty: [Element] { [] }
}

/// Finds an entity type's entities: by identifier, and the suggested ones.
///
/// - Glimpse: works
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
  /// The entity type.
  associatedtype Entity: AppEntity = Self.Result.Result.ValueType
  where Self.Entity == Self.Result.Result
  /// The suggested entities' collection.
  associatedtype Result = [Self.Entity]
  /// A query.
  init()
  /// The entities with these identifiers.
  func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]
  /// The entities to suggest.
  func suggestedEntities() async throws -> Self.Result
}

extension EntityQuery {
  public static var persistentIdentifier: String { String(describing: Self.self) }

  /// No suggestions.
  public func suggestedEntities() async throws -> Self.Result { .empty }

  /// The suggested entities.
  public func results() async throws -> Self.Result { try await suggestedEntities() }
}

/// A query that also finds entities by a string.
///
/// - Glimpse: works
public protocol EntityStringQuery: EntityQuery {
  /// The entities that match `string`.
  func entities(matching string: String) async throws -> Self.Result
}

/// A query that can list all its entities (iOS 17).
///
/// - Glimpse: works
public protocol EnumerableEntityQuery: EntityQuery {
  /// All the entities.
  func allEntities() async throws -> Self.Result
  /// The description of the Find intent Shortcuts makes from the query.
  static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
  public static var findIntentDescription: IntentDescription? { nil }

  /// All the entities.
  public func suggestedEntities() async throws -> Self.Result { try await allEntities() }
}
