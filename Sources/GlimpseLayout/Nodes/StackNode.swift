/// An HStack or VStack: children side by side along one axis.
///
/// Space is shared as SwiftUI shares it: the highest `layoutPriority` first, and within a
/// priority the least flexible child first (the one whose maximum and minimum sizes differ
/// least), each offered an equal share of what is left, while lower priorities keep their
/// minimum sizes in reserve.
public final class StackNode: LayoutNode {
  /// Along which axis the children are placed.
  public let axis: StackAxis
  /// Where children sit on the other axis.
  public let crossAlignment: CellHorizontalAlignment
  /// The children, in order.
  public let children: [LayoutNode]
  /// Cells between children; nil: one column between non-spacers in an HStack, none
  /// beside a spacer, none in a VStack.
  public let spacing: Int?

  /// A stack of `children` along `axis`. `crossAlignment` reads leading/center/trailing as
  /// top/center/bottom for an HStack.
  public init(
    axis: StackAxis, crossAlignment: CellHorizontalAlignment = .center, spacing: Int?,
    children: [LayoutNode]
  ) {
    self.axis = axis
    self.crossAlignment = crossAlignment
    self.children = children
    self.spacing = spacing.map { max(0, $0) }
    super.init()
    for child in children { child.adopt(stackAxis: axis) }
  }

  private func gap(after index: Int) -> Int {
    if let spacing { return spacing }
    guard axis == .horizontal else { return 0 }
    return children[index].isSpacer || children[index + 1].isSpacer ? 0 : 1
  }

  private var totalSpacing: Int {
    guard children.count > 1 else { return 0 }
    var total = 0
    for index in 0..<(children.count - 1) { total += gap(after: index) }
    return total
  }

  private func main(_ size: CellSize) -> Int { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: CellSize) -> Int { axis == .horizontal ? size.height : size.width }
  private func proposal(main: Int?, cross: Int?) -> ProposedCellSize {
    axis == .horizontal
      ? ProposedCellSize(width: main, height: cross) : ProposedCellSize(width: cross, height: main)
  }

  /// The size each child is given along the main axis, for a proposal.
  private func allot(_ proposal: ProposedCellSize) -> [CellSize] {
    let mainOffer = axis == .horizontal ? proposal.width : proposal.height
    let crossOffer = axis == .horizontal ? proposal.height : proposal.width
    guard let mainOffer else {
      return children.map { $0.sizeThatFits(self.proposal(main: nil, cross: crossOffer)) }
    }
    let count = children.count
    var minimums = [Int](repeating: 0, count: count)
    var flexibility = [Int](repeating: 0, count: count)
    for index in 0..<count {
      let child = children[index]
      let smallest = main(child.sizeThatFits(self.proposal(main: 0, cross: crossOffer)))
      let largest = main(
        child.sizeThatFits(self.proposal(main: ProposedCellSize.unbounded, cross: crossOffer)))
      minimums[index] = smallest
      flexibility[index] = largest - smallest
    }
    var sizes = [CellSize](repeating: .zero, count: count)
    var remaining = mainOffer - totalSpacing
    let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
    for priority in priorities {
      let group = (0..<count).filter { children[$0].layoutPriority == priority }
        .sorted { flexibility[$0] < flexibility[$1] }
      var reserve = 0
      for index in 0..<count where children[index].layoutPriority < priority {
        reserve += minimums[index]
      }
      var available = remaining - reserve
      var left = group.count
      for index in group {
        let share = max(0, available / left)
        let size = children[index].sizeThatFits(self.proposal(main: share, cross: crossOffer))
        sizes[index] = size
        available -= main(size)
        remaining -= main(size)
        left -= 1
      }
    }
    return sizes
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    guard !children.isEmpty else { return .zero }
    let sizes = allot(proposal)
    var mainTotal = totalSpacing
    var crossMax = 0
    for size in sizes {
      mainTotal += main(size)
      crossMax = max(crossMax, cross(size))
    }
    return axis == .horizontal
      ? CellSize(width: mainTotal, height: crossMax) : CellSize(width: crossMax, height: mainTotal)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard !children.isEmpty else { return }
    let sizes = allot(ProposedCellSize(rect.size))
    var position = axis == .horizontal ? rect.minX : rect.minY
    let crossSpace = axis == .horizontal ? rect.height : rect.width
    for (index, child) in children.enumerated() {
      let size = sizes[index]
      let crossOffset = crossAlignment.offset(content: cross(size), available: crossSpace)
      let childRect =
        axis == .horizontal
        ? CellRect(x: position, y: rect.minY + crossOffset, width: size.width, height: size.height)
        : CellRect(x: rect.minX + crossOffset, y: position, width: size.width, height: size.height)
      child.draw(in: childRect, on: &canvas)
      position += main(size)
      if index < children.count - 1 { position += gap(after: index) }
    }
  }
}
