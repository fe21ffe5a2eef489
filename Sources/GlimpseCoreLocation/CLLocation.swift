import Foundation

/// A location as CoreLocation reports one: a coordinate with its altitude, accuracies,
/// speed, course and time. Widget code makes them (from a state's numbers) and measures
/// distances between them; nothing here reads a position.
///
/// - Glimpse: works
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let courseAccuracy: CLLocationDirection
  public let speed: CLLocationSpeed
  public let speedAccuracy: CLLocationAccuracy
  public let timestamp: Date

  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, course: -1, speed: -1, timestamp: timestamp)
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirection = -1, speed: CLLocationSpeed,
    speedAccuracy: CLLocationAccuracy = -1, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
  }

  /// The great-circle distance to `location`, in meters (haversine on a sphere of the
  /// Earth's mean radius; CoreLocation's own differs by well under a percent).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let lat1 = coordinate.latitude * .pi / 180
    let lat2 = location.coordinate.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  open override var description: String {
    "<\(String(format: "%+.8f", coordinate.latitude)),\(String(format: "%+.8f", coordinate.longitude))> +/- \(horizontalAccuracy)m"
  }
}
