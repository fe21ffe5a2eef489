import Foundation
import GlimpseLayout
import GlimpseUI

/// UIKit's `UIFont`: the system font (SF Pro) at a size, weight and text style, with its
/// real metrics, so that code that measures text with it (`lineHeight`, `pointSize`,
/// `capHeight`) gets the numbers a device gives. `Font(uiFont)` draws it.
///
/// - Glimpse: works
open class UIFont: NSObject, @unchecked Sendable {
  /// The size in points.
  public let pointSize: CGFloat
  /// The font's name (`.SFUI-Regular` for the system font).
  public let fontName: String
  /// The font's family.
  public let familyName: String
  /// The weight (regular for a named font).
  let weight: Weight
  /// The text style of a preferred font.
  let textStyle: TextStyle?
  let isItalic: Bool
  let isMonospaced: Bool
  let isMonospacedDigit: Bool

  init(
    size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil, name: String? = nil,
    isItalic: Bool = false, isMonospaced: Bool = false, isMonospacedDigit: Bool = false
  ) {
    pointSize = size
    self.weight = weight
    self.textStyle = textStyle
    self.isItalic = isItalic
    self.isMonospaced = isMonospaced
    self.isMonospacedDigit = isMonospacedDigit
    fontName = name ?? ".SFUI-\(weight.faceName)\(isItalic ? "Italic" : "")"
    familyName = name.map { $0.split(separator: "-").first.map(String.init) ?? $0 } ?? ".SF UI"
  }

  /// A font named `fontName` at `fontSize` (drawn as the system font of that size).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(size: fontSize, name: fontName)
  }

  // MARK: Metrics (SF Pro's: ``SystemFontVerticalMetrics``)

  /// The height above the baseline.
  open var ascender: CGFloat { pointSize * SystemFontVerticalMetrics.ascender }
  /// The depth below the baseline (negative).
  open var descender: CGFloat { -pointSize * SystemFontVerticalMetrics.descender }
  /// The height of capital letters.
  open var capHeight: CGFloat { pointSize * SystemFontVerticalMetrics.capHeight }
  /// The height of a lowercase x.
  open var xHeight: CGFloat { pointSize * SystemFontVerticalMetrics.xHeight }
  /// The extra space between lines (none for the system font).
  open var leading: CGFloat { 0 }
  /// The height of a line: ascender plus descender (20.29 pt for 17 pt body text).
  open var lineHeight: CGFloat { ascender - descender + leading }

  /// This font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      size: fontSize, weight: weight, textStyle: textStyle,
      name: fontName.hasPrefix(".SFUI") ? nil : fontName, isItalic: isItalic,
      isMonospaced: isMonospaced, isMonospacedDigit: isMonospacedDigit)
  }

  // MARK: System fonts

  /// The system font of a size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

  /// The bold system font of a size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: .bold)
  }

  /// The italic system font of a size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, isItalic: true)
  }

  /// The system font of a size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }

  /// The system font of a size, weight and width (drawn at the standard width).
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width)
    -> UIFont
  {
    UIFont(size: fontSize, weight: weight)
  }

  /// The system font with digits of one width.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    UIFont(size: fontSize, weight: weight, isMonospacedDigit: true)
  }

  /// The monospaced system font (SF Mono).
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(size: fontSize, weight: weight, isMonospaced: true)
  }

  /// The font of a text style at the current Dynamic Type size.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at the Dynamic Type size of `traitCollection` (the current
  /// one when it specifies none): Apple's size for the style at that size
  /// (``DynamicTypeTable``); the extra-large titles scale as the large title does.
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    if category == .unspecified {
      category = UITraitCollection.current.preferredContentSizeCategory
    }
    let font = style.font.metrics(at: DynamicTypeSize(category) ?? .large)
    return UIFont(size: font.size, weight: style.weight, textStyle: style)
  }

  /// The default size of label text.
  open class var labelFontSize: CGFloat { 17 }
  /// The default size of button text.
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of small system text.
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The size of system text.
  open class var systemFontSize: CGFloat { 14 }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
      && isMonospacedDigit == other.isMonospacedDigit && isMonospaced == other.isMonospaced
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  open override var description: String {
    "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.faceName.lowercased()); "
      + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(pointSize)pt"
  }
}

extension UIFont {
  /// Font weights, from ultra light (-0.8) to black (0.62).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    /// The weight's face name (`Semibold`), the nearest of the standard weights.
    var faceName: String {
      switch rawValue {
      case ..<(-0.7): return "Ultralight"
      case ..<(-0.5): return "Thin"
      case ..<(-0.2): return "Light"
      case ..<0.115: return "Regular"
      case ..<0.265: return "Medium"
      case ..<0.35: return "Semibold"
      case ..<0.48: return "Bold"
      case ..<0.59: return "Heavy"
      default: return "Black"
      }
    }
  }

  /// Font widths.
  public struct Width: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// Text styles, the semantic sizes of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// SwiftUI's font of the style.
    var font: Font {
      switch self {
      case .largeTitle: return .largeTitle
      case .extraLargeTitle: return Font.TextStyle.extraLargeTitle.font
      case .extraLargeTitle2: return Font.TextStyle.extraLargeTitle2.font
      case .title1: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption1: return .caption
      case .caption2: return .caption2
      default: return .body
      }
    }

    /// The style's weight: semibold for headlines, bold for the extra-large titles.
    var weight: Weight {
      switch self {
      case .headline: return .semibold
      case .extraLargeTitle, .extraLargeTitle2: return .bold
      default: return .regular
      }
    }
  }
}

/// Core Text's font type, which `UIFont` is toll-free bridged to: `Font(_:)` takes either.
///
/// - Glimpse: accepted
public typealias CTFont = UIFont
