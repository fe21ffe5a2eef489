import GlimpseLayout

@usableFromInline struct FrameModifier: NodeWrappingModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  // (Its own witnesses, the same as `NodeWrappingModifier`'s: a type the app's module may
  // see needs witnesses it may see too.)
  @usableFromInline static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    modifier.resolve(content: content, in: context, into: &nodes)
  }

  @usableFromInline static func _resolvesContentInPlace(
    modifier: Self, changing context: inout _ResolveContext
  ) -> Bool {
    true
  }

  @usableFromInline static func _finishNodes(
    modifier: Self, _ nodes: inout [LayoutNode], from start: Int, in context: _ResolveContext
  ) {
    modifier.wrapEach(&nodes, from: start, in: context)
  }

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let (width, height) = (Self.points(width), Self.points(height))
    // A shape or a reader fills the frame, wherever the frame aligns it: it takes it.
    if node.takeFrame(FixedFrame(width: width, height: height)) { return node }
    return FrameNode(
      child: node, width: width, height: height, alignment: alignment.cell(context.direction))
  }

  /// A finite length in points, at least 0; nil for none or a length that is not finite.
  /// (Not `Optional.flatMap`: a closure formed here, on the main actor, and handed to the
  /// standard library checks at run time that it runs on the main actor.)
  private static func points(_ length: CGFloat?) -> Double? {
    guard let length, length.isFinite else { return nil }
    return Double(max(0, length))
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
    // An infinite maximum fills the space offered; an infinite minimum or ideal size means
    // nothing (SwiftUI rejects them), so it is dropped rather than grown to millions of cells.
    func points(_ value: CGFloat?, infinite: Bool = false) -> Double? {
      guard let value, !value.isNaN else { return nil }
      guard value.isFinite else {
        return infinite && value > 0 ? ProposedSize.unboundedPoints : nil
      }
      return Double(max(0, min(value, ProposedSize.unboundedPoints)))
    }
    return FlexibleFrameNode(
      child: node,
      horizontal: .init(
        min: points(minWidth), ideal: points(idealWidth), max: points(maxWidth, infinite: true)),
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
    var layout: LayoutInsets
    if let insets {
      layout = LayoutInsets(
        top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
        trailing: Double(insets.trailing))
    } else {
      let points = Double(length ?? 16)
      layout = LayoutInsets(
        top: edges.contains(.top) ? points : 0, leading: edges.contains(.leading) ? points : 0,
        bottom: edges.contains(.bottom) ? points : 0,
        trailing: edges.contains(.trailing) ? points : 0)
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
    // (Clamped so that a huge offset moves the view off any canvas instead of
    // overflowing; NaN: none.)
    let limit = ProposedSize.unboundedPoints
    let dx = x.isNaN ? 0 : min(max(Double(x), -limit), limit)
    let dy = y.isNaN ? 0 : min(max(Double(y), -limit), limit)
    return dx == 0 && dy == 0 ? node : OffsetNode(child: node, dx: dx, dy: dy)
  }
}

struct PositionModifier: NodeWrappingModifier {
  let x: CGFloat
  let y: CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    // (Its cell is found when drawing, from the points the space stands for.)
    let x = self.x.isFinite ? max(-1e7, min(1e7, Double(self.x))) : 0
    let y = self.y.isFinite ? max(-1e7, min(1e7, Double(self.y))) : 0
    return PositionNode(child: node, x: x, y: y)
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
  ///
  /// - Glimpse: drawn
  // Inlinable, with `modifier(_:)`: the app's module then builds the framed view knowing
  // its type, with no generic metadata to look up at run time for each frame.
  @inlinable
  public consuming func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// A flexible frame, in points; `.infinity` as a maximum fills the space offered.
  ///
  /// - Glimpse: drawn
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
  ///
  /// - Glimpse: drawn
  @available(*, deprecated, message: "Please pass one or more parameters.")
  public func frame() -> some View {
    self
  }

  /// Padding of the given insets, in points.
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(edges: .all, length: nil, insets: insets))
  }

  /// Padding on some edges, in points (nil: the default, 16 pt).
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length, insets: nil))
  }

  /// Padding on every edge, in points.
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func padding(_ length: CGFloat) -> some View {
    modifier(PaddingModifier(edges: .all, length: length, insets: nil))
  }

  /// The ideal size on the given axes, whatever is offered.
  ///
  /// - Glimpse: drawn
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// The ideal size on both axes.
  ///
  /// - Glimpse: drawn
  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Drawn moved by points, laid out in place.
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(x: x, y: y))
  }

  /// Drawn moved by a size in points.
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetModifier(x: offset.width, y: offset.height))
  }

  /// Centred on a point of the space offered.
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(x: x, y: y))
  }

  /// Centred on a point of the space offered.
  ///
  /// - Glimpse: approximated: rounded to whole cells and rows
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(x: position.x, y: position.y))
  }

  /// The order in which a stack gives this view space: higher first.
  ///
  /// - Glimpse: drawn
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}
