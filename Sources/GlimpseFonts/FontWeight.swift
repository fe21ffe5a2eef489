/// SwiftUI's nine font weights, lightest first.
public enum FontWeight: Int, CaseIterable, Hashable, Sendable {
  /// Weight class 100.
  case ultraLight
  /// Weight class 200.
  case thin
  /// Weight class 300.
  case light
  /// Weight class 400, the default.
  case regular
  /// Weight class 500.
  case medium
  /// Weight class 600.
  case semibold
  /// Weight class 700.
  case bold
  /// Weight class 800.
  case heavy
  /// Weight class 900.
  case black

  /// The OpenType weight class (`wght` axis value): 100 for ultraLight through 900 for black.
  public var weightClass: Int { (rawValue + 1) * 100 }
}
