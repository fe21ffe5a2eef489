import Foundation

/// A type an intent parameter, an entity property or an intent result can hold.
public protocol _IntentValue {
  /// The type of one value: the wrapped type of an optional, the element of an array.
  associatedtype ValueType: _IntentValue = Self
  /// The type without optionality.
  associatedtype UnwrappedType: _IntentValue = Self
}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension DateComponents: _IntentValue {}
extension Decimal: _IntentValue {}
extension Never: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
  public typealias ValueType = Wrapped.ValueType
  public typealias UnwrappedType = Wrapped.UnwrappedType
}

extension Array: _IntentValue where Element: _IntentValue {
  public typealias ValueType = Element
  public typealias UnwrappedType = [Element]
}

extension Set: _IntentValue where Element: _IntentValue {
  public typealias ValueType = Element
  public typealias UnwrappedType = Set<Element>
}

/// How a parameter takes the output of the action before it in Shortcuts.
public enum InputConnectionBehavior: Hashable, Sendable {
  case `default`
  case never
  case connectToPreviousIntentResult
}
