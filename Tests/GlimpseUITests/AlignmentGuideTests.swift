import GlimpseLayout
import GlimpseUI
import Testing

/// A custom guide at a view's trailing edge (as `AlignmentID`'s documentation shapes one).
private enum TrailingEdgeGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

/// A custom vertical guide a third of the way down a view.
private enum FirstThirdGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension HorizontalAlignment {
  fileprivate static let trailingEdge = HorizontalAlignment(TrailingEdgeGuide.self)
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThirdGuide.self)
}

/// `alignmentGuide(_:computeValue:)` and custom `AlignmentID`s, as SwiftUI lines a stack's
/// children up: every child's guide for the stack's alignment on one line, in points, the
/// guide where the child sets it or where its `AlignmentID` puts it (Apple's documentation
/// of `alignmentGuide(_:computeValue:)` and `AlignmentID`; a column is 7 pt, a row 20).
@MainActor
@Suite struct AlignmentGuideTests {
  /// The drawing's lines without trailing spaces, and without the indentation they all
  /// share (the canvas centres a narrow stack).
  func lines(_ view: some View, width: Int = 12) -> [String] {
    let lines = Snapshot(view, width: width).text.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))) }
  }

  @Test func aLeadingGuideMovedBackPutsTheViewThatFarToTheRightOfTheOthers() {
    // "two"'s leading guide 14 pt before its leading edge: its edge is 14 pt (2 columns)
    // right of the line the others' leading edges are on.
    let view = VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: "one")
      Text(verbatim: "two").alignmentGuide(.leading) { _ in -14 }
    }
    #expect(lines(view).prefix(2) == ["one", "  two"])
  }

  @Test func aLeadingGuideMovedInPutsTheOthersThatFarToTheRight() {
    // "two"'s leading guide 14 pt inside it: the line is 14 pt from the stack's edge, where
    // "one" starts, and "two" starts at the edge.
    let view = VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: "one")
      Text(verbatim: "two").alignmentGuide(.leading) { _ in 14 }
    }
    #expect(lines(view).prefix(2) == ["  one", "two"])
  }

  @Test func aGuideForAnotherAlignmentThanTheStacksChangesNothing() {
    let plain = VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: "one")
      Text(verbatim: "three")
    }
    let guided = VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: "one").alignmentGuide(.trailing) { _ in 0 }
      Text(verbatim: "three")
    }
    #expect(lines(guided) == lines(plain))
    #expect(lines(plain).prefix(2) == ["one", "three"])
  }

  @Test func aCustomGuidesDefaultValueLinesTheChildrenUp() {
    // At each child's trailing edge: the stack right-aligns them, in points. "bbb" is
    // about 30 pt at 17 pt (4.2 columns of points, drawn in its 3 glyphs' cells) and "a"
    // about 9: "a" starts 20 pt (3 columns) after "bbb", and ends where its points do.
    let view = VStack(alignment: .trailingEdge, spacing: 0) {
      Text(verbatim: "a")
      Text(verbatim: "bbb")
    }
    #expect(lines(view).prefix(2) == ["   a", "bbb"])
  }

  @Test func aViewThatSetsACustomGuideOverridesItsDefault() {
    // "a" puts the guide at its leading edge, "bbb" keeps it at its trailing edge: "a"
    // starts where "bbb" ends.
    let view = VStack(alignment: .trailingEdge, spacing: 0) {
      Text(verbatim: "a").alignmentGuide(.trailingEdge) { d in d[.leading] }
      Text(verbatim: "bbb")
    }
    // "bbb" is about 30 pt at 17 pt: "a" starts 4 columns after it starts (30 pt to the
    // nearest 7 pt column), past its 3 glyphs.
    #expect(lines(view).prefix(2) == ["    a", "bbb"])
  }

  @Test func aTopGuideMovedUpPushesTheViewDownARow() {
    let view = HStack(alignment: .top, spacing: 0) {
      Text(verbatim: "a")
      Text(verbatim: "b").alignmentGuide(.top) { _ in -20 }
    }
    #expect(lines(view).prefix(2) == ["a", " b"])
  }

  @Test func aCustomVerticalGuideInAnHStackLinesUpAThirdOfTheWayDown() {
    // A 60 pt bar's third is 20 pt down; the text's is a third of its line: the text's
    // top is 20 pt minus that below the bar's top, the nearest row to which is the first.
    let view = HStack(alignment: .firstThird, spacing: 0) {
      Color.red.frame(width: 7, height: 60)
      Text(verbatim: "x").alignmentGuide(.firstThird) { _ in -20 }
    }
    // "x" sets its guide 20 pt above its top: its top is 40 pt (2 rows) below the bar's.
    #expect(lines(view, width: 4).prefix(3).map { $0.hasSuffix("x") } == [false, false, true])
  }

  @Test func guidesAreEqualByIdentityAndBuiltInsStayTheirEdges() throws {
    #expect(HorizontalAlignment.trailingEdge == HorizontalAlignment(TrailingEdgeGuide.self))
    #expect(HorizontalAlignment.trailingEdge != .trailing)
    #expect(VerticalAlignment.firstThird != .top)
    let dimensions = try #require(ViewDimensionsProbe.dimensions(width: 30, height: 12))
    #expect(dimensions[HorizontalAlignment.center] == 15)
    #expect(dimensions[VerticalAlignment.bottom] == 12)
    #expect(dimensions[.trailingEdge] == 30)
    #expect(dimensions[.firstThird] == 4)
    #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
  }
}

/// Reads the `ViewDimensions` a guide's closure is given, by rendering a view whose guide
/// records it.
@MainActor
private enum ViewDimensionsProbe {
  final class Seen: @unchecked Sendable {
    var dimensions: ViewDimensions?
  }

  static func dimensions(width: CGFloat, height: CGFloat) -> ViewDimensions? {
    let seen = Seen()
    let view = VStack(alignment: .leading) {
      Color.red.frame(width: width, height: height).alignmentGuide(.leading) { d in
        seen.dimensions = d
        return 0
      }
    }
    _ = Snapshot(view, width: 10)
    return seen.dimensions
  }
}
