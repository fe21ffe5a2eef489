import GlimpseLocalization

/// The view surface's environment is where a `Text`'s localized strings are looked up.
extension EnvironmentValues: LocalizationEnvironment {
  /// The environment plain texts are written in: en_US, UTC, no tables. (`nonisolated(unsafe)`:
  /// a constant that is never written after it is made; `EnvironmentValues` is not `Sendable`
  /// only because an environment can hold reference values, and the default one holds none
  /// that change.)
  nonisolated(unsafe) static let plainLocalization = EnvironmentValues()
}

/// `String(localized:)` in a view's body reads the render's environment at that view.
extension RenderScope: LocalizationSource {
  package var localization: any LocalizationEnvironment { environment }
}
