import Foundation
import GlimpseUI

/// A straight line across the plot at a value: Swift Charts' `RuleMark`. Drawn as a box
/// line (`─`, `│`; dashed line styles as `┄`, `┆`).
/// - Glimpse: approximated: box lines (dashed when the line style has a dash) in the row or column the value falls in
nonisolated public struct RuleMark: ChartContent {
  public typealias Body = Never
  @usableFromInline let mark: _ChartMark

  /// A horizontal rule at `y`, across the plot.
  @inlinable
  public nonisolated init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>
  ) {
    mark = _ChartMark(kind: .rule, x: .interval(nil, nil), y: y.encoding)
  }

  /// A vertical rule at `x`, down the plot.
  @inlinable
  public nonisolated init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
  ) {
    mark = _ChartMark(kind: .rule, x: x.encoding, y: .interval(nil, nil))
  }

  /// A horizontal rule at `y` from `xStart` to `xEnd`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    mark = _ChartMark(
      kind: .rule, x: interval(xStart, xEnd), y: y.encoding)
  }

  /// A vertical rule at `x` from `yStart` to `yEnd`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    mark = _ChartMark(
      kind: .rule, x: x.encoding, y: interval(yStart, yEnd))
  }

  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    marks.append(content.mark)
  }
}
