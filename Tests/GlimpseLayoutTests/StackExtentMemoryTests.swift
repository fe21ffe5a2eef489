import Testing

@testable import GlimpseLayout

/// A stack remembers its children's least and most sizes for the last few cross-axis
/// values it was offered; these tests check that what it answers and draws is what a
/// fresh stack, asked once, answers and draws.
@Suite struct StackExtentMemoryTests {
  /// A row with a priority, a spacer, a text that wraps, a child whose flexibility depends
  /// on the height offered (so that the order space is shared in does too) and a rigid
  /// block.
  private func row() -> StackNode {
    hstack(
      text("Driver 42", priority: 1), SpacerNode(minLength: 0),
      text("a text that wraps over lines", lineLimit: 2), TallRigidNode(), BlockNode(width: 3))
  }

  /// A column of a row and a text, so that the row is offered many heights.
  private func column() -> StackNode {
    vstack(row(), text("Ride #7 arrives soon"))
  }

  private let widths: [Double?] = [0, 12, 37.5, 60, 90, 150, ProposedSize.unboundedPoints, nil]
  private let heights: [Double?] = [nil, 0, 10, 22, 44, 70, 400, ProposedSize.unboundedPoints]

  @Test func aStackAskedManySizesAnswersEachAsAFreshStackDoes() {
    for make in [row, column] {
      let shared = make()
      // Heights vary fastest, so the remembered cross values of the row are pushed out
      // and asked again.
      for width in widths {
        for height in heights {
          let proposal = ProposedSize(width: width, height: height)
          #expect(shared.sizeThatFits(proposal) == make().sizeThatFits(proposal))
        }
      }
      let vertical = make()
      for height in heights {
        for width in widths {
          let proposal = ProposedSize(width: width, height: height)
          #expect(vertical.sizeThatFits(proposal) == make().sizeThatFits(proposal))
        }
      }
    }
  }

  @Test func aStackDrawnAfterManyProposalsDrawsAsAFreshStackDoes() {
    for width in [4, 9, 14, 20, 31] {
      let shared = column()
      for probe in widths {
        for height in heights {
          _ = shared.sizeThatFits(ProposedSize(width: probe, height: height))
        }
      }
      #expect(render(shared, width: width) == render(column(), width: width))
    }
  }

  /// A stack keeps the last allotment it worked out, for drawing with that proposal; one
  /// drawn with an earlier proposal lays its children out again for that one, not the last.
  @Test func aStackDrawnAtAnEarlierProposalDrawsThatProposalsAllotment() {
    for width in [9, 14, 20, 31] {
      let shared = column()
      let drawn = shared.sizeThatFits(ProposedSize(columns: width, height: nil))
      // Then narrower and wider ones: the last allotment is not the drawing's.
      for other in [3, 6, 40] where other != width {
        _ = shared.sizeThatFits(ProposedSize(columns: other, height: nil))
      }
      var canvas = Canvas(width: width, height: drawn.rows)
      shared.draw(in: LayoutRect(origin: .zero, size: drawn, top: 0), on: &canvas)
      #expect(canvas.plainText == render(column(), width: width))
    }
  }
}

/// Rigid (30 pt wide) when offered 40 pt of height or more, and as wide as it is offered
/// otherwise: the order a row shares space in depends on the height it is offered.
private final class TallRigidNode: LayoutNode {
  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let height = proposal.height ?? 0
    let width = height >= 40 ? 30 : min(proposal.width ?? 10, ProposedSize.unboundedPoints)
    return LayoutSize(
      width: width, height: 20, columns: ColumnRule.columns(forGap: width), rows: 1)
  }
}
