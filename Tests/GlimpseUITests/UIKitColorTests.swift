import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseUI
@testable import GlimpseUIKit

// The hex initialiser apps write in their own extensions (this one is the common
// Scanner-based shape): a convenience initialiser that calls the designated one.
extension UIColor {
  fileprivate convenience init(hex: String) {
    var hexSanitized = hex.trimmingCharacters(in: .whitespacesAndNewlines)
    hexSanitized = hexSanitized.replacingOccurrences(of: "#", with: "")
    var rgb: UInt64 = 0
    Scanner(string: hexSanitized).scanHexInt64(&rgb)
    let red = CGFloat((rgb & 0xFF0000) >> 16) / 255.0
    let green = CGFloat((rgb & 0x00FF00) >> 8) / 255.0
    let blue = CGFloat(rgb & 0x0000FF) / 255.0
    self.init(red: red, green: green, blue: blue, alpha: 1.0)
  }

  fileprivate convenience init?(rgba: String) {
    guard rgba.count == 8, let value = UInt32(rgba, radix: 16) else { return nil }
    self.init(
      red: CGFloat((value >> 24) & 0xFF) / 255, green: CGFloat((value >> 16) & 0xFF) / 255,
      blue: CGFloat((value >> 8) & 0xFF) / 255, alpha: CGFloat(value & 0xFF) / 255)
  }

  /// Relative luminance (WCAG), as contrast helpers compute it from `getRed`.
  fileprivate var luminance: CGFloat {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return 0 }
    func linear(_ value: CGFloat) -> CGFloat {
      value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// Black or white, whichever reads better on this colour.
  fileprivate var contrastingTextColor: UIColor {
    luminance > 0.179 ? .black : .white
  }
}

/// A subclass with its own designated initialiser, as apps write for brand palettes.
private final class BrandColor: UIColor, @unchecked Sendable {
  let brandName: String

  init(brandName: String, red: CGFloat, green: CGFloat, blue: CGFloat) {
    self.brandName = brandName
    super.init(red: red, green: green, blue: blue, alpha: 1)
  }

  required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(brandName: "literal", red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue))
  }
}

private func rgba(_ color: UIColor) -> [CGFloat]? {
  var red: CGFloat = -1
  var green: CGFloat = -1
  var blue: CGFloat = -1
  var alpha: CGFloat = -1
  guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
  return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
}

private func rounded(_ values: [CGFloat]) -> [CGFloat] {
  values.map { ($0 * 1000).rounded() / 1000 }
}

@Suite struct UIKitColorTests {
  @Test func anAppsHexInitialiserGivesTheComponentsItWasMadeOf() throws {
    #expect(rgba(UIColor(hex: "#FF8000")) == [1, 0.502, 0, 1])
    #expect(rgba(try #require(UIColor(rgba: "00000080"))) == [0, 0, 0, 0.502])
    #expect(UIColor(rgba: "nope") == nil)
    let brand = BrandColor(brandName: "Ocean", red: 0, green: 0.4, blue: 0.8)
    #expect(brand.brandName == "Ocean")
    #expect(rgba(brand) == [0, 0.4, 0.8, 1])
  }

  @Test func contrastHelpersPickTextThatReads() {
    #expect(UIColor(hex: "#FFCC00").contrastingTextColor == .black)
    #expect(UIColor(hex: "#1C1C1E").contrastingTextColor == .white)
    // System colours have their dark-appearance components by default (Glimpse's default).
    #expect(UIColor.systemYellow.contrastingTextColor == .black)
    #expect(UIColor.systemIndigo.contrastingTextColor == .white)
  }

  @Test func getRedWritesOnlyThePointersGivenAndReportsSuccess() {
    var red: CGFloat = -1
    #expect(UIColor.orange.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == 1)
    var alpha: CGFloat = -1
    let pattern = UIColor(patternImage: UIImage())
    #expect(!pattern.getRed(nil, green: nil, blue: nil, alpha: &alpha))
    #expect(alpha == -1, "a failed getter leaves its arguments alone")
  }

  @Test func getWhiteWorksForGreysOnly() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
    #expect(white == 0.5 && alpha == 1)
    #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.25 && alpha == 0.5)
    white = -1
    #expect(!UIColor.red.getWhite(&white, alpha: nil))
    #expect(white == -1)
    #expect(!UIColor.systemBlue.getWhite(&white, alpha: nil))
    // A grey's RGB components are its level.
    #expect(rgba(UIColor.lightGray) == [0.667, 0.667, 0.667, 1])
  }

  @Test func getHueGivesHueSaturationAndBrightness() {
    var hue: CGFloat = -1
    var saturation: CGFloat = -1
    var brightness: CGFloat = -1
    var alpha: CGFloat = -1
    let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9)
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    #expect(rounded([hue, saturation, brightness, alpha]) == [0.6, 0.5, 0.8, 0.9])
    #expect(UIColor.red.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
    #expect(rounded([hue, saturation, brightness]) == [0, 1, 1])
    #expect(UIColor.gray.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
    #expect(rounded([hue, saturation, brightness]) == [0, 0, 0.5])
  }

  @Test func fixedColoursAreUIKitsNotTheSystemOnes() {
    #expect(rgba(UIColor.red) == [1, 0, 0, 1])
    #expect(rgba(UIColor.brown) == [0.6, 0.4, 0.2, 1])
    #expect(rgba(UIColor.clear) == [0, 0, 0, 0])
    #expect(rgba(UIColor.lightText) == [1, 1, 1, 0.6])
  }

  @Test func systemColoursResolveForTheAppearance() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(rgba(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 1])
    #expect(rgba(UIColor.label.resolvedColor(with: dark)) == [1, 1, 1, 1])
    #expect(rgba(UIColor.systemBlue.resolvedColor(with: light)) == rounded([0, 122 / 255, 1, 1]))
    #expect(
      rgba(UIColor.systemBlue.resolvedColor(with: dark)) == rounded([10 / 255, 132 / 255, 1, 1]))
    #expect(
      rgba(UIColor.secondaryLabel.resolvedColor(with: light))
        == rounded([60 / 255, 60 / 255, 67 / 255, 0.6]))
    #expect(rgba(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 1])
    let elevated = UITraitCollection(traitsFrom: [
      dark, UITraitCollection(userInterfaceLevel: .elevated),
    ])
    #expect(
      rgba(UIColor.systemBackground.resolvedColor(with: elevated))
        == rounded([28 / 255, 28 / 255, 30 / 255, 1]))
    // Getters read UITraitCollection.current.
    var components: [CGFloat]?
    light.performAsCurrent { components = rgba(.systemGray4) }
    #expect(components == rounded([209 / 255, 209 / 255, 214 / 255, 1]))
    dark.performAsCurrent { components = rgba(.systemGray4) }
    #expect(components == rounded([58 / 255, 58 / 255, 60 / 255, 1]))
  }

  @Test func dynamicColoursAskTheirProviderWithTheTraits() {
    let adaptive = UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(hex: "#101010") : UIColor(hex: "#F0F0F0")
    }
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(
      rgba(adaptive.resolvedColor(with: light)) == rounded([240 / 255, 240 / 255, 240 / 255, 1]))
    var seen: UIUserInterfaceStyle?
    let spy = UIColor(dynamicProvider: { traits in
      seen = UITraitCollection.current.userInterfaceStyle
      return traits.userInterfaceStyle == .dark ? .white : .black
    })
    #expect(rgba(spy.resolvedColor(with: light)) == [0, 0, 0, 1])
    #expect(seen == .light, "the provider runs with its traits as the current ones")
    // withAlphaComponent keeps a dynamic colour dynamic.
    let faded = adaptive.withAlphaComponent(0.25)
    #expect(rgba(faded.resolvedColor(with: light))?.last == 0.25)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(rgba(faded.resolvedColor(with: dark)) == rounded([16 / 255, 16 / 255, 16 / 255, 0.25]))
  }

  @Test func cgColorHasTheComponentsOfItsColourSpace() {
    let rgb = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).cgColor
    #expect(rgb.numberOfComponents == 4)
    #expect(rgb.components == [0.2, 0.4, 0.6, 0.8])
    #expect(rgb.alpha == 0.8)
    let grey = UIColor.darkGray.cgColor
    #expect(grey.numberOfComponents == 2)
    #expect(grey.components == [1.0 / 3, 1])
    #expect(rgba(UIColor(cgColor: rgb)) == [0.2, 0.4, 0.6, 0.8])
    var white: CGFloat = 0
    #expect(UIColor(cgColor: grey).getWhite(&white, alpha: nil) && white == 1.0 / 3)
    #expect(Color(cgColor: rgb).cgColor == rgb)
    #expect(Color.blue.cgColor == nil, "a system colour has no fixed components")
  }

  @Test func equalColoursAreEqual() {
    #expect(UIColor.systemGray4 == UIColor.systemGray4)
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1), "grey is not RGB")
    #expect(Color(UIColor.secondarySystemBackground) == Color(uiColor: .secondarySystemBackground))
    #expect(Color(UIColor(hex: "#336699")) == Color(red: 0.2, green: 0.4, blue: 0.6))
  }

  @Test func displayP3ColoursBecomeExtendedSRGB() throws {
    let p3Red = try #require(rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)))
    #expect(p3Red[0] > 1, "P3 red is outside sRGB")
    #expect(p3Red[1] < 0)
    #expect(rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)) == [1, 1, 1, 1])
  }
}

@MainActor @Suite struct UIKitColorDrawingTests {
  private func background(of view: some View, scheme: ColorScheme) -> TerminalColor {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return Snapshot(view, width: 4, height: 1, environment: environment).canvas[1, 0].style
      .background
  }

  @Test func dynamicColoursResolveAgainstTheColourSchemeTheyAreDrawnIn() {
    let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
    let view = Color(uiColor: adaptive).frame(width: 28, height: 20)
    #expect(
      background(of: view, scheme: .dark) == TerminalColor(red: UInt8(255), green: 0, blue: 0))
    #expect(
      background(of: view, scheme: .light) == TerminalColor(red: UInt8(0), green: 0, blue: 255))
  }

  @Test func systemColoursWithoutATheThemeEntryUseTheirAppearancesValue() {
    let view = Color(UIColor.systemGray4).frame(width: 28, height: 20)
    #expect(
      background(of: view, scheme: .dark) == TerminalColor(red: UInt8(58), green: 58, blue: 60))
    #expect(
      background(of: view, scheme: .light) == TerminalColor(red: UInt8(209), green: 209, blue: 214))
  }

  @Test func theCurrentTraitsInAViewBodyAreItsEnvironments() {
    struct Probe: View {
      var body: some View {
        let style = UITraitCollection.current.userInterfaceStyle
        let text = UIColor.systemBackground.contrastingTextColor == .black ? "light" : "dark"
        return Text("\(style == .dark ? "dark" : "light") \(text)")
      }
    }
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    #expect(
      Snapshot(Probe(), width: 20, environment: environment).text
        .trimmingCharacters(in: .whitespaces) == "light light")
    environment.colorScheme = .dark
    #expect(
      Snapshot(Probe(), width: 20, environment: environment).text
        .trimmingCharacters(in: .whitespaces) == "dark dark")
  }
}
