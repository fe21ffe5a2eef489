// A widget file as some teams write it: imports of Apple's frameworks with no `#if` around
// them, names qualified by their framework (`SwiftUI.Text`, `WidgetKit.ActivityConfiguration`,
// and `SwiftUI.Widget`: SwiftUI declares the widget protocols, as public widget code that
// qualifies them writes `some SwiftUI.WidgetConfiguration`), the whole
// file inside `#if canImport(ActivityKit)` (it is shared with a macOS target), and `Date()`
// in a body. On Linux the shim modules stand in for the frameworks.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit

  struct BoardingAttributes: ActivityKit.ActivityAttributes {
    struct ContentState: Codable, Hashable {
      var gate: String
      var closes: Date
    }

    var flight: String
  }

  struct BoardingLiveActivity: SwiftUI.Widget {
    var body: some SwiftUI.WidgetConfiguration {
      WidgetKit.ActivityConfiguration(for: BoardingAttributes.self) { context in
        SwiftUI.VStack(alignment: .leading) {
          SwiftUI.Text("\(context.attributes.flight) · gate \(context.state.gate)")
          SwiftUI.Text(
            timerInterval: min(Date(), context.state.closes)...context.state.closes,
            countsDown: true)
        }
      } dynamicIsland: { context in
        WidgetKit.DynamicIsland {
          WidgetKit.DynamicIslandExpandedRegion(.center) {
            SwiftUI.Text(context.state.gate)
          }
        } compactLeading: {
          SwiftUI.Image(systemName: "airplane")
        } compactTrailing: {
          SwiftUI.Text(context.state.gate)
        } minimal: {
          SwiftUI.Image(systemName: "airplane")
        }
      }
    }
  }

  struct CheckInIntent: AppIntents.LiveActivityIntent {
    static let title: LocalizedStringResource = "Check in"

    func perform() async throws -> some IntentResult {
      .result()
    }
  }
#endif
