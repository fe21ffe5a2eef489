/// How an outline is stroked: SwiftUI's `StrokeStyle`, as far as cells can show it.
///
/// The line is one braille dot wide whatever its width (a dot is 3.5 by 5 points); its
/// width only keeps a thin stroke from being mistaken for a fill. Dashes are drawn.
public struct ShapeStroke: Hashable, Sendable {
  /// The line's width in points.
  public var lineWidth: Double
  /// Dash lengths in points: on, off, on, … (empty: solid).
  public var dash: [Double]
  /// How far into the dash pattern the line starts, in points.
  public var dashPhase: Double

  /// A stroke `lineWidth` points wide, dashed by `dash`.
  public init(lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0) {
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// Whether the pattern draws gaps.
  public var isDashed: Bool {
    dash.count >= 2 && dash.contains { $0.isFinite && $0 > 0 }
      && dash.enumerated().contains { $0.offset % 2 == 1 && $0.element > 0 }
  }
}
