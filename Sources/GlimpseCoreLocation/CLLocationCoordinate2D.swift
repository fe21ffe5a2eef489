import Foundation

/// A latitude or longitude in degrees (WGS 84), as CoreLocation declares it.
///
/// - Glimpse: works
public typealias CLLocationDegrees = Double
/// A distance in meters.
///
/// - Glimpse: works
public typealias CLLocationDistance = Double
/// A speed in meters per second.
///
/// - Glimpse: works
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
///
/// - Glimpse: works
public typealias CLLocationDirection = Double
/// An accuracy in meters (negative: not valid).
///
/// - Glimpse: works
public typealias CLLocationAccuracy = Double

/// A point on the Earth: CoreLocation's value type, for widget code that carries a
/// place (a stop, a store, a runner). As in Apple's SDK it is neither `Equatable` nor
/// `Codable` (apps add those in extensions of their own).
///
/// - Glimpse: works
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  /// The coordinate (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// The coordinate CoreLocation uses for "none": (-180, -180).
///
/// - Glimpse: works
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A distance that means "any" (a location manager's filter).
///
/// - Glimpse: works
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Whether `coordinate` is on the Earth: a latitude within ±90, a longitude within ±180.
///
/// - Glimpse: works
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// `CLLocationCoordinate2D(latitude:longitude:)` as a function, as CoreLocation has it.
///
/// - Glimpse: works
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
