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

  /// The fixed frame the stack took in place of a frame node around it, if any
  /// (``takeFrame(_:)``): a stack of shapes (a ring over its track) fills its frame. Set
  /// once, as the node is built, and read while it is laid out: not checked for exclusive
  /// access at run time.
  @exclusivity(unchecked) public private(set) var takenFrame: FixedFrame?

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

  public override var traceDetail: String? { takenFrame.map { "in a frame of \($0.detail)" } }

  // A stack of nodes that each fill what they are offered fills it too.
  public override var fillsOffer: Bool {
    takenFrame == nil && !children.isEmpty && children.allUnretained { $0.fillsOffer }
  }

  public override func takeFrame(_ frame: FixedFrame) -> Bool {
    FixedFrame.take(frame, into: &takenFrame, fills: fillsOffer)
  }

  public override var constantWidth: Double? { takenFrame?.width }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let offer = takenFrame?.contentProposal(proposal) ?? proposal
    var result = LayoutSize.zero
    for index in children.indices {
      let size = children.unretained(index) { $0.sizeThatFits(offer) }
      result.width = max(result.width, size.width)
      result.columns = max(result.columns, size.columns)
      result.height = max(result.height, size.height)
      result.rows = max(result.rows, size.rows)
    }
    guard let takenFrame else { return result }
    // Offered the frame's height, whatever height the frame is offered.
    if takenFrame.height != nil { noteAnswerHoldsForAnyHeight() }
    return takenFrame.answer(for: result)
  }

  // The widest child's width, as ``computeSize(_:)`` answers: past `width` when a child
  // grows past it (or its frame's width, in one it took).
  public override func growsPast(_ width: Double, height: Double) -> Bool {
    if let fixed = takenFrame?.width { return fixed > width + 0.5 }
    let height = takenFrame?.height ?? height
    return !children.allUnretained { !$0.growsPast(width, height: height) }
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
