import GlimpseLayout

/// Reads a value from the environment a view's body is evaluated in.
///
/// - Glimpse: works
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment the body is being evaluated in.
  public var wrappedValue: Value {
    EnvironmentValues.current[keyPath: keyPath]
  }
}

/// A property a view reads from the system: `@Environment`, `@State` and friends.
///
/// - Glimpse: works
public protocol DynamicProperty {
  /// Called before the body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

extension View {
  /// Sets an environment value for this view and its children.
  ///
  /// - Glimpse: works
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
  }

  /// Changes an environment value for this view and its children.
  ///
  /// - Glimpse: works
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
  }
}

/// A modifier that changes the environment its content resolves in.
@usableFromInline
struct _EnvironmentWritingModifier: PrimitiveModifier {
  let change: (inout EnvironmentValues) -> Void

  @usableFromInline
  init(_ change: @escaping (inout EnvironmentValues) -> Void) {
    self.change = change
  }

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    content.resolve(context.with(change), &nodes)
  }

  /// The same as `PrimitiveModifier`'s, declared here because the inlinable modifiers
  /// that build this type need a witness the compiler lets them see (one in an extension
  /// of the internal protocol cannot be made `@usableFromInline`).
  @MainActor @usableFromInline
  static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    modifier.resolve(content: content, in: context, into: &nodes)
  }

  /// Yes: the content is resolved in the changed environment.
  @MainActor @usableFromInline
  static func _resolvesContentInPlace(modifier: Self, changing context: inout _ResolveContext)
    -> Bool
  {
    context = context.with(modifier.change)
    return true
  }

  @MainActor @usableFromInline
  static func _finishNodes(
    modifier: Self, _ nodes: inout [LayoutNode], from start: Int, in context: _ResolveContext
  ) {}
}
