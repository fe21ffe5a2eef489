import GlimpseLayout

struct FrameModifier: NodeWrappingModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let columns = width.flatMap { $0.isFinite ? context.scale.frameColumns($0) : nil }
    let points = height.flatMap { $0.isFinite ? Double(max(0, $0)) : nil }
    return FrameNode(
      child: node, width: columns, height: points, alignment: alignment.cell(context.direction))
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
      guard value.isFinite else { return infinite && value > 0 ? ProposedSize.unbounded : nil }
      return scale.frameColumns(value)
    }
    func points(_ value: CGFloat?, infinite: Bool = false) -> Double? {
      guard let value, !value.isNaN else { return nil }
      guard value.isFinite else {
        return infinite && value > 0 ? ProposedSize.unboundedPoints : nil
      }
      return Double(max(0, value))
    }
    return FlexibleFrameNode(
      child: node,
      horizontal: .init(
        min: columns(minWidth), ideal: columns(idealWidth), max: columns(maxWidth, infinite: true)),
      vertical: .init(
        min: points(minHeight), ideal: points(idealHeight),
        max: points(maxHeight, infinite: true)),
      alignment: alignment.cell(context.direction))
  }
}

struct PaddingModifier: NodeWrappingModifier {
  let edges: Edge.Set
  let length: CGFloat?
  let insets: EdgeInsets?

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let scale = context.scale
    var layout: LayoutInsets
    if let insets {
      layout = LayoutInsets(
        top: Double(insets.top), leading: scale.gapColumns(insets.leading),
        bottom: Double(insets.bottom), trailing: scale.gapColumns(insets.trailing))
    } else {
      let points = length ?? 16
      let columns = scale.gapColumns(points)
      layout = LayoutInsets(
        top: edges.contains(.top) ? Double(points) : 0,
        leading: edges.contains(.leading) ? columns : 0,
        bottom: edges.contains(.bottom) ? Double(points) : 0,
        trailing: edges.contains(.trailing) ? columns : 0)
    }
    if context.direction == .rightToLeft {
      swap(&layout.leading, &layout.trailing)
    }
    return PaddingNode(child: node, insets: layout)
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
    let limit = ProposedSize.unboundedPoints
    let dy = y.isNaN ? 0 : min(max(Double(y), -limit), limit)
    return dx == 0 && dy == 0 ? node : OffsetNode(child: node, dx: dx, dy: dy)
  }

  /// Whole columns for an offset in points, clamped so that a huge offset moves the view
  /// off any canvas instead of overflowing (NaN: none).
  static func cells(_ points: Double, per unit: Double) -> Int {
    guard !points.isNaN, unit > 0 else { return 0 }
    let limit = Double(ProposedSize.unbounded)
    return Int(min(max((points / unit).rounded(), -limit), limit))
  }
}

struct PositionModifier: NodeWrappingModifier {
  let x: CGFloat
  let y: CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    // A centre point lies in the column that contains it: `position(x: width / 2)` in a
    // one-column frame is column 0, not the nearest column boundary. (Its row is found
    // when drawing, from the points the space stands for.)
    let columns = Double(x) / context.scale.pointsPerColumn
    let column = columns.isFinite ? Int(max(-1e6, min(1e6, columns.rounded(.down)))) : 0
    let points = y.isFinite ? max(-1e7, min(1e7, Double(y))) : 0
    return PositionNode(child: node, x: column, y: points)
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
