import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseAppIntents
@testable import GlimpseUI
@testable import GlimpseUIKit

/// API shapes real Live Activities use that Glimpse lacked when a local corpus of public
/// widgets was compiled against it (issue 14): each compiles as written there and does
/// what the note on its declaration says.
@MainActor @Suite struct CorpusAPITests {
  @Test func fillStyleIsATranslucentGreyWithItsOwnLevels() {
    let environment = EnvironmentValues()
    let gray = environment.theme[.gray]
    let primary = FillShapeStyle()._resolveColor(in: environment)
    let tertiary = FillShapeStyle().tertiary._resolveColor(in: environment)
    #expect(primary == ResolvedColor(color: gray, opacity: 0.2))
    // `.fill.tertiary` is iOS's tertiarySystemFill (12%), not 30% of the fill's 20%.
    #expect(tertiary == ResolvedColor(color: gray, opacity: 0.12))
  }

  @Test func fillBehindAViewIsBlendedOverTheBackdrop() {
    let snapshot = Snapshot(
      Text("Rail").padding(.horizontal, 8).background(.fill.tertiary), width: 6)
    let background = snapshot.canvas[0, 0].style.background
    let backdrop = EnvironmentValues().theme[.background]
    #expect(snapshot.text == " Rail")
    #expect(background != .default && background != backdrop)
  }

  @Test func symbolTrianglesDrawAsTriangles() {
    var environment = EnvironmentValues()
    environment.glyphSet = .unicode
    #expect(
      Snapshot(Image(systemName: "arrowtriangle.up.fill"), width: 2, environment: environment).text
        == "▲")
    #expect(
      Snapshot(Image(systemName: "arrowtriangle.down"), width: 2, environment: environment).text
        == "▽")
    // The default set draws the triangle too: 🔼 is a button, not a triangle.
    environment.glyphSet = .emoji
    #expect(
      Snapshot(Image(systemName: "arrowtriangle.up.fill"), width: 2, environment: environment).text
        == "▲")
  }

  @Test func numberTruncatedToCGFloat() {
    let ratio = (7.5 - 2.5) / 4.0
    #expect(CGFloat(truncating: ratio as NSNumber) == 1.25)
    #expect(CGFloat(exactly: NSNumber(value: 3)) == 3)
  }

  @Test func appGroupContainerIsAnEmptyDirectoryPerGroup() throws {
    let identifier = "group.glimpse.tests.\(UUID().uuidString)"
    let url = try #require(
      FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier))
    defer { try? FileManager.default.removeItem(at: url) }
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
    #expect(url.lastPathComponent == identifier)
    // A widget reading the file its app would have written finds none, as on a new device.
    #expect(!FileManager.default.fileExists(atPath: url.appendingPathComponent("prices.json").path))
    for bad in ["", "..", "a/b"] {
      #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: bad) == nil)
    }
  }

  @Test func previewAndTaskModifiersLeaveTheViewAsItIs() {
    let view = Text("12 min")
      .task(id: 3) {}
      .previewDevice("iPhone 14 Pro Max")
      .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
      .previewDisplayName("Island Compact")
    #expect(Snapshot(view, width: 10).text == Snapshot(Text("12 min"), width: 10).text)
  }
}

/// Key-value coding on App Group defaults, as widgets written for Apple's platforms use it.
@Test func appGroupDefaultsReadAndWriteThroughKeyValueCoding() throws {
  let suite = "group.glimpse.tests.kvc.\(UUID().uuidString)"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  defaults.setValue("Spouty", forKey: "hero")
  defaults.setValue(true, forKey: "supercharged")
  #expect(defaults.value(forKey: "hero") as? String == "Spouty")
  #expect(defaults.value(forKey: "supercharged") as? Bool == true)
  defaults.setValue(nil, forKey: "hero")
  #expect(defaults.value(forKey: "hero") == nil)
}

/// A widget configuration intent migrated from a SiriKit custom intent.
private struct HeroSelection: AppIntent, CustomIntentMigratedAppIntent, WidgetConfigurationIntent {
  static let intentClassName = "EmojiRangerSelectionIntent"
  static let title: LocalizedStringResource = "Select Hero"

  @Parameter(title: "Hero")
  var hero: String?
}

/// It compiles with all three conformances; its optional parameter starts empty and keeps
/// what the configuration sets.
@Test func aMigratedCustomIntentsOptionalParameterStartsEmptyAndKeepsWhatIsSet() {
  let selection = HeroSelection()
  #expect(selection.hero == nil)
  selection.hero = "Spouty"
  #expect(selection.hero == "Spouty")
  #expect(HeroSelection().hero == nil, "each intent has its own parameter")
}

/// `Color(.white)` in a `Color` extension means `UIColor.white`, as on iOS, where
/// `CGColor.white` does not exist (it is macOS's): not ambiguous.
extension Color {
  fileprivate static func fromHexOrWhite(_ hex: String?) -> Color {
    guard hex != nil else { return Color(.white) }
    return Color(.black)
  }
}

@Test func colorFromAUIKitStandardColorIsNotAmbiguous() {
  let environment = EnvironmentValues()
  let white = Color.fromHexOrWhite(nil)._resolveColor(in: environment)
  #expect(white == Color(uiColor: .white)._resolveColor(in: environment))
}

/// A signal bar drawn through `equatable()`, in a view that matches geometry in a namespace
/// (as a device-status Live Activity writes it): drawn as the plain views are.
private struct SignalBar: View, Equatable {
  let filled: Bool
  var body: some View { Text(filled ? "▮" : "▯") }
}

private struct SignalView: View {
  @Namespace private var animationNamespace
  let level: Int

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { index in
        SignalBar(filled: index < level).equatable()
      }
    }
    .matchedGeometryEffect(id: "signal", in: animationNamespace)
  }
}

@MainActor @Test func equatableViewsAndMatchedGeometryDrawTheirContent() {
  #expect(
    Snapshot(SignalView(level: 2), width: 10).text.trimmingCharacters(in: .whitespaces) == "▮▮▯")
}
