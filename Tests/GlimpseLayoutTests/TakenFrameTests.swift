import Testing

@testable import GlimpseLayout

/// A shape or a reader takes a fixed frame itself rather than lie in a frame node: one node
/// fewer to make, lay out and draw for each bar, accent and ring in a frame. It must answer
/// and draw exactly as it would in the frame node, wherever it lies.
@Suite struct TakenFrameTests {
  typealias Frame = (width: Double?, height: Double?)

  /// Frames as Live Activities give them: a ring's, a bar's height, a bar's fill width, a
  /// thin vertical accent, less than a column, past any offer.
  static let frames: [Frame] = [
    (36, 36), (nil, 6), (120, nil), (3, 20), (0.4, 44), (1e7, nil), (nil, 1e7),
  ]

  /// Nodes that fill what they are offered, built afresh so that nothing is remembered.
  static let fillers: [(name: String, make: @Sendable () -> LayoutNode)] = [
    ("fill", { ShapeNode(kind: .roundedRectangle, paint: .fill(.default)) }),
    (
      "ring",
      {
        ShapeNode(
          kind: .circle, paint: .stroke(.default), trim: 0...0.24,
          outlineName: ShapeOutlineName(.circle, inset: 0), stroke: ShapeStroke(lineWidth: 4))
      }
    ),
    ("outline", { ShapeNode(kind: .capsule, paint: .stroke(.default)) }),
    ("reader", { GeometryNode { width, height in TextNode("\(Int(width))x\(Int(height))") } }),
    (
      "ring over its track",
      {
        ZStackNode(children: [
          ShapeNode(
            kind: .circle, paint: .stroke(.default), isFaint: true,
            outlineName: ShapeOutlineName(.circle, inset: 0), stroke: ShapeStroke(lineWidth: 4)),
          ShapeNode(
            kind: .circle, paint: .stroke(.default), trim: 0...0.76,
            outlineName: ShapeOutlineName(.circle, inset: 0), stroke: ShapeStroke(lineWidth: 4)),
        ])
      }
    ),
  ]

  static func inFrameNode(_ make: () -> LayoutNode, _ frame: Frame) -> LayoutNode {
    FrameNode(child: make(), width: frame.width, height: frame.height)
  }

  static func takingFrame(_ make: () -> LayoutNode, _ frame: Frame) -> LayoutNode {
    let node = make()
    #expect(node.takeFrame(FixedFrame(width: frame.width, height: frame.height)))
    return node
  }

  @Test func aTakenFrameAnswersAsTheFrameNodeAnswers() {
    let offers: [ProposedSize] = [
      ProposedSize(width: nil, height: nil), ProposedSize(width: 0, height: 0),
      ProposedSize(width: 20, height: 10), ProposedSize(width: 222, height: 40),
      ProposedSize(width: 222, height: nil),
      ProposedSize(width: ProposedSize.unboundedPoints, height: ProposedSize.unboundedPoints),
    ]
    for (name, make) in Self.fillers {
      for frame in Self.frames {
        let framed = Self.inFrameNode(make, frame)
        let taken = Self.takingFrame(make, frame)
        let label = "\(name) in \(frame)"
        for offer in offers {
          #expect(taken.sizeThatFits(offer) == framed.sizeThatFits(offer), "\(label), \(offer)")
          #expect(
            taken.lastAnswerHoldsForAnyHeight == framed.lastAnswerHoldsForAnyHeight,
            "\(label), \(offer)")
        }
        for width in [0.0, 3, 36, 119.6, 222] {
          #expect(
            taken.growsPast(width, height: 20) == framed.growsPast(width, height: 20),
            "\(label) past \(width) pt")
        }
        #expect(taken.constantWidth == framed.constantWidth, "\(label)")
        #expect(taken.isNarrowestOfferedNoWidth == framed.isNarrowestOfferedNoWidth, "\(label)")
      }
    }
  }

  @Test func aTakenFrameDrawsAsTheFrameNodeDraws() {
    for (name, make) in Self.fillers {
      // (Not a frame past any height: the column would be drawn on a canvas as tall.)
      for frame in Self.frames where (frame.height ?? 0) < 1_000 {
        // Beside a text in a row, and under one in a column, at a wide and a narrow width.
        func row(_ filler: LayoutNode) -> LayoutNode {
          StackNode(axis: .horizontal, spacing: nil, children: [TextNode("Ride"), filler])
        }
        func column(_ filler: LayoutNode) -> LayoutNode {
          StackNode(axis: .vertical, spacing: 0, children: [TextNode("Driver 42"), filler])
        }
        for width in [30, 7] {
          #expect(
            render(row(Self.takingFrame(make, frame)), width: width, height: 44)
              == render(row(Self.inFrameNode(make, frame)), width: width, height: 44),
            "\(name) in \(frame) in a row, \(width) columns")
          #expect(
            render(column(Self.takingFrame(make, frame)), width: width)
              == render(column(Self.inFrameNode(make, frame)), width: width),
            "\(name) in \(frame) in a column, \(width) columns")
        }
      }
    }
  }

  @Test func aNodeTakesOneFrameAndNoFrameOfNoWidthOrHeight() {
    let shape = ShapeNode(kind: .rectangle, paint: .fill(.default))
    #expect(!shape.takeFrame(FixedFrame(width: 0, height: 20)))
    #expect(!shape.takeFrame(FixedFrame(width: 20, height: 0)))
    // Nor one as long as any offer, which a frame node places from its centre, past the
    // drawing.
    #expect(!shape.takeFrame(FixedFrame(width: 1e9, height: nil)))
    #expect(!shape.takeFrame(FixedFrame(width: nil, height: 1e9)))
    #expect(shape.takeFrame(FixedFrame(width: 10, height: nil)))
    // A second frame around it is not filled by it (a 10 pt shape centred in 20 pt).
    #expect(!shape.takeFrame(FixedFrame(width: 20, height: nil)))
    #expect(shape.takenFrame == FixedFrame(width: 10, height: nil))
    // A text, or a ZStack of a text or of a shape in a frame it took, does not fill what
    // it is offered: it stays in a frame node.
    #expect(!TextNode("Text").takeFrame(FixedFrame(width: 40, height: 20)))
    #expect(!ZStackNode(children: [shape]).takeFrame(FixedFrame(width: 40, height: 20)))
    let labelled = ZStackNode(children: [
      ShapeNode(kind: .circle, paint: .fill(.default)), TextNode("42"),
    ])
    #expect(!labelled.takeFrame(FixedFrame(width: 40, height: 20)))
    #expect(!ZStackNode(children: []).takeFrame(FixedFrame(width: 40, height: 20)))
  }
}
