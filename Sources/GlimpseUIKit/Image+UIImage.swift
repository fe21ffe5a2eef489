import GlimpseUI

extension Image {
  /// A UIKit image: its asset, or the pixels it was made from.
  public init(uiImage: UIImage) {
    if let name = uiImage.assetName {
      self.init(source: .asset(name))
    } else if let bitmap = uiImage.bitmap {
      self.init(
        source: .pixels(
          uiImage.placeholderLabel, PixelsReference(bitmap: bitmap, scale: Double(uiImage.scale))))
    } else {
      self.init(source: .bitmap(uiImage.placeholderLabel))
    }
  }
}
