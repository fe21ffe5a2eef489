// The adventure's widget (seeds/004): a health bar, a circular progress in the compact
// trailing and minimal views, and two views in the bottom region.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct AdventureActivityConfiguration: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: AdventureAttributes.self) { context in
      AdventureLiveActivityView(
        hero: context.attributes.hero,
        isStale: context.isStale,
        contentState: context.state
      )
      .activityBackgroundTint(Color.navyBlue)
    } dynamicIsland: { context in
      let hero = context.attributes.hero
      let contentState = context.state
      let isStale = context.isStale
      return DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          LiveActivityAvatarView(hero: hero)
        }
        DynamicIslandExpandedRegion(.trailing) {
          StatsView(hero: hero, isStale: isStale)
        }
        DynamicIslandExpandedRegion(.bottom) {
          HealthBar(currentHealthLevel: contentState.currentHealthLevel)
          EventDescriptionView(hero: hero, contentState: contentState)
        }
      } compactLeading: {
        Avatar(hero: context.attributes.hero)
      } compactTrailing: {
        ProgressView(value: context.state.currentHealthLevel) {
          Text("\(Int(context.state.currentHealthLevel * 100))")
        }
        .progressViewStyle(.circular)
        .tint(context.state.currentHealthLevel <= 0.2 ? Color.red : Color.green)
      } minimal: {
        ProgressView(value: context.state.currentHealthLevel) {
          Avatar(hero: context.attributes.hero)
        }
        .progressViewStyle(.circular)
        .tint(context.state.currentHealthLevel <= 0.2 ? Color.red : Color.green)
      }
    }
  }
}

struct AdventureLiveActivityView: View {
  let hero: EmojiRanger
  let isStale: Bool
  let contentState: AdventureAttributes.ContentState

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        LiveActivityAvatarView(hero: hero)
        Spacer()
        StatsView(hero: hero, isStale: isStale)
      }
      HealthBar(currentHealthLevel: contentState.currentHealthLevel)
      EventDescriptionView(hero: hero, contentState: contentState)
    }
    .foregroundStyle(.white)
    .padding()
  }
}

struct Avatar: View {
  let hero: EmojiRanger

  var body: some View {
    Text(hero.avatar)
      .font(.title3)
  }
}

struct LiveActivityAvatarView: View {
  let hero: EmojiRanger

  var body: some View {
    HStack(spacing: 6) {
      Avatar(hero: hero)
      VStack(alignment: .leading) {
        Text(hero.name)
          .font(.headline)
        Text(hero.heroType)
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct StatsView: View {
  let hero: EmojiRanger
  let isStale: Bool

  var body: some View {
    VStack(alignment: .trailing) {
      Text("Level \(hero.level)")
        .font(.caption.bold())
      if isStale {
        Label("Out of date", systemImage: "exclamationmark.arrow.triangle.2.circlepath")
          .font(.caption2)
          .foregroundStyle(.orange)
      } else {
        Text("\(hero.heroType)")
          .font(.caption2)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct HealthBar: View {
  let currentHealthLevel: Double

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "heart.fill")
        .foregroundStyle(currentHealthLevel <= 0.2 ? .red : .green)
      ProgressView(value: currentHealthLevel)
        .tint(currentHealthLevel <= 0.2 ? .red : .green)
      Text(currentHealthLevel, format: .percent.precision(.fractionLength(0)))
        .font(.caption.monospacedDigit())
    }
  }
}

struct EventDescriptionView: View {
  let hero: EmojiRanger
  let contentState: AdventureAttributes.ContentState

  var body: some View {
    Text(contentState.eventDescription)
      .font(.callout)
      .lineLimit(2)
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}
