/// One decoded size of an image: its pixels per point and how to get its pixels (decoded
/// when first drawn).
public struct BitmapVariant: Sendable {
  /// Pixels per point: 1, 2 or 3.
  public var scale: Double
  /// The pixels, or nil when the file does not decode.
  public var load: @Sendable () -> Bitmap?

  /// A variant of `scale` pixels per point.
  public init(scale: Double, load: @escaping @Sendable () -> Bitmap?) {
    self.scale = scale
    self.load = load
  }
}

/// How a bitmap becomes glyphs.
public enum BitmapGlyphs: Hashable, Sendable {
  /// `▀` in the upper half's colour over the lower half's: two pixels a cell, in colour.
  case halfBlocks
  /// One glyph a cell from `ramp` (faint to full), by the cell's brightness and
  /// coverage, in its average colour: for `--ascii` and monochrome themes.
  case ramp([Unicode.Scalar])

  /// ASCII from faint to full.
  public static let asciiRamp = BitmapGlyphs.ramp(Array(" .:-=+*#%@".unicodeScalars))
  /// Unicode shades from faint to full.
  public static let shadeRamp = BitmapGlyphs.ramp(
    Array(" \u{2591}\u{2592}\u{2593}\u{2588}".unicodeScalars))
}

/// An image drawn from its pixels at the cell size of its frame.
///
/// Its ideal size is the image's size in points; resizable, it takes the frame offered.
/// When drawn it picks the variant (1x, 2x, 3x) with the fewest pixels that still covers
/// two pixels a cell, and reduces it to half blocks (cached by the bitmap per size).
public final class BitmapNode: LayoutNode {
  let variants: [BitmapVariant]
  let idealWidth: Double
  let idealHeight: Double
  let pointSize: (width: Double, height: Double)
  let resizable: Bool
  let glyphs: BitmapGlyphs
  let tint: TerminalColor?
  let label: String

  /// An image of `pointSize` (points), ideally `idealWidth` by `idealHeight` points;
  /// `tint` replaces every pixel's colour (a template image), keeping its opacity.
  public init(
    label: String, variants: [BitmapVariant], pointSize: (width: Double, height: Double),
    idealWidth: Double, idealHeight: Double, resizable: Bool, glyphs: BitmapGlyphs,
    tint: TerminalColor?
  ) {
    self.label = label
    self.variants = variants.sorted { $0.scale < $1.scale }
    self.pointSize = pointSize
    self.idealWidth = idealWidth.isFinite ? max(1, min(idealWidth, 1e6)) : 1
    self.idealHeight = idealHeight
    self.resizable = resizable
    self.glyphs = glyphs
    self.tint = tint
  }

  /// The image's width over its height, in points.
  public var aspectRatio: Double { pointSize.width / max(pointSize.height, .leastNonzeroMagnitude) }

  public override var viewName: String? { "Image" }

  public override var traceDetail: String? { "bitmap \"\(label)\"" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height =
      resizable
      ? min(proposal.height ?? idealHeight, ProposedSize.unboundedPoints) : idealHeight
    let width =
      resizable ? min(proposal.width ?? idealWidth, ProposedSize.unboundedPoints) : idealWidth
    return LayoutSize(
      width: max(0, width), height: max(0, height),
      columns: ColumnRule.columns(forDrawing: width), rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let cells = rect.cells
    guard !rect.isEmpty, cells.width > 0, cells.height > 0,
      let bitmap = bitmap(covering: cells.size)
    else { return }
    canvas.noteContent(in: rect)
    let reduced = bitmap.halfBlocks(cells.size)
    for y in 0..<cells.height {
      for x in 0..<cells.width {
        draw(reduced[y * cells.width + x], x: cells.minX + x, y: cells.minY + y, on: &canvas)
      }
    }
  }

  /// The variant with the fewest pixels covering `size` at two pixels a cell, or else the
  /// largest that decodes.
  func bitmap(covering size: CellSize) -> Bitmap? {
    let needed = (width: Double(size.width), height: Double(size.height * 2))
    let covering = variants.first {
      pointSize.width * $0.scale >= needed.width && pointSize.height * $0.scale >= needed.height
    }
    if let covering, let bitmap = covering.load() { return bitmap }
    for variant in variants.reversed() {
      if let bitmap = variant.load() { return bitmap }
    }
    return nil
  }

  private static let invisible = 0.04

  private func draw(_ cell: HalfBlockCell, x: Int, y: Int, on canvas: inout Canvas) {
    let top = (tint ?? cell.top).withAlpha(cell.topAlpha)
    let bottom = (tint ?? cell.bottom).withAlpha(cell.bottomAlpha)
    let showsTop = cell.topAlpha > Self.invisible
    let showsBottom = cell.bottomAlpha > Self.invisible
    switch glyphs {
    case .halfBlocks:
      switch (showsTop, showsBottom) {
      case (false, false):
        return
      case (true, false):
        canvas.put("\u{2580}", x: x, y: y, style: CellStyle(foreground: top))
      case (false, true):
        canvas.put("\u{2584}", x: x, y: y, style: CellStyle(foreground: bottom))
      case (true, true):
        canvas.put("\u{2580}", x: x, y: y, style: CellStyle(foreground: top, background: bottom))
      }
    case .ramp(let ramp):
      guard showsTop || showsBottom, ramp.count > 1 else { return }
      let coverage = (cell.topAlpha + cell.bottomAlpha) / 2
      let color = (showsTop ? cell.top : cell.bottom).blended(
        over: showsBottom ? cell.bottom : cell.top, fraction: 0.5)
      let ink = tint == nil ? max(0.25, color.luminance) * coverage : coverage
      let index = min(ramp.count - 1, max(1, Int((ink * Double(ramp.count - 1)).rounded())))
      canvas.put(ramp[index], x: x, y: y, style: CellStyle(foreground: tint ?? color))
    }
  }
}
