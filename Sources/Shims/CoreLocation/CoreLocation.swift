// `import CoreLocation` on Linux: widget files import it for the value types a place is
// carried in (`CLLocationCoordinate2D`, `CLLocation`, `CLLocationDistance`,
// `CLLocationDegrees`). GlimpseUI declares them (Sources/GlimpseUI/CoreLocation), with a
// location manager that compiles and never has a position.
@_exported import GlimpseUI
