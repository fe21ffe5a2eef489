import Foundation

extension AssetCatalog {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var loaded = AssetCatalog()

  /// The catalog `UIImage(named:)` looks in, as the app's main bundle would: set by the
  /// command line when it has read the app's catalogs (empty until then).
  package static var current: AssetCatalog {
    get {
      lock.lock()
      defer { lock.unlock() }
      return loaded
    }
    set {
      lock.lock()
      loaded = newValue
      lock.unlock()
    }
  }
}
