import Foundation

/// A change app code made to an activity: what the interactive preview adds to the
/// timeline it shows when a button's intent updates or ends the activity.
package enum ActivityChange<State: Decodable & Encodable & Hashable> {
  /// `update(_:)`, with its alert.
  case update(ActivityContent<State>, alert: AlertConfiguration?)
  /// `end(_:dismissalPolicy:)`.
  case end(ActivityContent<State>?, dismissalPolicy: ActivityUIDismissalPolicy)
}

extension Activity {
  /// A new activity the preview stands for, as `Activity<Attributes>.activities` finds it:
  /// it replaces the one made before (one per attributes type).
  package static func previewActivity(
    attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>
  ) -> Activity<Attributes> {
    ActivityRegistry.shared.remove(of: Attributes.self) { $0.isPreview }
    let activity = Activity(attributes: attributes, content: content)
    activity.isPreview = true
    ActivityRegistry.shared.add(activity, of: Attributes.self)
    return activity
  }

  /// The changes made since the last call, oldest first.
  package func takeChanges() -> [ActivityChange<Activity<Attributes>.ContentState>] {
    var taken: [ActivityChange<Activity<Attributes>.ContentState>] = []
    store.change {
      taken = $0.changes
      $0.changes = []
    }
    return taken
  }
}
