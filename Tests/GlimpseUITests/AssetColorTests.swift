import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseAssets
@testable import GlimpseUI
@testable import GlimpseUIKit

/// Colour sets: every component form and colour space Xcode writes, and the appearance
/// chosen for the scheme and contrast.
@Suite struct AssetColorTests {
  func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
    TerminalColor(red: red, green: green, blue: blue)
  }

  func drawn(
    _ name: String, scheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard
  )
    -> ResolvedColor?
  {
    Color(name)._resolveColor(
      in: AssetFixtures.environment(scheme: scheme, contrast: contrast))
  }

  @Test func everyComponentFormIsRead() {
    #expect(drawn("EightBit")?.color == rgb(128, 64, 255))
    #expect(drawn("Hex")?.color == rgb(128, 64, 255))
    #expect(drawn("Hex")?.opacity == 0.5)
    #expect(drawn("Grey")?.color == rgb(128, 128, 128))
    #expect(drawn("ExtendedGrey")?.color == rgb(51, 51, 51))
  }

  @Test func colorSpacesAreConvertedToSRGB() {
    #expect(drawn("DisplayP3")?.color == rgb(219, 94, 31))
    #expect(drawn("ExtendedSRGB")?.color == rgb(255, 0, 128))
    #expect(drawn("ExtendedLinear")?.color == rgb(127, 0, 255))
  }

  @Test func systemReferencesTakeTheSchemesValue() {
    #expect(drawn("SystemTeal", scheme: .light)?.color == rgb(48, 176, 199))
    #expect(drawn("SystemTeal", scheme: .dark)?.color == rgb(64, 200, 224))
  }

  @Test func theAppearanceFollowsSchemeAndContrast() {
    #expect(drawn("Brand", scheme: .light)?.color == rgb(255, 128, 0))
    #expect(drawn("Brand", scheme: .dark)?.color == rgb(0, 128, 255))
    #expect(
      drawn("Brand", scheme: .light, contrast: .increased)?.color
        == rgb(255, 0, 0))
    #expect(
      drawn("Brand", scheme: .dark, contrast: .increased)?.color
        == rgb(0, 0, 255))
  }

  @Test func uiColorNamedResolvesThroughTheCatalog() {
    var environment = AssetFixtures.environment(scheme: .dark)
    environment.colorScheme = .dark
    let color = Color(uiColor: UIColor(named: "Brand")!)
    #expect(color._resolveColor(in: environment)?.color == rgb(0, 128, 255))
  }

  @Test func aMissingColorFallsBackToTheTheme() {
    let environment = AssetFixtures.environment()
    #expect(Color("NoSuchColor")._resolveColor(in: environment)?.color == environment.theme[.asset])
  }

  @Test func componentsInEveryForm() {
    #expect(ColorComponent.parse("0.500") == 0.5)
    #expect(ColorComponent.parse("128") == 128.0 / 255)
    #expect(ColorComponent.parse("0x80") == 128.0 / 255)
    #expect(ColorComponent.parse("0XfF") == 1)
    #expect(ColorComponent.parse("1.200") == 1.2)
    #expect(ColorComponent.parse("256") == nil)
    #expect(ColorComponent.parse("0xZZ") == nil)
    #expect(ColorComponent.parse("red") == nil)
  }

  @Test func aBadColorSetIsOneLineNamingTheKeyPath() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-assets-\(UUID().uuidString).xcassets")
    let set = folder.appendingPathComponent("Bad.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json =
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"lots","green":"0","blue":"0"}}}]}"#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    do {
      _ = try AssetCatalog.load(from: folder)
      Issue.record("a bad component was read")
    } catch {
      let text = "\(error)"
      #expect(
        text.hasSuffix(
          "Bad.colorset/Contents.json: colors[0].color.components.red: expected a component such as \"0.500\", \"128\" or \"0x80\""
        ))
      #expect(!text.contains("\n"))
    }
  }

  @Test func namespacesPrefixNames() {
    #expect(AssetFixtures.catalog.imageNames.contains("Icons/Car"))
    #expect(!AssetFixtures.catalog.imageNames.contains("Car"))
  }
}
