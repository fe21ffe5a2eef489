// The field-service visit of seeds/001, as written for iOS.
#if canImport(ActivityKit)
  import ActivityKit
#else
  import GlimpseUI
#endif

struct ServiceVisitAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var technicianName: String
    var avatarSymbol: String  // SF Symbol or asset catalog name
    var vanDescription: String
    var arrivalStartEpoch: Int  // seconds since 1970
    var arrivalEndEpoch: Int
    var status: VisitStatus
    var kilometresAway: Double
  }

  var customerFirstName: String
  var serviceAddress: String
  var jobSummary: String
}

extension ServiceVisitAttributes.ContentState {
  var arrivalWindow: ClosedRange<Date> {
    let start = Date(timeIntervalSince1970: TimeInterval(arrivalStartEpoch))
    let end = Date(timeIntervalSince1970: TimeInterval(arrivalEndEpoch))
    return start...end
  }
}

enum VisitStatus: String, Codable, Hashable {
  case scheduled, enRoute, nearby, onSite, finishing, completed, cancelled, failed
}

extension ServiceVisitAttributes {
  static var preview: ServiceVisitAttributes {
    ServiceVisitAttributes(
      customerFirstName: "Alex", serviceAddress: "12 Elm Row", jobSummary: "Boiler check")
  }
}
