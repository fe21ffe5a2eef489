/// Padding: the child is offered the proposal less the insets and answers plus them; the
/// insets' points above and below become rows as empty space does (``RowRule``).
public final class PaddingNode: WrapperNode {
  /// Columns on the left and right, points above and below.
  public let insets: LayoutInsets

  /// `child` with `insets` around it (negative insets count as zero).
  public init(child: LayoutNode, insets: LayoutInsets) {
    self.insets = LayoutInsets(
      top: insets.top.isFinite ? max(0, insets.top) : 0, leading: max(0, insets.leading),
      bottom: insets.bottom.isFinite ? max(0, insets.bottom) : 0,
      trailing: max(0, insets.trailing))
    super.init(child: child)
  }

  public override var traceName: String { "padding" }

  public override var traceDetail: String? {
    "top \(Points.format(insets.top)) pt, leading \(insets.leading) col, "
      + "bottom \(Points.format(insets.bottom)) pt, trailing \(insets.trailing) col"
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    return LayoutSize(
      width: size.width + insets.horizontal, height: size.height + insets.vertical,
      rows: size.rows + insets.topRows + insets.bottomRows)
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let cells = rect.cells.inset(
      by: CellInsets(
        top: insets.topRows, leading: insets.leading, bottom: insets.bottomRows,
        trailing: insets.trailing))
    child.draw(
      in: LayoutRect(
        cells: cells, top: rect.top + insets.top, height: max(0, rect.height - insets.vertical)),
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
    child.draw(in: LayoutRect(origin: rect.cells.origin, size: size, top: rect.top), on: &canvas)
  }
}

/// `.offset(x:y:)`: drawn moved, laid out where it was.
public final class OffsetNode: WrapperNode {
  /// Columns to the right.
  public let dx: Int
  /// Points down.
  public let dy: Double

  /// `child` drawn `dx` columns right and `dy` points down (rows by ``RowRule``, once).
  public init(child: LayoutNode, dx: Int, dy: Double) {
    self.dx = dx
    self.dy = dy.isFinite ? dy : 0
    super.init(child: child)
  }

  public override var traceName: String { "offset" }

  public override var traceDetail: String? { "x \(dx) col, y \(Points.format(dy)) pt" }

  /// The rows `dy` moves the child: the nearest row, either way.
  private var rows: Int {
    let rows = dy / RowRule.pointsPerRow
    let limit = Double(ProposedSize.unbounded)
    return Int(min(max(rows.rounded(.toNearestOrAwayFromZero), -limit), limit))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(
      in: LayoutRect(
        cells: rect.cells.offsetBy(dx: dx, dy: rows), top: rect.top + dy, height: rect.height),
      on: &canvas)
  }
}

/// `.position(x:y:)`: takes the whole proposal and centres the child on a point in it.
public final class PositionNode: WrapperNode {
  /// The column of the child's centre.
  public let x: Int
  /// The points from the top to the child's centre.
  public let y: Double

  /// `child` centred on column `x`, `y` points down the space it is given.
  public init(child: LayoutNode, x: Int, y: Double) {
    self.x = x
    self.y = y.isFinite ? y : 0
    super.init(child: child)
  }

  public override var traceName: String { "position" }

  public override var traceDetail: String? { "x \(x) col, y \(Points.format(y)) pt" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let ideal = child.sizeThatFits(proposal)
    let height = min(proposal.height ?? ideal.height, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: min(proposal.width ?? ideal.width, ProposedSize.unbounded), height: height,
      rows: RowRule.rows(holding: ideal, in: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(.unspecified)
    // The centre lies in the row that holds its point: the rect's rows stand for its
    // points evenly.
    let rows =
      rect.height > 0 && rect.rows > 0
      ? y / rect.height * Double(rect.rows) : y / RowRule.pointsPerRow
    let clamped = Int(max(-1_000_000, min(1_000_000, rows.rounded(.down))))
    child.draw(
      in: LayoutRect(
        cells: CellRect(
          x: rect.minX + x - size.width / 2, y: rect.minY + clamped - size.rows / 2,
          width: size.width, height: size.rows),
        top: rect.top + y - size.height / 2, height: size.height),
      on: &canvas)
  }
}
