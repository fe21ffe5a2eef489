// The coffee order's widget (seeds/003): every region, the limited-width compact trailing
// view, and the small family for Apple Watch and CarPlay.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct DrinkOrderLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DrinkOrderAttributes.self) { context in
      ActivityView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          ExpandedLeadingView(context: context)
        }
        DynamicIslandExpandedRegion(.center) {
          ExpandedCenterView(context: context)
        }
        DynamicIslandExpandedRegion(.trailing) {
          ExpandedTrailingView(context: context)
        }
        DynamicIslandExpandedRegion(.bottom) {
          ExpandedBottomView(context: context)
        }
      } compactLeading: {
        CompactLeadingView(context: context)
      } compactTrailing: {
        CompactTrailingView(context: context)
      } minimal: {
        MinimalView(context: context)
      }
    }
    .supplementalActivityFamilies([.small])
  }
}

let maximumTimerLabelWidth: CGFloat = 48

struct ActivityView: View {
  @Environment(\.activityFamily) var activityFamily
  @Environment(\.showsWidgetContainerBackground) var showsWidgetContainerBackground
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    switch activityFamily {
    case .small:
      SmallActivityView(context: context)
    case .medium:
      VStack(alignment: .leading, spacing: 10) {
        HStack {
          Image(systemName: context.attributes.drink.symbol)
            .font(.title2)
            .foregroundStyle(.brown)
          VStack(alignment: .leading) {
            Text(context.attributes.drink.name)
              .font(.headline)
            Text("\(context.attributes.drink.size) · \(context.attributes.shopName)")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
          Spacer()
          EstimatedReadyView(context: context, font: .title3.monospacedDigit())
        }
        StepProgressView(context: context)
        if context.state.phase == .pickedUp {
          RatingButtons(context: context)
        } else {
          OrderPhaseLabelView(context: context, font: .subheadline, color: .secondary)
        }
      }
      .padding()
      .activityBackgroundTint(showsWidgetContainerBackground ? Color.brown.opacity(0.25) : nil)
    @unknown default:
      EmptyView()
    }
  }
}

struct SmallActivityView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack {
        Image(systemName: context.attributes.drink.symbol)
          .foregroundStyle(.brown)
        Text(context.state.phase.shortTitle)
          .font(.headline)
        Spacer()
        EstimatedReadyView(context: context, font: .caption.monospacedDigit())
      }
      StepProgressView(context: context)
    }
    .padding(.horizontal, 8)
  }
}

struct ExpandedLeadingView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    Label {
      Text(context.attributes.shopName)
        .lineLimit(1)
    } icon: {
      Image(systemName: context.attributes.drink.symbol)
        .foregroundStyle(.brown)
    }
    .font(.caption)
  }
}

struct ExpandedCenterView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    Text(context.state.phase.title)
      .font(.headline)
  }
}

struct ExpandedTrailingView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    EstimatedReadyView(context: context, font: .body.monospacedDigit())
      .multilineTextAlignment(.trailing)
      .frame(maxWidth: maximumTimerLabelWidth)
  }
}

struct ExpandedBottomView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    VStack(spacing: 8) {
      StepProgressView(context: context)
      if context.state.phase == .pickedUp {
        RatingButtons(context: context)
      } else {
        Text("\(context.attributes.drink.size) \(context.attributes.drink.name)")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct CompactLeadingView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    Image(systemName: context.attributes.drink.symbol)
      .foregroundStyle(.brown)
  }
}

struct CompactTrailingView: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var isDynamicIslandLimitedInWidth
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    if isDynamicIslandLimitedInWidth {
      StepProgressIconView(context: context)
    } else if context.state.phase.showsTimer {
      EstimatedReadyView(context: context, font: .system(.body).monospacedDigit())
        .multilineTextAlignment(.trailing)
        .frame(maxWidth: maximumTimerLabelWidth)
    } else {
      OrderPhaseLabelView(context: context, font: .caption2.bold(), color: .brown)
        .multilineTextAlignment(.trailing)
    }
  }
}

struct MinimalView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    StepProgressIconView(context: context)
  }
}

struct StepProgressIconView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    Gauge(value: Double(context.state.phase.step), in: 0...Double(DrinkOrder.Phase.allCases.count))
    {
      Image(systemName: context.attributes.drink.symbol)
    }
    .gaugeStyle(.accessoryCircularCapacity)
    .tint(.brown)
  }
}

struct StepProgressView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    HStack(spacing: 4) {
      ForEach(DrinkOrder.Phase.allCases, id: \.self) { phase in
        RoundedRectangle(cornerRadius: 2)
          .fill(phase.step <= context.state.phase.step ? Color.brown : Color.gray.opacity(0.3))
          .frame(height: 4)
      }
    }
  }
}

struct EstimatedReadyView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>
  var font: Font

  var body: some View {
    if context.state.phase.showsTimer {
      Text(context.state.estimatedReadyDate, style: .timer)
        .font(font)
    } else {
      Text(context.state.estimatedReadyDate, style: .time)
        .font(font)
        .foregroundStyle(.secondary)
    }
  }
}

struct OrderPhaseLabelView: View {
  var context: ActivityViewContext<DrinkOrderAttributes>
  var font: Font
  var color: Color

  var body: some View {
    Text(context.state.phase.title)
      .font(font)
      .foregroundStyle(color)
  }
}

struct RatingButtons: View {
  var context: ActivityViewContext<DrinkOrderAttributes>

  var body: some View {
    HStack {
      Text("How was it?")
        .font(.caption)
      Spacer()
      Button(
        intent: RateDrinkIntent(orderID: context.attributes.orderID.uuidString, isPositive: true)
      ) {
        Label("Great", systemImage: "hand.thumbsup.fill")
      }
      .tint(context.state.rating == .great ? .green : .gray)
      Button(
        intent: RateDrinkIntent(orderID: context.attributes.orderID.uuidString, isPositive: false)
      ) {
        Label("Poor", systemImage: "hand.thumbsdown.fill")
      }
      .tint(context.state.rating == .poor ? .red : .gray)
    }
    .buttonStyle(.bordered)
    .labelStyle(.iconOnly)
  }
}

struct RateDrinkIntent: LiveActivityIntent {
  static var title: LocalizedStringResource = "Rate Drink"

  @Parameter(title: "Order ID") var orderID: String
  @Parameter(title: "Positive") var isPositive: Bool

  init() {}

  init(orderID: String, isPositive: Bool) {
    self.orderID = orderID
    self.isPositive = isPositive
  }

  func perform() async throws -> some IntentResult {
    await updateLocalDatastore(
      rating: isPositive ? .great : .poor,
      dismissPolicy: .after(.now + 15)
    )
    return .result()
  }
}

func updateLocalDatastore(rating: DrinkOrder.Rating, dismissPolicy: ActivityUIDismissalPolicy) async
{
  for activity in Activity<DrinkOrderAttributes>.activities {
    var state = activity.content.state
    state.rating = rating
    await activity.end(
      ActivityContent(state: state, staleDate: nil), dismissalPolicy: dismissPolicy)
  }
}
