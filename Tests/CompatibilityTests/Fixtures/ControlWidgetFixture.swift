// iOS 18 Control widgets as Xcode 16's widget-extension template writes them (a toggle
// configured with an intent), its older static form, buttons, and a bundle that puts a
// control next to a Live Activity.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

// The Xcode 16 template, verbatim but for the names.
struct StepTimerControl: ControlWidget {
  static let kind: String = "com.example.StepLiveActivity"

  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(
      kind: Self.kind,
      provider: Provider()
    ) { value in
      ControlWidgetToggle(
        "Start Timer",
        isOn: value.isRunning,
        action: StepStartTimerIntent(value.name)
      ) { isRunning in
        Label(isRunning ? "On" : "Off", systemImage: "timer")
      }
    }
    .displayName("Timer")
    .description("A an example control that runs a timer.")
  }
}

extension StepTimerControl {
  struct Value {
    var isRunning: Bool
    var name: String
  }

  struct Provider: AppIntentControlValueProvider {
    func previewValue(configuration: StepTimerConfiguration) -> Value {
      StepTimerControl.Value(isRunning: false, name: configuration.timerName)
    }

    func currentValue(configuration: StepTimerConfiguration) async throws -> Value {
      let isRunning = true  // Check if the timer is running
      return StepTimerControl.Value(isRunning: isRunning, name: configuration.timerName)
    }
  }
}

struct StepTimerConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Timer Name Configuration"

  @Parameter(title: "Timer Name", default: "Timer")
  var timerName: String
}

struct StepStartTimerIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Start a timer"

  @Parameter(title: "Timer Name")
  var name: String

  @Parameter(title: "Timer is running")
  var value: Bool

  init() {}

  init(_ name: String) {
    self.name = name
  }

  func perform() async throws -> some IntentResult {
    // Start the timer…
    return .result()
  }
}

// The older template: a static configuration with a Bool provider.
struct OvenTimerControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.x.ONCFWidgets",
      provider: Provider()
    ) { value in
      ControlWidgetToggle(
        "Start Timer",
        isOn: value,
        action: OvenStartTimerIntent()
      ) { isRunning in
        Label(isRunning ? "On" : "Off", systemImage: "timer")
      }
    }
    .displayName("Timer")
    .description("An example control that runs a timer.")
  }
}

extension OvenTimerControl {
  struct Provider: ControlValueProvider {
    var previewValue: Bool {
      false
    }

    func currentValue() async throws -> Bool {
      let isRunning = true  // Check if the timer is running
      return isRunning
    }
  }
}

struct OvenStartTimerIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Start a timer"

  @Parameter(title: "Timer is running")
  var value: Bool

  func perform() async throws -> some IntentResult {
    // Start the timer…
    return .result()
  }
}

// Buttons: one performing an intent, one opening the app, one titled with an action
// label; the template and view modifiers controls use.
struct OpenGarageIntent: AppIntent {
  static let title: LocalizedStringResource = "Open the garage"

  func perform() async throws -> some IntentResult {
    ControlCenter.shared.reloadControls(ofKind: "com.example.GarageControls")
    return .result()
  }
}

struct GarageControls: ControlWidget {
  static let kind = "com.example.GarageControls"

  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: Self.kind) {
      ControlWidgetButton(action: OpenGarageIntent()) {
        Label("Open", systemImage: "door.garage.open")
          .controlWidgetActionHint("Open")
      }
      .tint(.orange)
      .privacySensitive()
    }
    .displayName("Garage")
    .promptsForUserConfiguration()
  }
}

struct GarageActionLabelControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.GarageActionLabel") {
      ControlWidgetButton("Open Garage", action: OpenGarageIntent()) { isActive in
        Image(systemName: "door.garage.open")
          .controlWidgetStatus(isActive ? "Opening" : "Closed")
      }
      .disabled(false)
    }
  }
}

// A configuration intent shared by a widget and a control, and a control made from it.
struct SharedRoomConfiguration: ControlConfigurationIntent, WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Room"

  @Parameter(title: "Room", default: "Kitchen")
  var room: String
}

struct RoomLightControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(
      kind: "com.example.RoomLight", intent: SharedRoomConfiguration.self
    ) { configuration in
      ControlWidgetToggle(isOn: false, action: OvenStartTimerIntent()) {
        Label(configuration.room, systemImage: "lightbulb")
      }
    }
  }
}

// A bundle with a Live Activity and controls, one under `if #available`.
struct ChargingAndControlsBundle: WidgetBundle {
  var body: some Widget {
    ChargingLiveActivity()
    StepTimerControl()
    OvenTimerControl()
    GarageControls()
    if #available(iOS 18.0, *) {
      RoomLightControl()
    }
  }
}
