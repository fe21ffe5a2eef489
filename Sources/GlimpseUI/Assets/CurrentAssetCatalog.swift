import GlimpseAssets

extension AssetCatalog {
  /// The catalog `UIImage(named:)` looks in, as the app's main bundle would: the catalog of
  /// the render under way (its environment's ``EnvironmentValues/assets``, which the
  /// command line fills with the app's catalogs); empty outside a render.
  package static var current: AssetCatalog { EnvironmentValues.current.assets }
}
