import GlimpseUI
import Testing

/// `lineLimit(_:reservesSpace:)` and the range forms of `lineLimit`: a text shorter than the
/// lines it reserves still takes their height, blank below it, as SwiftUI lays it out.
@MainActor
@Suite struct ReservedLinesTests {
  /// The rows of `text` stacked over a one-line text, as drawn 20 columns wide.
  func rows<V: View>(_ text: V) -> [String] {
    let snapshot = Snapshot(
      VStack(alignment: .leading, spacing: 0) {
        text
        Text("below")
      }, width: 20)
    return snapshot.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func aLineLimitThatReservesSpaceKeepsItsLinesBlankUnderAShortText() {
    #expect(rows(Text("Short").lineLimit(3, reservesSpace: true)) == ["Short", "", "", "below"])
  }

  @Test func aLineLimitThatDoesNotReserveSpaceTakesOnlyTheTextsLines() {
    #expect(rows(Text("Short").lineLimit(3, reservesSpace: false)) == ["Short", "below"])
    #expect(rows(Text("Short").lineLimit(3)) == ["Short", "below"])
  }

  @Test func aRangeReservesItsLowerBoundAndLimitsToItsUpperBound() {
    #expect(rows(Text("Short").lineLimit(2...4)) == ["Short", "", "below"])
    #expect(rows(Text("Short").lineLimit(2...)) == ["Short", "", "below"])
    let long = rows(Text(GoldenCatalog.longText).lineLimit(2...4))
    #expect(long.count == 5, "\(long)")
    #expect(long[3].hasSuffix("…"), "\(long)")
  }

  @Test func aTextLongerThanTheReservedLinesIsNotCutShorter() {
    let long = rows(Text("one two three four five six").lineLimit(3, reservesSpace: true))
    #expect(long.count == 4, "\(long)")
    #expect(long[0] == "one two three four", "\(long)")
    #expect(long[1] == "five six", "\(long)")
    #expect(long[2] == "", "\(long)")
  }

  @Test func anInnerLineLimitReplacesAnOuterReservation() {
    let inner = rows(
      VStack(alignment: .leading, spacing: 0) { Text("Short").lineLimit(1) }
        .lineLimit(3, reservesSpace: true))
    #expect(inner == ["Short", "below"])
  }
}
