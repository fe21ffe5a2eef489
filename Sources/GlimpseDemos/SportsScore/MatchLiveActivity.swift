// The live score's widget: scores and a running match clock everywhere, the last event in
// the expanded island, narrower variants for the limited-width island and the watch.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct MatchLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: MatchAttributes.self) { context in
      MatchCardView(context: context)
        .widgetURL(URL(string: "scores://match"))
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading, priority: 1) {
          TeamScoreView(team: context.attributes.home, score: context.state.homeScore)
        }
        DynamicIslandExpandedRegion(.trailing, priority: 1) {
          TeamScoreView(
            team: context.attributes.away, score: context.state.awayScore, mirrored: true)
        }
        DynamicIslandExpandedRegion(.center) {
          VStack(spacing: 2) {
            MatchClockView(state: context.state)
              .font(.headline.monospacedDigit())
              .fixedSize()
            Text(context.attributes.competition)
              .font(.caption2)
              .foregroundStyle(.secondary)
              .lineLimit(1)
          }
        }
        DynamicIslandExpandedRegion(.bottom) {
          HStack {
            Image(systemName: "soccerball")
            Text(context.state.lastEvent)
              .lineLimit(1)
              .truncationMode(.tail)
          }
          .font(.caption)
        }
      } compactLeading: {
        ScoreLine(context: context)
      } compactTrailing: {
        MatchClockView(state: context.state)
          .font(.caption.monospacedDigit())
          .foregroundStyle(.green)
      } minimal: {
        Text("\(context.state.homeScore)-\(context.state.awayScore)")
          .font(.caption2.bold())
      }
      .keylineTint(.green)
      .contentMargins(.horizontal, 12, for: .expanded)
    }
    .supplementalActivityFamilies([.small])
  }
}

struct ScoreLine: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var isLimited
  let context: ActivityViewContext<MatchAttributes>

  var body: some View {
    if isLimited {
      Text("\(context.state.homeScore):\(context.state.awayScore)")
        .font(.caption.bold())
    } else {
      Text(
        "\(context.attributes.home.abbreviation) \(context.state.homeScore)-\(context.state.awayScore) \(context.attributes.away.abbreviation)"
      )
      .font(.caption.bold())
    }
  }
}

struct MatchClockView: View {
  let state: MatchAttributes.ContentState

  var body: some View {
    if state.period.isRunning, let start = state.clockStart {
      Text(
        timerInterval: start...start.addingTimeInterval(45 * 60), countsDown: false,
        showsHours: false)
    } else if state.period == .halfTime || state.period == .fullTime {
      Text(state.period == .halfTime ? "HT" : "FT")
    } else {
      Text("\(state.stoppedMinute)'")
    }
  }
}

struct TeamScoreView: View {
  let team: MatchAttributes.Team
  let score: Int
  var mirrored = false

  var body: some View {
    HStack(spacing: 6) {
      if mirrored {
        Text("\(score)").font(.title2.bold())
        Text(team.abbreviation).foregroundStyle(team.color)
      } else {
        Text(team.abbreviation).foregroundStyle(team.color)
        Text("\(score)").font(.title2.bold())
      }
    }
  }
}

struct MatchCardView: View {
  @Environment(\.activityFamily) var family
  let context: ActivityViewContext<MatchAttributes>

  var body: some View {
    if family == .small {
      HStack {
        ScoreLine(context: context)
        Spacer()
        MatchClockView(state: context.state)
          .font(.caption.monospacedDigit())
      }
      .padding(.horizontal, 8)
    } else {
      VStack(spacing: 8) {
        HStack {
          Text(context.attributes.competition)
            .font(.caption)
            .foregroundStyle(.secondary)
          Spacer()
          Text(context.state.period.label)
            .font(.caption.bold())
            .foregroundStyle(context.state.period.isRunning ? .green : .secondary)
        }
        HStack(alignment: .center) {
          TeamColumn(team: context.attributes.home)
          Spacer()
          VStack(spacing: 0) {
            Text("\(context.state.homeScore) – \(context.state.awayScore)")
              .font(.largeTitle.bold())
            MatchClockView(state: context.state)
              .font(.caption.monospacedDigit())
              .foregroundStyle(.green)
              .fixedSize()
          }
          Spacer()
          TeamColumn(team: context.attributes.away)
        }
        ViewThatFits(in: .horizontal) {
          Text(context.state.lastEvent)
          Text(context.state.lastScorer.map { "⚽ \($0)" } ?? context.state.period.label)
        }
        .font(.caption)
        .foregroundStyle(.secondary)
      }
      .padding()
    }
  }
}

struct TeamColumn: View {
  let team: MatchAttributes.Team

  var body: some View {
    VStack(spacing: 2) {
      Circle()
        .fill(team.color)
        .frame(width: 10, height: 10)
      Text(team.name)
        .font(.caption)
        .lineLimit(1)
        .frame(maxWidth: 90)
    }
  }
}
