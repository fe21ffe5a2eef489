import Foundation
import GlimpseUI

/// The area under (or between) a line through the data's points: Swift Charts'
/// `AreaMark`. Drawn in eighth blocks, column by column; areas are not stacked.
/// - Glimpse: approximated: eighth blocks per column, between the baseline (or yStart) and the line; areas do not stack
nonisolated public struct AreaMark: ChartContent {
  public typealias Body = Never
  @usableFromInline let mark: _ChartMark

  /// The area from zero up to `y` at `x`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    mark = _ChartMark(kind: .area, x: x.plotValue, y: y.plotValue)
  }

  /// The area from zero up to `y` at `x`, in the area named by `series`.
  public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
    stacking: MarkStackingMethod = .standard
  ) {
    var mark = _ChartMark(kind: .area, x: x.plotValue, y: y.plotValue)
    mark.series = series.plotValue
    self.mark = mark
  }

  /// The area between `yStart` and `yEnd` at `x`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = _ChartMark(
      kind: .area, x: x.encoding, y: interval(yStart, yEnd))
  }

  /// The area between `xStart` and `xEnd` at `y` (drawn as a horizontal bar).
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    mark = _ChartMark(
      kind: .bar, x: interval(xStart, xEnd), y: y.encoding)
  }

  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    marks.append(content.mark)
  }
}
