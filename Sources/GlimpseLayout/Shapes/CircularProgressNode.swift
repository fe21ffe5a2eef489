/// A circular progress view with a value: one ring glyph (`○ ◔ ◑ ◕ ●`, the nearest
/// quarter, see ``RingGlyphs``) in one cell, or a braille ring when it is framed larger.
///
/// Unframed, it is SwiftUI's 20 pt ring, one cell, whatever room it is offered (a compact
/// slot, a watch's Smart Stack). Framed as a square of 40 pt or more (`.frame(width: 56,
/// height: 56)`: offered the same width and height), it takes the square and draws its
/// track as every other dot of a circle and its progress as the circle's dots from the
/// top, clockwise, to the fraction: 24 %, 50 % and 76 % stop at different dots.
public final class CircularProgressNode: LayoutNode {
  /// The fraction shown, 0...1.
  public let fraction: Double
  /// The ring's colour.
  public let tint: TerminalColor

  /// A ring showing `fraction` (clamped to 0...1; NaN counts as 0).
  public init(fraction: Double, tint: TerminalColor) {
    self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : (fraction > 0 ? 1 : 0)
    self.tint = tint
  }

  /// The points of each side of an unframed ring (SwiftUI's 20 pt).
  public static let side = 20.0
  /// The fewest points of each side offered from which the ring is drawn in braille.
  public static let smallestBrailleSide = 40.0
  public override var viewName: String? { "ProgressView" }

  /// The side of the ring for `proposal`.
  private func side(for proposal: ProposedSize) -> Double {
    guard let width = proposal.width, let height = proposal.height,
      width < ProposedSize.unboundedPoints, height < ProposedSize.unboundedPoints,
      min(width, height) >= Self.smallestBrailleSide, abs(width - height) < 0.5
    else { return Self.side }
    return width
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let side = side(for: proposal)
    // A braille ring spans the columns of its side; a glyph is one column.
    let columns = side > Self.side ? max(1, ColumnRule.columns(forGap: side)) : 1
    return LayoutSize(
      width: side, height: side, columns: columns, rows: RowRule.rows(forDrawing: side))
  }

  public override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    canvas.noteContent(in: layout)
    let rect = layout.cells
    guard rect.height >= 2, rect.width >= 3, layout.width > 0, layout.height > 0 else {
      canvas.put(
        RingGlyphs.glyph(for: fraction), x: rect.minX + (rect.width - 1) / 2,
        y: rect.minY + (rect.height - 1) / 2, style: CellStyle(foreground: tint))
      return
    }
    canvas.drawShapeRaster(
      Self.ring(fraction: fraction, in: layout), x: rect.minX, y: rect.minY, color: tint)
  }

  /// The braille ring for `fraction` over `layout`'s cells: the circle of its smaller side,
  /// centred, its track sparse, its progress from the top, clockwise.
  static func ring(fraction: Double, in layout: LayoutRect) -> PlotRaster {
    let rect = layout.cells
    var raster = PlotRaster(width: rect.width, height: rect.height)
    let scale = PlotRaster.PointScale(
      x: Double(rect.width) / layout.width, y: Double(rect.height) / layout.height)
    // The circle runs through the centres of the outermost dots.
    let (dotWidth, dotHeight) = (1 / (scale.x * 2), 1 / (scale.y * 4))
    let side = min(layout.width - dotWidth, layout.height - dotHeight)
    var path = ShapePath()
    path.addEllipse(
      x: (layout.width - side) / 2, y: (layout.height - side) / 2, width: side, height: side)
    path = path.rotated(
      by: -Double.pi / 2, about: ShapePath.Point(x: layout.width / 2, y: layout.height / 2))
    let tolerance = min(dotWidth, dotHeight) / 3
    let circle = path.polylines(tolerance: tolerance)
    raster.stroke(circle, scale: scale, color: .default, sparse: true, boxLines: false)
    if fraction > 0 {
      raster.stroke(
        circle.trimmed(from: 0, to: fraction), scale: scale, color: .default, sparse: false,
        boxLines: false)
    }
    return raster
  }
}
