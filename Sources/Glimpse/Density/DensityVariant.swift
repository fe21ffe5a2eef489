import GlimpseActivity
import GlimpseUI

/// One render of a density sweep: a presentation of one state, on one device, with or
/// without limited width, in one locale, pseudo-language and Dynamic Type size.
struct DensityVariant: Hashable, Sendable {
  /// The presentation drawn.
  var presentation: Presentation
  /// The device swept.
  var device: DeviceProfile
  /// Whether the island cannot grow (only ever true for island presentations).
  var limitedWidth: Bool
  /// The content state's index in the timeline's events, from 0.
  var state: Int
  /// The locale identifier.
  var locale: String
  /// The pseudo-language, or nil for none.
  var pseudo: PseudoLanguage?
  /// The Dynamic Type size.
  var dynamicType: DynamicTypeSize

  /// A short label: `compact-trailing · iphone-16-pro · limited width · state 2 · de_DE ·
  /// double · accessibility3` (what is at its default is left out, but presentation,
  /// device and state always show).
  var label: String {
    var parts = [presentation.rawValue, device.name]
    if limitedWidth { parts.append("limited width") }
    parts.append("state \(state + 1)")
    parts.append(locale)
    if let pseudo { parts.append(pseudo.rawValue) }
    parts.append("\(dynamicType)")
    return parts.joined(separator: " · ")
  }
}
