import Testing

@testable import GlimpseLayout

/// Nodes that know whether they grow past a width answer it without laying themselves out,
/// and their answer is the one the probe would give: a node stretched across a parent's
/// columns (a shape in a frame, a track under a fill) or not (a text) is drawn the same.
@Suite struct GrowsPastTests {
  /// What `growsPast` answers by its definition: the node offered all the width there is,
  /// at `height`, answers more than `width`.
  static func probed(_ node: LayoutNode, _ width: Double, height: Double) -> Bool {
    node.sizeThatFits(ProposedSize(width: ProposedSize.unboundedPoints, height: height)).width
      > width + 0.5
  }

  static func shape() -> ShapeNode {
    ShapeNode(kind: .roundedRectangle, paint: .fill(.default))
  }

  /// Each node, built afresh so that no answer is remembered before it is asked.
  static let nodes: [(name: String, make: @Sendable () -> LayoutNode)] = [
    ("shape", { shape() }),
    ("reader", { GeometryNode { _, _ in TextNode("Reader") } }),
    ("zstack of shapes", { ZStackNode(children: [shape(), shape()]) }),
    ("zstack of texts", { ZStackNode(children: [TextNode("Wide text"), TextNode("x")]) }),
    ("zstack of a text and a shape", { ZStackNode(children: [TextNode("x"), shape()]) }),
    ("fixed frame", { FrameNode(child: shape(), width: 36, height: 36) }),
    ("frame of a width 0", { FrameNode(child: TextNode("Hidden"), width: 0, height: 20) }),
    ("frame of a height around a shape", { FrameNode(child: shape(), width: nil, height: 6) }),
    (
      "frame of a height around a text",
      { FrameNode(child: TextNode("Text"), width: nil, height: 6) }
    ),
    (
      "frame around a frame",
      {
        FrameNode(child: FrameNode(child: shape(), width: 50, height: nil), width: nil, height: 20)
      }
    ),
  ]

  @Test(arguments: [0.0, 20, 36, 49.6, 50, 222, ProposedSize.unboundedPoints - 0.1])
  func eachNodeAnswersWhatItsProbeAnswers(width: Double) {
    for (name, make) in Self.nodes {
      for height in [0.0, 6, 36, ProposedSize.unboundedPoints] {
        let answered = make().growsPast(width, height: height)
        let probed = Self.probed(make(), width, height: height)
        #expect(answered == probed, "\(name) at \(width) x \(height) pt")
      }
    }
  }

  @Test func aShapeGrowsPastAnyWidthButAllThereIsAndAFixedFrameOnlyPastItsOwn() {
    #expect(Self.shape().growsPast(222, height: 6))
    #expect(!FrameNode(child: Self.shape(), width: 36, height: 36).growsPast(36, height: 36))
    #expect(FrameNode(child: Self.shape(), width: 36, height: 36).growsPast(20, height: 36))
    #expect(!ZStackNode(children: [TextNode("x")]).growsPast(222, height: 20))
  }
}
