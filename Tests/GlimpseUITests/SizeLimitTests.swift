import Foundation
import GlimpseLayout
import GlimpseTestSupport
import Testing

@testable import GlimpseUI

/// Content whose size a count drives is built only as far as it could be seen: a resolve
/// builds at most 10,000 `ForEach` rows and scans at most 1,000,000 characters of text,
/// and a stack lays out at most 10,000 children. Memory and time stay bounded.
@MainActor
@Suite(.serialized) struct SizeLimitTests {
  /// Rows a `ForEach` built.
  static var rowsBuilt = 0

  /// Counts a row as it is built.
  static func countRow() {
    rowsBuilt += 1
  }

  @Test func aForEachOverAMillionElementsBuildsTenThousandRows() {
    Self.rowsBuilt = 0
    let view = VStack(spacing: 0) {
      ForEach(0..<1_000_000, id: \.self) { index in
        let _ = Self.countRow()
        Text("row \(index)")
      }
    }
    let lines = Snapshot(view, width: 12).text.split(separator: "\n")
    #expect(Self.rowsBuilt == ResolveBudget.rows)
    #expect(lines.count == ResolveBudget.rows)
    #expect(lines.first?.trimmingCharacters(in: .whitespaces) == "row 0")
    // (An interpolated Int is grouped, as iOS groups it in a localized key.)
    #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "row 9,999")
  }

  /// (The limit is for a range drawn without end; it counts the wait for the main actor
  /// behind other tests, so it is generous.)
  @Test(.timeLimit(.minutes(10)))
  func aForEachOverAnEndlessRangeEnds() {
    Self.rowsBuilt = 0
    let view = HStack {
      ForEach(0..<Int.max, id: \.self) { _ in
        let _ = Self.countRow()
        Text("·")
      }
    }
    _ = Snapshot(view, width: 20, height: 1)
    #expect(Self.rowsBuilt == ResolveBudget.rows)
  }

  @Test func nestedForEachesShareOneBudget() {
    Self.rowsBuilt = 0
    let view = VStack {
      ForEach(0..<1_000, id: \.self) { row in
        HStack {
          ForEach(0..<1_000, id: \.self) { column in
            let _ = Self.countRow()
            Text("\(row).\(column)")
          }
        }
      }
    }
    _ = Snapshot(view, width: 40, height: 2)
    #expect(Self.rowsBuilt < ResolveBudget.rows)
    // The next resolve starts with a full budget.
    Self.rowsBuilt = 0
    _ = Snapshot(view, width: 40, height: 2)
    #expect(Self.rowsBuilt > 9_000)
  }

  @Test func aFiftyMegabyteStringScansItsFirstMillionCharacters() throws {
    let string = String(repeating: "x", count: 50_000_000)
    let node = try #require(
      ViewResolver.node(Text(verbatim: string), environment: EnvironmentValues()) as? TextNode)
    #expect(node.glyphs.count == ResolveBudget.characters)
    let twice = ViewResolver.node(
      HStack {
        Text(verbatim: string)
        Text("end")
      }, environment: EnvironmentValues())
    let stack = try #require(twice as? StackNode)
    #expect((stack.children.last as? TextNode)?.glyphs.isEmpty == true)
  }

  @Test func aStackOfTwentyThousandChildrenLaysOutTenThousand() {
    let children = (0..<20_000).map { TextNode(String($0)) as LayoutNode }
    let stack = StackNode(axis: .vertical, spacing: 0, children: children)
    #expect(stack.children.count == StackNode.maximumChildren)
    let size = stack.sizeThatFits(ProposedSize(columns: 6, height: nil))
    #expect(size.rows == StackNode.maximumChildren)
  }
}
