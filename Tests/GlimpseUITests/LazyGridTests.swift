import GlimpseLayout
import Testing

@testable import GlimpseUI

/// Lazy grids as widgets use them: cells fill rows of the columns' count (or columns of
/// the rows' count), flexible items share the width, fixed ones keep theirs.
@MainActor @Suite struct LazyGridTests {
  @Test func aVerticalGridFillsRowsOfTwoFlexibleColumns() {
    let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
      Text("Sets")
      Text("12")
      Text("Reps")
      Text("8")
      Text("Rest")
    }
    // 140 pt: two columns of 66 pt with the default 8 pt between, each cell centred in its
    // own column (its columns in proportion to its points), the last row short.
    #expect(
      Snapshot(grid, width: 20).text == """
           Sets       12
           Reps        8
           Rest
        """)
  }

  @Test func aFixedColumnKeepsItsWidthAndTheFlexibleOneTakesTheRest() {
    let grid = LazyVGrid(
      columns: [
        GridItem(.fixed(28), alignment: .leading), GridItem(.flexible(), alignment: .trailing),
      ],
      spacing: 0
    ) {
      Text("A")
      Text("1")
      Text("B")
      Text("2")
    }
    // 28 points is four columns, leading; the flexible column takes the other seven after
    // the gap, its cells trailing.
    #expect(Snapshot(grid, width: 12).text == "A          1\nB          2")
  }

  @Test func aHorizontalGridFillsColumnsOfItsRows() {
    let grid = LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], spacing: 14) {
      Text("a")
      Text("b")
      Text("c")
      Text("d")
    }
    // Down the first column, then the next: a over b, c over d.
    #expect(Snapshot(grid, width: 5).text == "a  c\nb  d")
  }

  @Test func noColumnsMakeOneColumnAndAnEmptyGridDrawsNothing() {
    #expect(Snapshot(LazyVGrid(columns: []) { Text("x") }, width: 4).text == " x")
    #expect(Snapshot(LazyVGrid(columns: [GridItem()]) { EmptyView() }, width: 4).text == "")
  }
}
