import GlimpseLayout

/// Views side by side, leading to trailing (left to right, or right to left).
///
/// - Glimpse: drawn
nonisolated public struct HStack<Content>: View where Content: View {
  public typealias Body = Never
  // (The content first: the field a stack reads most needs no generic layout to find.)
  let content: Content
  let alignment: VerticalAlignment
  let spacing: CGFloat?

  /// A row of the views `content` builds; `spacing` in points (nil: the default).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  // Inlined into the conformance's witness: no lookup of this type's metadata (see
  // `ModifiedContent._makeNodes`).
  @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    // Right to left, a row's first view is on the right.
    if context.direction == .rightToLeft { children.reverse() }
    nodes.append(
      StackNode(
        axis: .horizontal, crossAlignment: view.alignment.cell,
        spacing: spacingPoints(view.spacing), guide: view.alignment.stackGuide(for: children),
        children: children))
  }
}

/// Views one above the other.
///
/// - Glimpse: drawn
nonisolated public struct VStack<Content>: View where Content: View {
  public typealias Body = Never
  let content: Content
  let alignment: HorizontalAlignment
  let spacing: CGFloat?

  /// A column of the views `content` builds; `spacing` in points (nil: the default).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  // Inlined into the conformance's witness: no lookup of this type's metadata (see
  // `ModifiedContent._makeNodes`).
  @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    nodes.append(
      StackNode(
        axis: .vertical, crossAlignment: view.alignment.cell(context.direction),
        spacing: spacingPoints(view.spacing), guide: view.alignment.stackGuide(for: children),
        children: children))
  }
}

/// Views on top of each other, later ones on top.
///
/// - Glimpse: drawn
nonisolated public struct ZStack<Content>: View where Content: View {
  public typealias Body = Never
  let content: Content
  let alignment: Alignment

  /// A stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  // Inlined into the conformance's witness: no lookup of this type's metadata (see
  // `ModifiedContent._makeNodes`).
  @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var children: [LayoutNode] = []
    Content._makeNodes(view.content, in: context, into: &children)
    nodes.append(ZStackNode(alignment: view.alignment.cell(context.direction), children: children))
  }
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
