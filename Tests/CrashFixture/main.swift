// A Live Activity whose view traps, or never finishes, for the end-to-end tests of what
// a crash or a hang in an activity's own code does to the terminal
// (GlimpseCLITests/PreviewEndToEndTests). Its second state has no steps, and
// `ForEach(1...total)` traps on an empty range, as real widget code does; its third has a
// negative count, and waiting for it to be positive never ends. Not a demo: it ships in no
// product.
import Foundation
import Glimpse
import GlimpseUI

struct StepsAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var total: Int
  }
}

struct StepsLiveActivity: Widget {
  /// `total`, once it is not negative: never, when it is (a view waiting for something
  /// that does not come; the sleep keeps the optimizer from removing the loop). Entering
  /// the loop makes the file `GLIMPSE_CRASH_FIXTURE_LOOPING` names, so that a test sends
  /// its signals once the body is surely busy, not after a guessed delay.
  static func steps(_ total: Int) -> Int {
    if total < 0, let marker = ProcessInfo.processInfo.environment["GLIMPSE_CRASH_FIXTURE_LOOPING"]
    {
      _ = FileManager.default.createFile(atPath: marker, contents: Data())
    }
    while total < 0 { usleep(10_000) }
    return total
  }

  var body: some WidgetConfiguration {
    ActivityConfiguration(for: StepsAttributes.self) { context in
      HStack {
        ForEach(1...Self.steps(context.state.total), id: \.self) { step in
          Text("step \(step)")
        }
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) {
          Text("\(context.state.total) steps")
        }
      } compactLeading: {
        Text("\(context.state.total)")
      } compactTrailing: {
        Text("steps")
      } minimal: {
        Text("\(context.state.total)")
      }
    }
  }
}

Glimpse.main(previews: [
  ActivityPreview(
    StepsLiveActivity(), attributes: StepsAttributes(),
    states: [.init(total: 3), .init(total: 0), .init(total: -1)], name: "steps")
])
