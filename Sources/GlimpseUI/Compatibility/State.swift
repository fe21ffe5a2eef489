/// View state: SwiftUI's `@State`. A preview has no interaction, so the value stays the
/// initial one.
///
/// - Glimpse: works
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: Box<Value>

  /// State with an initial value.
  public init(wrappedValue value: Value) {
    box = Box(value)
  }

  /// State with an initial value.
  public init(initialValue value: Value) {
    box = Box(value)
  }

  /// The value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State that starts as nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

// @unchecked Sendable: State is Sendable as Apple declares it; its box is only touched on
// the main actor, where views are built.
final class Box<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A reference to a value owned elsewhere: SwiftUI's `@Binding`.
///
/// - Glimpse: works
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  /// A binding through a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  /// A binding to a constant.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// A binding from a projected value.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: {
        var value = self.wrappedValue
        value[keyPath: keyPath] = $0
        self.wrappedValue = value
      })
  }
}

extension Binding: DynamicProperty {}
