import GlimpseLayout
import GlimpseUI
import Testing

/// SwiftUI's default spacing in a VStack as widget code meets it: between texts, symbols,
/// shapes and controls (the model and its sources: ``StackEdgeSpacing``, and
/// `StackEdgeSpacingTests` in GlimpseLayoutTests). OpenSwiftUI reads SwiftUI's
/// `ResolvedImage` as giving a symbol image in a text's font the text preferences of a
/// zero distance (`OpenSwiftUICore/View/Image/ResolvedImage.swift`), so a symbol above a
/// label meets it with no gap.
@MainActor @Suite struct DefaultStackSpacingTests {
  func points<V: View>(_ view: V) -> Double {
    ViewResolver.node(view, environment: EnvironmentValues())
      .sizeThatFits(ProposedSize(columns: 40, height: nil)).height
  }

  @Test func aSymbolAboveItsLabelMeetsItWithNoGap() {
    let symbol = points(Image(systemName: "star.fill"))
    let stacked = points(
      VStack {
        Image(systemName: "star.fill")
        Text("Saved")
      })
    #expect(stacked == symbol + 22)
  }

  @Test func aCaptionBelowATitleSitsAsTheNextLineAndABarBelowItKeepsItsSpacing() {
    let title = VStack(alignment: .leading) {
      Text("Arriving").font(.headline)
      Text("2 stops away").font(.caption)
    }
    #expect(points(title) == 22 + 16)
    // A caption (12 pt) above a plain view: its line spacing less its cap height, 7.532 pt.
    let withBar = VStack(alignment: .leading) {
      Text("2 stops away").font(.caption)
      Rectangle().frame(height: 4)
    }
    #expect(abs(points(withBar) - (16 + 7.532 + 4)) < 0.001)
  }

  @Test func aTextOfTwoSizesIsSpacedByItsLargestFont() {
    // SwiftUI takes the largest metrics of a text's runs: 34 pt above a plain view is its
    // line spacing less its cap height, 20.952 pt (not the 12 pt caption's 7.532).
    let mixed = VStack(alignment: .leading) {
      Text("Gate ").font(.largeTitle) + Text("B12").font(.caption)
      Rectangle().frame(height: 4)
    }
    #expect(abs(points(mixed) - (41 + 20.952 + 4)) < 0.001, "\(points(mixed))")
  }

  @Test func explicitSpacingStillWins() {
    let spaced = VStack(spacing: 2) {
      Text("Arriving").font(.headline)
      Text("2 stops away").font(.caption)
    }
    #expect(points(spaced) == 22 + 2 + 16)
  }
}
