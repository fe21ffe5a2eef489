import Testing

@testable import GlimpseLayout

@Suite struct FixedFrameTests {
  @Test func aFixedFrameAnswersItsSizeWhateverIsOffered() {
    let frame = FrameNode(child: TextNode("Fixed"), width: 10, height: 2)
    for proposal in [ProposedCellSize.unspecified, .zero, .infinity, .init(width: 3, height: 1)] {
      #expect(frame.sizeThatFits(proposal) == CellSize(width: 10, height: 2))
    }
  }

  @Test func theChildIsCentredByDefault() {
    let frame = FrameNode(child: TextNode("Fixed"), width: 9, height: 3)
    #expect(render(frame, width: 9) == "\n  Fixed\n")
  }

  @Test func theChildIsAlignedAsAsked() {
    let topLeading = FrameNode(child: TextNode("TL"), width: 6, height: 2, alignment: .topLeading)
    #expect(render(topLeading, width: 6) == "TL\n")
    let bottomTrailing = FrameNode(
      child: TextNode("BR"), width: 6, height: 2,
      alignment: CellAlignment(horizontal: .trailing, vertical: .bottom))
    #expect(render(bottomTrailing, width: 6) == "\n    BR")
  }

  @Test func aFixedWidthWrapsItsText() {
    let frame = FrameNode(child: TextNode("Wraps inside"), width: 6, height: nil)
    #expect(frame.sizeThatFits(.unspecified) == CellSize(width: 6, height: 2))
    #expect(render(frame, width: 6) == "Wraps\ninside")
  }

  @Test func aNilDimensionTakesTheChilds() {
    let frame = FrameNode(child: TextNode("abc"), width: nil, height: 3)
    #expect(
      frame.sizeThatFits(ProposedCellSize(width: 10, height: nil)) == CellSize(width: 3, height: 3))
  }

  @Test func negativeSizesAreZero() {
    let frame = FrameNode(child: TextNode("abc"), width: -4, height: -1)
    #expect(frame.sizeThatFits(.unspecified) == .zero)
  }
}

@Suite struct FlexibleFrameTests {
  private func flexible(
    _ child: LayoutNode, min: Int? = nil, ideal: Int? = nil, max: Int? = nil,
    alignment: CellAlignment = .center
  ) -> FlexibleFrameNode {
    FlexibleFrameNode(
      child: child, horizontal: .init(min: min, ideal: ideal, max: max), vertical: .init(),
      alignment: alignment)
  }

  @Test func anInfiniteMaximumFillsTheWidthOffered() {
    let frame = flexible(TextNode("Fill"), max: ProposedCellSize.unbounded)
    #expect(frame.sizeThatFits(ProposedCellSize(width: 16, height: nil)).width == 16)
    #expect(render(frame, width: 16) == "      Fill")
  }

  @Test func anInfiniteMaximumWithLeadingAlignmentKeepsTheChildLeft() {
    let frame = flexible(TextNode("Left"), max: ProposedCellSize.unbounded, alignment: .leading)
    #expect(render(frame, width: 16) == "Left")
    #expect(frame.sizeThatFits(ProposedCellSize(width: 16, height: nil)).width == 16)
  }

  @Test func anInfiniteMaximumAnswersTheChildsIdealWhenNothingIsOffered() {
    let frame = flexible(TextNode("Fill"), max: ProposedCellSize.unbounded)
    #expect(frame.sizeThatFits(.unspecified) == CellSize(width: 4, height: 1))
  }

  @Test func aMaximumLimitsWhatTheChildIsOffered() {
    let frame = flexible(TextNode("alpha beta gamma"), max: 10)
    #expect(
      frame.sizeThatFits(ProposedCellSize(width: 40, height: nil)) == CellSize(width: 10, height: 2)
    )
    #expect(render(frame, width: 40) == "alpha beta\ngamma")
  }

  @Test func aMinimumWidensTheFrame() {
    let frame = flexible(TextNode("Min"), min: 9)
    #expect(frame.sizeThatFits(ProposedCellSize(width: 40, height: nil)).width == 9)
    #expect(frame.sizeThatFits(ProposedCellSize(width: 4, height: nil)).width == 9)
    #expect(render(frame, width: 9) == "   Min")
  }

  @Test func aMinimumDoesNotShrinkAWiderChild() {
    let frame = flexible(TextNode("Much wider"), min: 4)
    #expect(frame.sizeThatFits(ProposedCellSize(width: 40, height: nil)).width == 10)
  }

  @Test func anIdealWidthIsUsedWhenNothingIsOffered() {
    let frame = flexible(TextNode("Ideal"), ideal: 10)
    #expect(frame.sizeThatFits(.unspecified).width == 10)
    let bounded = flexible(TextNode("Ideal"), min: 4, ideal: 10, max: 20)
    #expect(bounded.sizeThatFits(.unspecified).width == 10)
    #expect(render(bounded, width: 10) == "  Ideal")
  }

  @Test func anIdealWidthIsIgnoredWhenSomethingIsOffered() {
    let frame = flexible(TextNode("Ideal"), ideal: 10)
    #expect(frame.sizeThatFits(ProposedCellSize(width: 30, height: nil)).width == 5)
  }

  @Test func boundsBelowZeroAreZero() {
    let bounds = FlexibleFrameNode.Bounds(min: -3, ideal: -1, max: -7)
    #expect(bounds.min == 0)
    #expect(bounds.ideal == 0)
    #expect(bounds.max == 0)
  }
}

@Suite struct PaddingAndFixedSizeTests {
  @Test func paddingAddsItsInsets() {
    let padded = PaddingNode(
      child: TextNode("Pad"), insets: CellInsets(top: 1, leading: 2, bottom: 0, trailing: 1))
    #expect(padded.sizeThatFits(.unspecified) == CellSize(width: 6, height: 2))
    #expect(render(padded, width: 6) == "\n  Pad")
  }

  @Test func paddingShrinksWhatTheChildIsOffered() {
    let padded = PaddingNode(
      child: TextNode("alpha beta"), insets: CellInsets(leading: 2, trailing: 2))
    #expect(
      padded.sizeThatFits(ProposedCellSize(width: 9, height: nil)) == CellSize(width: 9, height: 2))
  }

  @Test func negativeInsetsAreZero() {
    let padded = PaddingNode(child: TextNode("x"), insets: CellInsets(top: -1, leading: -5))
    #expect(padded.sizeThatFits(.unspecified) == CellSize(width: 1, height: 1))
  }

  @Test func fixedSizeUsesTheIdealWidth() {
    let fixed = FixedSizeNode(child: TextNode("Does not wrap"), horizontal: true, vertical: false)
    #expect(fixed.sizeThatFits(ProposedCellSize(width: 5, height: nil)).width == 13)
  }

  @Test func textOverflowingLeftOfTheClipKeepsItsVisiblePart() {
    var canvas = Canvas(width: 5, height: 1)
    TextNode("ABCDEFGHIJ").draw(in: CellRect(x: -2, y: 0, width: 10, height: 1), on: &canvas)
    #expect(canvas.plainText == "CDEFG")
  }
}
