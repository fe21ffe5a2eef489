// The delivery tracker's widget from seeds/000, as written for iOS.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct DeliveryLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      // LOCK SCREEN / STANDBY presentation
      LockScreenView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        // EXPANDED — shown when user long-presses the Dynamic Island
        DynamicIslandExpandedRegion(.leading) {
          Image(systemName: context.state.status.systemImage)
            .font(.title2)
            .foregroundStyle(.blue)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text("\(context.state.estimatedMinutesRemaining) min")
            .font(.headline)
            .foregroundStyle(.secondary)
        }
        DynamicIslandExpandedRegion(.center) {
          VStack(spacing: 4) {
            Text(context.state.status.displayText)
              .font(.headline)
            Text(context.attributes.restaurantName)
              .font(.caption)
              .foregroundStyle(.secondary)
          }
        }
        DynamicIslandExpandedRegion(.bottom) {
          DeliveryProgressBar(
            currentStep: context.state.currentStep,
            totalSteps: context.state.totalSteps
          )
          .padding(.top, 4)
        }
      } compactLeading: {
        // COMPACT LEADING — left side of the pill
        Image(systemName: context.state.status.systemImage)
          .foregroundStyle(.blue)
      } compactTrailing: {
        // COMPACT TRAILING — right side of the pill
        Text("\(context.state.estimatedMinutesRemaining)m")
          .font(.caption2)
          .foregroundStyle(.secondary)
      } minimal: {
        // MINIMAL — shown when multiple Live Activities are active
        Image(systemName: context.state.status.systemImage)
          .foregroundStyle(.blue)
      }
      .keylineTint(.blue)
    }
  }
}

struct LockScreenView: View {
  let context: ActivityViewContext<DeliveryAttributes>
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        VStack(alignment: .leading) {
          Text(context.attributes.restaurantName)
            .font(.headline)
          Text("Order #\(context.attributes.orderNumber)")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        Spacer()
        Text(context.state.status.displayText)
          .font(.subheadline.bold())
          .padding(.horizontal, 10)
          .padding(.vertical, 4)
          .background(.blue.opacity(0.2))
          .clipShape(Capsule())
      }
      DeliveryProgressBar(
        currentStep: context.state.currentStep,
        totalSteps: context.state.totalSteps
      )
      HStack {
        if !context.state.driverName.isEmpty {
          Label(context.state.driverName, systemImage: "person.fill")
            .font(.caption)
        }
        Spacer()
        if context.state.estimatedMinutesRemaining > 0 {
          Text("~\(context.state.estimatedMinutesRemaining) min remaining")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      // Show a message when content is stale
      if context.isStale {
        Label("Updating...", systemImage: "arrow.clockwise")
          .font(.caption2)
          .foregroundStyle(.orange)
      }
    }
    .padding()
    .activityBackgroundTint(.black.opacity(0.7))
    .activitySystemActionForegroundColor(.white)
  }
}

struct DeliveryProgressBar: View {
  let currentStep: Int
  let totalSteps: Int
  var body: some View {
    HStack(spacing: 4) {
      ForEach(1...totalSteps, id: \.self) { step in
        Capsule()
          .fill(step <= currentStep ? Color.blue : Color.gray.opacity(0.3))
          .frame(height: 4)
      }
    }
  }
}
