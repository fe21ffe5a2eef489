/// Padding: the child is offered the proposal less the insets and answers plus them; the
/// insets' points become columns and rows as empty space does (``ColumnRule``,
/// ``RowRule``), so padding never costs its content a column.
public final class PaddingNode: WrapperNode {
  /// Points on each edge.
  public let insets: LayoutInsets

  /// `child` with `insets` around it (negative insets count as zero).
  public init(child: LayoutNode, insets: LayoutInsets) {
    func clean(_ points: Double) -> Double {
      points.isFinite ? max(0, min(points, ProposedSize.unboundedPoints)) : 0
    }
    self.insets = LayoutInsets(
      top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
      trailing: clean(insets.trailing))
    super.init(child: child)
  }

  public override var traceName: String { "padding" }

  // A padded edge is a plain view's edge (SwiftUI resets the child's preferences on each
  // edge with a non-zero inset).
  public override var topSpacing: StackEdgeSpacing {
    insets.top > 0 ? .plainTop : child.topSpacing
  }

  public override var bottomSpacing: StackEdgeSpacing {
    insets.bottom > 0 ? .plainBottom : child.bottomSpacing
  }

  public override var traceDetail: String? {
    "top \(Points.format(insets.top)) pt, leading \(Points.format(insets.leading)) pt, "
      + "bottom \(Points.format(insets.bottom)) pt, trailing \(Points.format(insets.trailing)) pt"
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    if child.lastAnswerHoldsForAnyHeight { noteAnswerHoldsForAnyHeight() }
    return LayoutSize(
      width: size.width + insets.horizontal, height: size.height + insets.vertical,
      columns: size.columns + insets.leadingColumns + insets.trailingColumns,
      rows: size.rows + insets.topRows + insets.bottomRows)
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let cells = rect.cells.inset(
      by: CellInsets(
        top: insets.topRows, leading: insets.leadingColumns, bottom: insets.bottomRows,
        trailing: insets.trailingColumns))
    child.draw(
      in: LayoutRect(
        cells: cells, left: rect.left + insets.leading, top: rect.top + insets.top,
        width: max(0, rect.width - insets.horizontal),
        height: max(0, rect.height - insets.vertical)),
      on: &canvas)
  }
}

/// `.fixedSize()`: the child gets its ideal size on the fixed axes, whatever is proposed.
public final class FixedSizeNode: WrapperNode {
  /// Whether the width is the ideal width.
  public let horizontal: Bool
  /// Whether the height is the ideal height.
  public let vertical: Bool

  /// `child` fixed at its ideal size on the given axes.
  public init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child)
  }

  public override var traceName: String { "fixedSize" }

  public override var traceDetail: String? {
    horizontal && vertical ? nil : horizontal ? "horizontal" : vertical ? "vertical" : "neither"
  }

  private func fixed(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    child.sizeThatFits(fixed(proposal))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(fixed(proposal(forDrawing: rect)))
    child.draw(in: rect.atOrigin(size), on: &canvas)
  }
}

/// `.offset(x:y:)`: drawn moved, laid out where it was.
public final class OffsetNode: WrapperNode {
  /// Points to the right.
  public let dx: Double
  /// Points down.
  public let dy: Double

  /// `child` drawn `dx` points right and `dy` points down (columns and rows by the nearest,
  /// once).
  public init(child: LayoutNode, dx: Double, dy: Double) {
    self.dx = dx.isFinite ? dx : 0
    self.dy = dy.isFinite ? dy : 0
    super.init(child: child)
  }

  public override var traceName: String { "offset" }

  public override var traceDetail: String? {
    "x \(Points.format(dx)) pt, y \(Points.format(dy)) pt"
  }

  /// The cells `points` move the child, `per` points a cell: the nearest, either way.
  private static func cells(_ points: Double, per: Double) -> Int {
    let limit = Double(ProposedSize.unbounded)
    return Int(min(max((points / per).rounded(.toNearestOrAwayFromZero), -limit), limit))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(
      in: LayoutRect(
        cells: rect.cells.offsetBy(
          dx: Self.cells(dx, per: ColumnRule.pointsPerColumn),
          dy: Self.cells(dy, per: RowRule.pointsPerRow)),
        left: rect.left + dx, top: rect.top + dy, width: rect.width, height: rect.height),
      on: &canvas)
  }
}

/// `.position(x:y:)`: takes the whole proposal and centres the child on a point in it.
public final class PositionNode: WrapperNode {
  /// The points from the left to the child's centre.
  public let x: Double
  /// The points from the top to the child's centre.
  public let y: Double

  /// `child` centred `x` points right and `y` points down the space it is given.
  public init(child: LayoutNode, x: Double, y: Double) {
    self.x = x.isFinite ? x : 0
    self.y = y.isFinite ? y : 0
    super.init(child: child)
  }

  public override var traceName: String { "position" }

  public override var traceDetail: String? {
    "x \(Points.format(x)) pt, y \(Points.format(y)) pt"
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let ideal = child.sizeThatFits(proposal)
    let height = min(proposal.height ?? ideal.height, ProposedSize.unboundedPoints)
    let width = min(proposal.width ?? ideal.width, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: width, height: height, columns: ColumnRule.columns(holding: ideal, in: width),
      rows: RowRule.rows(holding: ideal, in: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(.unspecified)
    // The centre lies in the cell that holds its point: the rect's cells stand for its
    // points evenly.
    let rows =
      rect.height > 0 && rect.rows > 0
      ? y / rect.height * Double(rect.rows) : y / RowRule.pointsPerRow
    let columns =
      rect.width > 0 && rect.columns > 0
      ? x / rect.width * Double(rect.columns) : x / ColumnRule.pointsPerColumn
    let row = Int(max(-1_000_000, min(1_000_000, rows.rounded(.down))))
    let column = Int(max(-1_000_000, min(1_000_000, columns.rounded(.down))))
    child.draw(
      in: LayoutRect(
        cells: CellRect(
          x: rect.minX + column - size.columns / 2, y: rect.minY + row - size.rows / 2,
          width: size.columns, height: size.rows),
        left: rect.left + x - size.width / 2, top: rect.top + y - size.height / 2,
        width: size.width, height: size.height),
      on: &canvas)
  }
}
