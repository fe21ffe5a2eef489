import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseUI
@testable import GlimpseUIKit

@Suite struct UIKitFontTests {
  @Test func theSystemFontHasSFProsMetrics() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(body.pointSize == 17)
    #expect(body.lineHeight == 20.287109375)
    #expect(body.ascender + body.descender < body.ascender)
    #expect(body.capHeight == 11.97802734375)
  }

  @Test func preferredFontsHaveTheirTextStylesSizeAndWeight() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.fontName.contains("Semibold"))
    let larger = UIFont.preferredFont(
      forTextStyle: .body,
      compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
    #expect(larger.pointSize == 28)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UIContentSizeCategory.large < .extraLarge)
  }

  @Test func weightsHaveUIKitsValues() {
    #expect(UIFont.Weight.semibold.rawValue == 0.3)
    #expect(UIFont.Weight(rawValue: 0.4) == .bold)
    #expect(UIFont.systemFont(ofSize: 12, weight: .heavy).fontName == ".SFUI-Heavy")
  }

  @MainActor @Test func aUIFontDrawsAsASwiftUIFont() {
    let bold = Snapshot(
      Text("Go").font(Font(UIFont.preferredFont(forTextStyle: .headline))), width: 4)
    #expect(bold.canvas[1, 0].style.attributes.contains(.bold))
    let regular = Snapshot(Text("Go").font(Font(UIFont.systemFont(ofSize: 13))), width: 4)
    #expect(!regular.canvas[1, 0].style.attributes.contains(.bold))
    #expect(Font(UIFont.systemFont(ofSize: 13)).pointSize == 13)
  }
}
