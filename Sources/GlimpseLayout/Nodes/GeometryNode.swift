/// GeometryReader: takes all the space offered and builds its content for that size, each
/// view of it at the reader's top-leading corner, on top of the ones before (as SwiftUI
/// places a reader's views: overlapping, never stacked).
///
/// The content is built by ``makeLayers(width:height:)``: the closure given to
/// ``init(makeContent:)``, or a subclass's override (a SwiftUI reader's node holds what it
/// builds from, with no closure of its own to allocate).
open class GeometryNode: LayoutNode {
  /// Builds the content for a size in points, when made with ``init(makeContent:)``.
  private let makeContent: ((_ width: Double, _ height: Double) -> LayoutNode)?
  /// The size the content was last built for (nil: not built yet). Not checked for
  /// exclusive access at run time, as `layers` is not: only this class sets them.
  @exclusivity(unchecked) private var builtSize: (width: Double, height: Double)?

  /// The points of height a reader asks for when offered none (SwiftUI's 10 pt).
  public static let idealHeight = 10.0

  /// A reader that builds its content with `makeContent`.
  public init(makeContent: @escaping (_ width: Double, _ height: Double) -> LayoutNode) {
    self.makeContent = makeContent
  }

  /// A reader whose content ``makeLayers(width:height:)``, overridden, builds.
  public override init() {
    makeContent = nil
  }

  /// Builds the content for `width` by `height` points: its views, bottom first. A
  /// subclass that does not give a closure to ``init(makeContent:)`` overrides this.
  open func makeLayers(width: Double, height: Double) -> [LayoutNode] {
    makeContent.map { [$0(width, height)] } ?? []
  }

  public override var viewName: String? { "GeometryReader" }

  /// The points of width a reader asks for when offered none (SwiftUI's 10 pt).
  public static let idealWidth = 10.0

  /// The views last built, bottom first (none before the reader is laid out). Stored, so
  /// that shape layering reads them in place; not checked for exclusive access at run time
  /// (only this class sets them, when it builds them, never while they are read).
  @exclusivity(unchecked) public private(set) final var layers: [LayoutNode] = []

  /// The content for `width` by `height` points (built once for each size in turn).
  private func layers(width: Double, height: Double) -> [LayoutNode] {
    if let builtSize, builtSize.width == width, builtSize.height == height { return layers }
    layers = makeLayers(width: width, height: height)
    for layer in layers { adoptChild(layer) }
    builtSize = (width, height)
    return layers
  }

  // What it is offered (so it fills a frame around it, and takes it).
  public override var answersAnyOffer: Bool { true }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = min(proposal.height ?? Self.idealHeight, ProposedSize.unboundedPoints)
    let width = min(proposal.width ?? Self.idealWidth, ProposedSize.unboundedPoints)
    // The content's columns too, so that text it holds is never cut by rounding. Not for
    // an empty or unbounded offer (a stack's probes of the least and the most a child
    // takes): the reader's answer is the offer whatever its content, nothing is drawn in
    // an empty one, and building the content again for it would cost a whole resolve.
    var columns = ColumnRule.columns(forGap: width)
    if width >= 1, height >= 1, width < ProposedSize.unboundedPoints,
      height < ProposedSize.unboundedPoints
    {
      let layers = layers(width: width, height: height)
      let offer = ProposedSize(width: width, height: height)
      for index in layers.indices {
        columns = max(columns, layers.unretained(index) { $0.sizeThatFits(offer) }.columns)
      }
    }
    return LayoutSize(
      width: width, height: height, columns: columns, rows: RowRule.rows(forDrawing: height))
  }

  // All the width offered, as ``computeSize(_:)`` answers.
  public override func contentGrowsPast(_ width: Double, height: Double) -> Bool {
    ProposedSize.unboundedPoints > width + 0.5
  }

  // No point wide when offered none.
  public override var isNarrowestOfferedNoWidth: Bool { true }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let layers = layers(width: rect.width, height: rect.height)
    let offer = ProposedSize(width: rect.width, height: rect.height)
    for index in layers.indices {
      layers.unretained(index) { layer in
        let size = layer.sizeThatFits(offer)
        layer.draw(in: layer.placed(in: rect, size: size, alignment: .topLeading), on: &canvas)
      }
    }
  }
}

/// ViewThatFits: the first child whose ideal size fits the offer on the constrained axes
/// (columns across, points down), or the last child when none does.
public final class FirstFittingNode: LayoutNode {
  /// The candidates, preferred first.
  public let children: [LayoutNode]
  /// Whether the width is checked.
  public let horizontal: Bool
  /// Whether the height is checked.
  public let vertical: Bool

  /// A choice among `children`.
  public init(children: [LayoutNode], horizontal: Bool = true, vertical: Bool = true) {
    self.children = children
    self.horizontal = horizontal
    self.vertical = vertical
    super.init()
    for child in children { adoptChild(child) }
  }

  public override var viewName: String? { "ViewThatFits" }

  private func choice(for proposal: ProposedSize) -> LayoutNode? {
    for child in children {
      let ideal = child.sizeThatFits(
        ProposedSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      let fitsWidth = !horizontal || ideal.width <= (proposal.width ?? .infinity) + 0.01
      let fitsHeight = !vertical || ideal.height <= (proposal.height ?? .infinity) + 0.01
      if fitsWidth && fitsHeight { return child }
    }
    return children.last
  }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  public override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    let proposal = proposal(forDrawing: rect)
    guard let child = choice(for: proposal) else { return }
    child.draw(in: rect.atOrigin(child.sizeThatFits(proposal)), on: &canvas)
  }
}
