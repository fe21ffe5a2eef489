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

  /// Checked for exclusive access by construction (only this class touches it, never
  /// re-entrantly), so it is read in place rather than copied out for every lookup.
  @exclusivity(unchecked) private var cache = SizeCache()

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
///
/// Proposals are kept as plain integers (a nil dimension as `Int.min`), so that looking
/// one up is a few integer comparisons.
struct SizeCache {
  private struct Entry {
    var width: Int
    var height: Int
    var size: CellSize
  }

  /// A dimension the proposal leaves open (nil).
  private static let open = Int.min
  /// The width of a slot that holds nothing yet.
  private static let unused = Int.min + 1
  private static let blank = Entry(width: unused, height: 0, size: .zero)
  private static let inlineCount = 4

  private var slots: (Entry, Entry, Entry, Entry) = (blank, blank, blank, blank)
  private var count = 0
  /// Answers pushed out of the inline slots, oldest first (at most ``olderLimit``).
  private var older: [Entry] = []
  private static let olderLimit = 64

  /// (Mutating only so that it reads the cache where it lies instead of a copy.)
  @inline(__always)
  mutating func size(for proposal: ProposedCellSize) -> CellSize? {
    let width = proposal.width ?? Self.open
    let height = proposal.height ?? Self.open
    if slots.0.width == width && slots.0.height == height { return slots.0.size }
    if slots.1.width == width && slots.1.height == height { return slots.1.size }
    if slots.2.width == width && slots.2.height == height { return slots.2.size }
    if slots.3.width == width && slots.3.height == height { return slots.3.size }
    if count <= Self.inlineCount { return nil }
    for entry in older where entry.width == width && entry.height == height {
      return entry.size
    }
    return nil
  }

  @inline(__always)
  mutating func insert(_ size: CellSize, for proposal: ProposedCellSize) {
    let entry = Entry(
      width: proposal.width ?? Self.open, height: proposal.height ?? Self.open, size: size)
    let slot = count & (Self.inlineCount - 1)
    if count >= Self.inlineCount {
      if older.count >= Self.olderLimit { older.removeFirst() }
      if older.isEmpty { older.reserveCapacity(16) }
      older.append(self.entry(at: slot))
    }
    switch slot {
    case 0: slots.0 = entry
    case 1: slots.1 = entry
    case 2: slots.2 = entry
    default: slots.3 = entry
    }
    count += 1
  }

  /// (Mutating only so that it reads the cache where it lies instead of a copy.)
  mutating func latestProposal(answeredWith size: CellSize) -> ProposedCellSize? {
    var back = 1
    while back <= min(Self.inlineCount, count) {
      let entry = self.entry(at: (count - back) & (Self.inlineCount - 1))
      if entry.size == size { return Self.proposal(entry) }
      back += 1
    }
    return older.last { $0.size == size }.map(Self.proposal)
  }

  private static func proposal(_ entry: Entry) -> ProposedCellSize {
    ProposedCellSize(
      width: entry.width == open ? nil : entry.width,
      height: entry.height == open ? nil : entry.height)
  }

  private func entry(at slot: Int) -> Entry {
    switch slot {
    case 0: return slots.0
    case 1: return slots.1
    case 2: return slots.2
    default: return slots.3
    }
  }
}
