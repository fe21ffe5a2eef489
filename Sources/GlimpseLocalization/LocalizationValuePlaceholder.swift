import Foundation

extension String.LocalizationValue {
  /// The kind of number a format's placeholder stands for.
  ///
  /// - Glimpse: works
  public enum Placeholder: Hashable, Sendable {
    case int, uint, float, double, object
  }
}

extension String.LocalizationValue.StringInterpolation {
  /// A placeholder in a format, as `"\(placeholder: .int) items"` (written as `%lld`, `%@`...),
  /// with no value: the format is filled in later, by whoever shows it.
  public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
    switch placeholder {
    case .int: key += "%lld"
    case .uint: key += "%llu"
    case .float: key += "%f"
    case .double: key += "%lf"
    case .object: key += "%@"
    }
  }
}
