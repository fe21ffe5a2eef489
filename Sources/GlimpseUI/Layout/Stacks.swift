import GlimpseLayout

/// Views side by side, leading to trailing (left to right, or right to left).
///
/// - Glimpse: drawn
nonisolated public struct HStack<Content>: View where Content: View {
  public typealias Body = Never
  // (The content first: the field a stack reads most needs no generic layout to find.)
  @usableFromInline let content: Content
  @usableFromInline let alignment: VerticalAlignment
  @usableFromInline let spacing: CGFloat?

  /// A row of the views `content` builds; `spacing` in points (nil: the default).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  // Inlinable, and inlined into the conformance's witness: no lookup of this type's
  // metadata (see `ModifiedContent._makeNodes`).
  @inlinable @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    appendRow(children, alignment: view.alignment, spacing: view.spacing, in: context, into: &nodes)
  }
}

/// Appends an HStack's node, of `children`.
@MainActor @usableFromInline
func appendRow(
  _ children: consuming [LayoutNode], alignment: VerticalAlignment, spacing: CGFloat?,
  in context: _ResolveContext, into nodes: inout [LayoutNode]
) {
  // Right to left, a row's first view is on the right.
  if context.direction == .rightToLeft { children.reverse() }
  nodes.append(
    StackNode(
      axis: .horizontal, crossAlignment: alignment.cell,
      spacing: spacingPoints(spacing), guide: alignment.stackGuide(for: children),
      children: children))
}

/// Views one above the other.
///
/// - Glimpse: drawn
nonisolated public struct VStack<Content>: View where Content: View {
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?

  /// A column of the views `content` builds; `spacing` in points (nil: the default).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  // Inlinable, and inlined into the conformance's witness: no lookup of this type's
  // metadata (see `ModifiedContent._makeNodes`).
  @inlinable @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    appendColumn(
      children, alignment: view.alignment, spacing: view.spacing, in: context, into: &nodes)
  }
}

/// Appends a VStack's node, of `children`.
@MainActor @usableFromInline
func appendColumn(
  _ children: consuming [LayoutNode], alignment: HorizontalAlignment, spacing: CGFloat?,
  in context: _ResolveContext, into nodes: inout [LayoutNode]
) {
  nodes.append(
    StackNode(
      axis: .vertical, crossAlignment: alignment.cell(context.direction),
      spacing: spacingPoints(spacing), guide: alignment.stackGuide(for: children),
      children: children))
}

/// Views on top of each other, later ones on top.
///
/// - Glimpse: drawn
nonisolated public struct ZStack<Content>: View where Content: View {
  public typealias Body = Never
  @usableFromInline let content: Content
  @usableFromInline let alignment: Alignment

  /// A stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  // Inlinable, and inlined into the conformance's witness: no lookup of this type's
  // metadata (see `ModifiedContent._makeNodes`).
  @inlinable @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    appendLayers(children, alignment: view.alignment, in: context, into: &nodes)
  }
}

/// Appends a ZStack's node, of `children`.
@MainActor @usableFromInline
func appendLayers(
  _ children: consuming [LayoutNode], alignment: Alignment, in context: _ResolveContext,
  into nodes: inout [LayoutNode]
) {
  nodes.append(ZStackNode(alignment: alignment.cell(context.direction), children: children))
}

/// Lazy stacks draw like their eager twins.
///
/// - Glimpse: drawn
public typealias LazyHStack = HStack
/// Lazy stacks draw like their eager twins.
///
/// - Glimpse: drawn
public typealias LazyVStack = VStack

/// Flexible space that pushes its neighbours apart.
///
/// - Glimpse: drawn
nonisolated public struct Spacer: View {
  public typealias Body = Never
  /// The least space it takes, in points (nil: the default, 8 pt).
  public var minLength: CGFloat?

  /// A spacer of at least `minLength` points.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  @MainActor public static func _makeNodes(
    _ view: Spacer, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let length = view.minLength.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 8
    nodes.append(SpacerNode(minLength: Double(length)))
  }
}

/// A thin rule across a stack.
///
/// - Glimpse: drawn
nonisolated public struct Divider: View {
  public typealias Body = Never

  /// A divider.
  public init() {}

  @MainActor public static func _makeNodes(
    _ view: Divider, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let color =
      context.environment.theme[.separator]
    nodes.append(DividerNode(style: CellStyle(foreground: color)))
  }
}

/// A stack's spacing in points, if given. (Not `Optional.map` with a closure: a closure made
/// in main-actor code and run by the standard library checks its actor each time it runs.)
@inline(__always)
private func spacingPoints(_ spacing: CGFloat?) -> Double? {
  guard let spacing else { return nil }
  return Double(spacing)
}
