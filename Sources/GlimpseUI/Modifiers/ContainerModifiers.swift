import GlimpseLayout

/// `.containerRelativeFrame`: the view sized, on some axes, from the size of its container:
/// the space the root of the resolved view (the widget) is offered, or the space offered
/// to the view itself when it is resolved without one.
struct ContainerRelativeFrameModifier: NodeWrappingModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let scale = context.scale
    let length = length
    let container = context.container
    container?.isUsed = true
    func cells(_ proposed: Int?, axis: Axis) -> Int? {
      let containerSize = container?.proposal
      let offered =
        (axis == .horizontal ? containerSize?.width : containerSize?.height) ?? proposed
      guard let offered, offered < ProposedCellSize.unbounded else { return nil }
      let points =
        axis == .horizontal ? scale.points(columns: offered) : scale.points(rows: offered)
      let result = length(points, axis)
      guard result.isFinite else { return offered }
      let cells = axis == .horizontal ? scale.frameColumns(result) : scale.frameRows(result)
      return max(0, cells)
    }
    return ContainerRelativeFrameNode(
      child: node, alignment: alignment.cell,
      width: axes.contains(.horizontal) ? { cells($0, axis: .horizontal) } : nil,
      height: axes.contains(.vertical) ? { cells($0, axis: .vertical) } : nil)
  }
}

/// The space the root of a resolved view is offered: the container that
/// container-relative frames measure.
final class ContainerBox {
  /// The latest proposal the root was given.
  var proposal: ProposedCellSize?
  /// Whether a container-relative frame reads it.
  var isUsed = false
}

/// A root node that records the space it is offered for container-relative frames.
final class ContainerNode: WrapperNode {
  let box: ContainerBox

  init(child: LayoutNode, box: ContainerBox) {
    self.box = box
    super.init(child: child)
    layoutPriority = child.layoutPriority
  }

  override var isSpacer: Bool { child.isSpacer }

  override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    box.proposal = proposal
    return child.sizeThatFits(proposal)
  }

  override func draw(in rect: CellRect, on canvas: inout Canvas) {
    box.proposal = ProposedCellSize(rect.size)
    child.draw(in: rect, on: &canvas)
  }
}

/// A frame whose size on an axis is a function of the space offered on that axis.
final class ContainerRelativeFrameNode: WrapperNode {
  let alignment: CellAlignment
  let width: ((Int?) -> Int?)?
  let height: ((Int?) -> Int?)?

  init(
    child: LayoutNode, alignment: CellAlignment, width: ((Int?) -> Int?)?,
    height: ((Int?) -> Int?)?
  ) {
    self.alignment = alignment
    self.width = width
    self.height = height
    super.init(child: child)
  }

  private func frame(_ proposal: ProposedCellSize) -> (width: Int?, height: Int?) {
    (width.flatMap { $0(proposal.width) }, height.flatMap { $0(proposal.height) })
  }

  override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let (width, height) = frame(proposal)
    let childSize = child.sizeThatFits(
      ProposedCellSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CellSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let childSize = child.sizeThatFits(ProposedCellSize(rect.size))
    let fitted = CellSize(
      width: min(childSize.width, rect.width), height: min(childSize.height, rect.height))
    child.draw(
      in: CellRect(origin: alignment.origin(of: fitted, in: rect), size: fitted), on: &canvas)
  }
}

extension View {
  /// Sizes the view to the space its container offers on `axes`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { size, _ in size })
    )
  }

  /// Sizes the view to `span` of `count` columns or rows of its container, `spacing`
  /// points apart.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    return modifier(
      ContainerRelativeFrameModifier(
        axes: axes, alignment: alignment,
        length: { size, _ in
          let gaps = spacing * CGFloat(count - 1)
          let cell = (size - gaps) / CGFloat(count)
          return cell * CGFloat(span) + spacing * CGFloat(span - 1)
        }))
  }

  /// Sizes the view to `length` of the space its container offers on `axes`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

/// Where content margins apply (iOS 17).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String

  /// Wherever the container puts margins.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The content of scroll views.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The indicators of scroll views.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
  /// Margins for the content of containers inside this view (accepted: Live Activity
  /// views hold no scroll views, and the card draws its own margins).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    self
  }

  /// Margins for the content of containers inside this view (accepted).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    self
  }

  /// Margins for the content of containers inside this view (accepted).
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    self
  }
}

/// The size of controls.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
  /// The size of controls in this environment (drawn the same in cells).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// The size of controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environmentChange { $0.controlSize = controlSize }
  }
}

extension View {
  /// Hides the labels of controls in this view (accepted: controls keep their labels).
  public func labelsHidden() -> some View {
    self
  }
}
