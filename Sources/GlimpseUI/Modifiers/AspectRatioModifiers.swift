import GlimpseLayout

/// `.aspectRatio(_:contentMode:)`: a view sized to a ratio of width to height (in points)
/// that fits in, or fills, the space offered. Without a ratio the view keeps its own
/// shape, which cells cannot measure: it draws as it would unmodified.
struct AspectRatioModifier: NodeWrappingModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    guard let ratio, ratio.isFinite, ratio > 0 else { return node }
    let scale = context.scale
    let cellRatio = Double(ratio) * scale.pointsPerRow / scale.pointsPerColumn
    return AspectRatioNode(child: node, cellRatio: cellRatio, fills: contentMode == .fill)
  }
}

/// A child proposed the largest (fit) or smallest (fill) size of a ratio of columns to
/// rows around the space offered, and drawn centred in it.
final class AspectRatioNode: WrapperNode {
  let cellRatio: Double
  let fills: Bool

  init(child: LayoutNode, cellRatio: Double, fills: Bool) {
    self.cellRatio = cellRatio
    self.fills = fills
    super.init(child: child)
  }

  private func target(_ proposal: ProposedCellSize) -> CellSize? {
    let limit = ProposedCellSize.unbounded
    let width = proposal.width.flatMap { $0 < limit ? $0 : nil }
    let height = proposal.height.flatMap { $0 < limit ? $0 : nil }
    func rows(forColumns columns: Int) -> Int {
      max(columns > 0 ? 1 : 0, Int((Double(columns) / cellRatio).rounded()))
    }
    func columns(forRows rows: Int) -> Int {
      max(rows > 0 ? 1 : 0, Int((Double(rows) * cellRatio).rounded()))
    }
    switch (width, height) {
    case (let width?, let height?):
      let widthLed = CellSize(width: width, height: rows(forColumns: width))
      let heightLed = CellSize(width: columns(forRows: height), height: height)
      let widthFits = widthLed.height <= height
      if fills { return widthFits ? heightLed : widthLed }
      return widthFits ? widthLed : heightLed
    case (let width?, nil):
      return CellSize(width: width, height: rows(forColumns: width))
    case (nil, let height?):
      return CellSize(width: columns(forRows: height), height: height)
    case (nil, nil):
      return nil
    }
  }

  override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    guard let size = target(proposal) else { return child.sizeThatFits(proposal) }
    return size
  }

  override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let childSize = child.sizeThatFits(ProposedCellSize(rect.size))
    child.draw(
      in: CellRect(origin: CellAlignment.center.origin(of: childSize, in: rect), size: childSize),
      on: &canvas)
  }
}

extension View {
  /// Constrains the view to a ratio of width to height (nil: its own), fitting or filling
  /// the space offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the ratio of a size's width to its height.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
    return modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
  }

  /// Scales the view to fit its parent, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales the view to fill its parent, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
