// A match-day widget extension: a bundle holding a home-screen widget and a Live
// Activity, with container backgrounds, accentable content and availability checks.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct MatchAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var homeScore: Int
    var awayScore: Int
    var minute: Int
    var lastEvent: String?
  }

  struct Team: Codable, Hashable {
    var name: String
    var shortName: String
  }

  var home: Team
  var away: Team
  var kickoff: Date
}

struct MatchEntry: TimelineEntry {
  let date: Date
  let fixtures: [String]
}

struct MatchProvider: TimelineProvider {
  func placeholder(in context: Context) -> MatchEntry {
    MatchEntry(date: .now, fixtures: ["HOM v AWY"])
  }

  func getSnapshot(in context: Context, completion: @escaping (MatchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<MatchEntry>) -> Void) {
    let entry = placeholder(in: context)
    completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(900))))
  }
}

struct FixturesWidgetView: View {
  var entry: MatchEntry
  @Environment(\.widgetFamily) private var family

  var body: some View {
    VStack(alignment: .leading) {
      Text("Today")
        .font(.caption.bold())
        .widgetAccentable()
      ForEach(entry.fixtures, id: \.self) { fixture in
        Text(fixture)
          .font(.footnote)
      }
    }
    .containerBackground(for: .widget) {
      ContainerRelativeShape()
        .fill(Color.green.opacity(0.2))
    }
    .widgetURL(URL(string: "score://today"))
  }
}

struct FixturesWidget: Widget {
  let kind = "FixturesWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: MatchProvider()) { entry in
      FixturesWidgetView(entry: entry)
    }
    .configurationDisplayName("Fixtures")
    .description("Today's matches.")
    .supportedFamilies([.systemSmall, .accessoryRectangular])
  }
}

struct ScoreText: View {
  let score: Int

  var body: some View {
    Text("\(score)")
      .font(.system(size: 28, weight: .heavy, design: .rounded))
      .monospacedDigit()
      .contentTransition(.numericText(value: Double(score)))
      .invalidatableContent()
  }
}

struct MatchLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: MatchAttributes.self) { context in
      VStack(spacing: 6) {
        HStack {
          Text(context.attributes.home.name)
            .frame(maxWidth: .infinity, alignment: .leading)
          ScoreText(score: context.state.homeScore)
          Text("–")
          ScoreText(score: context.state.awayScore)
          Text(context.attributes.away.name)
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
        if let event = context.state.lastEvent {
          Text(event)
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      .padding()
      .containerBackground(Color.black.gradient, for: .widget)
      .widgetURL(URL(string: "score://live"))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Text(context.attributes.home.shortName)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.attributes.away.shortName)
        }
        DynamicIslandExpandedRegion(.center) {
          Text("\(context.state.homeScore) - \(context.state.awayScore)")
            .font(.title2.bold())
        }
        DynamicIslandExpandedRegion(.bottom) {}
      } compactLeading: {
        Text("\(context.state.homeScore)")
      } compactTrailing: {
        Text("\(context.state.awayScore)")
      } minimal: {
        Text("\(context.state.minute)'")
      }
    }
  }
}

@available(iOS 17.0, *)
struct LegacyScoreWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: MatchAttributes.self) { _ in
      EmptyView()
    } dynamicIsland: { _ in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { EmptyView() }
      } compactLeading: {
      } compactTrailing: {
      } minimal: {
      }
    }
    .supplementalActivityFamilies([.small, .medium])
  }
}

struct MatchdayBundle: WidgetBundle {
  @WidgetBundleBuilder
  var body: some Widget {
    FixturesWidget()
    MatchLiveActivity()
    if #available(iOS 17.0, *) {
      LegacyScoreWidget()
    }
  }
}

enum MatchSamples {
  static let attributes = MatchAttributes(
    home: .init(name: "Rovers", shortName: "ROV"), away: .init(name: "United", shortName: "UTD"),
    kickoff: Date(timeIntervalSinceReferenceDate: 0))
  static let state = MatchAttributes.ContentState(
    homeScore: 2, awayScore: 1, minute: 67, lastEvent: "Goal! 67' Okafor")
}
