import GlimpseLayout

/// `.aspectRatio(_:contentMode:)`: a view sized to a ratio of width to height (in points)
/// that fits in, or fills, the space offered. Without a ratio the view keeps its own
/// shape: an image drawn from its pixels has one (its size in points); for anything else
/// cells cannot measure it, and it draws as it would unmodified.
struct AspectRatioModifier: NodeWrappingModifier {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let own = (node as? BitmapNode)?.aspectRatio
    guard let ratio = ratio.map(Double.init) ?? own, ratio.isFinite, ratio > 0 else {
      return node
    }
    return AspectRatioNode(child: node, ratio: ratio, fills: contentMode == .fill)
  }
}

/// A child proposed the largest (fit) or smallest (fill) size of a ratio of width to
/// height in points around the space offered, and drawn centred in it.
final class AspectRatioNode: WrapperNode {
  let ratio: Double
  let fills: Bool

  init(child: LayoutNode, ratio: Double, fills: Bool) {
    self.ratio = ratio
    self.fills = fills
    super.init(child: child)
  }

  override var traceName: String { "aspectRatio" }

  override var traceDetail: String? { "\(Points.format(ratio)), \(fills ? "fill" : "fit")" }

  /// The points of the ratio's size for a proposal, or nil for none.
  private func target(_ proposal: ProposedSize) -> (width: Double, height: Double)? {
    let width = proposal.width.flatMap { $0 < ProposedSize.unboundedPoints ? $0 : nil }
    let height = proposal.height.flatMap { $0 < ProposedSize.unboundedPoints ? $0 : nil }
    let limit = ProposedSize.unboundedPoints
    switch (width, height) {
    case (let width?, let height?):
      let widthLed = (width: width, height: min(width / ratio, limit))
      let heightLed = (width: min(height * ratio, limit), height: height)
      let widthFits = widthLed.height <= height
      if fills { return widthFits ? heightLed : widthLed }
      return widthFits ? widthLed : heightLed
    case (let width?, nil):
      return (width, min(width / ratio, limit))
    case (nil, let height?):
      return (min(height * ratio, limit), height)
    case (nil, nil):
      return nil
    }
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    guard let target = target(proposal) else { return child.sizeThatFits(proposal) }
    let content = child.sizeThatFits(ProposedSize(width: target.width, height: target.height))
    return LayoutSize(
      width: target.width, height: target.height,
      columns: max(
        ColumnRule.columns(forDrawing: target.width),
        ColumnRule.columns(holding: content, in: target.width)),
      rows: max(
        RowRule.rows(forDrawing: target.height), RowRule.rows(holding: content, in: target.height)))
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(
      in: child.placed(
        in: rect, size: child.sizeThatFits(ProposedSize(rect.size)), alignment: .center),
      on: &canvas)
  }
}

extension View {
  /// Constrains the view to a ratio of width to height (nil: its own), fitting or filling
  /// the space offered.
  ///
  /// - Glimpse: approximated: cells are about twice as tall as wide; ratios in points
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the ratio of a size's width to its height.
  ///
  /// - Glimpse: approximated: cells are about twice as tall as wide; ratios in points
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
    return modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
  }

  /// Scales the view to fit its parent, keeping its aspect ratio.
  ///
  /// - Glimpse: approximated: cells are about twice as tall as wide; ratios in points
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales the view to fill its parent, keeping its aspect ratio.
  ///
  /// - Glimpse: approximated: cells are about twice as tall as wide; ratios in points
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
