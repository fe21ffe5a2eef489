extension String.LocalizationValue {
  /// The kind of number a format's placeholder stands for.
  public enum Placeholder: Hashable, Sendable {
    case int, uint, float, double, object
  }
}

extension String.LocalizationValue.StringInterpolation {
  /// A placeholder in a format, as `"\(placeholder: .int) items"` (written as `%lld`, `%@`...).
  public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
    switch placeholder {
    case .int: string += "%lld"
    case .uint: string += "%llu"
    case .float: string += "%f"
    case .double: string += "%lf"
    case .object: string += "%@"
    }
  }
}
