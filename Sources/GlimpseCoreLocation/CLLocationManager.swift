import Foundation

/// Whether the app may use the location: CoreLocation's cases.
///
/// - Glimpse: accepted
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4
}

/// How precisely the app may know the location.
///
/// - Glimpse: accepted
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy = 0
  case reducedAccuracy = 1
}

/// Accuracies a location manager may be asked for, in meters.
///
/// - Glimpse: accepted
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// - Glimpse: accepted
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// - Glimpse: accepted
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// - Glimpse: accepted
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// - Glimpse: accepted
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// - Glimpse: accepted
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

/// The messages a location manager sends. None arrives in Glimpse.
///
/// - Glimpse: accepted
public protocol CLLocationManagerDelegate: AnyObject {}

/// A location manager as widget code declares one (a widget rarely may use it). Accepted:
/// it compiles, reports `.notDetermined`, and never has a location or calls its delegate.
///
/// - Glimpse: accepted
open class CLLocationManager: NSObject, @unchecked Sendable {
  open weak var delegate: (any CLLocationManagerDelegate)?
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// Always nil: Glimpse has no position.
  open var location: CLLocation? { nil }
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
  /// Whether the widget may use the location (false: Glimpse has none).
  open var isAuthorizedForWidgetUpdates: Bool { false }

  public override init() {}

  open class func locationServicesEnabled() -> Bool { false }
  open func requestWhenInUseAuthorization() {}
  open func requestAlwaysAuthorization() {}
  open func requestLocation() {}
  open func startUpdatingLocation() {}
  open func stopUpdatingLocation() {}
}
