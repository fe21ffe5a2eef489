/// GeometryReader: takes all the space offered and builds its content for that size.
public final class GeometryNode: LayoutNode {
  /// Builds the content for a size: columns across, points down.
  public let makeContent: (_ columns: Int, _ points: Double) -> LayoutNode

  /// The points of height a reader asks for when offered none (SwiftUI's 10 pt).
  public static let idealHeight = 10.0

  /// A reader that builds its content with `makeContent`.
  public init(makeContent: @escaping (_ columns: Int, _ points: Double) -> LayoutNode) {
    self.makeContent = makeContent
  }

  public override var viewName: String? { "GeometryReader" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? Self.idealHeight, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: min(proposal.width ?? 1, ProposedSize.unbounded), height: height,
      rows: RowRule.rows(forDrawing: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let content = makeContent(rect.width, rect.height)
    adoptChild(content)
    let size = content.sizeThatFits(ProposedSize(width: rect.width, height: rect.height))
    content.draw(in: LayoutRect(origin: rect.cells.origin, size: size, top: rect.top), on: &canvas)
  }
}

/// ViewThatFits: the first child whose ideal size fits the offer on the constrained axes
/// (columns across, points down), or the last child when none does.
public final class FirstFittingNode: LayoutNode {
  /// The candidates, preferred first.
  public let children: [LayoutNode]
  /// Whether the width is checked.
  public let horizontal: Bool
  /// Whether the height is checked.
  public let vertical: Bool

  /// A choice among `children`.
  public init(children: [LayoutNode], horizontal: Bool = true, vertical: Bool = true) {
    self.children = children
    self.horizontal = horizontal
    self.vertical = vertical
    super.init()
    for child in children { adoptChild(child) }
  }

  public override var viewName: String? { "ViewThatFits" }

  private func choice(for proposal: ProposedSize) -> LayoutNode? {
    for child in children {
      let ideal = child.sizeThatFits(
        ProposedSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      let fitsWidth = !horizontal || ideal.width <= (proposal.width ?? Int.max)
      let fitsHeight = !vertical || ideal.height <= (proposal.height ?? .infinity) + 0.01
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let proposal = proposal(forDrawing: rect)
    guard let child = choice(for: proposal) else { return }
    let size = child.sizeThatFits(proposal)
    child.draw(in: LayoutRect(origin: rect.cells.origin, size: size, top: rect.top), on: &canvas)
  }
}
