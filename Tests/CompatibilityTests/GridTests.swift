import GlimpseLayout
import SwiftUI
import Testing

/// `Grid` and `GridRow` as widget code writes them: cells line up in columns as wide as
/// their widest cell.
@MainActor
@Suite struct GridTests {
  func lines(_ view: some View, width: Int = 24, height: Int = 3) -> [String] {
    Snapshot(view, width: width, height: height).text.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  @Test func cellsLineUpInColumns() throws {
    let grid = Grid(alignment: .leading, horizontalSpacing: 8) {
      GridRow {
        Text("Gate")
        Text("B12")
      }
      GridRow {
        Text("Boarding")
        Text("9:40")
      }
    }
    let rows = lines(grid)
    let first = try #require(rows.first { $0.contains("Gate") })
    let second = try #require(rows.first { $0.contains("Boarding") })
    let gate = try #require(first.range(of: "Gate")).lowerBound
    let boarding = try #require(second.range(of: "Boarding")).lowerBound
    #expect(
      first.distance(from: first.startIndex, to: gate)
        == second.distance(from: second.startIndex, to: boarding))
    let b12 = first.distance(
      from: first.startIndex, to: try #require(first.range(of: "B12")).lowerBound)
    let time = second.distance(
      from: second.startIndex, to: try #require(second.range(of: "9:40")).lowerBound)
    #expect(
      b12 == time,
      "the second column starts at one place in both rows:\n\(rows.joined(separator: "\n"))")
    #expect(b12 >= "Boarding".count + 1)
  }

  @Test func aShortRowAndASpanningViewAndTheCellModifiersCompile() {
    let grid = Grid {
      GridRow(alignment: .top) {
        Text("A").gridColumnAlignment(.trailing)
        Text("B").gridCellAnchor(.center)
        Text("C")
      }
      Divider().gridCellUnsizedAxes(.horizontal)
      GridRow {
        Text("wide cell").gridCellColumns(2)
      }
    }
    let text = lines(grid, width: 30, height: 4).joined(separator: "\n")
    #expect(text.contains("A") && text.contains("C") && text.contains("wide cell"), "\(text)")
  }
}
