/// A fixed frame: `.frame(width:height:alignment:)`. Each given dimension is proposed to
/// the child and answered whatever the child wants; the child is aligned inside.
public final class FrameNode: WrapperNode {
  /// Fixed columns, or nil to pass the proposal through.
  public let width: Int?
  /// Fixed rows, or nil to pass the proposal through.
  public let height: Int?
  /// Where the child sits in the frame.
  public let alignment: CellAlignment

  /// A frame around `child`.
  public init(child: LayoutNode, width: Int?, height: Int?, alignment: CellAlignment = .center) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { max(0, $0) }
    self.alignment = alignment
    super.init(child: child)
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    if let width, let height { return CellSize(width: width, height: height) }
    let childSize = child.sizeThatFits(
      ProposedCellSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CellSize(width: width ?? childSize.width, height: height ?? childSize.height)
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let drawing = proposal(forDrawing: rect.size)
    let childSize = child.sizeThatFits(
      ProposedCellSize(width: width ?? drawing.width, height: height ?? drawing.height))
    child.draw(
      in: CellRect(origin: alignment.origin(of: childSize, in: rect), size: childSize),
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
  /// Bounds on one axis, in cells.
  public struct Bounds: Hashable, Sendable {
    /// The smallest size, or nil.
    public var min: Int?
    /// The size used when none is proposed, or nil.
    public var ideal: Int?
    /// The largest size, or nil (``ProposedCellSize/unbounded`` for infinity).
    public var max: Int?

    /// Bounds of the given cells.
    public init(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) {
      self.min = min.map { Swift.max(0, $0) }
      self.ideal = ideal.map { Swift.max(0, $0) }
      self.max = max.map { Swift.max(0, $0) }
    }

    func childProposal(_ offer: Int?) -> Int? {
      guard let offer else { return ideal }
      var value = offer
      if let max { value = Swift.min(value, max) }
      if let min { value = Swift.max(value, min) }
      return value
    }

    func answer(child: Int, offer: Int?) -> Int {
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
  }

  /// Horizontal bounds.
  public let horizontal: Bounds
  /// Vertical bounds.
  public let vertical: Bounds
  /// Where the child sits in the frame.
  public let alignment: CellAlignment

  /// A flexible frame around `child`.
  public init(child: LayoutNode, horizontal: Bounds, vertical: Bounds, alignment: CellAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
    super.init(child: child)
  }

  private func childProposal(_ proposal: ProposedCellSize) -> ProposedCellSize {
    ProposedCellSize(
      width: horizontal.childProposal(proposal.width),
      height: vertical.childProposal(proposal.height))
  }

  public override func computeSize(_ proposal: ProposedCellSize) -> CellSize {
    let childSize = child.sizeThatFits(childProposal(proposal))
    return CellSize(
      width: horizontal.answer(child: childSize.width, offer: proposal.width),
      height: vertical.answer(child: childSize.height, offer: proposal.height))
  }

  public override func draw(in rect: CellRect, on canvas: inout Canvas) {
    let childSize = child.sizeThatFits(childProposal(proposal(forDrawing: rect.size)))
    child.draw(
      in: CellRect(origin: alignment.origin(of: childSize, in: rect), size: childSize),
      on: &canvas)
  }
}
