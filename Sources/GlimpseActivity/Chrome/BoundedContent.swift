import GlimpseLayout
import GlimpseUI

/// A presentation's content laid out as the device lays it out: at the presentation's
/// width in points, as tall as it wants between the presentation's least and greatest
/// heights in points. It is drawn in the columns of its width, or more when its content
/// needs more to be drawn whole (text denser than a column a character, see
/// ``ColumnRule``).
///
/// Content that wants more than the greatest height is either laid out whole and cut
/// there (the Lock Screen card and the expanded island, which grow with their content up
/// to 160 pt and are then truncated) or offered the greatest height, so that its text
/// keeps the lines that fit (a compact slot, a tile: a fixed size the view is offered);
/// either way, what is still taller is cut: the rows whose content starts above the limit
/// are shown, the rest are not.
struct BoundedContent {
  /// The content.
  let node: LayoutNode
  /// Its size: points, columns, rows.
  let size: LayoutSize
  /// The points the presentation stands for: the content's, at least the least height.
  let height: Double
  /// The rows the content area takes, before any cut.
  let rows: Int
  /// The points of width the content is offered.
  let width: Double
  /// The columns it is drawn in: its width's, or its content's when more.
  let columns: Int
  /// The greatest height in points before the content is cut.
  let limit: Double
  /// The rows shown: all of them, or those whose content starts above the limit.
  let visibleRows: Int

  /// Points of slack in the fit verdict, so that sums of fractional line heights fit.
  static let tolerance = 0.01
  /// The most rows a presentation draws (content of millions of points draws this many).
  static let maximumRows = 1_000

  /// `node` laid out at `width` points, between `minimum` and `limit` points down; content
  /// taller than the limit is laid out whole when `layingOutWhole`, offered the limit
  /// otherwise.
  init(
    _ node: LayoutNode, width: Double, minimum: Double, limit: Double, layingOutWhole: Bool
  ) {
    self.node = node
    self.width = width
    self.limit = limit
    let ideal = node.sizeThatFits(ProposedSize(width: width, height: nil))
    if ideal.height > limit + Self.tolerance && layingOutWhole {
      size = ideal
      height = ideal.height
    } else {
      let offered = max(min(ideal.height, limit), minimum)
      size =
        offered != ideal.height
        ? node.sizeThatFits(ProposedSize(width: width, height: offered)) : ideal
      height = max(size.height, minimum)
    }
    rows = min(RowRule.rows(holding: size, in: height), Self.maximumRows)
    columns = min(
      ColumnRule.columns(drawing: size, in: width), RenderSettings.widestPresentation)
    visibleRows =
      size.height > limit + Self.tolerance ? Self.rowsAbove(limit, of: node, size) : rows
  }

  /// Whether the content is taller than the limit.
  var isCut: Bool { size.height > limit + Self.tolerance }
  /// How many points over the limit it is (0 when it fits).
  var pointsOver: Double { max(0, size.height - limit) }

  /// The rows of `node`, drawn at `size`, whose content starts above `limit` points: a
  /// drawing aside that records where each row's content starts, no wider than the widest
  /// presentation (content millions of columns wide would otherwise take gigabytes).
  private static func rowsAbove(_ limit: Double, of node: LayoutNode, _ size: LayoutSize) -> Int {
    var scratch = Canvas(
      width: max(1, min(size.columns, RenderSettings.widestPresentation)),
      height: min(size.rows, maximumRows))
    scratch.trackRowTops()
    node.draw(in: LayoutRect(origin: .zero, size: size, left: 0, top: 0), on: &scratch)
    return scratch.rowsStartingAbove(limit, from: 0)
  }

  /// Draws the content in `area` (its ``columns`` and ``rows``, from `top` points down the
  /// presentation), placed by `alignment` and clipped to the visible rows; records content
  /// wider than its width (a view the device draws past its presentation's edge) and the
  /// cut.
  func draw(
    in area: CellRect, top: Double, alignment: CellAlignment, on canvas: inout Canvas
  ) {
    guard !area.isEmpty else { return }
    let frame = LayoutRect(cells: area, left: 0, top: top, width: width, height: height)
    let visible = CellRect(x: area.minX, y: area.minY, width: area.width, height: visibleRows)
    canvas.clipped(to: visible) { canvas in
      node.draw(in: node.placed(in: frame, size: size, alignment: alignment), on: &canvas)
    }
    if size.width > width + Self.tolerance {
      canvas.note(
        LayoutDiagnostic(
          kind: .widerThanSlot, viewPath: node.viewPath, rect: visible,
          columnsOver: max(0, size.columns - area.width), pointsOver: size.width - width))
    }
    if isCut {
      canvas.note(
        LayoutDiagnostic(
          kind: .cutAtHeightLimit, viewPath: node.viewPath, rect: visible,
          pointsOver: pointsOver))
    }
  }

  /// The fill: the content's points of the presentation's, both axes.
  var fill: LayoutFill {
    LayoutFill(
      usedWidth: size.width, availableWidth: width, usedHeight: size.height,
      availableHeight: limit)
  }

  /// The note on a cut frame's edge: `✂ 24 pt over 160 pt`.
  var cutNote: String {
    "✂ \(Points.format(pointsOver.rounded(.up))) pt over \(Points.format(limit)) pt"
  }
}
