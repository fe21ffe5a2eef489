// An iOS 16.1-era pizza-delivery activity with its app-side manager, compiled in Swift 5
// mode: the deprecated contentState APIs, a non-Sendable singleton used from tasks, and
// fixed-size layouts written before ViewThatFits.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct PizzaAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var driverName: String
    var deliveryTimer: ClosedRange<Date>
  }

  var numberOfPizzas: Int
  var totalAmount: String
  var orderNumber: String
}

final class PizzaActivityStore {
  static let shared = PizzaActivityStore()
  var activity: Activity<PizzaAttributes>?
  var log: [String] = []

  func start() {
    let attributes = PizzaAttributes(numberOfPizzas: 3, totalAmount: "$42", orderNumber: "7781")
    let state = PizzaAttributes.ContentState(
      driverName: "Bill", deliveryTimer: Date()...Date().addingTimeInterval(15 * 60))
    do {
      activity = try Activity<PizzaAttributes>.request(
        attributes: attributes, contentState: state, pushType: nil)
      log.append("started \(activity?.id ?? "-")")
    } catch {
      log.append("failed: \(error.localizedDescription)")
    }
  }

  func update(driver: String) {
    Task {
      let state = PizzaAttributes.ContentState(
        driverName: driver, deliveryTimer: Date()...Date().addingTimeInterval(10 * 60))
      await self.activity?.update(using: state)
      self.log.append("updated")
    }
  }

  func stop() async {
    await activity?.end(using: nil, dismissalPolicy: .immediate)
    log.append("ended")
  }
}

struct PizzaDeliveryActivityWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: PizzaAttributes.self) { context in
      VStack(alignment: .leading) {
        HStack {
          Text("\(context.state.driverName) is on the way!")
            .font(.headline)
          Spacer()
          Text(timerInterval: context.state.deliveryTimer, countsDown: true)
            .multilineTextAlignment(.trailing)
            .frame(width: 50)
            .monospacedDigit()
        }
        HStack {
          ForEach(0..<context.attributes.numberOfPizzas, id: \.self) { _ in
            Image(systemName: "circle.fill")
              .foregroundColor(.orange)
          }
          Spacer()
          Text(context.attributes.totalAmount)
        }
      }
      .padding(.horizontal)
      .activitySystemActionForegroundColor(Color.indigo)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label("\(context.attributes.numberOfPizzas) Pizzas", systemImage: "bag")
            .foregroundColor(.indigo)
            .font(.title2)
        }
        DynamicIslandExpandedRegion(.trailing) {
          Label {
            Text(timerInterval: context.state.deliveryTimer, countsDown: true)
              .multilineTextAlignment(.trailing)
              .frame(width: 50)
              .monospacedDigit()
          } icon: {
            Image(systemName: "timer")
              .foregroundColor(.indigo)
          }
          .font(.title2)
        }
        DynamicIslandExpandedRegion(.center) {
          Text("\(context.state.driverName) is on the way!")
            .lineLimit(1)
            .font(.caption)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Button {
            PizzaActivityStore.shared.log.append("call driver")
          } label: {
            Label("Call driver", systemImage: "phone")
          }
          .foregroundColor(.indigo)
        }
      } compactLeading: {
        Label {
          Text("\(context.attributes.numberOfPizzas) Pizzas")
        } icon: {
          Image(systemName: "bag")
        }
        .font(.caption2)
      } compactTrailing: {
        Text(timerInterval: context.state.deliveryTimer, countsDown: true)
          .multilineTextAlignment(.center)
          .frame(width: 40)
          .font(.caption2)
      } minimal: {
        VStack(alignment: .center) {
          Image(systemName: "timer")
          Text(timerInterval: context.state.deliveryTimer, countsDown: true)
            .multilineTextAlignment(.center)
            .monospacedDigit()
            .font(.caption2)
        }
      }
      .keylineTint(.cyan)
    }
  }
}
