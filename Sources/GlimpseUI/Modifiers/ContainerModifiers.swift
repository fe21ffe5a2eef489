import GlimpseLayout

/// `.containerRelativeFrame`: the view sized, on some axes, from the size of its container:
/// the space the root of the resolved view (the widget) is offered, or the space offered
/// to the view itself when it is resolved without one.
struct ContainerRelativeFrameModifier: NodeWrappingModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let length = length
    let container = context.container ?? (context.scope ?? RenderScope.current)?.resolveContainer()
    container?.isUsed = true
    func points(_ proposed: Double?, _ containerOffer: Double?, _ axis: Axis) -> Double? {
      let offered = containerOffer ?? proposed
      guard let offered, offered < ProposedSize.unboundedPoints else { return nil }
      let result = length(CGFloat(offered), axis)
      guard result.isFinite else { return offered }
      return max(0, min(Double(result), ProposedSize.unboundedPoints))
    }
    return ContainerRelativeFrameNode(
      child: node, alignment: alignment.cell(context.direction),
      width: axes.contains(.horizontal)
        ? { points($0, container?.proposal?.width, .horizontal) } : nil,
      height: axes.contains(.vertical)
        ? { points($0, container?.proposal?.height, .vertical) } : nil)
  }
}

/// The space the root of a resolved view is offered: the container that
/// container-relative frames measure; and, as it is made once a resolve, where that
/// resolve's views record preferences.
final class ContainerBox {
  /// The latest proposal the root was given.
  var proposal: ProposedSize?
  /// Whether a container-relative frame reads it.
  var isUsed = false
  /// Where the resolve's views record preferences, if anyone listens.
  let preferences: PreferenceValues?

  init(preferences: PreferenceValues? = nil) {
    self.preferences = preferences
  }
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

  override var traceName: String { "container" }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    box.proposal = proposal
    return child.sizeThatFits(proposal)
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    box.proposal = ProposedSize(rect.size)
    child.draw(in: rect, on: &canvas)
  }
}

/// A frame whose size on an axis is a function of the space offered on that axis, in
/// points.
final class ContainerRelativeFrameNode: WrapperNode {
  let alignment: CellAlignment
  let width: ((Double?) -> Double?)?
  let height: ((Double?) -> Double?)?

  init(
    child: LayoutNode, alignment: CellAlignment, width: ((Double?) -> Double?)?,
    height: ((Double?) -> Double?)?
  ) {
    self.alignment = alignment
    self.width = width
    self.height = height
    super.init(child: child)
  }

  override var traceName: String { "containerRelativeFrame" }

  private func frame(_ proposal: ProposedSize) -> (width: Double?, height: Double?) {
    (width.flatMap { $0(proposal.width) }, height.flatMap { $0(proposal.height) })
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let (width, height) = frame(proposal)
    let size = child.sizeThatFits(
      ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
    var result = size
    if let width {
      result.width = width
      result.columns = ColumnRule.columns(holding: size, in: width)
    }
    if let height {
      result.height = height
      result.rows = RowRule.rows(holding: size, in: height)
    }
    return result
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(ProposedSize(rect.size))
    let fitted = LayoutSize(
      width: min(size.width, rect.width), height: min(size.height, rect.height),
      columns: min(size.columns, rect.columns), rows: min(size.rows, rect.rows))
    child.draw(in: child.placed(in: rect, size: fitted, alignment: alignment), on: &canvas)
  }
}

extension View {
  /// Sizes the view to the space its container offers on `axes`.
  ///
  /// - Glimpse: drawn
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { size, _ in size })
    )
  }

  /// Sizes the view to `span` of `count` columns or rows of its container, `spacing`
  /// points apart.
  ///
  /// - Glimpse: drawn
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
  ///
  /// - Glimpse: drawn
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

/// Where content margins apply (iOS 17).
///
/// - Glimpse: accepted
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
  ///
  /// - Glimpse: accepted
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    self
  }

  /// Margins for the content of containers inside this view (accepted).
  ///
  /// - Glimpse: accepted
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    self
  }

  /// Margins for the content of containers inside this view (accepted).
  ///
  /// - Glimpse: accepted
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    self
  }
}

/// The size of controls.
///
/// - Glimpse: accepted
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
  ///
  /// - Glimpse: accepted
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environmentChange { $0.controlSize = controlSize }
  }
}

extension View {
  /// Hides the labels of controls in this view (accepted: controls keep their labels).
  ///
  /// - Glimpse: accepted
  public func labelsHidden() -> some View {
    self
  }
}
