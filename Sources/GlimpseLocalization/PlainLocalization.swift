import Foundation
import GlimpseLayout

/// The development language's localization: no string tables, no pseudo-language, en_US
/// and UTC (``RenderDefaults``), an iPhone. What a localized string reads as outside a
/// render (`String(localized:)` in an App Intent, a resource's `description`).
package struct PlainLocalization: LocalizationEnvironment, Sendable {
  package let strings = StringTables()
  package let locale = RenderDefaults.locale
  package let timeZone = RenderDefaults.timeZone
  package let formatsAsUSEnglish = true
  package let pseudoLanguage: PseudoLanguage? = nil
  package let stringsDevice = StringsDevice.iphone

  /// The one plain localization.
  package static let standard = PlainLocalization()
}
