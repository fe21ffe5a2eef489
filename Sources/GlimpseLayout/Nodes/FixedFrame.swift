/// A fixed frame's sizes, `.frame(width:height:)`: what a frame of `width` by `height`
/// points (nil: the offer's) offers its content, and what it answers for the content's
/// answer. A ``FrameNode`` answers so; so does a node that fills whatever it is offered (a
/// shape, a reader) when it takes its frame itself (``LayoutNode/takeFrame(_:)``) rather
/// than lie in a frame node: it is then drawn across the frame, as in one.
public struct FixedFrame: Hashable, Sendable {
  /// Fixed points of width, or nil to pass the offer through.
  public let width: Double?
  /// Fixed points of height, or nil to pass the offer through.
  public let height: Double?

  /// A frame `width` by `height` points: a width past the largest offer is that offer, and
  /// a length that is not finite is none (0 pt).
  public init(width: Double?, height: Double?) {
    self.width = width.map { $0.isFinite ? max(0, min($0, ProposedSize.unboundedPoints)) : 0 }
    self.height = height.map { $0.isFinite ? max(0, $0) : 0 }
  }

  /// What the frame offers its content when it is offered `proposal`.
  @inline(__always)
  public func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  /// What the frame answers for content that answered `content`: its own lengths, and the
  /// content's columns and rows plus the room around the content as empty space (content
  /// wider than the frame keeps its columns: the device draws it past the frame).
  public func answer(for content: LayoutSize, minimumColumns: Int = 0) -> LayoutSize {
    var result = content
    if let width {
      result.width = width
      result.columns = ColumnRule.columns(holding: content, in: width)
    }
    result.columns = max(result.columns, minimumColumns)
    if let height {
      result.height = height
      result.rows = RowRule.rows(holding: content, in: height)
    }
    return result
  }

  /// Whether content that fills whatever it is offered fills this frame as it would in a
  /// ``FrameNode``, so may take it itself: not a frame no point wide or tall (a frame node
  /// answers it as empty space), nor one as long as any offer (a frame node places its
  /// content from its centre, past the drawing).
  public var isFilledAsFrameNode: Bool {
    func fills(_ length: Double?) -> Bool {
      length.map { $0 > 0 && $0 < ProposedSize.unboundedPoints } ?? true
    }
    return fills(width) && fills(height)
  }

  /// Whether the frame grows past `width` points offered all the width there is: past it
  /// by its own width, or, with none, as its content does (`content`) offered the frame's
  /// height, or `height` with none.
  @inline(__always)
  func growsPast(
    _ width: Double, height: Double, content: (_ width: Double, _ height: Double) -> Bool
  ) -> Bool {
    if let fixed = self.width { return fixed > width + 0.5 }
    return content(width, self.height ?? height)
  }

  /// The `--explain` detail: `width 36 pt, height 36 pt`.
  public var detail: String {
    [
      width.map { "width \(Points.format($0)) pt" },
      height.map { "height \(Points.format($0)) pt" },
    ]
    .compactMap { $0 }.joined(separator: ", ")
  }
}
