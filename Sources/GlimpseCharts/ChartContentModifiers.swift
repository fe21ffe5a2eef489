import Foundation
import GlimpseLayout
import GlimpseUI

/// Content with a change to the marks it collects (a style, a symbol, a size).
nonisolated public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
  public typealias Body = Never
  let content: Content
  let change: (inout _ChartMark) -> Void

  @MainActor public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    let start = marks.count
    Content._collectMarks(content.content, into: &marks)
    for index in start..<marks.count {
      content.change(&marks[index])
    }
  }
}

extension ChartContent {
  func changingMarks(_ change: @escaping (inout _ChartMark) -> Void) -> _ModifiedChartContent<Self>
  {
    _ModifiedChartContent(content: self, change: change)
  }

  /// Draws the marks in `style`.
  /// - Glimpse: drawn
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    let erased = AnyShapeStyle(style)
    return changingMarks { $0.style = erased }
  }

  /// Colours the marks by `value`'s category, with a legend entry per category.
  /// - Glimpse: drawn
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>)
    -> some ChartContent
  {
    changingMarks { $0.styleCategory = value.plotValue }
  }

  /// Draws points with `symbol` (in the legend; every symbol is dots in the plot).
  /// - Glimpse: approximated: the legend shows the symbol; the plot draws dots
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let basic = symbol._basicShape
    return changingMarks { $0.symbol = basic }
  }

  /// Gives points a symbol per category of `value` (accepted; points draw as dots).
  /// - Glimpse: accepted
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Draws points with a view as their symbol (accepted; drawn as dots).
  ///
  /// - Glimpse: accepted
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Sets the symbol's area in square points.
  /// - Glimpse: approximated: a dot is 3.5 pt across and 5 pt down; at most a cell of dots
  public func symbolSize(_ area: CGFloat) -> some ChartContent {
    changingMarks { $0.symbolSize = Double(area) }
  }

  /// Sets the symbol's size.
  /// - Glimpse: approximated: a dot is 3.5 pt across and 5 pt down; at most a cell of dots
  public func symbolSize(_ size: CGSize) -> some ChartContent {
    changingMarks { $0.symbolSize = Double(size.width * size.height) }
  }

  /// Sizes symbols by `value` (accepted; drawn at the default size).
  ///
  /// - Glimpse: accepted
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    changingMarks { _ in }
  }

  /// How lines and areas pass between their points.
  /// - Glimpse: approximated: steps are drawn as steps; curves as straight segments
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    changingMarks { $0.interpolation = method }
  }

  /// The stroke of lines and rules (a dash draws rules dashed).
  /// - Glimpse: approximated: a dash draws rules dashed; widths and caps are not drawn
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    let dashed = !style.dash.isEmpty
    return changingMarks { $0.isDashed = dashed }
  }

  /// Strokes by `value` (accepted; drawn with the default stroke).
  ///
  /// - Glimpse: accepted
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    changingMarks { _ in }
  }

  /// The marks' opacity.
  /// - Glimpse: drawn
  public func opacity(_ value: Double) -> some ChartContent {
    changingMarks { $0.opacity *= value }
  }

  /// An annotation beside the marks (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> some ChartContent {
    changingMarks { _ in }
  }

  /// An annotation beside the marks, built from its context (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Rounds the corners of bars and rectangles (accepted; cells have none).
  ///
  /// - Glimpse: accepted
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular)
    -> some ChartContent
  {
    changingMarks { _ in }
  }

  /// A shadow under the marks (accepted; cells have none).
  ///
  /// - Glimpse: accepted
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Blurs the marks (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func blur(radius: CGFloat) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Moves the marks by points (accepted; marks stay on their values).
  ///
  /// - Glimpse: accepted
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Places marks side by side by `value` (accepted; marks overlap).
  ///
  /// - Glimpse: accepted
  public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> some ChartContent {
    changingMarks { _ in }
  }

  /// The order marks are drawn in (accepted; marks draw in the order written).
  ///
  /// - Glimpse: accepted
  public func zIndex(_ value: Double) -> some ChartContent {
    changingMarks { _ in }
  }

  /// The marks' accessibility label (accepted; a terminal has no accessibility tree).
  ///
  /// - Glimpse: accepted
  public func accessibilityLabel(_ label: Text) -> some ChartContent {
    changingMarks { _ in }
  }

  /// The marks' accessibility value (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityValue(_ value: Text) -> some ChartContent {
    changingMarks { _ in }
  }

  /// Hides the marks from accessibility (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
    changingMarks { _ in }
  }
}

/// How a line passes between its points: Swift Charts' `InterpolationMethod`. Steps are
/// drawn as steps; curves as straight segments.
/// - Glimpse: approximated: steps are drawn as steps; curves (catmullRom, cardinal, monotone) as straight segments
public struct InterpolationMethod: Equatable, Sendable {
  let plot: PlotInterpolation

  /// Straight segments.
  public static let linear = InterpolationMethod(plot: .linear)
  /// A Catmull-Rom curve (drawn straight).
  public static let catmullRom = InterpolationMethod(plot: .linear)
  /// A cardinal curve (drawn straight).
  public static let cardinal = InterpolationMethod(plot: .linear)
  /// A monotone curve (drawn straight).
  public static let monotone = InterpolationMethod(plot: .linear)
  /// A step at each point, then flat.
  public static let stepStart = InterpolationMethod(plot: .stepStart)
  /// A step half way between points.
  public static let stepCenter = InterpolationMethod(plot: .stepCenter)
  /// Flat to the next point, then a step.
  public static let stepEnd = InterpolationMethod(plot: .stepEnd)

  /// A cardinal curve of a tension (drawn straight).
  public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }

  /// A Catmull-Rom curve of an alpha (drawn straight).
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

/// Where an annotation goes: Swift Charts' `AnnotationPosition`.
/// - Glimpse: accepted
public struct AnnotationPosition: Equatable, Sendable {
  let name: String

  /// The chart's choice.
  public static let automatic = AnnotationPosition(name: "automatic")
  /// Over the mark.
  public static let overlay = AnnotationPosition(name: "overlay")
  /// Above.
  public static let top = AnnotationPosition(name: "top")
  /// Below.
  public static let bottom = AnnotationPosition(name: "bottom")
  /// Before.
  public static let leading = AnnotationPosition(name: "leading")
  /// After.
  public static let trailing = AnnotationPosition(name: "trailing")
  /// Above and before.
  public static let topLeading = AnnotationPosition(name: "topLeading")
  /// Above and after.
  public static let topTrailing = AnnotationPosition(name: "topTrailing")
  /// Below and before.
  public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
  /// Below and after.
  public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// What an annotation's content is built from: Swift Charts' `AnnotationContext`.
/// - Glimpse: accepted
public struct AnnotationContext {
  /// The size of the annotated mark (zero: Glimpse does not draw annotations).
  public var targetSize: CGSize = .zero
}

/// The shape of a point's symbol: Swift Charts' `ChartSymbolShape`.
/// - Glimpse: approximated: the legend shows the shape (● ■ ▲ ◆ ⬟ ✚ ✖ ✱); the plot draws dots
public protocol ChartSymbolShape: Sendable {
  /// The basic shape Glimpse draws the legend's symbol as. Glimpse's hook.
  var _basicShape: BasicChartSymbolShape { get }
}

/// The built-in symbols: Swift Charts' `BasicChartSymbolShape`.
/// - Glimpse: approximated: the legend shows the shape; the plot draws dots
public struct BasicChartSymbolShape: ChartSymbolShape, Equatable {
  /// The glyph the legend shows.
  let glyph: Unicode.Scalar

  public var _basicShape: BasicChartSymbolShape { self }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle: `●`.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{25CF}") }
  /// A square: `■`.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{25A0}") }
  /// A triangle: `▲`.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{25B2}") }
  /// A diamond: `◆`.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{25C6}") }
  /// A pentagon: `⬟`.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{2B1F}") }
  /// A plus: `✚`.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{271A}") }
  /// A cross: `✖`.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{2716}") }
  /// An asterisk: `✱`.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(glyph: "\u{2731}") }
}
