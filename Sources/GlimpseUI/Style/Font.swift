import GlimpseFonts
import GlimpseLayout

/// A font: SwiftUI's `Font`. On a terminal every glyph is one cell, so a font decides
/// the weight (semibold and heavier draw bold) and slant (italic) of the glyphs, and the
/// height of the lines in points (see ``lineHeight``), which heights are laid out in; its
/// size estimates a text's width in points for the diagnostics.
///
/// - Glimpse: approximated: weight (semibold and heavier draw bold) and slant only; sizes pick the text's Dynamic Type scale
public struct Font: Hashable, Sendable {
  var textStyle: TextStyle?
  var size: CGFloat
  var weight: Weight?
  var design: Design?
  package var isItalic = false
  package var isBold = false
  package var isMonospacedDigit = false
  package var isMonospaced = false
  var isSmallCaps = false
  var width: Width?
  /// The line height at the default leading, in points.
  var standardLineHeight: CGFloat
  /// Tight or loose leading.
  var leading: Leading = .standard
  /// The text style whose Dynamic Type sizes the font follows (nil: a fixed size).
  var dynamicStyle: TextStyle?
  /// Whether the size is the text style's own (it takes the style's size and leading at
  /// each Dynamic Type size), rather than a custom size scaled as the style scales.
  var isStyleSize = false

  /// A font of `size` points whose lines are `lineHeight` points tall (nil: SF Pro's own
  /// line height for the size, ``lineHeight(forSize:)``), following the Dynamic Type sizes
  /// of `dynamicStyle` (nil: fixed).
  package init(
    textStyle: TextStyle?, size: CGFloat, lineHeight: CGFloat? = nil, weight: Weight? = nil,
    design: Design? = nil, dynamicStyle: TextStyle? = nil
  ) {
    self.textStyle = textStyle
    self.size = size
    self.standardLineHeight = lineHeight ?? Self.lineHeight(forSize: size)
    self.weight = weight
    self.design = design
    self.dynamicStyle = dynamicStyle
  }

  /// The font of a text style at the default size, following the style's Dynamic Type sizes.
  private static func style(
    _ style: TextStyle, size: CGFloat, lineHeight: CGFloat, weight: Weight? = nil
  ) -> Font {
    var font = Font(
      textStyle: style, size: size, lineHeight: lineHeight, weight: weight, dynamicStyle: style)
    font.isStyleSize = true
    return font
  }

  // The text styles at the default (Large) text size, size on line height in points, from
  // Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes":
  // largeTitle 34/41, title 28/34, title2 22/28, title3 20/25, headline 17/22 semibold,
  // body 17/22, callout 16/21, subheadline 15/20, footnote 13/18, caption 12/16,
  // caption2 11/13.
  // Other Dynamic Type sizes: ``DynamicTypeTable``.
  public static let largeTitle = style(.largeTitle, size: 34, lineHeight: 41)
  public static let title = style(.title, size: 28, lineHeight: 34)
  public static let title2 = style(.title2, size: 22, lineHeight: 28)
  public static let title3 = style(.title3, size: 20, lineHeight: 25)
  public static let headline = style(.headline, size: 17, lineHeight: 22, weight: .semibold)
  public static let subheadline = style(.subheadline, size: 15, lineHeight: 20)
  public static let body = style(.body, size: 17, lineHeight: 22)
  public static let callout = style(.callout, size: 16, lineHeight: 21)
  public static let footnote = style(.footnote, size: 13, lineHeight: 18)
  public static let caption = style(.caption, size: 12, lineHeight: 16)
  public static let caption2 = style(.caption2, size: 11, lineHeight: 13)

  /// SF Pro's line height for a font of `size` points with no text style's leading: its
  /// ascender plus descender (``SystemFontVerticalMetrics/lineHeight``), 1.1934 times the
  /// size. (`UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391 = 15 x 2444 / 2048.)
  /// Custom fonts draw as the system font, so they take its line height too.
  static func lineHeight(forSize size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    return size * SystemFontVerticalMetrics.lineHeight
  }

  /// The height of a line in points at the default (Large) text size: the text style's
  /// (Apple's table above) or the size's, two points less with tight leading and two more
  /// with loose, as iOS does.
  public var lineHeight: CGFloat {
    adjustedForLeading(standardLineHeight)
  }

  private func adjustedForLeading(_ height: CGFloat) -> CGFloat {
    switch leading {
    case .standard: return height
    case .tight: return max(0, height - 2)
    case .loose: return height + 2
    }
  }

  /// The font's size and line height in points at a Dynamic Type size: a text style's from
  /// Apple's table (``DynamicTypeTable``); a custom size scaled as its style's size scales
  /// (as `UIFontMetrics` scales it), on SF Pro's line height for the scaled size; a fixed
  /// size (`.system(size:)`, `.custom(_:fixedSize:)`) unchanged.
  package func metrics(at dynamicTypeSize: DynamicTypeSize) -> (size: CGFloat, lineHeight: CGFloat)
  {
    guard dynamicTypeSize != .large, let style = dynamicStyle else { return (size, lineHeight) }
    let scaled = DynamicTypeTable.entry(style, dynamicTypeSize)
    if isStyleSize { return (scaled.size, adjustedForLeading(scaled.leading)) }
    let ratio = scaled.size / DynamicTypeTable.entry(style, .large).size
    let scaledSize = (size * ratio).rounded()
    return (scaledSize, adjustedForLeading(Self.lineHeight(forSize: scaledSize)))
  }

  /// A system font of a text style.
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    var font = style.font
    font.design = design
    if let weight { font.weight = weight }
    return font
  }

  /// A system font of a size (fixed: it does not follow Dynamic Type).
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  {
    Font(textStyle: nil, size: size, weight: weight, design: design)
  }

  /// A system font of a size (older form).
  @_disfavoredOverload
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font {
    Font(textStyle: nil, size: size, weight: weight, design: design)
  }

  /// A system font of a text style (older form).
  @_disfavoredOverload
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    var font = style.font
    font.design = design
    return font
  }

  /// A custom font: drawn as the system font of its size, scaled as body text scales with
  /// Dynamic Type.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(textStyle: nil, size: size, dynamicStyle: .body)
  }

  /// A custom font relative to a text style: scaled as that style scales.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  {
    Font(textStyle: textStyle, size: size, dynamicStyle: textStyle)
  }

  /// A custom font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(textStyle: nil, size: fixedSize)
  }

  public func italic() -> Font { with { $0.isItalic = true } }
  public func smallCaps() -> Font { with { $0.isSmallCaps = true } }
  public func lowercaseSmallCaps() -> Font { with { $0.isSmallCaps = true } }
  public func uppercaseSmallCaps() -> Font { with { $0.isSmallCaps = true } }
  public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }
  public func weight(_ weight: Font.Weight) -> Font { with { $0.weight = weight } }
  public func width(_ width: Font.Width) -> Font { with { $0.width = width } }
  public func bold() -> Font { with { $0.isBold = true } }
  public func monospaced() -> Font { with { $0.isMonospaced = true } }
  public func leading(_ leading: Font.Leading) -> Font { with { $0.leading = leading } }

  private func with(_ change: (inout Font) -> Void) -> Font {
    var copy = self
    change(&copy)
    return copy
  }

  /// Whether glyphs in this font draw bold.
  var drawsBold: Bool {
    isBold || (weight?.drawsBold ?? false)
  }

  /// The font's size in points.
  public var pointSize: CGFloat { size }

  /// Text styles.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
    case extraLargeTitle, extraLargeTitle2

    package var font: Font {
      switch self {
      case .largeTitle: return .largeTitle
      case .title: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .body: return .body
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption: return .caption
      case .caption2: return .caption2
      // (visionOS styles: their lines are SF Pro's for the size.)
      case .extraLargeTitle:
        return Font(
          textStyle: .extraLargeTitle, size: 36, weight: .bold, dynamicStyle: .extraLargeTitle)
      case .extraLargeTitle2:
        return Font(
          textStyle: .extraLargeTitle2, size: 28, weight: .bold, dynamicStyle: .extraLargeTitle2)
      }
    }
  }

  /// Font designs.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// Font weights.
  public struct Weight: Hashable, Sendable {
    let value: Int

    /// Whether text of this weight draws bold in a terminal: semibold and heavier.
    var drawsBold: Bool { value >= Weight.semibold.value }

    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// Font widths.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat

    public init(_ value: CGFloat) {
      self.value = value
    }

    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// Line spacing variants.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }
}

extension Font {
  /// The face whose advances measure this font's glyphs at `size` points: its weight
  /// (a text style's own, or bold), design, and fixed-width digits.
  func face(size: Double) -> FontFace {
    var weightValue = weight?.value ?? Weight.regular.value
    if isBold { weightValue = max(weightValue, Weight.bold.value) }
    let fontWeight =
      FontWeight(rawValue: min(8, max(0, (weightValue + 50) / 100 - 1))) ?? .regular
    let fontDesign: FontDesign
    switch isMonospaced ? .monospaced : (design ?? .default) {
    case .default: fontDesign = .default
    case .serif: fontDesign = .serif
    case .rounded: fontDesign = .rounded
    case .monospaced: fontDesign = .monospaced
    }
    return FontFace(
      size: size, weight: fontWeight, design: fontDesign, monospacedDigits: isMonospacedDigit)
  }
}
