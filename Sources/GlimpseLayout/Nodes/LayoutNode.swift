/// A laid-out piece of a view tree: it answers how big it wants to be for a proposal, and
/// draws itself into a rectangle of a canvas.
///
/// SwiftUI's propose / answer / place model in cells: a parent proposes a size, the child
/// answers the size it wants within it, and the parent places the child by drawing it in
/// a rectangle of that size. Answers are cached per proposal (the last three), so stacks
/// may ask again without laying out again.
open class LayoutNode {
  /// The stack-ordering priority SwiftUI's `layoutPriority` sets: higher goes first.
  public var layoutPriority: Double = 0

  private var cachedProposals: (ProposedCellSize?, ProposedCellSize?, ProposedCellSize?) =
    (nil, nil, nil)
  private var cachedSizes: (CellSize, CellSize, CellSize) = (.zero, .zero, .zero)
  private var nextSlot = 0

  /// A node with the default priority.
  public init() {}

  /// The size this node wants within `proposal` (cached).
  public final func sizeThatFits(_ proposal: ProposedCellSize) -> CellSize {
    if cachedProposals.0 == proposal { return cachedSizes.0 }
    if cachedProposals.1 == proposal { return cachedSizes.1 }
    if cachedProposals.2 == proposal { return cachedSizes.2 }
    let size = computeSize(proposal)
    switch nextSlot {
    case 0:
      cachedProposals.0 = proposal
      cachedSizes.0 = size
    case 1:
      cachedProposals.1 = proposal
      cachedSizes.1 = size
    default:
      cachedProposals.2 = proposal
      cachedSizes.2 = size
    }
    nextSlot = (nextSlot + 1) % 3
    return size
  }

  /// Computes the size this node wants within `proposal`. Subclasses override this.
  open func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    .zero
  }

  /// Draws the node into `rect` of `canvas`. Subclasses override this.
  open func draw(in rect: CellRect, on canvas: inout Canvas) {}

  /// Whether this node is a spacer (stacks put no default spacing beside spacers).
  open var isSpacer: Bool { false }

  /// Tells a spacer or divider which stack axis it lies along; other nodes ignore it.
  open func adopt(stackAxis: StackAxis) {}
}

/// The axis a stack arranges its children along.
public enum StackAxis: Hashable, Sendable {
  /// Left to right (HStack).
  case horizontal
  /// Top to bottom (VStack).
  case vertical
}

/// A node that draws nothing and takes no space (EmptyView).
public final class EmptyNode: LayoutNode {}
