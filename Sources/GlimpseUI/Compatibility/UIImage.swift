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

/// A minimal `UIFont` for code that measures text with it.
open class UIFont: @unchecked Sendable {
  /// The size in points.
  public let pointSize: CGFloat

  /// A font of a size.
  public init?(name: String, size: CGFloat) {
    pointSize = size
  }

  init(size: CGFloat) {
    pointSize = size
  }

  /// The system font of a size.
  open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
  /// The bold system font of a size.
  open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
  /// The monospaced-digit system font of a size.
  open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(size: size)
  }
  /// The system font of a size and weight.
  open class func systemFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(size: size)
  }
  /// The font for a text style.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(size: 17) }

  /// Font weights.
  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
  }

  /// Text styles.
  public struct TextStyle: Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let body = TextStyle(rawValue: "body")
    public static let headline = TextStyle(rawValue: "headline")
    public static let caption1 = TextStyle(rawValue: "caption1")
  }
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
