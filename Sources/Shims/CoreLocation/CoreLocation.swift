// `import CoreLocation` on Linux: widget files import it for the value types a place is
// carried in (`CLLocationCoordinate2D`, `CLLocation`, `CLLocationDistance`,
// `CLLocationDegrees`). GlimpseCoreLocation declares them, with a location manager that
// compiles and never has a position. Like Apple's, it brings Foundation along and nothing of
// SwiftUI.
@_exported import Foundation
@_exported import GlimpseCoreLocation
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
