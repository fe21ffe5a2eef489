// `import HealthKit` on Linux: widget files import it for units and quantities (a glucose
// reading in mg/dL or mmol/L). GlimpseUI declares `HKUnit`, `HKQuantity`, `HKMetricPrefix`
// and `HKUnitMolarMassBloodGlucose` (Sources/GlimpseUI/HealthKit); the health store and
// its queries, which a widget cannot use, are not here.
@_exported import GlimpseUI
