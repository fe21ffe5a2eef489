// `import HealthKit` on Linux: widget files import it for units and quantities (a glucose
// reading in mg/dL or mmol/L). GlimpseHealthKit declares `HKUnit`, `HKQuantity`,
// `HKMetricPrefix` and `HKUnitMolarMassBloodGlucose`; the health store and its queries, which
// a widget cannot use, are not here. Like Apple's, it brings Foundation along and nothing of
// SwiftUI.
@_exported import Foundation
@_exported import GlimpseHealthKit
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
