// The field-service visit's widget: the seed's Dynamic Island with all regions and its
// Lock Screen view with timer and progress (seeds/001).
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct ServiceVisitLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ServiceVisitAttributes.self) { context in
      VisitLockScreenView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label {
            Text(context.state.technicianName).lineLimit(1)
          } icon: {
            Image(systemName: context.state.avatarSymbol)
          }
        }
        DynamicIslandExpandedRegion(.trailing) {
          VStack(alignment: .trailing) {
            Text(timerInterval: context.state.arrivalWindow, countsDown: true)
              .monospacedDigit()
            Text(context.state.kilometresAway, format: .number.precision(.fractionLength(1)))
              .font(.caption)
          }
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.state.status.rawValue.capitalized)
        }
        DynamicIslandExpandedRegion(.bottom) {
          VStack(spacing: 6) {
            ProgressView(value: max(0, 15 - context.state.kilometresAway), total: 15)
              .tint(.orange)
            HStack {
              Label(context.attributes.jobSummary, systemImage: "wrench.and.screwdriver")
              Spacer()
              Label(context.attributes.serviceAddress, systemImage: "house")
            }
            .font(.caption)
            .lineLimit(1)
          }
        }
      } compactLeading: {
        Image(systemName: "wrench.and.screwdriver")
      } compactTrailing: {
        Text(timerInterval: context.state.arrivalWindow, countsDown: true)
          .monospacedDigit()
          .frame(width: 44)
      } minimal: {
        Image(systemName: "wrench.and.screwdriver").foregroundStyle(.orange)
      }
      .keylineTint(.orange)
    }
  }
}

struct VisitLockScreenView: View {
  let context: ActivityViewContext<ServiceVisitAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text(context.state.technicianName).font(.headline)
        Spacer()
        if context.isStale {
          Label("Waiting for fresh data", systemImage: "arrow.trianglehead.2.clockwise")
            .font(.caption)
            .foregroundStyle(.secondary)
        } else {
          Text(timerInterval: context.state.arrivalWindow, countsDown: true)
            .monospacedDigit()
        }
      }
      ProgressView(value: max(0, 15 - context.state.kilometresAway), total: 15)
      HStack {
        Text(context.attributes.jobSummary)
        Spacer()
        Text(context.attributes.serviceAddress)
      }
      .font(.caption)
      .lineLimit(1)
    }
    .padding()
  }
}
