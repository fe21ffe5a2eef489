import Foundation
import GlimpseUI

/// A bar: Swift Charts' `BarMark`. Drawn in eighth blocks; bars at the same x (or y, for
/// horizontal bars) stack unless told not to.
/// - Glimpse: approximated: eighth blocks; bars of one value stack from zero; widths are 70% of a category band, or one column on a continuous axis
nonisolated public struct BarMark: ChartContent {
  public typealias Body = Never
  @usableFromInline let mark: _ChartMark

  /// A bar at `x` up to `y` (or, with a category on y, along to `x`).
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    var mark = _ChartMark(kind: .bar, x: x.plotValue, y: y.plotValue)
    mark.stacks = stacking.stacks
    self.mark = mark
  }

  /// A bar at `x` from `yStart` to `yEnd`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    mark = _ChartMark(
      kind: .bar, x: x.encoding, y: interval(yStart, yEnd))
  }

  /// A horizontal bar at `y` from `xStart` to `xEnd`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    mark = _ChartMark(
      kind: .bar, x: interval(xStart, xEnd), y: y.encoding)
  }

  /// A bar at `x` spanning the plot's height.
  @inlinable
  public nonisolated init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
    width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = _ChartMark(kind: .bar, x: x.encoding, y: .interval(nil, nil))
  }

  /// A horizontal bar at `y` spanning the plot's width.
  @inlinable
  public nonisolated init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    mark = _ChartMark(kind: .bar, x: .interval(nil, nil), y: y.encoding)
  }

  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    marks.append(content.mark)
  }
}
