//
//  DeliveryWidgetLiveActivity.swift
//  DeliveryWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryWidgetLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      VStack(alignment: .leading, spacing: 8) {
        HStack {
          Image("PizzaIcon")
            .resizable()
            .frame(width: 20, height: 20)
          Text(context.attributes.restaurant)
            .font(.headline)
          Spacer()
          StatusBadge(status: context.state.status)
        }
        HStack {
          Text("Order #\(context.attributes.orderNumber)")
            .font(.caption)
          Spacer()
          Text(timerInterval: min(Date(), context.state.deliveryTime)...context.state.deliveryTime)
            .font(.caption.monospacedDigit())
            .multilineTextAlignment(.trailing)
        }
        UpdatedLabel(updatedAt: context.state.updatedAt)
      }
      .padding(14)
      .activityBackgroundTint(Color.black.opacity(0.8))
      .activitySystemActionForegroundColor(Color.white)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Image("PizzaIcon")
            .resizable()
            .frame(width: 20, height: 20)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(timerInterval: min(Date(), context.state.deliveryTime)...context.state.deliveryTime)
            .monospacedDigit()
            .frame(width: 50)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Text("\(context.state.courier) is on the way")
        }
      } compactLeading: {
        Image(systemName: "bicycle")
      } compactTrailing: {
        Text(timerInterval: min(Date(), context.state.deliveryTime)...context.state.deliveryTime)
          .monospacedDigit()
          .frame(width: 40)
      } minimal: {
        Image(systemName: "bicycle")
      }
      .keylineTint(Color.orange)
    }
  }
}

struct UpdatedLabel: View {
  let updatedAt: Date

  var body: some View {
    Text("Updated \(Int(Date.now.timeIntervalSince(updatedAt) / 60)) min ago")
      .font(.caption2)
      .foregroundStyle(.secondary)
  }
}

struct StatusBadge: View {
  let status: String

  var body: some View {
    Text(status)
      .font(.caption.bold())
      .padding(.horizontal, 8)
      .background(Capsule().fill(Color("BadgeBackground")))
  }
}

extension DeliveryAttributes {
  fileprivate static var preview: DeliveryAttributes {
    DeliveryAttributes(orderNumber: "8842", restaurant: "Luigi's Pizzeria")
  }
}

extension DeliveryAttributes.ContentState {
  fileprivate static var preparing: DeliveryAttributes.ContentState {
    DeliveryAttributes.ContentState(
      status: "Preparing", courier: "Marcus", deliveryTime: Date().addingTimeInterval(25 * 60),
      updatedAt: Date())
  }

  fileprivate static var onTheWay: DeliveryAttributes.ContentState {
    DeliveryAttributes.ContentState(
      status: "On the way", courier: "Marcus", deliveryTime: Date().addingTimeInterval(10 * 60),
      updatedAt: Date().addingTimeInterval(-3 * 60))
  }
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
  DeliveryWidgetLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.preparing
  DeliveryAttributes.ContentState.onTheWay
}

#Preview("Island", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
  DeliveryWidgetLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.onTheWay
}

#Preview(as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
  DeliveryWidgetLiveActivity()
} contentStates: {
  DeliveryAttributes.ContentState.onTheWay
}

#Preview {
  StatusBadge(status: "On the way")
}
