import Foundation
import GlimpseUI

/// A symbol at a data point: Swift Charts' `PointMark`. Drawn as braille dots (more dots
/// for a larger `symbolSize`).
/// - Glimpse: approximated: braille dots, more of them for a larger symbolSize; every symbol shape draws as dots
nonisolated public struct PointMark: ChartContent {
  public typealias Body = Never
  @usableFromInline let mark: _ChartMark

  /// A point at `x`, `y`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _ChartMark(kind: .point, x: x.plotValue, y: y.plotValue)
  }

  /// A point at `x`, in the middle of the plot's height.
  @inlinable
  public nonisolated init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
    mark = _ChartMark(kind: .point, x: x.encoding, y: .none)
  }

  /// A point at `y`, in the middle of the plot's width.
  @inlinable
  public nonisolated init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
    mark = _ChartMark(kind: .point, x: .none, y: y.encoding)
  }

  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    marks.append(content.mark)
  }
}
