/// A named value that views hand up to their ancestors (SwiftUI's `PreferenceKey`).
///
/// Values set with `preference(key:value:)` are not collected, so a reader sees
/// `defaultValue`: a Live Activity is drawn once per state, with no later pass to report a
/// value to.
///
/// - Glimpse: approximated: values are not collected; readers see defaultValue
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the values of siblings, in view order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`, for optional values.
  ///
  /// - Glimpse: works
  public static var defaultValue: Value { nil }
}

extension View {
  /// Sets a preference for the ancestors (not collected: see ``PreferenceKey``).
  ///
  /// - Glimpse: accepted
  public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
  where K: PreferenceKey {
    self
  }

  /// Changes a preference the descendants set (not called: see ``PreferenceKey``).
  ///
  /// - Glimpse: accepted
  public func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey {
    self
  }

  /// Runs `action` when the descendants' value of a preference changes. Never called: a
  /// Live Activity's views are drawn once per state, and what the action changes (view
  /// state) does not redraw a widget on the device either.
  ///
  /// - Glimpse: accepted
  public func onPreferenceChange<K>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K: PreferenceKey, K.Value: Equatable {
    self
  }

  /// A view behind this one made from a preference's value.
  ///
  /// - Glimpse: approximated: drawn from the key's defaultValue (values are not collected)
  public func backgroundPreferenceValue<Key, T>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View where Key: PreferenceKey, T: View {
    background { transform(Key.defaultValue) }
  }

  /// A view in front of this one made from a preference's value.
  ///
  /// - Glimpse: approximated: drawn from the key's defaultValue (values are not collected)
  public func overlayPreferenceValue<Key, T>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View where Key: PreferenceKey, T: View {
    overlay { transform(Key.defaultValue) }
  }

  /// A view in front of this one made from a preference's value, aligned.
  ///
  /// - Glimpse: approximated: drawn from the key's defaultValue (values are not collected)
  public func overlayPreferenceValue<K, V>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View {
    overlay(alignment: alignment) { transform(K.defaultValue) }
  }
}
