/// A space of identifiers for matched views: SwiftUI's `Namespace` (a widget does not
/// animate, so nothing is matched).
/// - Glimpse: accepted
@frozen @propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// An identifier of a namespace.
  @frozen public struct ID: Hashable, Sendable {
    let value: Int
  }

  /// A namespace.
  public init() {}

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID { ID(value: 0) }
}

/// Which parts of a view's geometry a matched view takes: SwiftUI's
/// `MatchedGeometryProperties`.
/// - Glimpse: accepted
@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  /// The set of `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view redrawn only when it changes: SwiftUI's `EquatableView` (Glimpse draws each frame
/// afresh, so it draws its content).
/// - Glimpse: works
@frozen nonisolated public struct EquatableView<Content>: View
where Content: Equatable, Content: View {
  /// The view.
  public var content: Content

  /// `content`, compared with its last value before it is redrawn.
  public init(content: Content) {
    self.content = content
  }

  /// The content.
  @MainActor public var body: Content { content }
}

extension View where Self: Equatable {
  /// This view, redrawn only when it changes.
  /// - Glimpse: works
  public nonisolated func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

extension View {
  /// Matches this view's geometry with the view of the same `id` in `namespace`, for
  /// animations between them (accepted; a widget does not animate).
  /// - Glimpse: accepted
  public func matchedGeometryEffect<ID>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View where ID: Hashable {
    self
  }
}
