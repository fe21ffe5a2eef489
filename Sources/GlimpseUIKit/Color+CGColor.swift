import Foundation
import GlimpseUI

extension Color {
  /// A colour from a Core Graphics colour.
  public init(cgColor: CGColor) {
    self.init(uiColor: UIColor(cgColor: cgColor))
  }

  /// A colour from a Core Graphics colour (the older spelling).
  public init(_ cgColor: CGColor) {
    self.init(uiColor: UIColor(cgColor: cgColor))
  }

  /// The colour as a Core Graphics colour, for a colour with fixed components; nil for a
  /// colour that depends on the environment (system, semantic and asset colours), as in
  /// SwiftUI.
  public var cgColor: CGColor? {
    guard case .rgb(let red, let green, let blue, let opacity) = storage else { return nil }
    return CGColor(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
  }
}
