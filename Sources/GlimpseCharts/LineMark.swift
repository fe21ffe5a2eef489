import Foundation
import GlimpseUI

/// A line through the data's points: Swift Charts' `LineMark`. Drawn in braille dots.
/// - Glimpse: drawn
nonisolated public struct LineMark: ChartContent {
  public typealias Body = Never
  @usableFromInline let mark: _ChartMark

  /// A line point at `x`, `y`.
  @inlinable
  public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    mark = _ChartMark(kind: .line, x: x.plotValue, y: y.plotValue)
  }

  /// A line point at `x`, `y` in the line named by `series`.
  public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    var mark = _ChartMark(kind: .line, x: x.plotValue, y: y.plotValue)
    mark.series = series.plotValue
    self.mark = mark
  }

  @MainActor @inlinable
  public static func _collectMarks(_ content: Self, into marks: inout [_ChartMark]) {
    marks.append(content.mark)
  }
}
