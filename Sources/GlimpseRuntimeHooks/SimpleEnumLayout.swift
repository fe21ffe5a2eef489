/// What the layout of a simple enum says about its cases (README, "A simple enum is one
/// byte holding its case's index").
public enum SimpleEnumLayout {
  /// The first case of an enum with a raw value and no payloads, which is not
  /// `CaseIterable` (so its cases cannot be listed) and whose raw value is not one a decoder
  /// can guess (`enum Unit: String { case mgdl, mmol }`): such an enum is one byte holding
  /// its case's index, so the value whose byte is 0 is its first case. Nil for any other
  /// type.
  public static func firstCase<T>(ofSimpleEnum type: T.Type) -> T? {
    guard T.self is any RawRepresentable.Type, MemoryLayout<T>.size == 1, _isPOD(T.self)
    else { return nil }
    let value = withUnsafeBytes(of: UInt8(0)) { $0.load(as: T.self) }
    return Mirror(reflecting: value).displayStyle == .enum ? value : nil
  }
}
