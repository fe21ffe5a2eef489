import GlimpseTestSupport
import Testing

@testable import GlimpseLayout

@Suite struct FixedFrameTests {
  @Test func aFixedFrameAnswersItsSizeWhateverIsOffered() {
    let frame = FrameNode(child: TextNode("Fixed"), width: 70, height: 40)
    for proposal in [ProposedSize.unspecified, .zero, .infinity, .init(width: 3, height: 1)] {
      let size = frame.sizeThatFits(proposal)
      #expect(size.width == 70 && size.height == 40)
    }
  }

  /// A frame fixed on both axes works its answer out once and gives it for every offer;
  /// one fixed on one axis only answers each offer afresh: its child takes what the other
  /// axis offers.
  @Test func aFrameFixedOnBothAxesKeepsItsAnswerAndOneFixedOnOneDoesNot() {
    let offers: [ProposedSize] = [
      .init(width: 0, height: 18), .init(width: 300, height: 18), .unspecified,
      .init(width: 129, height: 60),
    ]
    let fixed = FrameNode(child: TextNode("Two words"), width: 36, height: 36)
    let first = fixed.sizeThatFits(offers[0])
    for offer in offers {
      let fresh = FrameNode(child: TextNode("Two words"), width: 36, height: 36)
      #expect(fixed.sizeThatFits(offer) == first)
      #expect(fresh.sizeThatFits(offer) == first)
    }
    let shape = { ShapeNode(kind: .rectangle, paint: .fill(.default)) }
    let widthOnly = FrameNode(child: shape(), width: 36, height: nil)
    #expect(widthOnly.sizeThatFits(.init(width: 0, height: 18)).height == 18)
    #expect(widthOnly.sizeThatFits(.init(width: 0, height: 60)).height == 60)
    let heightOnly = FrameNode(child: shape(), width: nil, height: 36)
    #expect(heightOnly.sizeThatFits(.init(width: 20, height: 18)).width == 20)
    #expect(heightOnly.sizeThatFits(.init(width: 90, height: 18)).width == 90)
  }

  @Test func aFramesRowsAreItsContentsAndTheRoomAroundThemAsEmptySpace() {
    // A 22 pt line in 40 pt leaves 18 pt: one row of empty space; in 30 pt, 8 pt: none.
    #expect(
      FrameNode(child: TextNode("x"), width: nil, height: 40).sizeThatFits(.unspecified).rows == 2)
    #expect(
      FrameNode(child: TextNode("x"), width: nil, height: 30).sizeThatFits(.unspecified).rows == 1)
    // A frame smaller than its text never hides the line.
    #expect(
      FrameNode(child: TextNode("x"), width: nil, height: 4).sizeThatFits(.unspecified).rows == 1)
  }

  @Test func theChildIsCentredByDefault() {
    let frame = FrameNode(child: TextNode("Fixed"), width: 63, height: 62)
    #expect(render(frame, width: 9) == "\n  Fixed\n")
  }

  @Test func theChildIsAlignedAsAsked() {
    let topLeading = FrameNode(child: TextNode("TL"), width: 42, height: 40, alignment: .topLeading)
    #expect(render(topLeading, width: 6) == "TL\n")
    let bottomTrailing = FrameNode(
      child: TextNode("BR"), width: 42, height: 40,
      alignment: CellAlignment(horizontal: .trailing, vertical: .bottom))
    #expect(render(bottomTrailing, width: 6) == "\n    BR")
  }

  @Test func aFixedWidthWrapsItsText() {
    let frame = FrameNode(child: TextNode("Wraps inside"), width: 42, height: nil)
    #expect(frame.sizeThatFits(.unspecified) == LayoutSize(columns: 6, height: 44, rows: 2))
    #expect(render(frame, width: 6) == "Wraps\ninside")
  }

  @Test func aFixedHeightLimitsTheLinesOfItsText() {
    // 50 pt holds two 22 pt lines of the three the text wraps into.
    let frame = FrameNode(child: TextNode("one two three"), width: 35, height: 50)
    #expect(render(frame, width: 5) == "one\ntwo…")
  }

  @Test func aNilDimensionTakesTheChilds() {
    let frame = FrameNode(child: TextNode("abc"), width: nil, height: 60)
    #expect(
      frame.sizeThatFits(ProposedSize(columns: 10, height: nil))
        == LayoutSize(columns: 3, height: 60, rows: 3))
  }

  @Test func negativeSizesAreZero() {
    let frame = FrameNode(child: TextNode("abc"), width: -4, height: -1)
    #expect(frame.sizeThatFits(.unspecified).columns == 0)
    #expect(frame.sizeThatFits(.unspecified).height == 0)
  }
}

@Suite struct FlexibleFrameTests {
  private func flexible(
    _ child: LayoutNode, min: Int? = nil, ideal: Int? = nil, max: Int? = nil,
    alignment: CellAlignment = .center
  ) -> FlexibleFrameNode {
    func points(_ columns: Int?) -> Double? {
      columns.map { $0 >= ProposedSize.unbounded ? ProposedSize.unboundedPoints : Double($0 * 7) }
    }
    return FlexibleFrameNode(
      child: child, horizontal: .init(min: points(min), ideal: points(ideal), max: points(max)),
      vertical: .init(), alignment: alignment)
  }

  @Test func anInfiniteMaximumFillsTheWidthOffered() {
    let frame = flexible(TextNode("Fill"), max: ProposedSize.unbounded)
    #expect(frame.sizeThatFits(ProposedSize(columns: 16, height: nil)).columns == 16)
    #expect(render(frame, width: 16) == "      Fill")
  }

  @Test func anInfiniteMaximumWithLeadingAlignmentKeepsTheChildLeft() {
    let frame = flexible(TextNode("Left"), max: ProposedSize.unbounded, alignment: .leading)
    #expect(render(frame, width: 16) == "Left")
    #expect(frame.sizeThatFits(ProposedSize(columns: 16, height: nil)).columns == 16)
  }

  @Test func anInfiniteMaximumAnswersTheChildsIdealWhenNothingIsOffered() {
    let frame = flexible(TextNode("Fill"), max: ProposedSize.unbounded)
    #expect(frame.sizeThatFits(.unspecified).cells == CellSize(width: 4, height: 1))
  }

  @Test func aMaximumLimitsWhatTheChildIsOffered() {
    let frame = flexible(TextNode("alpha beta gamma"), max: 10)
    #expect(
      frame.sizeThatFits(ProposedSize(columns: 40, height: nil)).cells
        == CellSize(width: 10, height: 2))
    #expect(render(frame, width: 40) == "alpha beta\ngamma")
  }

  @Test func aMinimumWidensTheFrame() {
    let frame = flexible(TextNode("Min"), min: 9)
    #expect(frame.sizeThatFits(ProposedSize(columns: 40, height: nil)).columns == 9)
    #expect(frame.sizeThatFits(ProposedSize(columns: 4, height: nil)).columns == 9)
    #expect(render(frame, width: 9) == "   Min")
  }

  @Test func aMinimumDoesNotShrinkAWiderChild() {
    let frame = flexible(TextNode("Much wider"), min: 4)
    #expect(frame.sizeThatFits(ProposedSize(columns: 40, height: nil)).columns == 10)
  }

  @Test func anIdealWidthIsUsedWhenNothingIsOffered() {
    let frame = flexible(TextNode("Ideal"), ideal: 10)
    #expect(frame.sizeThatFits(.unspecified).columns == 10)
    let bounded = flexible(TextNode("Ideal"), min: 4, ideal: 10, max: 20)
    #expect(bounded.sizeThatFits(.unspecified).columns == 10)
    #expect(render(bounded, width: 10) == "  Ideal")
  }

  @Test func anIdealWidthIsIgnoredWhenSomethingIsOffered() {
    let frame = flexible(TextNode("Ideal"), ideal: 10)
    #expect(frame.sizeThatFits(ProposedSize(columns: 30, height: nil)).columns == 5)
  }

  @Test func aMaximumHeightFillsThePointsOfferedAndItsRowsHoldThem() {
    let frame = FlexibleFrameNode(
      child: TextNode("x"), horizontal: .init(),
      vertical: .init(max: ProposedSize.unboundedPoints), alignment: .center)
    // 80 pt: a 22 pt line and 58 pt of room, three rows of it.
    #expect(
      frame.sizeThatFits(ProposedSize(columns: 5, height: 80))
        == LayoutSize(columns: 1, height: 80, rows: 4))
  }

  @Test func boundsBelowZeroAreZero() {
    let bounds = FlexibleFrameNode.Bounds<Double>(min: -3, ideal: -1, max: -7)
    #expect(bounds.min == 0)
    #expect(bounds.ideal == 0)
    #expect(bounds.max == 0)
  }
}

@Suite struct PaddingAndFixedSizeTests {
  @Test func paddingAddsItsInsets() {
    let padded = PaddingNode(
      child: TextNode("Pad"), insets: LayoutInsets(top: 16, leading: 14, bottom: 4, trailing: 7))
    // 16 pt above is a row of empty space, 4 pt below none; both count as points.
    #expect(padded.sizeThatFits(.unspecified) == LayoutSize(columns: 6, height: 42, rows: 2))
    // Points are the device's: 3.5 pt is half a column of gap, drawn as one.
    let thin = PaddingNode(child: TextNode("x"), insets: LayoutInsets(leading: 3.5, trailing: 3))
    #expect(thin.sizeThatFits(.unspecified).width == 13.5)
    #expect(thin.sizeThatFits(.unspecified).columns == 2)
    #expect(render(padded, width: 6) == "\n  Pad")
  }

  @Test func paddingShrinksWhatTheChildIsOffered() {
    let padded = PaddingNode(
      child: TextNode("alpha beta"), insets: LayoutInsets(leading: 14, trailing: 14))
    #expect(
      padded.sizeThatFits(ProposedSize(columns: 9, height: nil)).cells
        == CellSize(width: 9, height: 2))
  }

  @Test func negativeInsetsAreZero() {
    let padded = PaddingNode(child: TextNode("x"), insets: LayoutInsets(top: -1, leading: -35))
    #expect(padded.sizeThatFits(.unspecified) == LayoutSize(columns: 1, height: 22, rows: 1))
  }

  @Test func fixedSizeUsesTheIdealWidth() {
    let fixed = FixedSizeNode(child: TextNode("Does not wrap"), horizontal: true, vertical: false)
    #expect(fixed.sizeThatFits(ProposedSize(columns: 5, height: nil)).columns == 13)
  }

  @Test func textOverflowingLeftOfTheClipKeepsItsVisiblePart() {
    var canvas = Canvas(width: 5, height: 1)
    TextNode("ABCDEFGHIJ").draw(
      in: LayoutRect(cells: CellRect(x: -2, y: 0, width: 10, height: 1), top: 0, height: 22),
      on: &canvas)
    #expect(canvas.plainText == "CDEFG")
  }
}
