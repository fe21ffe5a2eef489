/// SwiftUI's font designs, as far as they change widths.
public enum FontDesign: Hashable, Sendable {
  /// SF Pro.
  case `default`
  /// SF Pro Rounded: measured as SF Pro (the rounded cut shares its widths closely enough
  /// that no published figure tells them apart).
  case rounded
  /// SF Mono: every glyph advances the same 0.6 em.
  case monospaced
  /// New York: measured as SF Pro (no open font is calibrated to it).
  case serif
}
