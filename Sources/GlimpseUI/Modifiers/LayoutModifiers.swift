import GlimpseLayout

struct FrameModifier: NodeWrappingModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let scale = context.scale
    let columns = width.flatMap { $0.isFinite ? scale.frameColumns($0) : nil }
    let rows = height.flatMap { $0.isFinite ? scale.frameRows($0) : nil }
    return FrameNode(child: node, width: columns, height: rows, alignment: alignment.cell)
  }
}

struct FlexibleFrameModifier: NodeWrappingModifier {
  let minWidth: CGFloat?
  let idealWidth: CGFloat?
  let maxWidth: CGFloat?
  let minHeight: CGFloat?
  let idealHeight: CGFloat?
  let maxHeight: CGFloat?
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let scale = context.scale
    // An infinite maximum fills the space offered; an infinite minimum or ideal size means
    // nothing (SwiftUI rejects them), so it is dropped rather than grown to millions of cells.
    func columns(_ value: CGFloat?, infinite: Bool = false) -> Int? {
      guard let value, !value.isNaN else { return nil }
      guard value.isFinite else { return infinite && value > 0 ? ProposedCellSize.unbounded : nil }
      return scale.frameColumns(value)
    }
    func rows(_ value: CGFloat?, infinite: Bool = false) -> Int? {
      guard let value, !value.isNaN else { return nil }
      guard value.isFinite else { return infinite && value > 0 ? ProposedCellSize.unbounded : nil }
      return scale.frameRows(value)
    }
    return FlexibleFrameNode(
      child: node,
      horizontal: .init(
        min: columns(minWidth), ideal: columns(idealWidth), max: columns(maxWidth, infinite: true)),
      vertical: .init(
        min: rows(minHeight), ideal: rows(idealHeight), max: rows(maxHeight, infinite: true)),
      alignment: alignment.cell)
  }
}

struct PaddingModifier: NodeWrappingModifier {
  let edges: Edge.Set
  let length: CGFloat?
  let insets: EdgeInsets?

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let scale = context.scale
    let cells: CellInsets
    if let insets {
      cells = CellInsets(
        top: scale.gapRows(insets.top), leading: scale.gapColumns(insets.leading),
        bottom: scale.gapRows(insets.bottom), trailing: scale.gapColumns(insets.trailing))
    } else {
      let points = length ?? 16
      let columns = scale.gapColumns(points)
      let rows = scale.gapRows(points)
      cells = CellInsets(
        top: edges.contains(.top) ? rows : 0, leading: edges.contains(.leading) ? columns : 0,
        bottom: edges.contains(.bottom) ? rows : 0,
        trailing: edges.contains(.trailing) ? columns : 0)
    }
    return PaddingNode(child: node, insets: cells)
  }
}

struct FixedSizeModifier: NodeWrappingModifier {
  let horizontal: Bool
  let vertical: Bool

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical)
  }
}

struct OffsetModifier: NodeWrappingModifier {
  let x: CGFloat
  let y: CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let dx = Self.cells(Double(x), per: context.scale.pointsPerColumn)
    let dy = Self.cells(Double(y), per: context.scale.pointsPerRow)
    return dx == 0 && dy == 0 ? node : OffsetNode(child: node, dx: dx, dy: dy)
  }

  /// Whole cells for an offset in points, clamped so that a huge offset moves the view off
  /// any canvas instead of overflowing (NaN: none).
  static func cells(_ points: Double, per unit: Double) -> Int {
    guard !points.isNaN, unit > 0 else { return 0 }
    let limit = Double(ProposedCellSize.unbounded)
    return Int(min(max((points / unit).rounded(), -limit), limit))
  }
}

struct PositionModifier: NodeWrappingModifier {
  let x: CGFloat
  let y: CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    // A centre point lies in the cell that contains it: `position(y: height / 2)` in a
    // one-row frame is row 0, not the nearest row boundary.
    func cell(_ points: CGFloat, per unit: Double) -> Int {
      let cells = Double(points) / unit
      guard cells.isFinite else { return 0 }
      return Int(max(-1e6, min(1e6, cells.rounded(.down))))
    }
    return PositionNode(
      child: node, x: cell(x, per: context.scale.pointsPerColumn),
      y: cell(y, per: context.scale.pointsPerRow))
  }
}

struct LayoutPriorityModifier: PrimitiveModifier {
  let priority: Double

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let start = nodes.count
    content.resolve(context, &nodes)
    for node in nodes[start...] { node.layoutPriority = priority.isFinite ? priority : 0 }
  }
}

extension View {
  /// A fixed frame, in points; nil dimensions take the child's.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// A flexible frame, in points; `.infinity` as a maximum fills the space offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// A frame of SwiftUI's deprecated form (no size).
  @available(*, deprecated, message: "Please pass one or more parameters.")
  public func frame() -> some View {
    self
  }

  /// Padding of the given insets, in points.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
  }

  /// Padding on some edges, in points (nil: the default, 16 pt).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length, insets: nil))
  }

  /// Padding on every edge, in points.
  public func padding(_ length: CGFloat) -> some View {
    modifier(PaddingModifier(edges: .all, length: length, insets: nil))
  }

  /// The ideal size on the given axes, whatever is offered.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// The ideal size on both axes.
  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Drawn moved by points, laid out in place.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(x: x, y: y))
  }

  /// Drawn moved by a size in points.
  public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetModifier(x: offset.width, y: offset.height))
  }

  /// Centred on a point of the space offered.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(x: x, y: y))
  }

  /// Centred on a point of the space offered.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(x: position.x, y: position.y))
  }

  /// The order in which a stack gives this view space: higher first.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}
