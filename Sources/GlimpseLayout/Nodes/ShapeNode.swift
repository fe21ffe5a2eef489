/// A shape drawn in cells from its outline in points.
///
/// Shapes take whatever size they are offered (a column by 10 pt when asked for their
/// ideal), and at least a row when they have any height. How each is drawn
/// (``drawing(columns:rows:width:height:canvas:)``, named in `--explain`):
///
/// - a filled shape one row tall draws as a `━` run (a circle as `●`), one column wide and
///   taller than wide as a `┃` run, so bars and accents read in plain text with their
///   direction; any other fill is rasterised from its path in block elements (`█`,
///   eighths, quadrants);
/// - a fill drawn as a backdrop (see ``Canvas/isDrawingBackdrop``), or under text in a
///   ZStack, paints its colour behind what is drawn over it instead;
/// - a stroked rectangle or rounded rectangle draws a box-drawing outline (rounded corners
///   for rounded shapes), or, one row tall, brackets at its ends; any other stroke (a ring,
///   an arc, a custom path, a trimmed or dashed outline) is rasterised from its path in
///   braille dots, and a small ring as one glyph (`○ ◔ ◑ ◕ ●`);
/// - a shape under another shape (a bar's track, a ring's track, see ``ShapeLayering``)
///   draws light (`─`, `░`, every other dot), so the part on top reads apart from it
///   without colour.
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

  /// How a shape is drawn in cells (the `--explain` detail).
  public enum Drawing: String, Sendable {
    /// Cell backgrounds only.
    case background = "background colour"
    /// One ring glyph.
    case ringGlyph = "ring glyph"
    /// A `━` run (`─` when light).
    case horizontalRun = "━ run"
    /// A `┃` run (`│` when light).
    case verticalRun = "┃ run"
    /// Box-drawing outline.
    case boxOutline = "box outline"
    /// Brackets at the two ends of a one-row outline.
    case endBrackets = "end brackets"
    /// Block elements from the path.
    case blocks = "path in blocks"
    /// Braille dots from the path.
    case braille = "path in braille"
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
  /// Whether the fill is translucent (a track, an unfilled segment): it draws light (`─`,
  /// `░`, sparse dots), so filled and unfilled read apart in plain text.
  public let isFaint: Bool
  /// The outline for a frame of width by height points, when it is not a built-in one
  /// (``outlineName``); nil for both: the kind's is drawn.
  public let makePath: (@Sendable (_ width: Double, _ height: Double) -> ShapePath)?
  /// The name of the outline, when it is a built-in one: its raster is found in the cache
  /// by the name, and its path built from it (``ShapeOutlineName/path(width:height:)``).
  public let outlineName: ShapeOutlineName?
  /// Whether the shape has an outline to rasterise (a path or a built-in outline's name).
  private var hasPath: Bool { makePath != nil || outlineName != nil }
  /// How a stroke is drawn.
  public let stroke: ShapeStroke
  /// Whether a fill uses the even-odd rule.
  public let isEvenOdd: Bool
  /// The turn, in radians clockwise, applied about the frame's centre
  /// (`.rotationEffect`).
  public let rotation: Double

  /// A shape.
  public init(
    kind: Kind, paint: Paint, trim: ClosedRange<Double>? = nil, paintsBackgroundOnly: Bool = false,
    isFaint: Bool = false,
    path: (@Sendable (_ width: Double, _ height: Double) -> ShapePath)? = nil,
    outlineName: ShapeOutlineName? = nil,
    stroke: ShapeStroke = ShapeStroke(), isEvenOdd: Bool = false, rotation: Double = 0
  ) {
    self.kind = kind
    self.paint = paint
    self.paintsBackgroundOnly = paintsBackgroundOnly
    self.isFaint = isFaint
    self.makePath = path
    self.outlineName = outlineName
    self.stroke = stroke
    self.isEvenOdd = isEvenOdd
    self.rotation = rotation.isFinite ? rotation : 0
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
  /// The points of height from which a one-row outline is drawn as brackets at its ends
  /// (an outline around a row of buttons) rather than a line.
  public static let bracketHeight = 14.0

  /// The size last answered, for the trace's detail (the shape's own, in a frame it took).
  private var lastSize: LayoutSize?

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

  public override var traceDetail: String? {
    guard let size = lastSize else { return nil }
    let layering = ShapeLayering.of(self)
    let drawing = drawing(
      columns: size.columns, rows: size.rows, width: size.width, height: size.height,
      layering: layering, backdrop: false, overlay: false)
    var parts: [String] = []
    switch paint {
    case .fill: parts.append("fill")
    case .stroke: parts.append(stroke.isDashed ? "dashed stroke" : "stroke")
    }
    if isTrimmed {
      parts.append(
        "trimmed \(Int((trim.lowerBound * 100).rounded()))-\(Int((trim.upperBound * 100).rounded())) %"
      )
    }
    parts.append("drawn as \(drawing.rawValue)")
    if let reason = lightness(layering) { parts.append("light: \(reason)") }
    return parts.joined(separator: ", ")
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? Self.idealHeight, ProposedSize.unboundedPoints)
    let width = min(proposal.width ?? Self.idealWidth, ProposedSize.unboundedPoints)
    let size = LayoutSize(
      width: width, height: height, columns: width > 0 ? 1 : 0,
      rows: RowRule.rows(forDrawing: height))
    lastSize = size
    return size
  }

  // All the width offered, as ``computeSize(_:)`` answers.
  public override func contentGrowsPast(_ width: Double, height: Double) -> Bool {
    ProposedSize.unboundedPoints > width + 0.5
  }

  // What it is offered (so it fills a frame around it, and takes it).
  public override var answersAnyOffer: Bool { true }

  // No point wide when offered none.
  public override var isNarrowestOfferedNoWidth: Bool { true }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    guard !rect.isEmpty else { return }
    canvas.noteContent(in: rect)
    let layering = ShapeLayering.of(self)
    if canvas.isDrawingOverlay && !canvas.isPreservingGlyphs && layering != .overShape {
      canvas.preservingGlyphs { drawShape(in: rect, layering: layering, on: &$0) }
    } else {
      drawShape(in: rect, layering: layering, on: &canvas)
    }
  }

  /// Why the shape draws light (`─`, `░`, every other dot), or nil when it does not: it
  /// is translucent, a grey, or under another shape.
  private func lightness(_ layering: ShapeLayering) -> String? {
    if layering == .underShape { return "under another shape" }
    if isFaint { return "translucent" }
    switch paint {
    case .fill(let color), .stroke(let color): return color.isGrey ? "grey" : nil
    }
  }

  /// Whether the shape draws light.
  private func isLight(_ layering: ShapeLayering) -> Bool {
    lightness(layering) != nil
  }

  /// How the shape is drawn in `columns` by `rows` cells standing for `width` by `height`
  /// points.
  public func drawing(
    columns: Int, rows: Int, width: Double, height: Double, layering: ShapeLayering,
    backdrop: Bool, overlay: Bool
  ) -> Drawing {
    let isBuiltIn = kind != .custom || !hasPath
    switch paint {
    case .fill:
      if paintsBackgroundOnly || backdrop || (overlay && layering != .overShape) {
        return .background
      }
      if kind == .circle && (isTrimmed || rows == 1) { return .ringGlyph }
      if isBuiltIn && columns == 1 && height > width { return .verticalRun }
      if isBuiltIn && rows == 1 { return .horizontalRun }
      if layering == .underContent || !hasPath { return .background }
      return .blocks
    case .stroke:
      if kind == .circle && (rows == 1 || columns <= 2) { return .ringGlyph }
      if !hasPath && kind == .custom { return .boxOutline }
      let isPlainOutline =
        kind != .circle && kind != .custom && !isTrimmed && !stroke.isDashed
      if isPlainOutline && columns == 1 { return .verticalRun }
      if isPlainOutline && rows == 1 {
        return height >= Self.bracketHeight && columns >= 3 ? .endBrackets : .horizontalRun
      }
      if isPlainOutline || !hasPath { return .boxOutline }
      return .braille
    }
  }

  private func drawShape(in layout: LayoutRect, layering: ShapeLayering, on canvas: inout Canvas) {
    let rect = layout.cells
    let light = isLight(layering)
    var drawing = drawing(
      columns: rect.width, rows: rect.height, width: layout.width, height: layout.height,
      layering: layering, backdrop: canvas.isDrawingBackdrop, overlay: canvas.isDrawingOverlay)
    let color: TerminalColor
    switch paint {
    case .fill(let fill): color = fill
    case .stroke(let line): color = line
    }
    let style = CellStyle(foreground: color)
    let isFill: Bool
    if case .fill = paint { isFill = true } else { isFill = false }
    // A path is rasterised over the shape's whole frame: one larger than any presentation
    // (a frame of 1e300 pt) is drawn as its frame's fill or outline, which the canvas
    // clips, rather than as a raster of millions of cells.
    if (drawing == .blocks || drawing == .braille)
      && (rect.width > Self.largestRaster || rect.height > Self.largestRaster)
    {
      drawing = isFill ? .background : .boxOutline
    }
    switch drawing {
    case .background:
      canvas.paintBackground(color, in: rect)
    case .ringGlyph:
      let glyph: Unicode.Scalar =
        isTrimmed
        ? RingGlyphs.glyph(for: trim.upperBound - trim.lowerBound)
        : isFill ? "\u{25CF}" : "\u{25CB}"
      canvas.put(
        glyph, x: rect.minX + (rect.width - 1) / 2, y: rect.minY + (rect.height - 1) / 2,
        style: style)
    case .horizontalRun:
      let glyph: Unicode.Scalar = isFill && !light ? "\u{2501}" : "\u{2500}"
      canvas.fill(trimmedRun(rect), with: glyph, style: style)
    case .verticalRun:
      let glyph: Unicode.Scalar = isFill && !light ? "\u{2503}" : "\u{2502}"
      canvas.fill(rect, with: glyph, style: style)
    case .boxOutline:
      let corners: BoxCorners = kind == .rectangle || kind == .custom ? .square : .rounded
      BoxOutline.draw(rect, corners: corners, style: style, on: &canvas)
    case .endBrackets:
      let (open, close): (Unicode.Scalar, Unicode.Scalar) =
        kind == .rectangle ? ("[", "]") : ("(", ")")
      canvas.put(open, x: rect.minX, y: rect.minY, style: style)
      canvas.put(close, x: rect.maxX - 1, y: rect.minY, style: style)
    case .blocks, .braille:
      drawPath(in: layout, color: color, light: light, blocks: drawing == .blocks, on: &canvas)
    }
  }

  /// The most cells across or down a shape's path is rasterised over (a presentation is at
  /// most 1,000 columns wide).
  static let largestRaster = 1_000

  /// Rasterises the path into the shape's cells: the point frame spread over them. A wide
  /// stroke is centred on the path, as the device strokes it, so where the path runs along
  /// the frame's edge half its width lies outside: the raster reaches past the frame by as
  /// many cells as the stroke does (see ``spill(scale:on:rect:)``).
  private func drawPath(
    in layout: LayoutRect, color: TerminalColor, light: Bool, blocks: Bool,
    on canvas: inout Canvas
  ) {
    guard hasPath, layout.width > 0, layout.height > 0 else { return }
    let (makePath, outlineName, rotation) = (makePath, outlineName, rotation)
    let center = ShapePath.Point(x: layout.width / 2, y: layout.height / 2)
    func turnedPath() -> ShapePath {
      let path =
        makePath?(layout.width, layout.height)
        ?? outlineName?.path(width: layout.width, height: layout.height) ?? ShapePath()
      return path.rotated(by: rotation, about: center)
    }
    // A built-in outline is looked up by its name: its path is built only to draw it.
    let path: ShapePath?
    let outline: ShapeRasterCache.Key.Outline
    if let outlineName {
      path = nil
      outline = .named(outlineName, rotation: rotation)
    } else {
      let turned = turnedPath()
      path = turned
      outline = .path(turned.elements)
    }
    let rect = layout.cells
    let scale = PlotRaster.PointScale(
      x: Double(rect.width) / layout.width, y: Double(rect.height) / layout.height)
    let spill = blocks ? Spill() : self.spill(scale: scale, on: canvas, rect: rect)
    let key = ShapeRasterCache.Key(
      outline: outline, columns: rect.width, rows: rect.height, width: layout.width,
      height: layout.height, color: color, blocks: blocks, light: light, isEvenOdd: isEvenOdd,
      trim: isTrimmed ? trim : nil, stroke: stroke, spill: spill)
    let cache = ShapeRasterCache.shared
    let raster =
      cache.cached(key)
      ?? cache.keep(
        ShapeRasterCells(
          rasterise(
            path ?? turnedPath(), in: layout, color: color, light: light, blocks: blocks,
            spill: spill)), for: key)
    canvas.drawShapeRaster(
      raster, x: rect.minX - spill.left, y: rect.minY - spill.top, color: color,
      frame: spill.isEmpty ? nil : rect)
  }

  /// The cells a stroke's raster reaches past the shape's frame on each side.
  struct Spill: Hashable {
    var left = 0, top = 0, right = 0, bottom = 0
    /// Whether the raster is the frame's cells.
    var isEmpty: Bool { left == 0 && top == 0 && right == 0 && bottom == 0 }
  }

  /// How far past the frame's cells `rect` a wide stroke can reach at `scale`: half its
  /// width (more at a square cap's corners or a mitre's tip), within the canvas's clip
  /// (what the shape's parents let it draw in). A stroke a dot wide or less stays in its
  /// frame.
  private func spill(scale: PlotRaster.PointScale, on canvas: Canvas, rect: CellRect) -> Spill {
    guard PlotRaster.isWide(lineWidth: stroke.lineWidth, scale: scale) else { return Spill() }
    var reach = stroke.lineWidth / 2
    if stroke.lineCap == .square { reach *= 2.0.squareRoot() }
    if stroke.lineJoin == .miter { reach *= max(1, min(stroke.miterLimit, 10)) }
    let clip = canvas.clip
    func cells(_ perPoint: Double, room: Int) -> Int {
      let wanted = (reach * perPoint).rounded(.up)
      guard wanted.isFinite, wanted > 0 else { return 0 }
      return max(0, min(Int(min(wanted, Double(Self.largestRaster))), room))
    }
    return Spill(
      left: cells(scale.x, room: rect.minX - clip.minX),
      top: cells(scale.y, room: rect.minY - clip.minY),
      right: cells(scale.x, room: clip.maxX - rect.maxX),
      bottom: cells(scale.y, room: clip.maxY - rect.maxY))
  }

  /// The path's raster over the shape's cells (the point frame spread over them) and the
  /// `spill` around them.
  private func rasterise(
    _ path: ShapePath, in layout: LayoutRect, color: TerminalColor, light: Bool, blocks: Bool,
    spill: Spill
  ) -> PlotRaster {
    let rect = layout.cells
    var raster = PlotRaster(
      width: rect.width + spill.left + spill.right, height: rect.height + spill.top + spill.bottom
    )
    let scale = PlotRaster.PointScale(
      x: Double(rect.width) / layout.width, y: Double(rect.height) / layout.height)
    // Curves cut into pieces of about a third of a dot.
    let tolerance = min(
      layout.width / Double(rect.width * 6), layout.height / Double(rect.height * 12))
    var lines = path.polylines(tolerance: tolerance)
    if !spill.isEmpty {
      let (right, down) = (Double(spill.left) / scale.x, Double(spill.top) / scale.y)
      for index in lines.indices {
        for point in lines[index].points.indices {
          lines[index].points[point].x += right
          lines[index].points[point].y += down
        }
      }
    }
    if blocks {
      raster.fill(lines, scale: scale, color: color, evenOdd: isEvenOdd, shaded: light)
    } else {
      if isTrimmed { lines = lines.trimmed(from: trim.lowerBound, to: trim.upperBound) }
      // Dashes of at least two dots and a gap of one show as themselves; finer ones (a
      // route's 4-3 pt dashes) as every other dot, so they still read dashed.
      let period = stroke.dash.reduce(0, +) * min(scale.x * 2, scale.y * 4)
      let fineDashes = stroke.isDashed && period < 4
      if stroke.isDashed && !fineDashes {
        lines = lines.dashed(stroke.dash, phase: stroke.dashPhase)
      }
      // A wide line's dashes are runs with their own ends, as the device draws them;
      // dashes too fine to show draw as every other dot. One too costly to cover is drawn
      // one dot wide.
      var drawnWide = false
      if PlotRaster.isWide(lineWidth: stroke.lineWidth, scale: scale) {
        drawnWide = raster.strokeWide(
          lines, scale: scale, lineWidth: stroke.lineWidth, cap: stroke.lineCap,
          join: stroke.lineJoin, miterLimit: stroke.miterLimit, color: color,
          sparse: light || fineDashes)
      }
      if !drawnWide {
        raster.stroke(
          lines, scale: scale, color: color, sparse: light || fineDashes,
          boxLines: !stroke.isDashed && !isTrimmed, dashed: stroke.isDashed && !fineDashes)
      }
    }
    return raster
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
