import GlimpseUI

extension Color {
  /// A colour from a UIKit colour.
  public init(uiColor: UIColor) {
    self.init(storage: uiColor.colorStorage)
  }

  /// A colour from a UIKit colour.
  public init(_ color: UIColor) {
    self.init(storage: color.colorStorage)
  }
}
