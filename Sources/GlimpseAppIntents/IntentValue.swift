import Foundation
import GlimpseLocalization

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
  /// - Glimpse: works
  public typealias ValueType = Wrapped.ValueType
  /// - Glimpse: works
  public typealias UnwrappedType = Wrapped.UnwrappedType
}

extension Array: _IntentValue where Element: _IntentValue {
  /// - Glimpse: works
  public typealias ValueType = Element
  /// - Glimpse: works
  public typealias UnwrappedType = [Element]
}

extension Set: _IntentValue where Element: _IntentValue {
  /// - Glimpse: works
  public typealias ValueType = Element
  /// - Glimpse: works
  public typealias UnwrappedType = Set<Element>
}

/// How a parameter takes the output of the action before it in Shortcuts.
///
/// - Glimpse: accepted
public enum InputConnectionBehavior: Hashable, Sendable {
  case `default`
  case never
  case connectToPreviousIntentResult
}
