import Foundation
import GlimpseUI

/// A rectangle: Swift Charts' `RectangleMark`. Painted as cell backgrounds, so that the
/// marks drawn over it (a target range under readings) stay readable.
/// - Glimpse: approximated: cell backgrounds (translucent colours composited); fixed point positions are taken as the plot edges
nonisolated public struct RectangleMark: ChartContent {
  public typealias Body = Never
  @usableFromInline let mark: _ChartMark

  /// A rectangle centred on `x`, `y` (one cell unless the values are bands).
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    mark = _ChartMark(kind: .rectangle, x: x.plotValue, y: y.plotValue)
  }

  /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    mark = _ChartMark(
      kind: .rectangle, x: interval(xStart, xEnd), y: interval(yStart, yEnd))
  }

  /// A rectangle from `xStart` to `xEnd`, the plot's height (fixed positions are drawn at
  /// the plot's edges).
  @inlinable
  public nonisolated init<X: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
    yEnd: CGFloat? = nil
  ) {
    mark = _ChartMark(
      kind: .rectangle, x: interval(xStart, xEnd), y: .interval(nil, nil))
  }

  /// A rectangle from `yStart` to `yEnd`, the plot's width.
  @inlinable
  public nonisolated init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    mark = _ChartMark(
      kind: .rectangle, x: .interval(nil, nil), y: interval(yStart, yEnd))
  }

  /// A rectangle over the whole plot, or the part the fixed positions leave.
  @inlinable
  public nonisolated init(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
  ) {
    mark = _ChartMark(kind: .rectangle, x: .interval(nil, nil), y: .interval(nil, nil))
  }

  /// A rectangle at `x` from `yStart` to `yEnd`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    mark = _ChartMark(
      kind: .rectangle, x: x.encoding, y: interval(yStart, yEnd))
  }

  /// A rectangle from `xStart` to `xEnd` at `y`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    mark = _ChartMark(
      kind: .rectangle, x: interval(xStart, xEnd), y: y.encoding)
  }

  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    marks.append(content.mark)
  }
}
