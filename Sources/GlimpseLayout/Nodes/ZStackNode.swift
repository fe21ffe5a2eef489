/// A ZStack: children on top of each other, later ones on top, each aligned in the stack.
public final class ZStackNode: LayoutNode {
  /// The children, bottom first.
  public let children: [LayoutNode]
  /// Where each child sits in the stack.
  public let alignment: CellAlignment

  /// A stack of `children`, the first at the bottom.
  public init(alignment: CellAlignment = .center, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children
    super.init()
    for child in children { adoptChild(child) }
  }

  // Every child's preferences, merged (as a custom layout's are); a plain view's, in a
  // frame of a height it took.
  public override var topSpacing: StackEdgeSpacing {
    if takenFrame?.height != nil { return .plainTop }
    return children.reduce(.none) { $0.merged(with: $1.topSpacing) }
  }

  public override var bottomSpacing: StackEdgeSpacing {
    if takenFrame?.height != nil { return .plainBottom }
    return children.reduce(.none) { $0.merged(with: $1.bottomSpacing) }
  }

  public override var viewName: String? { "ZStack" }

  // A stack of nodes that each fill what they are offered (a ring over its track) fills it
  // too, and takes a frame around it.
  public override var answersAnyOffer: Bool {
    !children.isEmpty && children.allUnretained { $0.fillsOffer }
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    var result = LayoutSize.zero
    for index in children.indices {
      let size = children.unretained(index) { $0.sizeThatFits(proposal) }
      result.width = max(result.width, size.width)
      result.columns = max(result.columns, size.columns)
      result.height = max(result.height, size.height)
      result.rows = max(result.rows, size.rows)
    }
    return result
  }

  // The widest child's width, as ``computeSize(_:)`` answers: past `width` when a child
  // grows past it.
  public override func contentGrowsPast(_ width: Double, height: Double) -> Bool {
    !children.allUnretained { !$0.growsPast(width, height: height) }
  }

  // Its widest child's width: the least when each child's is (or its frame's width).
  public override var isNarrowestOfferedNoWidth: Bool {
    takenFrame?.width != nil || children.allUnretained { $0.isNarrowestOfferedNoWidth }
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let offered = proposal(forDrawing: rect)
    let proposal = takenFrame?.contentProposal(offered) ?? offered
    let alignment = alignment
    for index in children.indices {
      children.unretained(index) { child in
        let size = child.sizeThatFits(proposal)
        child.draw(in: child.placed(in: rect, size: size, alignment: alignment), on: &canvas)
      }
    }
  }
}
