import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

/// The column rule: empty space is the nearest column at 7 pt a column (a gap of 3.5 pt or
/// more is at least one); what draws is at least one column; a frame its points' columns,
/// or its content's when more. Heights stay in points; ``RowRule`` turns them into rows.
@Suite struct PointsToCellsTests {
  @Test func framesRoundToTheNearestCell() {
    #expect(ColumnRule.columns(forGap: 44) == 6)
    #expect(ColumnRule.columns(forGap: 52.33) == 7)
    #expect(ColumnRule.columns(forGap: 62.33) == 9)
    #expect(ColumnRule.columns(forGap: 126) == 18)
    #expect(ColumnRule.columns(forGap: 36.67) == 5)
    #expect(ColumnRule.columns(forGap: 45) == 6)
    #expect(ColumnRule.columns(forGap: 371) == 53)
    #expect(ColumnRule.columns(forGap: 408) == 58)
  }

  @Test func halvesRoundAwayFromZero() {
    #expect(ColumnRule.columns(forGap: 3.5) == 1)
    #expect(ColumnRule.columns(forGap: 10.5) == 2)
  }

  @Test func whatDrawsIsAtLeastOneColumn() {
    #expect(ColumnRule.columns(forDrawing: 0.5) == 1)
    #expect(ColumnRule.columns(forDrawing: 0) == 0)
    #expect(ColumnRule.columns(forDrawing: -10) == 0)
  }

  @Test func gapsOfHalfAColumnOrMoreAreAtLeastOneColumn() {
    #expect(ColumnRule.columns(forGap: 3) == 0)
    #expect(ColumnRule.columns(forGap: 4) == 1)
    #expect(ColumnRule.columns(forGap: 8) == 1)
    #expect(ColumnRule.columns(forGap: 10) == 1)
    #expect(ColumnRule.columns(forGap: 11) == 2)
    #expect(ColumnRule.columns(forGap: 16) == 2)
  }

  @Test func aBoxTakesItsPointsColumnsOrItsContentsWhenMore() {
    let dense = LayoutSize(width: 41.6, height: 16, columns: 7, rows: 1)
    // 50 pt is 7 columns: the 7-column text fits; 30 pt is 4, and the text keeps its 7.
    #expect(ColumnRule.columns(holding: dense, in: 50) == 7)
    #expect(ColumnRule.columns(holding: dense, in: 30) == 7)
    #expect(ColumnRule.columns(holding: dense, in: 100) == 14)
  }

  @Test func emptyVerticalSpaceIsTheNearestTwentyPointRow() {
    #expect(RowRule.rows(forGap: 4) == 0)
    #expect(RowRule.rows(forGap: 9.99) == 0)
    #expect(RowRule.rows(forGap: 10) == 1)
    #expect(RowRule.rows(forGap: 16) == 1)
    #expect(RowRule.rows(forGap: 29.9) == 1)
    #expect(RowRule.rows(forGap: 30) == 2)
    #expect(RowRule.rows(forGap: -5) == 0)
    #expect(RowRule.rows(forGap: .nan) == 0)
  }

  @Test func whatDrawsTakesAtLeastARow() {
    #expect(RowRule.rows(forDrawing: 1) == 1)
    #expect(RowRule.rows(forDrawing: 4) == 1)
    #expect(RowRule.rows(forDrawing: 100) == 5)
    #expect(RowRule.rows(forDrawing: 0) == 0)
  }

  @Test func nonFiniteAndNegativePointsAreClamped() {
    #expect(ColumnRule.columns(forGap: .nan) == 0)
    #expect(ColumnRule.columns(forGap: -.infinity) == 0)
    #expect(ColumnRule.columns(forGap: .infinity) == Int(ProposedSize.unboundedPoints / 7))
    #expect(ColumnRule.columns(forGap: -3) == 0)
  }

  @MainActor @Test func framesInViewsLandOnTheRuleColumns() {
    func bar(_ points: CGFloat) -> Int {
      let snapshot = Snapshot(Rectangle().fill(.blue).frame(width: points, height: 20), width: 80)
      return snapshot.text.filter { $0 == "━" }.count
    }
    #expect(bar(44) == 6)
    #expect(bar(52.33) == 7)
    #expect(bar(62.33) == 9)
    #expect(bar(126) == 18)
  }

  @MainActor @Test func spacingAndPaddingInViewsLandOnTheRuleColumns() {
    func row(_ spacing: CGFloat) -> String {
      Snapshot(
        HStack(spacing: spacing) {
          Text("A")
          Text("B")
        }, width: 20
      ).text
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(row(3) == "AB")
    #expect(row(4) == "A B")
    #expect(row(14) == "A  B")
    // 10 pt and 16 pt: one and two columns each side; 3 pt: none. Between brackets, so
    // that the padding shows whatever the centring.
    func padded(_ edges: Edge.Set, _ length: CGFloat) -> String {
      Snapshot(
        HStack(spacing: 0) {
          Text("[")
          Text("x").padding(edges, length)
          Text("]")
        }, width: 20
      ).text.trimmingCharacters(in: .whitespaces)
    }
    #expect(padded(.horizontal, 10) == "[ x ]")
    #expect(padded(.horizontal, 3) == "[x]")
    #expect(padded(.horizontal, 16) == "[  x  ]")
    #expect(padded(.leading, 16) == "[  x]")
    let column = VStack(spacing: 10) {
      Text("A")
      Text("B")
    }
    #expect(Snapshot(column, width: 5).text == "  A\n\n  B")
    let tight = VStack(spacing: 9) {
      Text("A")
      Text("B")
    }
    #expect(Snapshot(tight, width: 5).text == "  A\n  B")
  }

  @MainActor @Test func verticalPaddingAndSpacingKeepTheirPoints() {
    func points<V: View>(_ view: V) -> Double {
      ViewResolver.node(view, environment: EnvironmentValues())
        .sizeThatFits(ProposedSize(columns: 40, height: nil)).height
    }
    let card = VStack(spacing: 4) {
      Text("Title").font(.headline)
      Text("Detail").font(.caption)
    }
    #expect(points(card) == 22 + 4 + 16)
    #expect(points(card.padding(.vertical, 8)) == 42 + 16)
    #expect(points(card.padding()) == 42 + 32)
    #expect(points(Text("x").frame(height: 44)) == 44)
  }

  @MainActor @Test func spacersTakeTheirMinimumInColumns() {
    let row = HStack {
      Text("L")
      Spacer(minLength: 21)
      Text("R")
    }
    #expect(
      Snapshot(row.fixedSize(), width: 20).text.trimmingCharacters(in: .whitespaces) == "L   R")
    let defaultSpacer = HStack {
      Text("L")
      Spacer()
      Text("R")
    }
    let text = Snapshot(defaultSpacer.fixedSize(), width: 20).text
    #expect(text.trimmingCharacters(in: .whitespaces) == "L R")
  }

  @MainActor @Test func geometryReaderReportsPoints() {
    let reader = GeometryReader { proxy in
      Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
    }
    #expect(Snapshot(reader, width: 16, height: 3).text.hasPrefix("112x60"))
    #expect(Snapshot(reader, width: 53, height: 4).text.hasPrefix("371x80"))
    #expect(Snapshot(reader.frame(height: 36.67), width: 53).text.contains("371x36"))
  }
}

/// The accepted modifiers draw exactly as if they were absent.
@MainActor
@Suite struct AcceptedModifierTests {
  @Test func acceptedModifiersChangeNothing() {
    for width in 1...40 {
      let accepted = Snapshot(AcceptedModifiersView(), width: width)
      let plain = Snapshot(PlainModifiersView(), width: width)
      #expect(accepted.text == plain.text, "w\(width)")
      #expect(accepted.ansi == plain.ansi, "w\(width)")
    }
  }

  @Test func aLinkDrawsAsItsLabel() {
    let link = Link("Track order", destination: URL(string: "https://example.com")!)
    for width in [1, 5, 20] {
      #expect(Snapshot(link, width: width).ansi == Snapshot(Text("Track order"), width: width).ansi)
    }
  }

  @Test func cornerRadiusAndShadowKeepTheBackground() {
    let plain = Text("Tag").padding(.horizontal, 7).background(Color.blue)
    let rounded = plain.cornerRadius(8).shadow(radius: 3)
    #expect(Snapshot(rounded, width: 10).ansi == Snapshot(plain, width: 10).ansi)
  }
}
