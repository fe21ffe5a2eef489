import Foundation
import GlimpseEnums

/// What a stand-in for APNs (`glimpse serve`, `glimpse preview --apns`) needs of the
/// activities app code requests with a push type: their token or channel, and a way to
/// apply the pushes the device applies.
extension Activity {
  /// How many activities were ever requested (of every type): a stand-in looks for new
  /// ones when it changes.
  package static var requestGeneration: Int { ActivityRegistry.shared.generation }

  /// Whether app code requested it with a push type (`.token` or `.channel(_:)`): the
  /// activities a stand-in adopts. The preview's own activity (for intents) is not one.
  package var isRequestedWithPushType: Bool { pushType != nil && !isPreview }

  /// The broadcast channel it was requested on (`pushType: .channel(id)`).
  package var pushChannel: String? { pushType?.channel }

  /// The update push token in hexadecimal, as a sender writes it (``pushToken``).
  package var pushTokenText: String? { pushToken.map(ActivityPushTokens.hex) }

  /// The push-to-start token of `Attributes` in hexadecimal (``pushToStartToken``).
  package static var pushToStartTokenText: String {
    ActivityPushTokens.hex(
      ActivityPushTokens.pushToStart(typeName: String(describing: Attributes.self)))
  }

  /// Shows `content`, as a pushed update the device applied does: ``content`` says it.
  /// Not one of the changes the preview takes from intents (``takeChanges()``): a stand-in
  /// keeps the pushes themselves.
  package func applyPushedUpdate(_ content: ActivityContent<Activity<Attributes>.ContentState>) {
    store.change { $0.content = content }
  }

  /// Ends the activity, as a pushed end the device applied does (with its final
  /// `content`, if any).
  package func applyPushedEnd(
    _ content: ActivityContent<Activity<Attributes>.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy
  ) {
    store.change {
      if let content { $0.content = content }
      $0.state = dismissalPolicy.isImmediate ? .dismissed : .ended
    }
  }
}
