// A courier's Live Activity as written for iOS: ActivityKit, SwiftUI and WidgetKit are
// Glimpse's stand-ins on Linux.
import ActivityKit
import SwiftUI
import WidgetKit

public struct CourierAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    public var courier: String
    public var minutes: Int

    public init(courier: String, minutes: Int) {
      self.courier = courier
      self.minutes = minutes
    }
  }

  public var shop: String

  public init(shop: String) {
    self.shop = shop
  }
}

public struct CourierLiveActivity: Widget {
  public init() {}

  public var body: some WidgetConfiguration {
    ActivityConfiguration(for: CourierAttributes.self) { context in
      VStack(alignment: .leading) {
        Text(context.attributes.shop).font(.headline)
        Text("\(context.state.courier) arrives in \(context.state.minutes) min")
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text(context.state.courier) }
        DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutes) min") }
      } compactLeading: {
        Text(context.state.courier)
      } compactTrailing: {
        Text("\(context.state.minutes)m")
      } minimal: {
        Text("\(context.state.minutes)")
      }
    }
  }
}
