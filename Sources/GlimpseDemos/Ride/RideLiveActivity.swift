// The ride's widget: a countdown to pickup with timer progress, the car and plate, and a
// detached minimal that shows only the minutes left.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct RideLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: RideAttributes.self) { context in
      RideLockScreenView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label(context.state.driverName, systemImage: "person.crop.circle.fill")
            .font(.caption)
            .lineLimit(1)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.state.plate)
            .font(.caption.monospaced().bold())
            .padding(.horizontal, 6)
            .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 4))
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.state.status.title)
            .font(.headline)
        }
        DynamicIslandExpandedRegion(.bottom) {
          VStack(alignment: .leading, spacing: 4) {
            Text(context.state.carDescription)
              .font(.caption)
              .foregroundStyle(.secondary)
            PickupProgress(state: context.state)
          }
        }
      } compactLeading: {
        Image(systemName: context.state.status.symbol)
          .foregroundStyle(.yellow)
      } compactTrailing: {
        PickupCountdown(state: context.state)
          .frame(width: 40)
      } minimal: {
        PickupCountdown(state: context.state)
      }
      .keylineTint(.yellow)
    }
  }
}

struct PickupCountdown: View {
  let state: RideAttributes.ContentState

  var body: some View {
    switch state.status {
    case .searching:
      ProgressView()
    case .assigned, .arriving:
      Text(state.pickupDate, style: .timer)
        .monospacedDigit()
        .multilineTextAlignment(.trailing)
    case .arrived:
      Image(systemName: "hand.wave.fill")
    case .onTrip, .completed:
      Image(systemName: state.status.symbol)
    }
  }
}

struct PickupProgress: View {
  let state: RideAttributes.ContentState

  var body: some View {
    if state.status == .assigned || state.status == .arriving {
      ProgressView(timerInterval: state.requestedDate...state.pickupDate, countsDown: false) {
        Text("Pickup")
      } currentValueLabel: {
        Text(state.pickupDate, style: .relative)
      }
      .tint(.yellow)
    } else {
      Gauge(value: state.status == .completed ? 1 : 0.5) {
        Text(state.status.title)
      }
      .gaugeStyle(.accessoryLinear)
      .tint(.yellow)
    }
  }
}

struct RideLockScreenView: View {
  let context: ActivityViewContext<RideAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack(alignment: .top) {
        VStack(alignment: .leading, spacing: 2) {
          Text(context.state.status.title)
            .font(.headline)
          Text("\(context.attributes.rideType) to \(context.attributes.destination)")
            .font(.caption)
            .foregroundStyle(.secondary)
            .lineLimit(1)
            .truncationMode(.middle)
        }
        Spacer()
        PickupCountdown(state: context.state)
          .font(.title2.bold())
          .frame(maxWidth: 80, alignment: .trailing)
      }
      PickupProgress(state: context.state)
      HStack {
        Label(context.state.driverName, systemImage: "person.crop.circle.fill")
        Text("★ \(context.state.rating, specifier: "%.1f")")
          .foregroundStyle(.yellow)
        Spacer()
        Text(context.state.plate)
          .font(.caption.monospaced().bold())
          .padding(.horizontal, 6)
          .background(.yellow.opacity(0.3), in: Capsule())
      }
      .font(.caption)
      if context.isStale {
        Text("Location updates paused")
          .font(.caption2)
          .foregroundStyle(.orange)
      }
    }
    .padding()
    .activityBackgroundTint(Color.black.opacity(0.8))
  }
}
