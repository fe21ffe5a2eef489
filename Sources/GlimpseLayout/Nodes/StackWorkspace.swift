/// What a stack keeps between the times it is asked for a size, in one block of memory
/// allocated the first time (one allocation a stack; ``StackNode`` frees it):
///
/// - its children, unretained (the stack holds them all along): reading one from the
///   children array for a call retains and releases it, and each is asked up to three
///   times a proposal;
/// - each child's place in the order space is shared in (its priority, spacers last);
/// - for each of the last ``slots`` cross-axis values the stack was offered, that value,
///   each child's least size along the main axis, its flexibility (most minus least) and
///   the order the children are given space in (see `StackNode.extents`), and whether
///   those answers hold for any height;
/// - the last allotment worked out (the proposal, each child's size and the points it was
///   offered), which drawing reads back when it lays the stack out with that proposal:
///   the last size a stack is asked for is, most often, the one it is drawn at.
struct StackWorkspace {
  /// The most cross-axis values whose children's extents a stack remembers.
  static let slots = 4

  /// The children, unretained, in order.
  let nodes: UnsafeMutableBufferPointer<Unmanaged<LayoutNode>>
  /// Each child's priority in the order (spacers minus infinity).
  let priorities: UnsafeMutablePointer<Double>
  /// The remembered cross-axis values (minus infinity for none).
  let crossValues: UnsafeMutablePointer<Double>
  /// For each slot, each child's least size along the main axis, then each child's
  /// flexibility.
  let extents: UnsafeMutablePointer<Double>
  /// For each slot, the children in the order space is shared in.
  let orders: UnsafeMutablePointer<Int>
  /// For each slot, whether every child's least and most answers hold for any height
  /// (then an HStack's slot serves any height).
  let extentsForAnyHeight: UnsafeMutablePointer<Bool>
  /// The sizes of the last allotment, in child order.
  let lastSizes: UnsafeMutableBufferPointer<LayoutSize>
  /// The points along the main axis each child was offered in the last allotment (-1: none).
  let lastOffers: UnsafeMutableBufferPointer<Double>
  /// The last allotment's proposal, as ``SizeCache`` keeps one (width, height), and whether
  /// there is one (a proposal of zero by zero has the bits of none).
  let lastProposal: UnsafeMutablePointer<UInt64>
  /// The start of the block.
  private let base: UnsafeMutableRawPointer

  /// A workspace for `children`, whose priorities are `priority(child)`.
  init(children: [LayoutNode], priority: (LayoutNode) -> Double) {
    let count = children.count
    let slots = Self.slots
    let sizeWords = (MemoryLayout<LayoutSize>.stride + 7) / 8
    let words =
      count + count + slots + slots * 2 * count + slots * count + slots + count * sizeWords
      + count + 3
    let block = UnsafeMutableRawPointer.allocate(byteCount: words * 8, alignment: 8)
    base = block
    // Each part follows the one before, in words of 8 bytes.
    var next = block
    nodes = UnsafeMutableBufferPointer(
      start: next.bindMemory(to: Unmanaged<LayoutNode>.self, capacity: count), count: count)
    next += count * 8
    priorities = next.bindMemory(to: Double.self, capacity: count)
    next += count * 8
    crossValues = next.bindMemory(to: Double.self, capacity: slots)
    next += slots * 8
    extents = next.bindMemory(to: Double.self, capacity: slots * 2 * count)
    next += slots * 2 * count * 8
    orders = next.bindMemory(to: Int.self, capacity: slots * count)
    next += slots * count * 8
    extentsForAnyHeight = next.bindMemory(to: Bool.self, capacity: slots)
    next += slots * 8
    lastSizes = UnsafeMutableBufferPointer(
      start: next.bindMemory(to: LayoutSize.self, capacity: count), count: count)
    next += count * sizeWords * 8
    lastOffers = UnsafeMutableBufferPointer(
      start: next.bindMemory(to: Double.self, capacity: count), count: count)
    next += count * 8
    lastProposal = next.bindMemory(to: UInt64.self, capacity: 3)
    // The children read unretained, as everywhere after.
    for index in children.indices {
      let child = Unmanaged.passUnretained(children[index])
      nodes.initializeElement(at: index, to: child)
      priorities[index] = child._withUnsafeGuaranteedRef(priority)
    }
    lastProposal.initialize(repeating: 0, count: 3)
  }

  /// Frees the block.
  func deallocate() {
    base.deallocate()
  }

  /// Whether the last allotment was worked out for `proposal` (or for its width and any
  /// height).
  @inline(__always)
  func lastAllotmentIs(for proposal: ProposedSize) -> Bool {
    let (width, height) = SizeCache.key(proposal)
    return lastProposal[2] != 0 && lastProposal[0] == width
      && (lastProposal[1] == height || lastProposal[1] == SizeCache.anyHeight)
  }

  /// Records that the last allotment (in ``lastSizes`` and ``lastOffers``) is `proposal`'s,
  /// or, `forAnyHeight`, that of its width and any height.
  @inline(__always)
  func noteLastAllotment(for proposal: ProposedSize, forAnyHeight: Bool) {
    let (width, height) = SizeCache.key(proposal)
    lastProposal[0] = width
    lastProposal[1] = forAnyHeight ? SizeCache.anyHeight : height
    lastProposal[2] = 1
  }
}
