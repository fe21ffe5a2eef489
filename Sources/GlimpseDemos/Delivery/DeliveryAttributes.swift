// The delivery tracker of seeds/000, as written for iOS; only the import block differs.
#if canImport(ActivityKit)
  import ActivityKit
  import Foundation
#else
  import GlimpseUI
#endif

// Define the attributes for a delivery tracking Live Activity
struct DeliveryAttributes: ActivityAttributes {
  // Static data — set when the activity starts, never changes
  let orderNumber: String
  let restaurantName: String
  let estimatedDeliveryTime: Date
  // Dynamic data — updated throughout the activity lifecycle
  struct ContentState: Codable, Hashable {
    let status: DeliveryStatus
    let driverName: String
    let currentStep: Int
    let totalSteps: Int
    let estimatedMinutesRemaining: Int
  }
}

enum DeliveryStatus: String, Codable, Hashable {
  case preparing
  case pickedUp
  case onTheWay
  case nearbyDropoff
  case delivered
  var displayText: LocalizedStringResource {
    switch self {
    case .preparing: return "Preparing"
    case .pickedUp: return "Picked Up"
    case .onTheWay: return "On the Way"
    case .nearbyDropoff: return "Almost There"
    case .delivered: return "Delivered"
    }
  }
  var systemImage: String {
    switch self {
    case .preparing: return "fork.knife"
    case .pickedUp: return "bag.fill"
    case .onTheWay: return "car.fill"
    case .nearbyDropoff: return "mappin.and.ellipse"
    case .delivered: return "checkmark.circle.fill"
    }
  }
}
