import Testing

@testable import GlimpseLayout

/// A VStack's default gaps depend on the kinds of its neighbours, as SwiftUI's spacing
/// preferences make them. The model is OpenSwiftUI's reading of SwiftUI (audited for
/// iOS 18): `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift` (two edges meet at the
/// largest value over the kinds of preference both have, 8 pt when none) and
/// `View/Text/Text/Text+Spacing.swift` (a text's edges from its font). The iOS figures
/// below come from that formula and the system font's measured metrics at 17 pt (ascender
/// 16.1865, descender 4.1006, cap height 11.978, leading 0: `UIFont.systemFont(ofSize: 17)`,
/// whose `lineHeight` 20.287 public projects assert); the same formula reproduces the gaps
/// measured on macOS SwiftUI (text above a view 11.15 pt, a view above text 6.22 pt, 8 pt
/// between two other views, text above text the lower text's leading).
@Suite struct StackEdgeSpacingTests {
  /// A block of `rows` rows, 20 pt each: a plain view (a colour, a shape).
  func block(_ rows: Int = 1) -> BlockNode { BlockNode(width: 1, height: rows) }

  @Test func twoTextsInAVStackMeetWithNoGapAsLinesOfAParagraphDo() {
    // The lower text's leading decides, and the system font's is 0.
    let column = vstack(text("A"), text("B"))
    #expect(column.sizeThatFits(.unspecified) == LayoutSize(columns: 1, height: 44, rows: 2))
    #expect(render(column, width: 5) == "A\nB")
  }

  @Test func aTextAboveAPlainViewKeepsItsLineSpacingLessItsCapHeight() {
    // 17 pt on a 3x screen: line 20.287 + a tenth of it rounded up to a pixel (2.333) less
    // the cap height 11.978: 10.642 pt, which is a row of empty space (10 pt or more).
    let height = vstack(text("A"), block()).sizeThatFits(.unspecified).height
    #expect(abs(height - (22 + 10.642 + 20)) < 0.001, "\(height)")
    #expect(render(vstack(text("A"), block()), width: 3) == "A\n\n#")
  }

  @Test func aPlainViewAboveATextKeepsTheTextsLineSpacingLessItsAscender() {
    // 20.287 + 2.333 - 16.187 = 6.434 pt: less than a row.
    let height = vstack(block(), text("A")).sizeThatFits(.unspecified).height
    #expect(abs(height - (20 + 6.434 + 22)) < 0.001, "\(height)")
    #expect(render(vstack(block(), text("A")), width: 3) == "#\nA")
  }

  @Test func twoPlainViewsAreEightPointsApartAndASpacerNone() {
    #expect(vstack(block(), block()).sizeThatFits(.unspecified).height == 48)
    #expect(
      vstack(text("A"), SpacerNode(minLength: 0), text("B")).sizeThatFits(.unspecified).height == 44
    )
    #expect(
      vstack(block(), SpacerNode(minLength: 0), block()).sizeThatFits(.unspecified).height == 40)
  }

  @Test func paddingAndAFrameMakeAnEdgePlainAndABackgroundKeepsTheTexts() {
    // A padded bottom edge is a plain view's: 8 pt to the block below, plus the padding.
    let padded = vstack(
      PaddingNode(child: text("A"), insets: LayoutInsets(bottom: 1)), block())
    #expect(padded.sizeThatFits(.unspecified).height == 22 + 1 + 8 + 20)
    // Padding on the other edges leaves the bottom edge the text's: 10.642 pt.
    let sideways = vstack(
      PaddingNode(child: text("A"), insets: LayoutInsets(leading: 4)), block())
    #expect(abs(sideways.sizeThatFits(.unspecified).height - (22 + 10.642 + 20)) < 0.001)
    // A frame with a height is a plain view to the text below it: 6.434 pt.
    let framed = vstack(FrameNode(child: text("A"), width: nil, height: 22), text("B"))
    #expect(abs(framed.sizeThatFits(.unspecified).height - (22 + 6.434 + 22)) < 0.001)
    // A background keeps the text's preferences: two texts still meet with no gap.
    let backed = vstack(BackgroundColorNode(child: text("A"), color: .default), text("B"))
    #expect(backed.sizeThatFits(.unspecified).height == 44)
  }

  @Test func aStackOfTextsMeetsTheTextBelowAsATextDoesAndOneWithAPlainViewAsAPlainView() {
    // An HStack's bottom edge is all its children's merged; a VStack's, its last child's.
    let words = vstack(hstack(text("A"), text("B")), text("C"))
    #expect(words.sizeThatFits(.unspecified).height == 44)
    let mixed = vstack(hstack(text("A"), block()), text("C"))
    #expect(abs(mixed.sizeThatFits(.unspecified).height - (22 + 6.434 + 22)) < 0.001)
    let lastIsText = vstack(vstack(block(), text("A")), text("B"))
    #expect(abs(lastIsText.sizeThatFits(.unspecified).height - (20 + 6.434 + 22 + 22)) < 0.001)
  }

  @Test func givenSpacingAppliesToEveryPair() {
    #expect(vstack(spacing: 4, text("A"), text("B")).sizeThatFits(.unspecified).height == 48)
    #expect(vstack(spacing: 4, text("A"), block()).sizeThatFits(.unspecified).height == 46)
  }

  @Test func aTextsGapsFollowItsFontSize() {
    // 12 pt (caption) on a 3x screen: 7.532 pt above a plain view, 4.561 below one.
    let caption = StackEdgeSpacing.text(size: 12)
    #expect(
      abs(StackEdgeSpacing.gap(between: caption.bottom, and: .plainTop, defaultGap: 8) - 7.532)
        < 0.001)
    #expect(
      abs(StackEdgeSpacing.gap(between: .plainBottom, and: caption.top, defaultGap: 8) - 4.561)
        < 0.001)
    // An absurd size lays out without a crash or a negative gap.
    for size in [Double.nan, -5, 0, 1e300, .infinity] {
      let edges = StackEdgeSpacing.text(size: size)
      let gap = StackEdgeSpacing.gap(between: edges.bottom, and: .plainTop, defaultGap: 8)
      #expect(gap.isFinite && gap >= 0, "\(size): \(gap)")
    }
  }
}
