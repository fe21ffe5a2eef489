/// A shape drawn in cells: Rectangle, RoundedRectangle, Capsule, Circle, or a custom path
/// (drawn as its frame).
///
/// Shapes take whatever size they are offered (a column by 10 pt when asked for their
/// ideal), and at least a row when they have any height.
/// A filled shape one row tall draws as a `━` run (a Circle as `●`), so progress segments
/// and bars read in plain text; a taller filled shape paints its colour behind whatever
/// is drawn over it, as does any fill drawn as a backdrop (see
/// ``Canvas/isDrawingBackdrop``). A stroked shape draws a box-drawing outline (rounded corners for
/// rounded shapes). A trimmed circle draws as a ring glyph for its fraction.
public final class ShapeNode: LayoutNode {
  /// The outline.
  public enum Kind: Hashable, Sendable {
    case rectangle, roundedRectangle, capsule, circle, custom
  }

  /// How the shape is painted.
  public enum Paint: Hashable, Sendable {
    /// Filled with a colour.
    case fill(TerminalColor)
    /// Outlined in a colour.
    case stroke(TerminalColor)
  }

  /// The outline.
  public let kind: Kind
  /// Fill or stroke, and the colour.
  public let paint: Paint
  /// The visible part of the outline, 0...1 (`.trim(from:to:)`).
  public let trim: ClosedRange<Double>
  /// Whether `.trim(from:to:)` was applied, even one that keeps it all: a progress ring
  /// trimmed to 1 is full, not an untrimmed track.
  public let isTrimmed: Bool
  /// Whether a fill only paints cell backgrounds, whatever its height (a `Color` used as
  /// a view).
  public let paintsBackgroundOnly: Bool
  /// Whether the fill is translucent (a track, an unfilled segment): a one-row run then
  /// draws light (`─`), not heavy (`━`), so filled and unfilled read apart in plain text.
  public let isFaint: Bool

  /// A shape.
  public init(
    kind: Kind, paint: Paint, trim: ClosedRange<Double>? = nil, paintsBackgroundOnly: Bool = false,
    isFaint: Bool = false
  ) {
    self.kind = kind
    self.paint = paint
    self.paintsBackgroundOnly = paintsBackgroundOnly
    self.isFaint = isFaint
    isTrimmed = trim != nil
    let kept = trim ?? 0...1
    let lower = kept.lowerBound.isFinite ? min(1, max(0, kept.lowerBound)) : 0
    let upper = kept.upperBound.isFinite ? min(1, max(lower, kept.upperBound)) : 1
    self.trim = lower...upper
  }

  /// The points of height a shape asks for when offered none (SwiftUI's 10 pt).
  public static let idealHeight = 10.0
  /// The points of width a shape asks for when offered none (SwiftUI's 10 pt).
  public static let idealWidth = 10.0

  public override var viewName: String? {
    if paintsBackgroundOnly { return "Color" }
    switch kind {
    case .rectangle: return "Rectangle"
    case .roundedRectangle: return "RoundedRectangle"
    case .capsule: return "Capsule"
    case .circle: return "Circle"
    case .custom: return "Shape"
    }
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? Self.idealHeight, ProposedSize.unboundedPoints)
    let width = min(proposal.width ?? Self.idealWidth, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: width, height: height, columns: width > 0 ? 1 : 0,
      rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    canvas.noteContent(in: rect)
    if canvas.isDrawingOverlay && !canvas.isPreservingGlyphs {
      canvas.preservingGlyphs { drawShape(in: rect.cells, on: &$0) }
    } else {
      drawShape(in: rect.cells, on: &canvas)
    }
  }

  private func drawShape(in rect: CellRect, on canvas: inout Canvas) {
    switch paint {
    case .fill(let color):
      let style = CellStyle(foreground: color)
      if paintsBackgroundOnly || canvas.isDrawingBackdrop || canvas.isDrawingOverlay {
        canvas.paintBackground(color, in: rect)
      } else if kind == .circle && (isTrimmed || rect.height == 1) {
        let glyph =
          isTrimmed ? RingGlyphs.glyph(for: trim.upperBound - trim.lowerBound) : "\u{25CF}"
        canvas.put(
          glyph, x: rect.minX + (rect.width - 1) / 2, y: rect.minY + (rect.height - 1) / 2,
          style: style)
      } else if rect.height == 1 {
        canvas.fill(trimmedRun(rect), with: isFaint ? "\u{2500}" : "\u{2501}", style: style)
      } else {
        canvas.paintBackground(color, in: rect)
      }
    case .stroke(let color):
      let style = CellStyle(foreground: color)
      if kind == .circle && (isTrimmed || rect.height == 1 || rect.width <= 2) {
        let glyph =
          isTrimmed ? RingGlyphs.glyph(for: trim.upperBound - trim.lowerBound) : "\u{25CB}"
        canvas.put(
          glyph, x: rect.minX + (rect.width - 1) / 2, y: rect.minY + (rect.height - 1) / 2,
          style: style)
      } else if rect.height == 1 {
        canvas.fill(trimmedRun(rect), with: "\u{2500}", style: style)
      } else if rect.width == 1 {
        canvas.fill(rect, with: "\u{2502}", style: style)
      } else {
        let corners: BoxCorners = kind == .rectangle || kind == .custom ? .square : .rounded
        BoxOutline.draw(rect, corners: corners, style: style, on: &canvas)
      }
    }
  }

  private func trimmedRun(_ rect: CellRect) -> CellRect {
    let start = Int((trim.lowerBound * Double(rect.width)).rounded())
    let end = Int((trim.upperBound * Double(rect.width)).rounded())
    return CellRect(x: rect.minX + start, y: rect.minY, width: max(0, end - start), height: 1)
  }
}

/// The glyphs of a progress ring, empty to full.
public enum RingGlyphs {
  /// `○ ◔ ◑ ◕ ●`.
  public static let steps: [Unicode.Scalar] = [
    "\u{25CB}", "\u{25D4}", "\u{25D1}", "\u{25D5}", "\u{25CF}",
  ]

  /// The ring glyph for `fraction` (0...1; NaN counts as 0).
  public static func glyph(for fraction: Double) -> Unicode.Scalar {
    steps[index(for: fraction)]
  }

  /// The step, 0...4, shown for `fraction`: the nearest quarter, except that only nothing
  /// is empty and only all is full. A ring at 10 % or 24 % shows an arc (`◔`), as the
  /// device draws one, where rounding down once drew them empty like 0 %; 99 % is `◕`.
  public static func index(for fraction: Double) -> Int {
    guard fraction.isFinite, fraction > 0 else { return 0 }
    guard fraction < 1 else { return 4 }
    return min(3, max(1, Int((fraction * 4).rounded())))
  }
}
