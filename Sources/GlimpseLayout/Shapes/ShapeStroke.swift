/// How an outline is stroked: SwiftUI's `StrokeStyle`, as far as cells can show it.
///
/// A line about a braille dot wide or less (a dot is half a column across and a quarter of a
/// row down at the drawing's scale: 3.5 by 5 points at one point a point) is drawn one dot
/// wide; a wider one covers the dots whose centres lie within half its width of the path,
/// with its ends cut square (``Cap/butt``), rounded or extended as the device draws them,
/// and its corners mitred, rounded or cut (``Join``). Dashes are drawn.
public struct ShapeStroke: Hashable, Sendable {
  /// The line's width in points.
  public var lineWidth: Double
  /// Dash lengths in points: on, off, on, … (empty: solid).
  public var dash: [Double]
  /// How far into the dash pattern the line starts, in points.
  public var dashPhase: Double
  /// How the ends of the line (and of each dash) are drawn.
  public var lineCap: Cap
  /// How the line turns a corner.
  public var lineJoin: Join
  /// The longest a mitred corner reaches, as a multiple of the line's width, from its inner
  /// corner to its tip; a sharper corner is drawn ``Join/bevel``.
  public var miterLimit: Double

  /// The end of a line: SwiftUI's `CGLineCap`.
  public enum Cap: Hashable, Sendable {
    /// Cut square at the end point.
    case butt
    /// A half disc of the line's width beyond the end point.
    case round
    /// Extended by half the line's width beyond the end point, cut square.
    case square
  }

  /// A corner of a line: SwiftUI's `CGLineJoin`.
  public enum Join: Hashable, Sendable {
    /// The two edges extended until they meet: a sharp corner (up to ``miterLimit``).
    case miter
    /// A disc of the line's width about the corner.
    case round
    /// The outer corner cut straight across between the two edges' ends.
    case bevel
  }

  /// A stroke `lineWidth` points wide, dashed by `dash`, its ends drawn as `lineCap`, its
  /// corners as `lineJoin` (a mitre no longer than `miterLimit` widths).
  public init(
    lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0, lineCap: Cap = .butt,
    lineJoin: Join = .miter, miterLimit: Double = 10
  ) {
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }

  /// Whether the pattern draws gaps.
  public var isDashed: Bool {
    dash.count >= 2 && dash.contains { $0.isFinite && $0 > 0 }
      && dash.enumerated().contains { $0.offset % 2 == 1 && $0.element > 0 }
  }
}
