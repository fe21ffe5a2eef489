import Foundation
import GlimpseActivityKit
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

/// Files that import Apple's frameworks by name compile against the shim modules, names
/// qualified by framework included, and draw.
@MainActor @Suite struct ShimModuleTests {
  @Test func qualifiedNamesAndAFileInsideCanImportCompileAndDraw() throws {
    let closes = Date(timeIntervalSince1970: 1_795_946_400)
    let drawn = try drawActivity(
      BoardingLiveActivity(), BoardingAttributes.self,
      attributes: BoardingAttributes(flight: "BA 1442"),
      state: .init(gate: "B32", closes: closes))
    expectText("BA 1442 · gate B32", in: drawn.lockScreen)
    expectText("B32", in: drawn.compactTrailing)
    // The intent's title through AppIntents' resource type, resolved as a view would.
    #expect(String(localized: CheckInIntent.title) == "Check in")
  }
}

/// A bundle from Xcode 14's template: `import Intents`, a home-screen widget configured with
/// a SiriKit intent, and a Live Activity.
@MainActor @Suite struct IntentsModuleTests {
  @Test func anIntentConfiguredWidgetCompilesAndOnlyTheLiveActivityIsListed() {
    let inventory = WidgetInventory.of(bundle: StepsWidgetBundle())
    #expect(inventory.activities.count == 1)
    #expect(inventory.activities.first?.attributesType == FoodOrderAttributes.self)
  }
}
