/// What one top or bottom edge of a view asks of its neighbour in a VStack whose spacing is
/// not given: SwiftUI's spacing preferences, which make the default gap depend on the kinds
/// of the two views. (In an HStack every pair but a spacer's is 8 pt apart: a text or a
/// symbol image has no preference for its left and right edges.)
///
/// The model is the one OpenSwiftUI (a reimplementation of SwiftUI audited against iOS 18)
/// reads out of SwiftUI, `OpenSwiftUICore/Layout/Geometry/Spacing.swift` and
/// `View/Text/Text/Text+Spacing.swift`; its formula reproduces macOS SwiftUI's measured
/// gaps (text above a view 11.15 pt, a view above text 6.22 pt, 8 pt between two other
/// views). An edge holds a value for each kind of neighbour it has a preference about; two
/// edges meet at the largest value over the kinds both have, and at 8 pt when they share
/// none:
///
/// - a plain view (a colour, a shape, a padded or framed edge) is 8 pt from another, and
///   lets a text's preference decide the gap to it;
/// - a text's edge below a view is its font's line spacing less its ascender (6.43 pt for
///   17 pt SF Pro on a 3x screen); above a view, that spacing less its cap height (10.64 pt);
/// - two texts meet at the lower one's leading: 0 for the system font, so lines of text
///   in a VStack sit as a paragraph's lines do;
/// - a symbol image meets a text with no gap (its baseline offset, which decides the gap
///   to a plain view, is not known here: against a plain view it is 8 pt);
/// - a spacer meets anything with no gap.
public struct StackEdgeSpacing: Hashable, Sendable {
  /// How an edge meets a text's edge when both have this kind of preference.
  public enum TextToText: Hashable, Sendable {
    /// A fixed distance (a symbol image's 0).
    case distance(Double)
    /// A text's: the lower text's leading decides.
    case text(leading: Double)
  }

  /// The preference toward a text edge of the same kind (textToText).
  public var textToText: TextToText?
  /// The preference toward a text below this bottom edge, or of this top edge below a view
  /// (SwiftUI's edgeAboveText).
  public var aboveText: Double?
  /// The preference toward a text above this top edge, or of this bottom edge above a view
  /// (SwiftUI's edgeBelowText).
  public var belowText: Double?
  /// A preference toward any neighbour (a spacer's 0), used when no kind is shared.
  public var anyNeighbour: Double?

  /// An edge with the given preferences.
  public init(
    textToText: TextToText? = nil, aboveText: Double? = nil, belowText: Double? = nil,
    anyNeighbour: Double? = nil
  ) {
    self.textToText = textToText
    self.aboveText = aboveText
    self.belowText = belowText
    self.anyNeighbour = anyNeighbour
  }

  /// A plain view's top edge: it lets a text above it decide.
  public static let plainTop = StackEdgeSpacing(belowText: 0)
  /// A plain view's bottom edge: it lets a text below it decide.
  public static let plainBottom = StackEdgeSpacing(aboveText: 0)
  /// A spacer's edge: no gap beside it.
  public static let spacer = StackEdgeSpacing(anyNeighbour: 0)
  /// A symbol image's edge: no gap to a text.
  public static let symbol = StackEdgeSpacing(textToText: .distance(0))
  /// An edge with no preference at all (an empty stack's): the default gap to anything.
  public static let none = StackEdgeSpacing()

  /// The edges of a text whose largest font is `size` points of SF Pro
  /// (``SystemFontVerticalMetrics``), on a 3x screen, as today's iPhones have (the watch's
  /// 2x would move a gap by under a pixel: not modelled).
  public static func text(size: Double) -> (top: StackEdgeSpacing, bottom: StackEdgeSpacing) {
    let size = size.isFinite ? max(0, min(size, 1e6)) : 0
    let ascender = size * SystemFontVerticalMetrics.ascender
    let descender = size * SystemFontVerticalMetrics.descender
    let capHeight = size * SystemFontVerticalMetrics.capHeight
    let lineHeight = ascender + descender
    // The extra line spacing: a tenth of the line, rounded up to a whole pixel.
    let pixelsPerPoint = 3.0
    let extra = (0.1 * lineHeight * pixelsPerPoint).rounded(.up) / pixelsPerPoint
    let lineSpacing = lineHeight + extra
    let top = StackEdgeSpacing(
      textToText: .text(leading: 0), aboveText: lineSpacing - ascender)
    let bottom = StackEdgeSpacing(
      textToText: .text(leading: 0),
      belowText: max(lineSpacing - capHeight, extra + descender))
    return (top, bottom)
  }

  /// The gap in points between a view whose bottom edge is `upper` and the view below it
  /// whose top edge is `lower`: the largest over the kinds of preference both have, else
  /// either's preference toward any neighbour, else the default (8 pt).
  public static func gap(
    between upper: StackEdgeSpacing, and lower: StackEdgeSpacing, defaultGap: Double
  ) -> Double {
    var gap: Double?
    func consider(_ value: Double) { gap = max(gap ?? -.infinity, value) }
    if let above = upper.aboveText, let below = lower.aboveText { consider(above + below) }
    if let above = upper.belowText, let below = lower.belowText { consider(above + below) }
    if let above = upper.textToText, let below = lower.textToText {
      switch (above, below) {
      case (.distance(let a), .distance(let b)): consider(a + b)
      case (.distance(let d), .text), (.text, .distance(let d)): consider(d)
      case (.text, .text(let leading)): consider(leading)
      }
    }
    if let gap { return max(0, gap) }
    switch (upper.anyNeighbour, lower.anyNeighbour) {
    case (let a?, let b?): return max(0, a, b)
    case (let a?, nil), (nil, let a?): return max(0, a)
    case (nil, nil): return defaultGap
    }
  }

  /// This edge and `other` as one edge (a stack's, of children side by side): each kind's
  /// largest preference.
  public func merged(with other: StackEdgeSpacing) -> StackEdgeSpacing {
    func larger(_ a: Double?, _ b: Double?) -> Double? {
      guard let a else { return b }
      guard let b else { return a }
      return max(a, b)
    }
    let textToText: TextToText?
    switch (self.textToText, other.textToText) {
    case (nil, let value), (let value, nil): textToText = value
    case (.text(let a)?, .text(let b)?): textToText = .text(leading: max(a, b))
    case (.text?, .distance?): textToText = self.textToText
    case (.distance?, .text?): textToText = other.textToText
    case (.distance(let a)?, .distance(let b)?): textToText = .distance(max(a, b))
    }
    return StackEdgeSpacing(
      textToText: textToText, aboveText: larger(aboveText, other.aboveText),
      belowText: larger(belowText, other.belowText),
      anyNeighbour: larger(anyNeighbour, other.anyNeighbour))
  }
}
