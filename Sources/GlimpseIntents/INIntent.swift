import Foundation

/// A SiriKit intent: the base class of the configuration intents Xcode generates from an
/// `.intentdefinition` file (`ConfigurationIntent`), which home-screen widgets written
/// before App Intents are configured with.
/// - Glimpse: accepted
open class INIntent: NSObject, @unchecked Sendable {
  /// An intent with no parameters set.
  public override init() {
    super.init()
  }
}
