import GlimpseLayout
import Testing

@testable import GlimpseUI

@Suite struct ThemeTests {
  @Test func changingAColourChangesWhatThePaletteGives() {
    var theme = Theme.standard
    let crimson = TerminalColor(red: UInt8(220), green: UInt8(20), blue: UInt8(60))
    #expect(theme[.red] != crimson)
    theme.colors["red"] = crimson
    #expect(theme[.red] == crimson)
  }

  @Test func paletteIndicesFollowTheDeclarationOrder() {
    for (position, color) in PaletteColor.allCases.enumerated() {
      #expect(color.index == position, "\(color)")
    }
  }
}
