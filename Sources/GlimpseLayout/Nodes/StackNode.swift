/// An HStack or VStack: children side by side along one axis.
///
/// Space is shared as SwiftUI shares it: the highest `layoutPriority` first, and within a
/// priority the least flexible child first (the one whose maximum and minimum sizes differ
/// least), each offered an equal share of what is left, while lower priorities keep their
/// minimum sizes in reserve. Spacers come last, after every other child, so that a
/// spacer only takes what the others leave.
public final class StackNode: LayoutNode {
  /// Along which axis the children are placed.
  public let axis: StackAxis
  /// Where children sit on the other axis.
  public let crossAlignment: CellHorizontalAlignment
  /// The children, in order (at most ``maximumChildren``).
  public let children: [LayoutNode]
  /// The most children a stack lays out, 10,000: those after them are left out, as no
  /// presentation has room to show them (it is at most 1,000 columns wide).
  public static let maximumChildren = 10_000
  /// Cells between children; nil: one column between non-spacers in an HStack, none
  /// beside a spacer, none in a VStack.
  public let spacing: Int?
  private let totalSpacing: Int
  private let hasUniformPriority: Bool

  /// A stack of `children` along `axis`. `crossAlignment` reads leading/center/trailing as
  /// top/center/bottom for an HStack.
  public init(
    axis: StackAxis, crossAlignment: CellHorizontalAlignment = .center, spacing: Int?,
    children: [LayoutNode]
  ) {
    self.axis = axis
    self.crossAlignment = crossAlignment
    self.children =
      children.count > Self.maximumChildren
      ? Array(children.prefix(Self.maximumChildren)) : children
    self.spacing = spacing.map { max(0, $0) }
    let children = self.children
    for child in children { child.adopt(stackAxis: axis) }
    var total = 0
    if children.count > 1 {
      for index in 0..<(children.count - 1) {
        total += Self.gap(spacing: self.spacing, axis: axis, children[index], children[index + 1])
      }
    }
    totalSpacing = total
    let first = children.first.map(Self.priority) ?? 0
    hasUniformPriority = children.allSatisfy { Self.priority(of: $0) == first }
    super.init()
  }

  /// A child's place in the order: its layout priority, and spacers after everything.
  private static func priority(of child: LayoutNode) -> Double {
    child.isSpacer ? -Double.infinity : child.layoutPriority
  }

  private static func gap(spacing: Int?, axis: StackAxis, _ left: LayoutNode, _ right: LayoutNode)
    -> Int
  {
    if let spacing { return spacing }
    guard axis == .horizontal else { return 0 }
    return left.isSpacer || right.isSpacer ? 0 : 1
  }

  private func gap(after index: Int) -> Int {
    Self.gap(spacing: spacing, axis: axis, children[index], children[index + 1])
  }

  private func main(_ size: CellSize) -> Int { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: CellSize) -> Int { axis == .horizontal ? size.height : size.width }
  private func proposal(main: Int?, cross: Int?) -> ProposedCellSize {
    axis == .horizontal
      ? ProposedCellSize(width: main, height: cross) : ProposedCellSize(width: cross, height: main)
  }

  /// Works out the size each child is given for `proposal` and hands the sizes, in
  /// child order, to `body` (they live only as long as the call).
  @inline(__always)
  private func withAllotment<Result>(
    _ proposal: ProposedCellSize, _ body: (UnsafeMutableBufferPointer<CellSize>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: CellSize.self, capacity: children.count) { sizes in
      sizes.initialize(repeating: .zero)
      allot(proposal, into: sizes)
      return body(sizes)
    }
  }

  /// The size each child is given along the main axis, for a proposal, written to `sizes`.
  private func allot(_ proposal: ProposedCellSize, into sizes: UnsafeMutableBufferPointer<CellSize>)
  {
    let mainOffer = axis == .horizontal ? proposal.width : proposal.height
    let crossOffer = axis == .horizontal ? proposal.height : proposal.width
    guard let mainOffer else {
      let open = self.proposal(main: nil, cross: crossOffer)
      for (index, child) in children.enumerated() { sizes[index] = child.sizeThatFits(open) }
      return
    }
    let count = children.count
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count * 3) { buffer in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { priorities in
        let minimums = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
        let flexibility = UnsafeMutableBufferPointer(rebasing: buffer[count..<(2 * count)])
        let order = UnsafeMutableBufferPointer(rebasing: buffer[(2 * count)..<(3 * count)])
        let smallestOffer = self.proposal(main: 0, cross: crossOffer)
        let largestOffer = self.proposal(main: ProposedCellSize.unbounded, cross: crossOffer)
        for (index, child) in children.enumerated() {
          let smallest = main(child.sizeThatFits(smallestOffer))
          let largest = main(child.sizeThatFits(largestOffer))
          minimums[index] = smallest
          flexibility[index] = largest - smallest
          order[index] = index
          priorities.initializeElement(at: index, to: Self.priority(of: child))
        }
        // Highest priority first; within a priority, least flexible first (stable).
        var position = 1
        while position < count {
          let current = order[position]
          var scan = position - 1
          while scan >= 0 {
            let other = order[scan]
            let goesFirst =
              priorities[current] != priorities[other]
              ? priorities[current] > priorities[other]
              : flexibility[current] < flexibility[other]
            guard goesFirst else { break }
            order[scan + 1] = other
            scan -= 1
          }
          order[scan + 1] = current
          position += 1
        }
        var remaining = mainOffer - totalSpacing
        var start = 0
        while start < count {
          let priority = priorities[order[start]]
          var end = start
          while end < count && priorities[order[end]] == priority { end += 1 }
          var reserve = 0
          if !hasUniformPriority {
            for index in 0..<count where priorities[index] < priority {
              reserve += minimums[index]
            }
          }
          var available = remaining - reserve
          var left = end - start
          for slot in start..<end {
            let index = order[slot]
            // The nearest whole share, ties going to the later (more flexible) children.
            let share = max(0, (available + (left - 1) / 2) / left)
            let size = children[index].sizeThatFits(self.proposal(main: share, cross: crossOffer))
            sizes[index] = size
            available -= main(size)
            remaining -= main(size)
            left -= 1
          }
          start = end
        }
      }
    }
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    guard !children.isEmpty else { return .zero }
    return withAllotment(proposal) { sizes in
      var mainTotal = totalSpacing
      var crossMax = 0
      for size in sizes {
        mainTotal += main(size)
        crossMax = max(crossMax, cross(size))
      }
      return axis == .horizontal
        ? CellSize(width: mainTotal, height: crossMax)
        : CellSize(width: crossMax, height: mainTotal)
    }
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    guard !children.isEmpty else { return }
    withAllotment(proposal(forDrawing: rect.size)) { sizes in
      var position = axis == .horizontal ? rect.minX : rect.minY
      let crossSpace = axis == .horizontal ? rect.height : rect.width
      for (index, child) in children.enumerated() {
        var size = sizes[index]
        if child.fillsCrossAxis {
          if axis == .horizontal { size.height = crossSpace } else { size.width = crossSpace }
        }
        let crossOffset = crossAlignment.offset(content: cross(size), available: crossSpace)
        let childRect =
          axis == .horizontal
          ? CellRect(
            x: position, y: rect.minY + crossOffset, width: size.width, height: size.height)
          : CellRect(
            x: rect.minX + crossOffset, y: position, width: size.width, height: size.height)
        child.draw(in: childRect, on: &canvas)
        position += main(size)
        if index < children.count - 1 { position += gap(after: index) }
      }
    }
  }
}
