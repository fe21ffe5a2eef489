import GlimpseUI
import Testing

/// Views SwiftUI defines as the same drawing are drawn the same, at every catalog width.
/// Each pair was once two byte-identical goldens; the equality is the fact worth keeping.
@MainActor
@Suite struct EquivalentDrawingTests {
  func expectSameDrawing<A: View, B: View>(
    _ first: A, _ second: B, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for width in GoldenCase.defaultWidths {
      let one = Snapshot(first, width: width)
      let other = Snapshot(second, width: width)
      #expect(one.text == other.text, "at width \(width)", sourceLocation: sourceLocation)
      #expect(one.ansi == other.ansi, "at width \(width)", sourceLocation: sourceLocation)
    }
  }

  /// `Text.TruncationMode.tail` is the default mode (Apple: "the default truncation mode
  /// is `.tail`").
  @Test func truncatingAtTheTailIsTheDefault() {
    let long = GoldenCatalog.longText
    expectSameDrawing(
      Text(long).lineLimit(1).truncationMode(.tail), Text(long).lineLimit(1))
    #expect(Snapshot(Text(long).lineLimit(1), width: 16).text.hasSuffix("…"))
  }

  /// An icon-only label shows its icon and nothing else, as the image alone draws.
  @Test func anIconOnlyLabelDrawsItsImageAlone() {
    expectSameDrawing(
      Label("Delivery", systemImage: "car.fill").labelStyle(.iconOnly),
      Image(systemName: "car.fill"))
    #expect(!Snapshot(Label("Delivery", systemImage: "car.fill"), width: 40).text.isEmpty)
    #expect(
      !Snapshot(
        Label("Delivery", systemImage: "car.fill").labelStyle(.iconOnly), width: 40
      ).text.contains("Delivery"))
  }
}
