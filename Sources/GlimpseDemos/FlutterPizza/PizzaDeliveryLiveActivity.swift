// A pizza delivery in the shape of the `live_activities` plugin's example widget: every
// value comes from the App Group's UserDefaults, force-unwrapped, as the plugin's users
// write it. Glimpse gives each state its defaults (`"defaults"` in the states file).
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

let sharedDefault = UserDefaults(suiteName: "group.dimitridessus.liveactivities")!

struct PizzaDeliveryLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: LiveActivitiesAppAttributes.self) { context in
      let pizzaName = sharedDefault.string(forKey: context.attributes.prefixedKey("name"))!
      let pizzaDescription = sharedDefault.string(
        forKey: context.attributes.prefixedKey("description"))!
      let pizzaPrice = sharedDefault.double(forKey: context.attributes.prefixedKey("price"))
      let deliverDate = Date(
        timeIntervalSince1970: sharedDefault.double(
          forKey: context.attributes.prefixedKey("deliverDate")) / 1000)

      VStack(alignment: .leading) {
        HStack {
          Text("Your \(pizzaName) is on the way!")
            .font(.headline)
          Spacer()
          Text(timerInterval: min(Date(), deliverDate)...deliverDate, countsDown: true)
            .font(.headline)
            .monospacedDigit()
            .multilineTextAlignment(.trailing)
            .frame(width: 60)
        }
        Text("\(pizzaDescription) 🍕")
          .font(.subheadline)
        Text("You've already paid: \(String(format: "%.2f", pizzaPrice)) + $9.9 Delivery Fee 💸")
          .font(.caption)
          .foregroundColor(.secondary)
      }
      .padding(15)
    } dynamicIsland: { context in
      let deliverName = sharedDefault.string(forKey: context.attributes.prefixedKey("deliverName"))!
      let quantity = sharedDefault.integer(forKey: context.attributes.prefixedKey("quantity"))
      let deliverDate = Date(
        timeIntervalSince1970: sharedDefault.double(
          forKey: context.attributes.prefixedKey("deliverDate")) / 1000)

      return DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label("\(quantity) item(s)", systemImage: "bag")
            .font(.title2)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Label {
            Text(timerInterval: min(Date(), deliverDate)...deliverDate, countsDown: true)
              .multilineTextAlignment(.trailing)
              .frame(width: 50)
              .monospacedDigit()
          } icon: {
            Image(systemName: "timer")
          }
          .font(.title2)
        }
        DynamicIslandExpandedRegion(.center) {
          Text("\(deliverName) is on his way!")
            .lineLimit(1)
            .font(.caption)
        }
      } compactLeading: {
        Label {
          Text("\(quantity) item(s)")
        } icon: {
          Image(systemName: "bag")
        }
        .font(.caption2)
      } compactTrailing: {
        Text(timerInterval: min(Date(), deliverDate)...deliverDate, countsDown: true)
          .multilineTextAlignment(.center)
          .frame(width: 40)
          .font(.caption2)
      } minimal: {
        Image(systemName: "timer")
      }
      .keylineTint(.orange)
    }
  }
}
