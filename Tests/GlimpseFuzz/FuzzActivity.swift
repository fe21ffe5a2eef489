// An activity for the fuzzer whose own code cannot trap, whatever its state: every value
// of the state reaches Glimpse (text, counts, fractions, dates, lengths in points), so a
// crash while drawing it is Glimpse's, not the activity's. (The demos are written as iOS
// code: `ForEach(1...totalSteps)` traps on a state with no steps, as on a device.)
import Foundation
import GlimpseActivity
import GlimpseUI

struct FuzzAttributes: ActivityAttributes {
  var name: String

  struct ContentState: Codable, Hashable {
    var title: String
    var lines: [String]
    var count: Int
    var progress: Double
    var end: Date
    var points: Double
  }
}

struct FuzzLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: FuzzAttributes.self) { context in
      let state = context.state
      VStack(alignment: .leading, spacing: state.points) {
        HStack(spacing: state.points) {
          Text(context.attributes.name).bold()
          Spacer(minLength: state.points)
          Text(state.end, style: .timer).monospacedDigit()
        }
        Text(state.title).lineLimit(state.count).truncationMode(.middle)
        ForEach(Array(state.lines.enumerated()), id: \.offset) { line in
          Text(line.element).font(.caption).foregroundStyle(.secondary)
        }
        ProgressView(value: state.progress, total: Double(state.count))
        HStack {
          Text(state.end, style: .relative)
          Text(state.end, style: .date)
          Text(state.progress, format: .percent)
        }
      }
      .padding(state.points)
      .frame(maxWidth: state.points, minHeight: state.points)
      .activityBackgroundTint(.blue.opacity(state.progress))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text(context.state.title) }
        DynamicIslandExpandedRegion(.trailing) { Text(context.state.end, style: .timer) }
        DynamicIslandExpandedRegion(.bottom) {
          ProgressView(value: context.state.progress).frame(height: context.state.points)
        }
      } compactLeading: {
        Text("\(context.state.count)")
      } compactTrailing: {
        Text(context.state.end, style: .timer).frame(width: context.state.points)
      } minimal: {
        ProgressView(value: context.state.progress).progressViewStyle(.circular)
      }
    }
  }
}

extension ActivityPreview {
  /// The fuzzer's activity, `fuzz`, with one plain state.
  @MainActor static var fuzz: ActivityPreview {
    ActivityPreview(
      FuzzLiveActivity(), attributes: FuzzAttributes(name: "Fuzz"),
      states: [
        .init(
          title: "Title", lines: ["one", "two"], count: 2, progress: 0.5,
          end: Date(timeIntervalSince1970: 1_795_947_000), points: 14)
      ], name: "fuzz")
  }
}
