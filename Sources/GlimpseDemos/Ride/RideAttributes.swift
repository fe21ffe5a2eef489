// A ride-hailing pickup: what seeds/004's "Waiting for a taxi" takeaway describes.
#if canImport(ActivityKit)
  import ActivityKit
#else
  import GlimpseUI
#endif

struct RideAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var status: RideStatus
    var driverName: String
    var carDescription: String
    var plate: String
    var pickupDate: Date
    var requestedDate: Date
    var distanceKm: Double
    var rating: Double
  }

  var destination: String
  var rideType: String
}

enum RideStatus: String, Codable, Hashable {
  case searching, assigned, arriving, arrived, onTrip, completed

  var title: String {
    switch self {
    case .searching: return "Finding your driver"
    case .assigned: return "Driver on the way"
    case .arriving: return "Arriving now"
    case .arrived: return "Your driver is here"
    case .onTrip: return "On your way"
    case .completed: return "You've arrived"
    }
  }

  var symbol: String {
    switch self {
    case .searching: return "magnifyingglass"
    case .assigned, .arriving: return "car.fill"
    case .arrived: return "mappin.and.ellipse"
    case .onTrip: return "location.fill"
    case .completed: return "checkmark.circle.fill"
    }
  }
}
