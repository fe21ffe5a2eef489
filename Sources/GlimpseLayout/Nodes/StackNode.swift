/// An HStack or VStack: children side by side along one axis.
///
/// Space is shared as SwiftUI shares it: the highest `layoutPriority` first, and within a
/// priority the least flexible child first (the one whose maximum and minimum sizes differ
/// least), each offered an equal share of what is left, while lower priorities keep their
/// minimum sizes in reserve. Spacers come last, after every other child, so that a
/// spacer only takes what the others leave.
///
/// An HStack shares columns and a VStack points; a VStack's rows are its children's rows
/// plus its gaps' rows (``RowRule``), an HStack's the most any child takes.
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
  /// The space between children: columns in an HStack, points in a VStack; nil: one column
  /// between non-spacers in an HStack, ``defaultVerticalSpacing`` in a VStack, none beside
  /// a spacer.
  public let spacing: Double?
  /// The name a view path gives the stack: `HStack` or `VStack` unless a view that builds
  /// one (a label, a button) gives its own.
  private let name: String?
  /// The columns or points of all the gaps.
  private var totalSpacing = 0.0
  /// The rows of all the gaps (a VStack's).
  private var totalGapRows = 0
  /// Whether every child has the same priority in the order (no spacers, no layout
  /// priorities): no minimums are then kept in reserve.
  private var hasUniformPriority = true

  /// The points between two children of a VStack when no spacing is given: SwiftUI's usual
  /// default between views (it varies with the kinds of view on the device; Glimpse does
  /// not model that).
  public static let defaultVerticalSpacing = 8.0

  /// A stack of `children` along `axis`. `crossAlignment` reads leading/center/trailing as
  /// top/center/bottom for an HStack; `spacing` is in columns for an HStack and in points
  /// for a VStack; `name` names the stack in view paths (default: `HStack` or `VStack`).
  public init(
    axis: StackAxis, crossAlignment: CellHorizontalAlignment = .center, spacing: Double?,
    name: String? = nil, children: [LayoutNode]
  ) {
    self.axis = axis
    self.crossAlignment = crossAlignment
    self.children =
      children.count > Self.maximumChildren
      ? Array(children.prefix(Self.maximumChildren)) : children
    self.name = name
    self.spacing = spacing.map { $0.isFinite ? max(0, $0) : 0 }
    let children = self.children
    super.init()
    // One pass: each child learns its axis and its parent, and the gaps and priorities
    // are summed up.
    let first = children.first.map(Self.priority) ?? 0
    for index in children.indices {
      let child = children[index]
      child.adopt(stackAxis: axis)
      adoptChild(child)
      if Self.priority(of: child) != first { hasUniformPriority = false }
      guard index > 0 else { continue }
      let gap = self.gap(after: index - 1)
      totalSpacing += gap
      if axis == .vertical { totalGapRows += RowRule.rows(forGap: gap) }
    }
  }

  public override var viewName: String? { name ?? (axis == .horizontal ? "HStack" : "VStack") }

  public override var traceDetail: String? {
    guard let spacing else { return nil }
    return axis == .horizontal
      ? "spacing \(Int(spacing)) col" : "spacing \(Points.format(spacing)) pt"
  }

  /// A child's place in the order: its layout priority, and spacers after everything.
  private static func priority(of child: LayoutNode) -> Double {
    child.isSpacer ? -Double.infinity : child.layoutPriority
  }

  private static func gap(
    spacing: Double?, axis: StackAxis, _ left: LayoutNode, _ right: LayoutNode
  ) -> Double {
    if let spacing { return spacing }
    if left.isSpacer || right.isSpacer { return 0 }
    return axis == .horizontal ? 1 : defaultVerticalSpacing
  }

  private func gap(after index: Int) -> Double {
    Self.gap(spacing: spacing, axis: axis, children[index], children[index + 1])
  }

  /// The size along the main axis: columns or points.
  @inline(__always)
  private func main(_ size: LayoutSize) -> Double {
    axis == .horizontal ? Double(size.width) : size.height
  }

  /// `proposal` with `main` columns or points along the main axis.
  @inline(__always)
  private func offer(_ proposal: ProposedSize, main: Double) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: Int(main), height: proposal.height)
      : ProposedSize(width: proposal.width, height: main)
  }

  /// Works out the size each child is given for `proposal` and hands the sizes, in
  /// child order, to `body` (they live only as long as the call).
  @inline(__always)
  private func withAllotment<Result>(
    _ proposal: ProposedSize, _ body: (UnsafeMutableBufferPointer<LayoutSize>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: LayoutSize.self, capacity: children.count) { sizes in
      sizes.initialize(repeating: .zero)
      allot(proposal, into: sizes)
      return body(sizes)
    }
  }

  /// The size each child is given along the main axis, for a proposal, written to `sizes`.
  private func allot(_ proposal: ProposedSize, into sizes: UnsafeMutableBufferPointer<LayoutSize>) {
    let mainOffer = axis == .horizontal ? proposal.width.map(Double.init) : proposal.height
    guard let mainOffer else {
      let open = axis == .horizontal ? proposal.withWidth(nil) : proposal.withHeight(nil)
      for (index, child) in children.enumerated() { sizes[index] = child.sizeThatFits(open) }
      return
    }
    let count = children.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: count * 3) { buffer in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
        let minimums = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
        let flexibility = UnsafeMutableBufferPointer(rebasing: buffer[count..<(2 * count)])
        let priorities = UnsafeMutableBufferPointer(rebasing: buffer[(2 * count)..<(3 * count)])
        let smallestOffer = offer(proposal, main: 0)
        let largestOffer = offer(
          proposal,
          main: axis == .horizontal
            ? Double(ProposedSize.unbounded) : ProposedSize.unboundedPoints)
        for (index, child) in children.enumerated() {
          let smallest = main(child.sizeThatFits(smallestOffer))
          let largest = main(child.sizeThatFits(largestOffer))
          minimums[index] = smallest
          flexibility[index] = largest - smallest
          order.initializeElement(at: index, to: index)
          priorities[index] = Self.priority(of: child)
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
          var reserve = 0.0
          if !hasUniformPriority {
            for index in 0..<count where priorities[index] < priority {
              reserve += minimums[index]
            }
          }
          var available = remaining - reserve
          var left = end - start
          for slot in start..<end {
            let index = order[slot]
            let share: Double
            if axis == .horizontal {
              // The nearest whole share, ties going to the later (more flexible) children.
              share = Double(max(0, (Int(available) + (left - 1) / 2) / left))
            } else {
              share = max(0, available / Double(left))
            }
            let size = children[index].sizeThatFits(offer(proposal, main: share))
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

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    guard !children.isEmpty else { return .zero }
    return withAllotment(proposal) { sizes in
      var width = 0
      var height = 0.0
      var rows = 0
      if axis == .horizontal {
        width = Int(totalSpacing)
        for size in sizes {
          width += size.width
          height = max(height, size.height)
          rows = max(rows, size.rows)
        }
      } else {
        height = totalSpacing
        rows = totalGapRows
        for size in sizes {
          width = max(width, size.width)
          height += size.height
          rows += size.rows
        }
      }
      return LayoutSize(width: width, height: height, rows: rows)
    }
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    guard !children.isEmpty else { return }
    withAllotment(proposal(forDrawing: rect)) { sizes in
      var column = rect.minX
      var row = rect.minY
      var top = rect.top
      for (index, child) in children.enumerated() {
        var size = sizes[index]
        let childRect: LayoutRect
        if axis == .horizontal {
          if child.fillsCrossAxis {
            size.rows = rect.rows
            size.height = rect.height
          }
          childRect = LayoutRect(
            cells: CellRect(
              x: column,
              y: rect.minY + crossAlignment.offset(content: size.rows, available: rect.rows),
              width: size.width, height: size.rows),
            top: rect.top + crossAlignment.offset(content: size.height, available: rect.height),
            height: size.height)
        } else {
          if child.fillsCrossAxis { size.width = rect.width }
          childRect = LayoutRect(
            cells: CellRect(
              x: rect.minX + crossAlignment.offset(content: size.width, available: rect.width),
              y: row, width: size.width, height: size.rows),
            top: top, height: size.height)
        }
        child.draw(in: childRect, on: &canvas)
        if axis == .horizontal {
          column += size.width
          if index < children.count - 1 { column += Int(gap(after: index)) }
        } else {
          row += size.rows
          top += size.height
          if index < children.count - 1 {
            let gap = gap(after: index)
            row += RowRule.rows(forGap: gap)
            top += gap
          }
        }
      }
    }
  }
}
