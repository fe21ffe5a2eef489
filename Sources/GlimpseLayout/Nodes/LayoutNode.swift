/// A laid-out piece of a view tree: it answers how big it wants to be for a proposal, and
/// draws itself into a rectangle of a canvas.
///
/// SwiftUI's propose / answer / place model in cells: a parent proposes a size, the child
/// answers the size it wants within it, and the parent places the child by drawing it in
/// a rectangle of that size. Every answer is remembered (the last four inline, older
/// ones in a table), so stacks may ask again without laying out again, and nested
/// stacks of alternating axes stay polynomial rather than exponential.
///
/// A node drawn in a rectangle lays its children out again with the proposal that gave
/// the rectangle's size (``proposal(forDrawing:)``), as SwiftUI places subviews with the
/// proposal it measured them with.
open class LayoutNode {
  /// The stack-ordering priority SwiftUI's `layoutPriority` sets: higher goes first.
  public var layoutPriority: Double = 0

  private var cache = SizeCache()

  /// A node with the default priority.
  public init() {}

  /// The size this node wants within `proposal` (cached).
  public final func sizeThatFits(_ proposal: ProposedCellSize) -> CellSize {
    if let size = cache.size(for: proposal) { return size }
    let size = computeSize(proposal)
    cache.insert(size, for: proposal)
    return size
  }

  /// The proposal to lay the children out with when drawing in a rectangle of `size`: the
  /// latest proposal this node answered with `size`, or `size` itself.
  public final func proposal(forDrawing size: CellSize) -> ProposedCellSize {
    cache.latestProposal(answeredWith: size) ?? ProposedCellSize(size)
  }

  /// Computes the size this node wants within `proposal`. Subclasses override this.
  open func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    .zero
  }

  /// Draws the node into `rect` of `canvas`. Subclasses override this.
  open func draw(in rect: CellRect, on canvas: inout Canvas) {}

  /// Whether this node is a spacer (stacks put no default spacing beside spacers).
  open var isSpacer: Bool { false }

  /// Whether this node stretches across its stack (a divider spans the stack's height in
  /// an HStack, whatever it answered).
  open var fillsCrossAxis: Bool { false }

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

/// Answers a node has given: four inline, the rest in a table.
struct SizeCache {
  private var proposals:
    (ProposedCellSize?, ProposedCellSize?, ProposedCellSize?, ProposedCellSize?) =
      (nil, nil, nil, nil)
  private var sizes: (CellSize, CellSize, CellSize, CellSize) = (.zero, .zero, .zero, .zero)
  private var count = 0
  /// Answers pushed out of the inline slots, oldest first (at most ``olderLimit``).
  private var older: [(ProposedCellSize, CellSize)] = []
  private static let olderLimit = 64

  func size(for proposal: ProposedCellSize) -> CellSize? {
    if proposals.0 == proposal { return sizes.0 }
    if proposals.1 == proposal { return sizes.1 }
    if proposals.2 == proposal { return sizes.2 }
    if proposals.3 == proposal { return sizes.3 }
    for entry in older where entry.0 == proposal { return entry.1 }
    return nil
  }

  mutating func insert(_ size: CellSize, for proposal: ProposedCellSize) {
    let slot = count % 4
    if let evicted = self.proposal(at: slot) {
      let evictedSize = self.size(at: slot)
      if older.count >= Self.olderLimit { older.removeFirst() }
      older.append((evicted, evictedSize))
    }
    switch slot {
    case 0: (proposals.0, sizes.0) = (proposal, size)
    case 1: (proposals.1, sizes.1) = (proposal, size)
    case 2: (proposals.2, sizes.2) = (proposal, size)
    default: (proposals.3, sizes.3) = (proposal, size)
    }
    count += 1
  }

  func latestProposal(answeredWith size: CellSize) -> ProposedCellSize? {
    var back = 1
    while back <= min(4, count) {
      let slot = (count - back) % 4
      if self.size(at: slot) == size, let proposal = self.proposal(at: slot) { return proposal }
      back += 1
    }
    return older.last { $0.1 == size }?.0
  }

  private func proposal(at slot: Int) -> ProposedCellSize? {
    switch slot {
    case 0: return proposals.0
    case 1: return proposals.1
    case 2: return proposals.2
    default: return proposals.3
    }
  }

  private func size(at slot: Int) -> CellSize {
    switch slot {
    case 0: return sizes.0
    case 1: return sizes.1
    case 2: return sizes.2
    default: return sizes.3
    }
  }
}
