/// An HStack or VStack: children side by side along one axis.
///
/// Space is shared as SwiftUI shares it: the highest `layoutPriority` first, and within a
/// priority the least flexible child first (the one whose maximum and minimum sizes differ
/// least), each offered an equal share of what is left, while lower priorities keep their
/// minimum sizes in reserve. Spacers come last, after every other child, so that a
/// spacer only takes what the others leave.
///
/// Both share points. An HStack's columns are its children's columns plus its gaps'
/// columns (``ColumnRule``), a VStack's the most any child takes; a VStack's rows are its
/// children's rows plus its gaps' rows (``RowRule``), an HStack's the most any child
/// takes. An HStack drawn wider in columns than it asked for (beside a wider sibling)
/// gives the extra columns to its flexible children (spacers, frames that grow), as the
/// device gives them the extra points.
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
  /// The points between children; nil: ``defaultSpacing`` between non-spacers, none
  /// beside a spacer.
  public let spacing: Double?
  /// The name a view path gives the stack: `HStack` or `VStack` unless a view that builds
  /// one (a label, a button) gives its own.
  private let name: String?
  /// The guide its children line up by on the cross axis, when it is not simply their
  /// leading, centre or trailing edge (a child sets it with `alignmentGuide`, or it is a
  /// custom `AlignmentID`); nil: by ``crossAlignment``.
  public let guide: StackGuide?
  /// The points of all the gaps.
  private var totalSpacing = 0.0
  /// The rows of all the gaps (a VStack's).
  private var totalGapRows = 0
  /// The columns of all the gaps (an HStack's).
  private var totalGapColumns = 0
  /// Whether every child has the same priority in the order (no spacers, no layout
  /// priorities): no minimums are then kept in reserve.
  private var hasUniformPriority = true

  /// The points between two children when no spacing is given and neither has a
  /// preference about the other (``StackEdgeSpacing``): SwiftUI's default on iOS, and
  /// between any two views in an HStack but a spacer.
  public static let defaultSpacing = 8.0
  /// A VStack's default gaps, worked out once from its children's edges when no spacing
  /// is given: the first (most VStacks have two children: no array), and the rest.
  private var firstVerticalGap = 0.0
  private var laterVerticalGaps: [Double] = []
  /// Whether the gaps are a VStack's defaults, kept in the two fields above.
  private var keepsVerticalGaps: Bool { axis == .vertical && spacing == nil }

  /// A stack of `children` along `axis`. `crossAlignment` reads leading/center/trailing as
  /// top/center/bottom for an HStack; `spacing` is in points; `name` names the stack in
  /// view paths (default: `HStack` or `VStack`); `guide`, when given, lines the children up
  /// by that guide instead (see ``StackGuide``).
  public init(
    axis: StackAxis, crossAlignment: CellHorizontalAlignment = .center, spacing: Double?,
    name: String? = nil, guide: StackGuide? = nil, children: [LayoutNode]
  ) {
    self.axis = axis
    self.crossAlignment = crossAlignment
    self.guide = guide
    self.children =
      children.count > Self.maximumChildren
      ? Array(children.prefix(Self.maximumChildren)) : children
    self.name = name
    self.spacing = spacing.map { $0.isFinite ? max(0, $0) : 0 }
    super.init()
    // One pass: each child learns its axis and its parent, and the gaps and priorities
    // are summed up. (The children are read unretained: the stack holds them all along.)
    var first = 0.0
    for index in self.children.indices {
      let priority = child(index) { child in
        child.adopt(stackAxis: axis)
        adoptChild(child)
        return Self.priority(of: child)
      }
      if index == 0 { first = priority }
      if priority != first { hasUniformPriority = false }
      guard index > 0 else { continue }
      let gap = self.spacing ?? defaultGap(after: index - 1)
      if keepsVerticalGaps {
        if index == 1 { firstVerticalGap = gap } else { laterVerticalGaps.append(gap) }
      }
      totalSpacing += gap
      if axis == .vertical {
        totalGapRows += RowRule.rows(forGap: gap)
      } else {
        totalGapColumns += ColumnRule.columns(forGap: gap)
      }
    }
  }

  public override var viewName: String? { name ?? (axis == .horizontal ? "HStack" : "VStack") }

  // A VStack's top edge is its first child's and its bottom edge its last child's; an
  // HStack's edges are every child's, merged.
  public override var topSpacing: StackEdgeSpacing {
    guard !children.isEmpty else { return .none }
    if axis == .vertical { return child(0) { $0.topSpacing } }
    var edge = StackEdgeSpacing.none
    for index in children.indices { edge = edge.merged(with: child(index) { $0.topSpacing }) }
    return edge
  }

  public override var bottomSpacing: StackEdgeSpacing {
    guard !children.isEmpty else { return .none }
    if axis == .vertical { return child(children.count - 1) { $0.bottomSpacing } }
    var edge = StackEdgeSpacing.none
    for index in children.indices {
      edge = edge.merged(with: child(index) { $0.bottomSpacing })
    }
    return edge
  }

  public override var traceDetail: String? {
    if let spacing { return "spacing \(Points.format(spacing)) pt" }
    guard keepsVerticalGaps && children.count > 1 else { return nil }
    let gaps = [firstVerticalGap] + laterVerticalGaps
    return "default gaps \(gaps.map { Points.format($0) }.joined(separator: ", ")) pt"
  }

  /// A child's place in the order: its layout priority, and spacers after everything.
  private static func priority(of child: LayoutNode) -> Double {
    child.isSpacer ? -Double.infinity : child.layoutPriority
  }

  /// The points after child `index`: the spacing given, or the default gap (a VStack's as
  /// worked out when the stack was made).
  private func gap(after index: Int) -> Double {
    if let spacing { return spacing }
    if keepsVerticalGaps { return index == 0 ? firstVerticalGap : laterVerticalGaps[index - 1] }
    return defaultGap(after: index)
  }

  /// The default gap after child `index`, from the kinds of it and the next child: in a
  /// VStack by their edges' preferences (``StackEdgeSpacing``), in an HStack 8 pt but
  /// beside a spacer.
  private func defaultGap(after index: Int) -> Double {
    if axis == .vertical {
      return StackEdgeSpacing.gap(
        between: child(index) { $0.bottomSpacing }, and: child(index + 1) { $0.topSpacing },
        defaultGap: Self.defaultSpacing)
    }
    let besideSpacer = child(index) { $0.isSpacer } || child(index + 1) { $0.isSpacer }
    return besideSpacer ? 0 : Self.defaultSpacing
  }

  /// `body` applied to child `index`, read without retaining it.
  @inline(__always)
  private func child<Result>(_ index: Int, _ body: (LayoutNode) -> Result) -> Result {
    children.unretained(index, body)
  }

  /// The points along the main axis.
  @inline(__always)
  private func main(_ size: LayoutSize) -> Double {
    axis == .horizontal ? size.width : size.height
  }

  /// `proposal` with `main` points along the main axis.
  @inline(__always)
  private func offer(_ proposal: ProposedSize, main: Double) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: main, height: proposal.height)
      : ProposedSize(width: proposal.width, height: main)
  }

  // Each child offered no width takes its least (every child is offered none when the
  // stack is): an HStack's width is their sum, a VStack's the widest. Not with alignment
  // guides, which may move a child across by more than its width.
  public override var isNarrowestOfferedNoWidth: Bool {
    guide == nil && children.allUnretained { $0.isNarrowestOfferedNoWidth }
  }

  /// Whether this HStack's children are views of a fixed width followed by one view that
  /// is narrowest offered no width (``LayoutNode/isNarrowestOfferedNoWidth``), all of one
  /// priority: then the order it shares its width in is theirs, whatever they answer (the
  /// fixed ones are no more flexible than the last, and ties keep their order), and its
  /// children are not asked for the least and the most they take. (An icon in a frame
  /// beside a column of text: the column, asked for its least and its most, laid itself
  /// out twice more.) Worked out the first time it is asked.
  private lazy var ordersWithoutProbes: Bool = {
    guard axis == .horizontal, hasUniformPriority, children.count >= 2 else { return false }
    for index in 0..<(children.count - 1) where child(index, { $0.constantWidth }) == nil {
      return false
    }
    return child(children.count - 1) { $0.isNarrowestOfferedNoWidth }
  }()

  /// The stack's workspace (``StackWorkspace``): its children unretained, their priorities,
  /// the extents remembered and the last allotment. Made the first time the stack is asked
  /// for a size; nil before.
  private var workspace: StackWorkspace?
  /// How many cross-axis values have been remembered (slot `n % StackWorkspace.slots` holds
  /// the `n`th).
  private var extentCount = 0

  deinit {
    workspace?.deallocate()
  }

  /// The workspace, made the first time it is needed.
  @inline(__always)
  private func readyWorkspace() -> StackWorkspace {
    if let workspace { return workspace }
    let made = StackWorkspace(children: children, priority: Self.priority(of:))
    workspace = made
    return made
  }

  /// The children's least sizes, flexibilities and order for a proposal whose cross axis is
  /// `cross` (a nil cross axis as minus infinity), from the workspace's slot that holds
  /// them, worked out if none does: a pointer to the minimums (the flexibilities follow
  /// them) and one to the order.
  ///
  /// What a child answers for the least and the most offer along the main axis depends only
  /// on the cross axis, and a node's answers are remembered (``LayoutNode/sizeThatFits(_:)``),
  /// so asking again for a cross value already asked gives the same numbers without asking
  /// (no answer is computed and no child's cache changes: asking again would only have
  /// found the answers there). Which child goes first is worked out from these numbers and
  /// the priorities alone, so it is remembered with them.
  private func extents(
    across cross: Double, in workspace: StackWorkspace, proposal: ProposedSize
  ) -> (
    minimums: UnsafeMutablePointer<Double>, order: UnsafeMutablePointer<Int>, forAnyHeight: Bool
  ) {
    let count = children.count
    let slots = StackWorkspace.slots
    // An HStack's extents that hold for any height serve any cross value.
    let anyCross = axis == .horizontal
    for slot in 0..<min(extentCount, slots)
    where workspace.crossValues[slot] == cross
      || (anyCross && workspace.extentsForAnyHeight[slot])
    {
      return (
        workspace.extents + slot * 2 * count, workspace.orders + slot * count,
        workspace.extentsForAnyHeight[slot]
      )
    }
    let priorities = workspace.priorities
    let slot = extentCount % slots
    extentCount += 1
    workspace.crossValues[slot] = cross
    let minimums = workspace.extents + slot * 2 * count
    let flexibility = minimums + count
    let order = workspace.orders + slot * count
    if ordersWithoutProbes {
      // The fixed widths, and the last child's least as nothing and its flexibility as
      // unknown: with one priority only the order is read, and it holds for any height.
      for index in 0..<count {
        let fixed = child(index) { $0.constantWidth }
        minimums[index] = fixed ?? 0
        flexibility[index] = fixed == nil ? .infinity : 0
        order[index] = index
      }
      workspace.extentsForAnyHeight[slot] = true
      return (minimums, order, true)
    }
    let smallestOffer = offer(proposal, main: 0)
    let largestOffer = offer(proposal, main: ProposedSize.unboundedPoints)
    let nodes = workspace.nodes
    var forAnyHeight = true
    for index in 0..<count {
      nodes[index]._withUnsafeGuaranteedRef { child in
        let smallest = main(child.sizeThatFits(smallestOffer))
        forAnyHeight = forAnyHeight && child.lastAnswerHoldsForAnyHeight
        let largest = main(child.sizeThatFits(largestOffer))
        forAnyHeight = forAnyHeight && child.lastAnswerHoldsForAnyHeight
        minimums[index] = smallest
        flexibility[index] = largest - smallest
      }
      order[index] = index
    }
    workspace.extentsForAnyHeight[slot] = forAnyHeight
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
    return (minimums, order, forAnyHeight)
  }

  /// The size each child is given for a proposal, written to `sizes`, and the points along
  /// the main axis each was offered, written to `offers` (those offered none are left as
  /// they were); true when every child's answers hold for any height.
  @discardableResult
  private func allot(
    _ proposal: ProposedSize, into sizes: UnsafeMutableBufferPointer<LayoutSize>,
    offers: UnsafeMutableBufferPointer<Double>, in workspace: StackWorkspace
  ) -> Bool {
    let nodes = workspace.nodes
    let count = children.count
    let mainOffer = axis == .horizontal ? proposal.width : proposal.height
    guard let mainOffer else {
      let open = axis == .horizontal ? proposal.withWidth(nil) : proposal.withHeight(nil)
      var forAnyHeight = true
      for index in 0..<count {
        nodes[index]._withUnsafeGuaranteedRef { child in
          sizes[index] = child.sizeThatFits(open)
          forAnyHeight = forAnyHeight && child.lastAnswerHoldsForAnyHeight
        }
      }
      return forAnyHeight
    }
    let cross = (axis == .horizontal ? proposal.height : proposal.width) ?? -.infinity
    let (minimums, order, extentsForAnyHeight) = extents(
      across: cross, in: workspace, proposal: proposal)
    var forAnyHeight = extentsForAnyHeight
    let priorities = workspace.priorities
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
        // (The last of a priority is offered all that is left: no division, a slow one.)
        let share = max(0, left == 1 ? available : available / Double(left))
        let size = nodes[index]._withUnsafeGuaranteedRef { child in
          let size = child.sizeThatFits(offer(proposal, main: share))
          forAnyHeight = forAnyHeight && child.lastAnswerHoldsForAnyHeight
          return size
        }
        sizes[index] = size
        offers[index] = share
        available -= main(size)
        remaining -= main(size)
        left -= 1
      }
      start = end
    }
    return forAnyHeight
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    guard !children.isEmpty else { return .zero }
    // Worked out into the workspace's last allotment, which drawing reads back when it is
    // drawn with this proposal.
    let workspace = readyWorkspace()
    let sizes = workspace.lastSizes
    sizes.update(repeating: .zero)
    workspace.lastOffers.update(repeating: -1)
    // The children's answers hold for any height: so does the stack's, unless alignment
    // guides place them (a guide's value may depend on more than a child's size).
    let forAnyHeight =
      allot(proposal, into: sizes, offers: workspace.lastOffers, in: workspace) && guide == nil
    workspace.noteLastAllotment(for: proposal, forAnyHeight: forAnyHeight)
    if forAnyHeight { noteAnswerHoldsForAnyHeight() }
    var result = LayoutSize.zero
    if axis == .horizontal {
      result.width = totalSpacing
      result.columns = totalGapColumns
      for size in sizes {
        result.width += size.width
        result.columns += size.columns
        result.height = max(result.height, size.height)
        result.rows = max(result.rows, size.rows)
      }
      if guide != nil {
        let lines = guideLines(sizes)
        result.height = lines.extent
        result.rows = lines.cells
      }
      // A row that takes all the width it is offered is drawn across that width's
      // columns (its flexible children share the columns its content leaves).
      if let offered = proposal.width, offered < ProposedSize.unboundedPoints,
        result.width >= offered - 0.01
      {
        result.columns = max(result.columns, ColumnRule.columns(forGap: result.width))
      }
    } else {
      result.height = totalSpacing
      result.rows = totalGapRows
      for size in sizes {
        result.width = max(result.width, size.width)
        result.columns = max(result.columns, size.columns)
        result.height += size.height
        result.rows += size.rows
      }
      if guide != nil {
        let lines = guideLines(sizes)
        result.width = lines.extent
        result.columns = lines.cells
      }
    }
    return result
  }

  /// The extra columns each child of an HStack drawn in `columns` columns gets, written to
  /// `extra`: what the stack did not ask for goes to its flexible children (those that took
  /// all the points they were offered: spacers, shapes, frames that fill, a running timer;
  /// not a text, which takes what its lines need), in proportion to their points.
  private func shareExtraColumns(
    _ columns: Int, sizes: UnsafeMutableBufferPointer<LayoutSize>,
    offers: UnsafeMutableBufferPointer<Double>, into extra: UnsafeMutableBufferPointer<Int>
  ) {
    extra.initialize(repeating: 0)
    var asked = totalGapColumns
    for size in sizes { asked += size.columns }
    var spare = columns - asked
    guard spare > 0 else { return }
    var flexiblePoints = 0.0
    var last = -1
    var flexibleCount = 0
    for index in children.indices where takesAllOffered(index, sizes: sizes, offers: offers) {
      flexiblePoints += sizes[index].width
      flexibleCount += 1
      last = index
    }
    guard last >= 0 else { return }
    let total = spare
    for index in 0..<last where takesAllOffered(index, sizes: sizes, offers: offers) {
      let share =
        flexiblePoints > 0
        ? Int((Double(total) * sizes[index].width / flexiblePoints).rounded())
        : total / flexibleCount
      let given = min(spare, max(0, share))
      extra[index] = given
      spare -= given
    }
    extra[last] += spare
  }

  /// Whether the child at `index` took all the points it was offered (a flexible child).
  @inline(__always)
  private func takesAllOffered(
    _ index: Int, sizes: UnsafeMutableBufferPointer<LayoutSize>,
    offers: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    offers[index] > 0 && abs(sizes[index].width - offers[index]) < 0.5
  }

  /// Child `index`'s guide, in points from its leading (or top) edge, at `size`.
  private func guideValue(_ index: Int, size: LayoutSize, guide: StackGuide) -> Double {
    let width = size.width
    let height = size.height
    if let guided = children[index] as? AlignmentGuideNode,
      let value = guided.value(of: guide.id, width: width, height: height)
    {
      return value
    }
    let value = guide.defaultValue(width, height)
    return value.isFinite ? value : 0
  }

  /// Where the children's guides line up, in points from the stack's cross-axis start (the
  /// most any child's guide lies from its start), and how far the children reach across,
  /// in points and in cells, when they are lined up there.
  private func guideLines(
    _ sizes: UnsafeMutableBufferPointer<LayoutSize>
  ) -> (line: Double, extent: Double, cells: Int) {
    guard let guide else { return (0, 0, 0) }
    var line = 0.0
    for index in sizes.indices {
      line = max(line, guideValue(index, size: sizes[index], guide: guide))
    }
    var extent = 0.0
    var cells = 0
    for index in sizes.indices {
      let size = sizes[index]
      let start = line - guideValue(index, size: size, guide: guide)
      let across = axis == .vertical ? size.width : size.height
      let cellsAcross = axis == .vertical ? size.columns : size.rows
      extent = max(extent, start + across)
      cells = max(cells, startCells(start) + cellsAcross)
    }
    return (line, extent, cells)
  }

  /// The cells a child starts after, `points` from the stack's cross-axis start.
  private func startCells(_ points: Double) -> Int {
    axis == .vertical ? ColumnRule.columns(forGap: points) : RowRule.rows(forGap: points)
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    guard !children.isEmpty else { return }
    let proposal = proposal(forDrawing: rect)
    let workspace = readyWorkspace()
    if workspace.lastAllotmentIs(for: proposal) {
      drawChildren(
        in: rect, sizes: workspace.lastSizes, offers: workspace.lastOffers, on: &canvas)
      return
    }
    let count = children.count
    withUnsafeTemporaryAllocation(of: LayoutSize.self, capacity: count) { sizes in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { offers in
        sizes.initialize(repeating: .zero)
        offers.initialize(repeating: -1)
        allot(proposal, into: sizes, offers: offers, in: workspace)
        drawChildren(in: rect, sizes: sizes, offers: offers, on: &canvas)
      }
    }
  }

  /// Draws the children, each at its size, the extra columns of an HStack shared out.
  private func drawChildren(
    in rect: LayoutRect, sizes: UnsafeMutableBufferPointer<LayoutSize>,
    offers: UnsafeMutableBufferPointer<Double>, on canvas: inout Canvas
  ) {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count) { extra in
      if axis == .horizontal {
        shareExtraColumns(rect.columns, sizes: sizes, offers: offers, into: extra)
      } else {
        extra.initialize(repeating: 0)
      }
      var column = rect.minX
      var row = rect.minY
      var left = rect.left
      var top = rect.top
      let lines = guideLines(sizes)
      for index in children.indices {
        child(index) { child in
          drawChild(
            child, index: index, in: rect, sizes: sizes, extra: extra, lines: lines,
            column: &column, row: &row, left: &left, top: &top, on: &canvas)
        }
      }
    }
  }

  /// Draws child `index` at its place from `column`, `row`, `left` and `top`, then moves
  /// them past it and the gap after it.
  @inline(__always)
  private func drawChild(
    _ child: LayoutNode, index: Int, in rect: LayoutRect,
    sizes: UnsafeMutableBufferPointer<LayoutSize>, extra: UnsafeMutableBufferPointer<Int>,
    lines: (line: Double, extent: Double, cells: Int), column: inout Int, row: inout Int,
    left: inout Double, top: inout Double, on canvas: inout Canvas
  ) {
    var size = sizes[index]
    let childRect: LayoutRect
    if let guide {
      let start = lines.line - guideValue(index, size: size, guide: guide)
      let cells = startCells(start)
      if axis == .horizontal {
        childRect = LayoutRect(
          cells: CellRect(
            x: column, y: rect.minY + cells, width: size.columns, height: size.rows),
          left: left, top: rect.top + start, width: size.width, height: size.height)
      } else {
        childRect = LayoutRect(
          cells: CellRect(x: rect.minX + cells, y: row, width: size.columns, height: size.rows),
          left: rect.left + start, top: top, width: size.width, height: size.height)
      }
    } else if axis == .horizontal {
      if child.fillsCrossAxis {
        size.rows = rect.rows
        size.height = rect.height
      }
      size.columns += extra[index]
      childRect = LayoutRect(
        cells: CellRect(
          x: column,
          y: rect.minY + crossAlignment.offset(content: size.rows, available: rect.rows),
          width: size.columns, height: size.rows),
        left: left,
        top: rect.top + crossAlignment.offset(content: size.height, available: rect.height),
        width: size.width, height: size.height)
    } else {
      if child.fillsCrossAxis {
        size.columns = rect.columns
        size.width = rect.width
      } else if rect.spans(size) && child.growsPast(size.width, height: size.height) {
        size.columns = rect.columns
      }
      childRect = LayoutRect(
        cells: CellRect(
          x: rect.minX
            + crossAlignment.offset(content: size.columns, available: rect.columns),
          y: row, width: size.columns, height: size.rows),
        left: rect.left
          + crossAlignment.offset(content: size.width, available: rect.width),
        top: top, width: size.width, height: size.height)
    }
    child.draw(in: childRect, on: &canvas)
    guard index < children.count - 1 else { return }
    let gap = gap(after: index)
    if axis == .horizontal {
      column += size.columns + ColumnRule.columns(forGap: gap)
      left += size.width + gap
    } else {
      row += size.rows + RowRule.rows(forGap: gap)
      top += size.height + gap
    }
  }
}
