/// A laid-out piece of a view tree: it answers how big it wants to be for a proposal, and
/// draws itself into a rectangle of a canvas.
///
/// SwiftUI's propose / answer / place model, in points on both axes: a parent proposes a
/// size, the child answers the size it wants within it (with the columns and rows it needs
/// to be drawn, see ``ColumnRule`` and ``RowRule``), and the parent places the child
/// by drawing it in a rectangle of that size. Every answer is remembered (the last eight
/// inline, older ones in a table), so stacks may ask again without laying out again, and
/// nested stacks of alternating axes stay polynomial rather than exponential.
///
/// A node drawn in a rectangle lays its children out again with the proposal that gave
/// the rectangle's size (``proposal(forDrawing:)``), as SwiftUI places subviews with the
/// proposal it measured them with.
open class LayoutNode {
  /// The stack-ordering priority SwiftUI's `layoutPriority` sets: higher goes first.
  ///
  /// Not checked for exclusive access at run time: it is a plain value, set while the node
  /// is built and read while it is laid out, never accessed across a call that could reach
  /// it again (stacks read it for every child on every layout).
  @exclusivity(unchecked) public var layoutPriority: Double = 0
  /// The node this one is a child of, if any: the way up for a diagnostic's view path.
  /// Set when the parent is built; the parent owns its children, so it outlives any
  /// drawing of them.
  public final var parent: LayoutNode? { unretainedParent?.takeUnretainedValue() }

  /// The parent, unretained: for walks up the tree that retain nothing (the parent owns
  /// this node, so it outlives any walk from it). Kept as it is read: an `unowned(unsafe)`
  /// reference read into a variable is retained and released.
  ///
  /// Not checked for exclusive access at run time: it is set once, while the parent is
  /// built, and only read after (every stack, frame and shape layering reads or writes it
  /// for each child).
  @exclusivity(unchecked) public private(set) final var unretainedParent: Unmanaged<LayoutNode>?

  /// Checked for exclusive access by construction (only this class touches it, never
  /// re-entrantly), so it is read in place rather than copied out for every lookup.
  @exclusivity(unchecked) private var cache = SizeCache()

  /// Whether the answer ``computeSize(_:)`` is returning holds for any height proposed
  /// with the same width (set by ``noteAnswerHoldsForAnyHeight()``).
  @exclusivity(unchecked) private var computedAnswerHoldsForAnyHeight = false

  /// Whether the answer the last ``sizeThatFits(_:)`` call gave holds for any height
  /// proposed with the same width, nil included: a one-line text, a spacer in an HStack,
  /// a frame of a fixed height, a stack of such children. A stack whose children all
  /// answer so answers so too, and its parent's probes at other heights (a VStack asks
  /// for the least and the most height each child takes) are answered from the cache.
  ///
  /// Not checked for exclusive access at run time: a parent reads it right after the call
  /// that set it.
  @exclusivity(unchecked) public private(set) var lastAnswerHoldsForAnyHeight = false

  /// A node with the default priority.
  public init() {}

  /// The size this node wants within `proposal` (cached).
  public final func sizeThatFits(_ proposal: ProposedSize) -> LayoutSize {
    if let answer = cache.answer(for: proposal) {
      lastAnswerHoldsForAnyHeight = answer.forAnyHeight
      return answer.size
    }
    computedAnswerHoldsForAnyHeight = false
    let size: LayoutSize
    if let takenFrame {
      // Offered as the frame offers its content, answered as the frame answers for it: the
      // frame's height holds for any height the frame is offered.
      size = takenFrame.answer(for: computeSize(takenFrame.contentProposal(proposal)))
      if takenFrame.height != nil { computedAnswerHoldsForAnyHeight = true }
    } else {
      size = computeSize(proposal)
    }
    let forAnyHeight = computedAnswerHoldsForAnyHeight
    computedAnswerHoldsForAnyHeight = false
    cache.insert(size, for: proposal, forAnyHeight: forAnyHeight)
    lastAnswerHoldsForAnyHeight = forAnyHeight
    return size
  }

  /// Says, from ``computeSize(_:)`` just before it returns, that its answer holds for any
  /// height proposed with the same width (see ``lastAnswerHoldsForAnyHeight``). A node
  /// that says so wrongly is drawn at the size it answered for another height.
  public final func noteAnswerHoldsForAnyHeight() {
    computedAnswerHoldsForAnyHeight = true
  }

  /// The proposal to lay the children out with when drawing in `rect`: the latest
  /// proposal this node answered with the rectangle's size, or that size itself.
  public final func proposal(forDrawing rect: LayoutRect) -> ProposedSize {
    cache.latestProposal(answeredWith: rect.size) ?? ProposedSize(rect.size)
  }

  /// Computes the size this node wants within `proposal`. Subclasses override this.
  open func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    .zero
  }

  /// Draws the node into `rect` of `canvas` (and, when the canvas traces, records where).
  public final func draw(in rect: LayoutRect, on canvas: inout Canvas) {
    guard canvas.isTracing else {
      drawContent(in: rect, on: &canvas)
      return
    }
    let proposal = proposal(forDrawing: rect)
    canvas.beginTrace(
      LayoutTraceEntry(
        name: traceName, detail: detailTraced, proposal: proposal,
        answer: sizeThatFits(proposal), placement: rect))
    drawContent(in: rect, on: &canvas)
    canvas.endTrace()
  }

  /// Where this node, answering `size`, is drawn in its parent's `rect` by `alignment`:
  /// placed as ``LayoutRect/placing(_:alignment:stretching:)`` places it, and across all
  /// of the rect's columns when it spans the rect's points because it grows to fill what
  /// it is offered (a stack with a spacer, a frame to infinity), not because its content
  /// happens to be that wide (a text keeps its columns, aligned).
  public final func placed(
    in rect: LayoutRect, size: LayoutSize, alignment: CellAlignment
  ) -> LayoutRect {
    guard rect.spans(size) else { return rect.placing(size, alignment: alignment) }
    let grows = growsPast(size.width, height: size.height)
    return rect.placing(size, alignment: alignment, stretching: grows)
  }

  /// Whether this node grows past `width` points when offered all the width there is: as
  /// its frame does, when it took one (``takeFrame(_:)``), else as it does itself
  /// (``contentGrowsPast(_:height:)``).
  public final func growsPast(_ width: Double, height: Double) -> Bool {
    guard let takenFrame else { return contentGrowsPast(width, height: height) }
    return takenFrame.growsPast(width, height: height) { contentGrowsPast($0, height: $1) }
  }

  /// Whether this node, apart from a frame it took, grows past `width` points when offered
  /// all the width there is.
  ///
  /// A subclass that knows without laying itself out (a shape takes all it is offered, a
  /// frame of a fixed width keeps it) overrides this with the same answer, asked for
  /// without a probe (each probe is an answer computed and remembered).
  open func contentGrowsPast(_ width: Double, height: Double) -> Bool {
    sizeThatFits(ProposedSize(width: ProposedSize.unboundedPoints, height: height)).width
      > width + 0.5
  }

  /// Draws the node's content into `rect` of `canvas`. Subclasses override this.
  open func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {}

  /// The width this node answers whatever it is offered, when that is known without
  /// asking (a frame of a fixed width, or of one it took); nil otherwise.
  open var constantWidth: Double? { takenFrame?.width }

  /// The fixed frame this node took in place of a frame node around it, if any
  /// (``takeFrame(_:)``). Set once, as the node is built, and read as it is laid out: not
  /// checked for exclusive access at run time (each read was a check).
  @exclusivity(unchecked) public private(set) final var takenFrame: FixedFrame?

  /// Takes a fixed frame (`.frame(width:height:)`) itself, in place of a ``FrameNode``
  /// around it, and says whether it did: a node that fills whatever it is offered
  /// (``fillsOffer``), when it would fill this frame as it would in a frame node
  /// (``FixedFrame/isFilledAsFrameNode``). It then is offered and answers as the frame would
  /// (``sizeThatFits(_:)``), grows as the frame would (``growsPast(_:height:)``), and is
  /// drawn where the frame would be, across it, as it would be drawn in it: one node fewer
  /// to make, lay out and draw (a bar or a ring in a frame is most Live Activities' shape).
  public final func takeFrame(_ frame: FixedFrame) -> Bool {
    guard fillsOffer, frame.isFilledAsFrameNode else { return false }
    takenFrame = frame
    return true
  }

  /// Whether this node answers whatever it is offered (its ideal size when offered none),
  /// so that it fills any frame around it: one that ``answersAnyOffer`` and has taken no
  /// frame (it then answers its frame).
  public final var fillsOffer: Bool { takenFrame == nil && answersAnyOffer }

  /// Whether this node, as it is built, answers whatever it is offered (its ideal size when
  /// offered none): a shape, a reader, a ZStack of nodes that fill what they are offered.
  open var answersAnyOffer: Bool { false }

  /// Whether the width this node answers when offered none (zero points, at any height) is
  /// the least it answers for any offer: a text, a shape, a reader, a spacer, and a frame,
  /// ZStack or stack of such nodes. An HStack of fixed-width views and one such view after
  /// them (an icon beside a column of text) then knows the order it shares its width in
  /// without asking that view for the least and the most it takes (see `StackNode`): that
  /// view's most is never less than its least.
  open var isNarrowestOfferedNoWidth: Bool { false }

  /// Whether this node is a spacer (stacks put no default spacing beside spacers).
  open var isSpacer: Bool { false }

  /// What this node's top edge asks of the view above it in a VStack whose spacing is not
  /// given (``StackEdgeSpacing``): a plain view's unless a subclass says otherwise.
  open var topSpacing: StackEdgeSpacing { .plainTop }

  /// What this node's bottom edge asks of the view below it in a VStack whose spacing is
  /// not given: a plain view's unless a subclass says otherwise.
  open var bottomSpacing: StackEdgeSpacing { .plainBottom }

  /// Whether this node stretches across its stack (a divider spans the stack's height in
  /// an HStack, whatever it answered).
  open var fillsCrossAxis: Bool { false }

  /// Tells a spacer or divider which stack axis it lies along; other nodes ignore it.
  open func adopt(stackAxis: StackAxis) {}

  /// The name of the view this node draws, as a view path shows it (`HStack`, `Text`),
  /// or nil for a modifier (padding, a frame), which paths leave out.
  open var viewName: String? { nil }

  /// The node's name in a layout trace: its view's name, or its modifier's.
  open var traceName: String { viewName ?? "\(type(of: self))" }

  /// What a layout trace shows beside the name: a text's words, a padding's amounts.
  open var traceDetail: String? { nil }

  /// The trace's detail: ``traceDetail``, and the frame the node took, if any.
  private var detailTraced: String? {
    guard let takenFrame else { return traceDetail }
    let frame = "in a frame of \(takenFrame.detail)"
    return traceDetail.map { "\($0), \(frame)" } ?? frame
  }

  /// Makes this node the parent of `child`.
  public final func adoptChild(_ child: LayoutNode) {
    child.unretainedParent = .passUnretained(self)
  }

  /// The views from the root down to this node: `HStack > VStack > Text`.
  public final var viewPath: String {
    var names: [String] = []
    var node: LayoutNode? = self
    while let current = node {
      if let name = current.viewName { names.append(name) }
      node = current.parent
    }
    return names.reversed().joined(separator: " > ")
  }
}

/// The axis a stack arranges its children along.
public enum StackAxis: Hashable, Sendable {
  /// Left to right (HStack).
  case horizontal
  /// Top to bottom (VStack).
  case vertical
}

/// A node that draws nothing and takes no space (EmptyView).
public final class EmptyNode: LayoutNode {
  public override var viewName: String? { "EmptyView" }
}

/// Answers a node has given: the last eight inline, older ones in a table.
///
/// A proposal is kept as the bits of two numbers of points (a nil width or height as minus
/// infinity, minus zero as zero), so that looking one up is a few integer comparisons. A
/// text in an HStack in a VStack is asked about six widths (none, all and a few shares),
/// each answer holding for any height (``LayoutNode/lastAnswerHoldsForAnyHeight``): the
/// ride card's texts are. Eight inline answers keep most nodes from ever allocating the
/// table, and a node (made for every render) from being larger than it needs: twelve cost
/// more to set up than they saved. Most lookups are for a
/// proposal never asked before (a stack's probes and shares), so a 64-bit mask of the
/// proposals seen (one bit of a hash of each) answers most of those without a search.
/// Methods that only read are `mutating` so that they read the cache where it lies, not a
/// copy.
struct SizeCache {
  private struct Entry {
    var width: UInt64
    var height: UInt64
    var size: LayoutSize
  }

  /// A width the proposal leaves open (nil), as bits. (Computed, so that reading it is a
  /// constant, not a lazily initialized global.)
  private static var openWidth: UInt64 { (-Double.infinity).bitPattern }
  /// A height the proposal leaves open (nil), as bits.
  private static var openHeight: UInt64 { (-Double.infinity).bitPattern }
  /// The height, as bits, that stands for any height (in the mask of proposals seen, and
  /// in a stack's last allotment): a signalling NaN, which ``key(_:)`` never gives (adding
  /// zero quiets a NaN).
  static var anyHeight: UInt64 { 0x7FF4_0000_0000_0001 }
  private static var inlineCount: Int { 8 }
  private static let blank = Entry(width: 0, height: 0, size: .zero)

  /// The inline answers: slot `n % 8` holds the `n`th answer; only the first `count`
  /// slots mean anything.
  private var slots = (
    blank, blank, blank, blank, blank, blank, blank, blank
  )
  private var count = 0
  /// One bit for each proposal ever answered (``bit(width:height:)``): a proposal whose
  /// bit is clear has no answer here.
  private var seen: UInt64 = 0
  /// One bit for each inline slot whose answer holds for any height proposed with its
  /// width.
  private var anyHeightSlots: UInt16 = 0
  /// Answers pushed out of the inline slots, oldest first (at most ``olderLimit``).
  private var older: [Entry] = []
  private static let olderLimit = 64

  @inline(__always)
  private mutating func withSlots<Result>(
    _ body: (UnsafeMutablePointer<Entry>) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &slots) { tuple in
      tuple.withMemoryRebound(to: Entry.self, capacity: Self.inlineCount, body)
    }
  }

  /// The bits of a proposal's width and height (adding zero makes minus zero zero): how a
  /// proposal is kept and compared here and in a stack's workspace (``StackWorkspace``).
  @inline(__always)
  static func key(_ proposal: ProposedSize) -> (width: UInt64, height: UInt64) {
    (
      proposal.width.map { ($0 + 0).bitPattern } ?? openWidth,
      proposal.height.map { ($0 + 0).bitPattern } ?? openHeight
    )
  }

  /// The bit of ``seen`` for a proposal: six bits of a hash of both numbers.
  @inline(__always)
  private static func bit(width: UInt64, height: UInt64) -> UInt64 {
    let hash = (width &* 0x9E37_79B9_7F4A_7C15) ^ (height &* 0xC2B2_AE3D_27D4_EB4F)
    return 1 &<< (hash &>> 58)
  }

  /// The answer for `proposal`, and whether it holds for any height: an answer for exactly
  /// this proposal first, else an inline one for its width that holds for any height.
  @inline(__always)
  mutating func answer(for proposal: ProposedSize) -> (size: LayoutSize, forAnyHeight: Bool)? {
    let (width, height) = Self.key(proposal)
    if seen & Self.bit(width: width, height: height) != 0 {
      let filled = min(count, Self.inlineCount)
      let flags = anyHeightSlots
      let inline = withSlots { entries -> (size: LayoutSize, forAnyHeight: Bool)? in
        for slot in 0..<filled {
          let entry = entries[slot]
          if (entry.width ^ width) | (entry.height ^ height) == 0 {
            return (entry.size, flags & (1 &<< slot) != 0)
          }
        }
        return nil
      }
      if let inline { return inline }
      if count > Self.inlineCount {
        // (An older answer is taken as one for its proposal only.)
        for entry in older where entry.width == width && entry.height == height {
          return (entry.size, false)
        }
      }
    }
    guard anyHeightSlots != 0, seen & Self.bit(width: width, height: Self.anyHeight) != 0 else {
      return nil
    }
    let flags = anyHeightSlots
    let filled = min(count, Self.inlineCount)
    return withSlots { entries -> (size: LayoutSize, forAnyHeight: Bool)? in
      for slot in 0..<filled
      where flags & (1 &<< slot) != 0 && entries[slot].width == width {
        return (entries[slot].size, true)
      }
      return nil
    }
  }

  /// The answer for `proposal`, exactly or for any height.
  @inline(__always)
  mutating func size(for proposal: ProposedSize) -> LayoutSize? {
    answer(for: proposal)?.size
  }

  /// Remembers `size` as the answer for `proposal`, and, `forAnyHeight`, for its width and
  /// any height (while it stays inline).
  @inline(__always)
  mutating func insert(
    _ size: LayoutSize, for proposal: ProposedSize, forAnyHeight: Bool = false
  ) {
    let (width, height) = Self.key(proposal)
    let entry = Entry(width: width, height: height, size: size)
    seen |= Self.bit(width: width, height: height)
    let slot = count % Self.inlineCount
    if count >= Self.inlineCount {
      if older.count >= Self.olderLimit { older.removeFirst() }
      if older.isEmpty { older.reserveCapacity(16) }
      older.append(withSlots { $0[slot] })
    }
    withSlots { $0[slot] = entry }
    if forAnyHeight {
      seen |= Self.bit(width: width, height: Self.anyHeight)
      anyHeightSlots |= 1 &<< slot
    } else {
      anyHeightSlots &= ~(1 &<< slot)
    }
    count += 1
  }

  mutating func latestProposal(answeredWith size: LayoutSize) -> ProposedSize? {
    let count = self.count
    let newest = withSlots { entries -> Entry? in
      var back = 1
      while back <= min(Self.inlineCount, count) {
        let entry = entries[(count - back) % Self.inlineCount]
        if entry.size == size { return entry }
        back += 1
      }
      return nil
    }
    return (newest ?? older.last { $0.size == size }).map(Self.proposal)
  }

  private static func proposal(_ entry: Entry) -> ProposedSize {
    ProposedSize(
      width: entry.width == openWidth ? nil : Double(bitPattern: entry.width),
      height: entry.height == openHeight ? nil : Double(bitPattern: entry.height))
  }
}
