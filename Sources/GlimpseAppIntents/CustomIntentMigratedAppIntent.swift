import Foundation
import GlimpseLocalization

/// An App Intent that replaces a SiriKit custom intent (a widget configuration intent
/// migrated from an `.intentdefinition` file): AppIntents' `CustomIntentMigratedAppIntent`.
/// - Glimpse: accepted
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The class name of the SiriKit intent it replaces.
  static var intentClassName: String { get }
}
