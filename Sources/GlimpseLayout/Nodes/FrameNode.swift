/// A fixed frame: `.frame(width:height:alignment:)`. Each given dimension is proposed to
/// the child and answered whatever the child wants; the child is aligned inside. The
/// frame's columns and rows are its child's plus the room around the child as empty space
/// (a child wider than the frame keeps its columns: the device draws it past the frame).
public final class FrameNode: WrapperNode {
  /// The frame's lengths.
  public let frame: FixedFrame
  /// Fixed points of width, or nil to pass the proposal through.
  public var width: Double? { frame.width }
  /// Fixed points of height, or nil to pass the proposal through.
  public var height: Double? { frame.height }
  /// Where the child sits in the frame.
  public let alignment: CellAlignment
  /// The fewest columns the frame takes (a grid's column: as many as its widest cell's).
  public let minimumColumns: Int

  /// A frame around `child`: `width` by `height` points, at least `minimumColumns` wide.
  public init(
    child: LayoutNode, width: Double?, height: Double?, alignment: CellAlignment = .center,
    minimumColumns: Int = 0
  ) {
    self.minimumColumns = max(0, minimumColumns)
    frame = FixedFrame(width: width, height: height)
    self.alignment = alignment
    super.init(child: child)
  }

  public override var traceName: String { "frame" }

  // A frame with a height has a plain view's top and bottom edges (a spacer's excepted).
  public override var topSpacing: StackEdgeSpacing {
    height == nil || child.isSpacer ? child.topSpacing : .plainTop
  }

  public override var bottomSpacing: StackEdgeSpacing {
    height == nil || child.isSpacer ? child.bottomSpacing : .plainBottom
  }

  public override var traceDetail: String? { frame.detail }

  private func childSize(_ proposal: ProposedSize) -> LayoutSize {
    child.sizeThatFits(frame.contentProposal(proposal))
  }

  /// The answer of a frame of a fixed width and height, worked out the first time it is
  /// asked: the child is offered the frame's size whatever the frame is offered, so the
  /// answer holds for every proposal (a stack asks a fixed frame for the least and the most
  /// it takes, then for its share).
  private var fixedAnswer: LayoutSize?

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    if let fixedAnswer {
      noteAnswerHoldsForAnyHeight()
      return fixedAnswer
    }
    // A frame no column wide shows nothing: its rows are empty space.
    if width == 0, let height {
      noteAnswerHoldsForAnyHeight()
      return LayoutSize(width: 0, height: height, columns: 0, rows: RowRule.rows(forGap: height))
    }
    let size = childSize(proposal)
    // The child is offered the frame's height, or the offered one: then it holds for any
    // height if the child's does.
    if height != nil || child.lastAnswerHoldsForAnyHeight { noteAnswerHoldsForAnyHeight() }
    let result = frame.answer(for: size, minimumColumns: minimumColumns)
    if width != nil && height != nil { fixedAnswer = result }
    return result
  }

  public override var constantWidth: Double? { width }

  // Its width, or its child's offered no width (at its height, if it has one).
  public override var isNarrowestOfferedNoWidth: Bool {
    width != nil || child.isNarrowestOfferedNoWidth
  }

  // Its width, or its child's offered its height, as ``computeSize(_:)`` answers.
  public override func contentGrowsPast(_ width: Double, height: Double) -> Bool {
    frame.growsPast(width, height: height) { child.growsPast($0, height: $1) }
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(
      in: child.placed(in: rect, size: childSize(proposal(forDrawing: rect)), alignment: alignment),
      on: &canvas)
  }
}

/// A flexible frame: `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
///
/// Per axis: the proposal, clamped to min...max, is offered to the child. The frame
/// answers the child's size clamped to its bounds, except that a maximum makes it take
/// the whole proposal up to that maximum (so `maxWidth: .infinity` fills the width).
/// With no proposal the ideal size is used.
public final class FlexibleFrameNode: WrapperNode {
  /// Bounds on one axis, in points.
  public struct Bounds<Value: Comparable & Hashable & Sendable & AdditiveArithmetic>: Hashable,
    Sendable
  {
    /// The smallest size, or nil.
    public var min: Value?
    /// The size used when none is proposed, or nil.
    public var ideal: Value?
    /// The largest size, or nil (the unbounded stand-in for infinity).
    public var max: Value?

    /// Bounds of the given sizes (negative ones count as zero).
    public init(min: Value? = nil, ideal: Value? = nil, max: Value? = nil) {
      self.min = min.map { Swift.max(.zero, $0) }
      self.ideal = ideal.map { Swift.max(.zero, $0) }
      self.max = max.map { Swift.max(.zero, $0) }
    }

    func childProposal(_ offer: Value?) -> Value? {
      guard let offer else { return ideal }
      var value = offer
      if let max { value = Swift.min(value, max) }
      if let min { value = Swift.max(value, min) }
      return value
    }

    func answer(child: Value, offer: Value?) -> Value {
      if offer == nil, let ideal {
        return Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal)
      }
      guard min != nil || max != nil else { return child }
      var value = child
      if let offer, let max { value = Swift.min(max, Swift.max(child, offer)) }
      if let min { value = Swift.max(value, min) }
      if offer == nil, let max { value = Swift.min(value, max) }
      return value
    }

    var isUnbounded: Bool { min == nil && ideal == nil && max == nil }
  }

  /// Horizontal bounds, in points.
  public let horizontal: Bounds<Double>
  /// Vertical bounds, in points.
  public let vertical: Bounds<Double>
  /// Where the child sits in the frame.
  public let alignment: CellAlignment

  /// A flexible frame around `child`.
  public init(
    child: LayoutNode, horizontal: Bounds<Double>, vertical: Bounds<Double>,
    alignment: CellAlignment
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
    super.init(child: child)
  }

  public override var traceName: String { "frame" }

  // A frame with vertical bounds has a plain view's top and bottom edges (a spacer's
  // excepted).
  public override var topSpacing: StackEdgeSpacing {
    vertical.isUnbounded || child.isSpacer ? child.topSpacing : .plainTop
  }

  public override var bottomSpacing: StackEdgeSpacing {
    vertical.isUnbounded || child.isSpacer ? child.bottomSpacing : .plainBottom
  }

  public override var traceDetail: String? {
    func describe(_ name: String, _ value: Double?) -> String? {
      value.map {
        "\(name) \($0 >= ProposedSize.unboundedPoints ? "inf" : Points.format($0) + " pt")"
      }
    }
    return [
      describe("minWidth", horizontal.min), describe("idealWidth", horizontal.ideal),
      describe("maxWidth", horizontal.max), describe("minHeight", vertical.min),
      describe("idealHeight", vertical.ideal), describe("maxHeight", vertical.max),
    ].compactMap { $0 }.joined(separator: ", ")
  }

  private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal.childProposal(proposal.width),
      height: vertical.childProposal(proposal.height))
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let size = child.sizeThatFits(childProposal(proposal))
    var result = size
    if !horizontal.isUnbounded {
      result.width = min(
        horizontal.answer(child: size.width, offer: proposal.width), ProposedSize.unboundedPoints)
      result.columns = ColumnRule.columns(holding: size, in: result.width)
    }
    if !vertical.isUnbounded {
      result.height = min(
        vertical.answer(child: size.height, offer: proposal.height), ProposedSize.unboundedPoints)
      result.rows = RowRule.rows(holding: size, in: result.height)
    }
    return result
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(childProposal(proposal(forDrawing: rect)))
    child.draw(in: child.placed(in: rect, size: size, alignment: alignment), on: &canvas)
  }
}
