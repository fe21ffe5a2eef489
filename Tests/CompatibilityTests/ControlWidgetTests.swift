import GlimpseAppIntents
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

@MainActor @Suite struct ControlWidgetTests {
  @Test func bundleListsTheLiveActivityAndNoEntryForItsControls() {
    let inventory = WidgetInventory.of(bundle: ChargingAndControlsBundle())
    #expect(inventory.activities.count == 1)
    #expect(inventory.activities.first?.attributesType == ChargingAttributes.self)
    #expect(inventory.configuration(for: ChargingAttributes.self) != nil)
  }

  @Test func toggleActionHasASettableValue() {
    func set<Intent: SetValueIntent>(_ intent: inout Intent, to value: Intent.ValueType) {
      intent.value = value
    }
    var step = StepStartTimerIntent("Pasta")
    set(&step, to: true)
    #expect(step.value)
    #expect(step.name == "Pasta")
    var oven = OvenStartTimerIntent()
    set(&oven, to: false)
    #expect(!oven.value)
  }

  @Test func configurationIntentKeepsItsDefault() {
    #expect(StepTimerConfiguration().timerName == "Timer")
    #expect(SharedRoomConfiguration().room == "Kitchen")
  }
}
