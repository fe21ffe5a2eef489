// Foundation's localization look-alikes (`LocalizedStringResource`, `String(localized:)`,
// `String.LocalizationValue`) live below the view surface, in GlimpseLocalization; SwiftUI
// code reaches them as it reaches Foundation's, through this module.
@_exported import GlimpseLocalization
