import GlimpseTestSupport
import Testing

@testable import GlimpseLayout

/// `node` laid out for `width` columns (and `height` points, or its ideal height) and
/// drawn at the top left of a canvas of its rows (or the rows `height` holds it in), as
/// plain text.
func render(_ node: LayoutNode, width: Int, height: Double? = nil) -> String {
  let size = node.sizeThatFits(ProposedSize(columns: width, height: height))
  let rows = height.map { RowRule.rows(holding: size, in: $0) } ?? size.rows
  var canvas = Canvas(width: width, height: rows)
  node.draw(in: LayoutRect(origin: .zero, size: size, top: 0), on: &canvas)
  return canvas.plainText
}

func text(_ string: String, lineLimit: Int? = nil, priority: Double = 0) -> TextNode {
  let node = TextNode(string, lineLimit: lineLimit)
  node.layoutPriority = priority
  return node
}

func hstack(spacing: Double? = nil, _ children: LayoutNode...) -> StackNode {
  StackNode(axis: .horizontal, spacing: spacing, children: children)
}

func vstack(spacing: Double? = nil, _ children: LayoutNode...) -> StackNode {
  StackNode(axis: .vertical, crossAlignment: .leading, spacing: spacing, children: children)
}

/// A rigid block of `#` of a fixed size (20 pt a row) that counts how often it is measured.
final class BlockNode: LayoutNode {
  let size: LayoutSize
  private(set) var measured = 0

  init(width: Int, height: Int = 1) {
    size = LayoutSize(columns: width, height: Double(height) * 20, rows: height)
  }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    measured += 1
    return size
  }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    canvas.fill(rect.cells, with: "#", style: .plain)
  }
}

@Suite struct StackSpacingTests {
  @Test func eightPointsAColumnBetweenNonSpacersInAnHStack() {
    #expect(render(hstack(text("A"), text("B"), text("C")), width: 10) == "A B C")
    #expect(
      hstack(text("A"), text("B")).sizeThatFits(.unspecified)
        == LayoutSize(width: 22, height: 22, columns: 3, rows: 1))
  }

  @Test func noSpacingBesideASpacer() {
    let row = hstack(text("L"), SpacerNode(minLength: 0), text("R"))
    #expect(render(row, width: 6) == "L    R")
    #expect(row.sizeThatFits(.unspecified).cells == CellSize(width: 2, height: 1))
  }

  @Test func explicitSpacingAppliesEverywhere() {
    // An HStack's spacing is points too: 14 pt is two columns, 3 pt none.
    #expect(render(hstack(spacing: 14, text("A"), text("B")), width: 10) == "A  B")
    #expect(render(hstack(spacing: 3, text("A"), text("B")), width: 10) == "AB")
    #expect(render(hstack(spacing: 0, text("A"), text("B")), width: 10) == "AB")
    let row = hstack(spacing: 7, text("L"), SpacerNode(minLength: 0), text("R"))
    #expect(row.sizeThatFits(.unspecified).cells == CellSize(width: 4, height: 1))
    // A VStack's spacing is points: 9 pt is no row, 10 pt one (the row rule's nearest row).
    #expect(render(vstack(spacing: 9, text("A"), text("B")), width: 5) == "A\nB")
    #expect(render(vstack(spacing: 10, text("A"), text("B")), width: 5) == "A\n\nB")
    #expect(vstack(spacing: 10, text("A"), text("B")).sizeThatFits(.unspecified).height == 54)
  }

  @Test func negativeSpacingIsZero() {
    #expect(render(hstack(spacing: -3, text("A"), text("B")), width: 10) == "AB")
  }

  @Test func aSpacerTakesAtLeastItsMinimumAndGrows() {
    let row = hstack(text("L"), SpacerNode(minLength: 21), text("R"))
    #expect(row.sizeThatFits(.unspecified).columns == 5)
    #expect(render(row, width: 5) == "L   R")
    #expect(render(row, width: 12) == "L          R")
  }

  @Test func aSpacerInAVStackGrowsDownward() {
    let column = vstack(text("Top"), SpacerNode(minLength: 0), text("End"))
    // 84 pt: two 22 pt lines and 40 pt of spacer, two rows of empty space.
    #expect(render(column, width: 5, height: 84) == "Top\n\n\nEnd")
    #expect(column.sizeThatFits(.unspecified) == LayoutSize(columns: 3, height: 44, rows: 2))
  }
}

@Suite struct StackSharingTests {
  @Test func theLeastFlexibleChildIsOfferedSpaceFirst() {
    // The time (flexibility 5) gets its share first and keeps its five columns; the
    // words (flexibility 18) get the seven left. Most flexible first would wrap the time.
    let row = hstack(spacing: 0, text("one two three four"), text("12:45"))
    #expect(render(row, width: 12) == "one two\nthree  12:45\nfour")
  }

  @Test func rigidChildrenKeepTheirSizeAndFlexibleOnesShareTheRest() {
    let row = hstack(spacing: 0, BlockNode(width: 4), text("alpha beta gamma"), BlockNode(width: 2))
    #expect(render(row, width: 16) == "####alpha beta##\n    gamma")
  }

  @Test func layoutPriorityGoesFirst() {
    // 112 pt: "High priority" takes its 91, the spacing 8, and 13 pt are left: room for
    // "…" (7 pt) but not "L…" (14 pt).
    let row = hstack(
      text("Low priority words", lineLimit: 1), text("High priority", lineLimit: 1, priority: 1))
    #expect(render(row, width: 16) == "… High priority")
    #expect(render(row, width: 17) == "L… High priority")
  }

  @Test func withoutPriorityTheSpaceIsShared() {
    // 112 pt less 8 of spacing for two: the less flexible "High priority" goes first and
    // is offered half, 52 pt (seven 7 pt glyphs, the ellipsis one of them); the other the
    // 52 left.
    let row = hstack(text("Low priority words", lineLimit: 1), text("High priority", lineLimit: 1))
    #expect(render(row, width: 16) == "Low pr… High p…")
  }

  @Test func sharesAreExactPoints() {
    // 35 pt for three texts of equal flexibility: the first is offered 11.67 pt and takes
    // one 7 pt glyph a line; the two others share the 28 pt left, two glyphs each.
    let row = hstack(spacing: 0, text("aaaa"), text("bbbb"), text("cccc"))
    #expect(render(row, width: 5) == "a\nabbcc\nabbcc\na")
  }

  @Test func lowerPrioritiesKeepTheirMinimumInReserve() {
    // 70 pt: the block keeps its 21, the spacing 8, and the text has 41: "a lo…" (35).
    let row = hstack(BlockNode(width: 3), text("a long line of words", lineLimit: 1, priority: 1))
    #expect(render(row, width: 10) == "### a lo…")
  }

  @Test func textThatFitsIsNotTruncated() {
    for width in 20...30 {
      let row = hstack(text("Luigi's"), SpacerNode(minLength: 7), text("12:45 PM"))
      #expect(!render(row, width: width).contains("…"), "w\(width)")
    }
  }

  @Test func childrenAlignOnTheCrossAxis() {
    let tall = TextNode("a\nb\nc")
    let top = StackNode(
      axis: .horizontal, crossAlignment: .leading, spacing: 0, children: [tall, TextNode("T")])
    #expect(render(top, width: 5) == "aT\nb\nc")
    let bottom = StackNode(
      axis: .horizontal, crossAlignment: .trailing, spacing: 0,
      children: [TextNode("a\nb\nc"), TextNode("B")])
    #expect(render(bottom, width: 5) == "a\nb\ncB")
    let trailing = StackNode(
      axis: .vertical, crossAlignment: .trailing, spacing: 0,
      children: [TextNode("wide"), TextNode("x")])
    #expect(render(trailing, width: 4) == "wide\n   x")
  }

  @Test func anEmptyStackTakesNoSpace() {
    #expect(hstack().sizeThatFits(ProposedSize(columns: 10, height: 100)) == .zero)
    #expect(vstack().sizeThatFits(.unspecified) == .zero)
  }

  @Test func aStackDrawnAtItsOwnSizeKeepsTheLayoutItMeasured() {
    let padded = PaddingNode(child: TextNode("x"), insets: LayoutInsets(leading: 21))
    let row = hstack(spacing: 0, text("["), padded, text("]"))
    #expect(row.sizeThatFits(ProposedSize(columns: 16, height: nil)).columns == 6)
    #expect(render(row, width: 16) == "[   x]")
  }

  @Test(arguments: [12, 200])
  func alternatelyNestedStacksMeasureTheirLeafLinearly(_ depth: Int) {
    let leaf = BlockNode(width: 4)
    var node: LayoutNode = leaf
    for level in 0..<depth {
      node = level.isMultiple(of: 2) ? hstack(node) : vstack(node)
    }
    #expect(render(node, width: 16) == "####")
    #expect(leaf.measured <= depth * 8, "measured \(leaf.measured) times")
  }

  @Test func sameAxisNestedStacksMeasureTheirLeafLinearly() {
    for axis in [StackAxis.horizontal, .vertical] {
      let leaf = BlockNode(width: 4)
      var node: LayoutNode = leaf
      for _ in 0..<200 {
        node = StackNode(axis: axis, spacing: nil, children: [node])
      }
      #expect(render(node, width: 16) == "####")
      #expect(leaf.measured <= 200 * 8, "\(axis): measured \(leaf.measured) times")
    }
  }
}

@Suite struct WrapperNodeTests {
  @Test func aWrappedSpacerStillKnowsItsStacksAxis() {
    var glyphs: [StyledGlyph] = []
    GlyphScanner.scan("ab", style: .plain, into: &glyphs)
    let column = StackNode(
      axis: .vertical, spacing: 0,
      children: [
        TextNode(glyphs: glyphs),
        OffsetNode(child: SpacerNode(minLength: 0), dx: 7, dy: 0),
      ])
    // A spacer in a VStack grows down only: the column stays as wide as its text.
    #expect(
      column.sizeThatFits(ProposedSize(columns: 10, height: 100))
        == LayoutSize(columns: 2, height: 100, rows: 5))
  }
}
