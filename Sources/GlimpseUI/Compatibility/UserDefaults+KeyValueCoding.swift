import Foundation

extension UserDefaults {
  /// The object stored for `key`, as key-value coding reads it on Apple's platforms
  /// (`defaults.value(forKey: "hero") as? String`); Foundation on Linux has no key-value
  /// coding.
  /// - Glimpse: works
  public func value(forKey key: String) -> Any? {
    object(forKey: key)
  }

  /// Stores `value` for `key` (nil removes it), as key-value coding writes it.
  /// - Glimpse: works
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }
}
