/// A node around one child that lies in its parent's stack as the child would: padding,
/// frames, effects, decorations. It tells the child which stack axis it lies along, so a
/// wrapped `Spacer` or `Divider` still knows its direction, and answers with the child's
/// size unless a subclass says otherwise.
open class WrapperNode: LayoutNode {
  /// The child.
  public let child: LayoutNode

  /// A node around `child`.
  public init(child: LayoutNode) {
    self.child = child
    super.init()
    adoptChild(child)
  }

  // A modifier keeps its child's spacing preferences (a background, an offset, a fixed
  // size); padding and frames say otherwise.
  open override var topSpacing: StackEdgeSpacing { child.topSpacing }

  open override var bottomSpacing: StackEdgeSpacing { child.bottomSpacing }

  open override func adopt(stackAxis: StackAxis) {
    child.adopt(stackAxis: stackAxis)
  }

  open override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let size = child.sizeThatFits(proposal)
    if child.lastAnswerHoldsForAnyHeight { noteAnswerHoldsForAnyHeight() }
    return size
  }

  open override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(in: rect, on: &canvas)
  }
}
