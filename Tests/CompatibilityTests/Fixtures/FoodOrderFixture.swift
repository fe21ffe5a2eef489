// A food-order Live Activity: Identifiable models in ForEach, activity families for the
// watch and CarPlay, Text concatenation, and an Xcode PreviewProvider.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct FoodOrderAttributes: ActivityAttributes {
  struct Item: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var quantity: Int
  }

  struct ContentState: Codable, Hashable {
    var preparedItems: Int
    var courierDistance: Double?
    var readyAt: Date
  }

  var restaurant: String
  var items: [Item]
}

struct FoodOrderItemsView: View {
  let items: [FoodOrderAttributes.Item]

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      ForEach(items) { item in
        (Text("\(item.quantity)× ").bold() + Text(item.name))
          .font(.caption)
          .lineLimit(1)
      }
    }
  }
}

struct FoodOrderView: View {
  let context: ActivityViewContext<FoodOrderAttributes>
  @Environment(\.activityFamily) private var activityFamily

  var body: some View {
    switch activityFamily {
    case .small:
      VStack(alignment: .leading) {
        Text(context.attributes.restaurant)
          .font(.caption.bold())
        Text(context.state.readyAt, style: .relative)
          .font(.caption2)
      }
    case .medium:
      fullView
    @unknown default:
      fullView
    }
  }

  private var fullView: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text(context.attributes.restaurant)
          .font(.headline)
        Spacer()
        if let distance = context.state.courierDistance {
          Text("\(distance.formatted(.number.precision(.fractionLength(1)))) km away")
            .font(.caption)
        }
      }
      ProgressView(
        value: Double(context.state.preparedItems),
        total: Double(max(context.attributes.items.count, 1))
      ) {
        Text("Preparing")
      } currentValueLabel: {
        Text("\(context.state.preparedItems) of \(context.attributes.items.count)")
      }
      .tint(.orange)
      FoodOrderItemsView(items: context.attributes.items)
      Text("Ready \(Text(context.state.readyAt, style: .time))")
        .font(.footnote)
        .foregroundStyle(.tint)
    }
    .padding()
  }
}

struct FoodOrderLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: FoodOrderAttributes.self) { context in
      FoodOrderView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Text(context.attributes.restaurant)
            .font(.caption)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Text(context.state.readyAt, style: .timer)
            .monospacedDigit()
        }
        DynamicIslandExpandedRegion(.bottom) {
          FoodOrderItemsView(items: context.attributes.items)
        }
      } compactLeading: {
        Image(systemName: "takeoutbag.and.cup.and.straw.fill")
      } compactTrailing: {
        Text("\(context.state.preparedItems)/\(context.attributes.items.count)")
      } minimal: {
        Image(systemName: "takeoutbag.and.cup.and.straw.fill")
      }
    }
    .supplementalActivityFamilies([.small])
    .configurationDisplayName("Order")
  }
}

struct FoodOrderLiveActivity_Previews: PreviewProvider {
  static let attributes = FoodOrderSamples.attributes
  static let state = FoodOrderSamples.state

  static var previews: some View {
    attributes
      .previewContext(state, viewKind: .content)
      .previewDisplayName("Lock Screen")
    attributes
      .previewContext(state, viewKind: .dynamicIsland(.compact))
      .previewDisplayName("Compact")
    attributes
      .previewContext(state, viewKind: .dynamicIsland(.expanded))
      .previewDisplayName("Expanded")
    attributes
      .previewContext(state, isStale: true, viewKind: .dynamicIsland(.minimal))
      .previewDisplayName("Minimal")
  }
}

enum FoodOrderSamples {
  static let attributes = FoodOrderAttributes(
    restaurant: "Pasta Place",
    items: [
      .init(id: 1, name: "Cacio e pepe", quantity: 2),
      .init(id: 2, name: "Tiramisu", quantity: 1),
    ])
  static let state = FoodOrderAttributes.ContentState(
    preparedItems: 1, courierDistance: 1.2, readyAt: Date(timeIntervalSinceReferenceDate: 1_200))
}
