import Foundation

/// A SiriKit intent: the base class of the configuration intents Xcode generates from an
/// `.intentdefinition` file (`ConfigurationIntent`), which home-screen widgets written
/// before App Intents are configured with. Not `Sendable`, as in Apple's SDK: a subclass
/// that Xcode generates (`class ConfigurationIntent: INIntent {}`) then compiles without a
/// warning, as it does there.
/// - Glimpse: accepted
open class INIntent: NSObject {
  /// An intent with no parameters set.
  public override init() {
    super.init()
  }
}
