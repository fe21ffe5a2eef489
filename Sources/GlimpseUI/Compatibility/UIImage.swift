/// A minimal `UIImage`: Glimpse cannot decode bitmaps, so an image only carries a label
/// for the placeholder it draws as. Open, so that apps can extend and subclass it.
open class UIImage: @unchecked Sendable {
  let placeholderLabel: String

  /// An asset image.
  public init?(named name: String) {
    placeholderLabel = name
  }

  /// An asset image from a bundle.
  public init?(named name: String, in bundle: Bundle?, with configuration: Any?) {
    placeholderLabel = name
  }

  /// A symbol image.
  public init?(systemName name: String) {
    placeholderLabel = name
  }

  /// An image from encoded data.
  public init?(data: Data) {
    placeholderLabel = "image"
  }

  /// An image from encoded data at a scale.
  public init?(data: Data, scale: CGFloat) {
    placeholderLabel = "image"
  }

  /// An image from a file.
  public init?(contentsOfFile path: String) {
    placeholderLabel = (path as NSString).lastPathComponent
  }

  /// An empty image.
  public init() {
    placeholderLabel = "image"
  }

  /// The image's size in points (unknown here: zero).
  open var size: CGSize { .zero }
}

/// A minimal `UIScreen`: the iPhone 16 Pro's screen.
open class UIScreen: @unchecked Sendable {
  /// The main screen.
  public static let main = UIScreen()

  /// The screen's bounds in points.
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// Pixels per point.
  open var scale: CGFloat { 3 }
}
