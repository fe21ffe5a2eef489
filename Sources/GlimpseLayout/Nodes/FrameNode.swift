/// A fixed frame: `.frame(width:height:alignment:)`. Each given dimension is proposed to
/// the child and answered whatever the child wants; the child is aligned inside. The
/// frame's rows are its child's plus the room around the child as empty space.
public final class FrameNode: WrapperNode {
  /// Fixed columns, or nil to pass the proposal through.
  public let width: Int?
  /// Fixed points of height, or nil to pass the proposal through.
  public let height: Double?
  /// Where the child sits in the frame.
  public let alignment: CellAlignment

  /// A frame around `child`: `width` columns, `height` points.
  public init(child: LayoutNode, width: Int?, height: Double?, alignment: CellAlignment = .center) {
    self.width = width.map { max(0, $0) }
    self.height = height.map { $0.isFinite ? max(0, $0) : 0 }
    self.alignment = alignment
    super.init(child: child)
  }

  public override var traceName: String { "frame" }

  public override var traceDetail: String? {
    [width.map { "width \($0) col" }, height.map { "height \(Points.format($0)) pt" }]
      .compactMap { $0 }.joined(separator: ", ")
  }

  private func childSize(_ proposal: ProposedSize) -> LayoutSize {
    child.sizeThatFits(
      ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    // A frame no column wide shows nothing: its rows are empty space.
    if width == 0, let height {
      return LayoutSize(width: 0, height: height, rows: RowRule.rows(forGap: height))
    }
    let size = childSize(proposal)
    guard let height else {
      return LayoutSize(width: width ?? size.width, height: size.height, rows: size.rows)
    }
    return LayoutSize(
      width: width ?? size.width, height: height, rows: RowRule.rows(holding: size, in: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    child.draw(
      in: rect.placing(childSize(proposal(forDrawing: rect)), alignment: alignment), on: &canvas)
  }
}

/// A flexible frame: `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
///
/// Per axis: the proposal, clamped to min...max, is offered to the child. The frame
/// answers the child's size clamped to its bounds, except that a maximum makes it take
/// the whole proposal up to that maximum (so `maxWidth: .infinity` fills the width).
/// With no proposal the ideal size is used. Widths are columns, heights points.
public final class FlexibleFrameNode: WrapperNode {
  /// Bounds on one axis: columns across, points down.
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

  /// Horizontal bounds, in columns.
  public let horizontal: Bounds<Int>
  /// Vertical bounds, in points.
  public let vertical: Bounds<Double>
  /// Where the child sits in the frame.
  public let alignment: CellAlignment

  /// A flexible frame around `child`.
  public init(
    child: LayoutNode, horizontal: Bounds<Int>, vertical: Bounds<Double>, alignment: CellAlignment
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.alignment = alignment
    super.init(child: child)
  }

  public override var traceName: String { "frame" }

  public override var traceDetail: String? {
    func describe(_ name: String, _ value: Int?) -> String? {
      value.map { "\(name) \($0 >= ProposedSize.unbounded ? "inf" : "\($0) col")" }
    }
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
    let width = horizontal.answer(child: size.width, offer: proposal.width)
    guard !vertical.isUnbounded else {
      return LayoutSize(width: width, height: size.height, rows: size.rows)
    }
    let height = vertical.answer(child: size.height, offer: proposal.height)
    return LayoutSize(width: width, height: height, rows: RowRule.rows(holding: size, in: height))
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let size = child.sizeThatFits(childProposal(proposal(forDrawing: rect)))
    child.draw(in: rect.placing(size, alignment: alignment), on: &canvas)
  }
}
