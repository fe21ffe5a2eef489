import Foundation
import GlimpseAssets
import GlimpseLayout
import GlimpseUI

/// A `UIImage`: an image from the app's asset catalog (``AssetCatalog/current``), or
/// decoded from a PNG or JPEG file or data. As on a device, an asset or file that does not
/// exist, or data that does not decode, gives nil. Open, so that apps can extend and
/// subclass it.
///
/// - Glimpse: approximated: PNG and JPEG from the app's asset catalog, a file or data, drawn in half blocks; nil when missing, as on the device; other formats are nil
open class UIImage: @unchecked Sendable {
  let placeholderLabel: String
  /// The asset catalog name, for an asset image.
  let assetName: String?
  /// The decoded pixels, for an image from a file or data.
  let bitmap: Bitmap?
  /// Pixels per point.
  public let scale: CGFloat

  init(label: String, assetName: String? = nil, bitmap: Bitmap? = nil, scale: CGFloat = 1) {
    placeholderLabel = label
    self.assetName = assetName
    self.bitmap = bitmap
    self.scale = scale
  }

  /// An asset image; nil when the app's asset catalog has no image of that name.
  public convenience init?(named name: String) {
    guard AssetCatalog.current.hasImage(named: name) else { return nil }
    self.init(label: name, assetName: name)
  }

  /// An asset image from a bundle; nil when the asset catalog has no image of that name.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
    self.init(named: name)
  }

  /// A symbol image.
  public convenience init?(systemName name: String) {
    self.init(label: name)
  }

  /// An image decoded from PNG or JPEG data; nil when the data is neither.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image decoded from PNG or JPEG data at a scale; nil when the data is neither.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let bitmap = DecodedImages.decode(data) else { return nil }
    self.init(label: "image", bitmap: bitmap, scale: scale > 0 ? scale : 1)
  }

  /// An image from a PNG or JPEG file (`name@2x.png` is at scale 2); nil when the file does
  /// not exist or does not decode.
  public convenience init?(contentsOfFile path: String) {
    guard let bitmap = DecodedImages.bitmap(at: URL(fileURLWithPath: path)) else { return nil }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
    self.init(label: (path as NSString).lastPathComponent, bitmap: bitmap, scale: scale)
  }

  /// An empty image.
  public init() {
    placeholderLabel = "image"
    assetName = nil
    bitmap = nil
    scale = 1
  }

  /// The image's size in points: its pixels over its scale (zero for a symbol, an empty
  /// image, or an asset whose files do not decode).
  open var size: CGSize {
    if let bitmap {
      return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }
    guard let assetName, let set = AssetCatalog.current.images[assetName],
      let entry = set.entries.min(by: { $0.scale < $1.scale }),
      let bitmap = DecodedImages.bitmap(atPath: entry.path)
    else { return .zero }
    return CGSize(
      width: CGFloat(bitmap.width) / CGFloat(entry.scale),
      height: CGFloat(bitmap.height) / CGFloat(entry.scale))
  }
}

/// A minimal `UIScreen`: the iPhone 16 Pro's screen.
///
/// - Glimpse: approximated: the iPhone 16 Pro's screen, whatever device is previewed
open class UIScreen: @unchecked Sendable {
  /// The main screen.
  public static let main = UIScreen()

  /// The screen's bounds in points.
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// Pixels per point.
  open var scale: CGFloat { 3 }
}
