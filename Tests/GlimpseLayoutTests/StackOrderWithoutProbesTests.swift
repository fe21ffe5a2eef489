import Testing

@testable import GlimpseLayout

/// An HStack of fixed-width views and one view after them that is narrowest offered no
/// width (an icon in a frame beside a column of text) shares its width in the order it
/// would have found by asking each child for the least and the most it takes, without
/// asking: the drawing is the same, and the column is laid out only for its share.
@Suite struct StackOrderWithoutProbesTests {
  /// A view that answers like a wrapping text of `ideal` points (what it is offered, up to
  /// `ideal`; none when offered none), says so or not, and notes every width offered.
  final class Probe: LayoutNode {
    let ideal: Double
    let saysNarrowest: Bool
    var offers: [Double?] = []

    init(ideal: Double, saysNarrowest: Bool) {
      self.ideal = ideal
      self.saysNarrowest = saysNarrowest
    }

    override var isNarrowestOfferedNoWidth: Bool { saysNarrowest }

    override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
      offers.append(proposal.width)
      let width = min(proposal.width ?? ideal, ideal)
      return LayoutSize(
        width: width, height: 22, columns: ColumnRule.columns(forGap: width), rows: 1)
    }
  }

  /// The sizes an HStack of a 36 pt frame and `last` gives its children, offered `width`.
  static func shares(of last: LayoutNode, width: Double) -> [Double] {
    let icon = FrameNode(child: TextNode("◔"), width: 36, height: 36)
    let row = StackNode(axis: .horizontal, spacing: nil, children: [icon, last])
    _ = row.sizeThatFits(ProposedSize(width: width, height: 40))
    return [
      icon.sizeThatFits(ProposedSize(width: 36, height: 40)).width,
      last.sizeThatFits(ProposedSize(width: width - 36 - StackNode.defaultSpacing, height: 40))
        .width,
    ]
  }

  @Test(arguments: [20.0, 60, 129, 222, 400])
  func theColumnGetsWhatItGotWhenItsExtentsWereAsked(width: Double) {
    let told = Probe(ideal: 150, saysNarrowest: true)
    let asked = Probe(ideal: 150, saysNarrowest: false)
    #expect(Self.shares(of: told, width: width) == Self.shares(of: asked, width: width))
    // Asked for its least (0) and its most (all there is) only when it does not say; told,
    // it is offered its share alone (none, when the icon leaves none).
    #expect(asked.offers.contains(0) && asked.offers.contains(ProposedSize.unboundedPoints))
    #expect(!told.offers.contains(ProposedSize.unboundedPoints))
    #expect(told.offers.count < asked.offers.count)
  }

  @Test func aRingBesideAColumnOfTextDrawsTheSameEitherWay() {
    func card(_ column: LayoutNode) -> String {
      let ring = FrameNode(
        child: ShapeNode(kind: .circle, paint: .stroke(.default), trim: 0...0.4), width: 36,
        height: 36)
      return render(
        StackNode(axis: .horizontal, spacing: nil, children: [ring, column]), width: 30)
    }
    func column() -> StackNode {
      StackNode(
        axis: .vertical, spacing: 0,
        children: [
          StackNode(
            axis: .horizontal, spacing: nil,
            children: [TextNode("Driver 42"), SpacerNode(minLength: 8), TextNode("42:54")]),
          FrameNode(
            child: ShapeNode(kind: .capsule, paint: .fill(.default)), width: nil, height: 6),
        ])
    }
    #expect(column().isNarrowestOfferedNoWidth)
    // Padding is not said to be narrowest offered no width: the stack asks, as before.
    let asked = PaddingNode(child: column(), insets: LayoutInsets())
    #expect(!asked.isNarrowestOfferedNoWidth)
    #expect(card(column()) == card(asked))
    #expect(card(column()).contains("Driver 42"))
  }

  /// What each node that says it is narrowest offered no width answers then is no wider
  /// than what it answers for any other offer.
  @Test func eachNodeThatSaysItIsNarrowestOfferedNoWidthIs() {
    let nodes: [LayoutNode] = [
      TextNode("Two words and more"), SpacerNode(minLength: 8),
      ShapeNode(kind: .rectangle, paint: .fill(.default)),
      GeometryNode { _, _ in TextNode("Inside") },
      FrameNode(child: TextNode("Framed"), width: nil, height: 30),
      FrameNode(child: TextNode("Fixed"), width: 40, height: nil),
      ZStackNode(children: [TextNode("Top"), ShapeNode(kind: .circle, paint: .fill(.default))]),
      StackNode(
        axis: .horizontal, spacing: nil, children: [TextNode("A b"), SpacerNode(minLength: 4)]),
      StackNode(axis: .vertical, spacing: nil, children: [TextNode("Line one"), TextNode("Two")]),
    ]
    let offers: [Double?] = [nil, 1, 7, 30, 90, 400, ProposedSize.unboundedPoints]
    for node in nodes {
      #expect(node.isNarrowestOfferedNoWidth, "\(type(of: node))")
      for height in [0.0, 22, 200] {
        let least = node.sizeThatFits(ProposedSize(width: 0, height: height)).width
        for offer in offers {
          for otherHeight in [0.0, 22, 200] {
            let answer = node.sizeThatFits(ProposedSize(width: offer, height: otherHeight))
            #expect(least <= answer.width, "\(type(of: node)) at \(String(describing: offer))")
          }
        }
      }
    }
  }
}
