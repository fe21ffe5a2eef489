import Testing

@testable import GlimpseLayout

/// A node whose answer holds for any height proposed with its width (a one-line text, a
/// spacer in a row, a fixed-height frame, a stack of such) is laid out once a width: its
/// parent's probes at other heights (a VStack asks each child for the least and the most
/// height it takes) are answered from its cache, and it answers what it would have
/// computed.
@Suite struct AnyHeightAnswerTests {
  private let heights: [Double?] = [nil, 0, 9, 22, 44, 400, ProposedSize.unboundedPoints]

  @Test func aRowOfOneLineTextsIsLaidOutOnceAWidthWhateverTheHeight() {
    let counter = CountingNode(heightMatters: false)
    let row = hstack(text("Driver 42"), SpacerNode(minLength: 0), counter, text("04:10"))
    for height in heights {
      let proposal = ProposedSize(width: 150, height: height)
      let fresh = hstack(
        text("Driver 42"), SpacerNode(minLength: 0), CountingNode(heightMatters: false),
        text("04:10"))
      #expect(row.sizeThatFits(proposal) == fresh.sizeThatFits(proposal))
      #expect(row.lastAnswerHoldsForAnyHeight)
    }
    // The least, the most and a share of 150 pt, at the first height only.
    #expect(counter.computed == 3)
  }

  @Test func aColumnAsksItsRowOnceAWidth() {
    let counter = CountingNode(heightMatters: false)
    let column = vstack(
      hstack(text("Driver 42"), counter),
      ProgressBarNode(amount: .fraction(0.4), tint: .default, track: .default))
    for width in [90.0, 150] {
      for height in heights {
        _ = column.sizeThatFits(ProposedSize(width: width, height: height))
      }
    }
    // The row's least and most (the same probes for both widths) and its share of each
    // width, once.
    #expect(counter.computed == 4)
    #expect(column.lastAnswerHoldsForAnyHeight)
  }

  @Test func aRowWithAChildThatDependsOnTheHeightIsAskedAgainForEachHeight() {
    let counter = CountingNode(heightMatters: true)
    let row = hstack(text("Driver 42"), counter)
    for height in heights {
      let proposal = ProposedSize(width: 150, height: height)
      let fresh = hstack(text("Driver 42"), CountingNode(heightMatters: true))
      #expect(row.sizeThatFits(proposal) == fresh.sizeThatFits(proposal))
      #expect(!row.lastAnswerHoldsForAnyHeight)
    }
    #expect(counter.computed > heights.count)
  }

  /// A text that wraps may be cut to the lines a height holds, and one that may shrink
  /// shrinks to fit a height: neither answers for any height.
  @Test func aTextThatWrapsOrShrinksDoesNotAnswerForAnyHeight() {
    let wrapping = text("a text that wraps over lines")
    _ = wrapping.sizeThatFits(ProposedSize(width: 60, height: 44))
    #expect(!wrapping.lastAnswerHoldsForAnyHeight)
    _ = wrapping.sizeThatFits(ProposedSize(width: nil, height: 44))
    #expect(wrapping.lastAnswerHoldsForAnyHeight)

    var metrics = TextMetrics.body
    metrics.minimumScaleFactor = 0.5
    let shrinking = TextNode("25:00", metrics: metrics)
    _ = shrinking.sizeThatFits(ProposedSize(width: nil, height: 44))
    #expect(!shrinking.lastAnswerHoldsForAnyHeight)
  }

  /// A frame of a fixed height offers its child that height, whatever it is offered.
  @Test func aFixedHeightFrameAnswersForAnyHeight() {
    let counter = CountingNode(heightMatters: true)
    let frame = FrameNode(child: counter, width: nil, height: 6)
    for height in heights {
      #expect(frame.sizeThatFits(ProposedSize(width: 80, height: height)).height == 6)
    }
    #expect(counter.computed == 1)
  }
}

/// 40 pt wide, and as high as offered (up to 30 pt) when `heightMatters`, else 20 pt;
/// counts how often it is laid out.
private final class CountingNode: LayoutNode {
  let heightMatters: Bool
  private(set) var computed = 0

  init(heightMatters: Bool) {
    self.heightMatters = heightMatters
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    computed += 1
    guard heightMatters else {
      noteAnswerHoldsForAnyHeight()
      return LayoutSize(width: 40, height: 20, columns: 6, rows: 1)
    }
    let height = min(proposal.height ?? 20, 30)
    return LayoutSize(
      width: 40, height: height, columns: 6, rows: RowRule.rows(forGap: height))
  }
}
