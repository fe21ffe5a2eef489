import Foundation
import GlimpseActivity

/// The activities app code starts itself: `Activity.request(attributes:content:pushType:)`
/// run by the program before `Glimpse.main`, by a task, or by an intent a button of the
/// preview performs. The service adopts each of the types it serves: one requested with
/// `.token` under the update token its `pushTokenUpdates` gave the app (so a push to the
/// token the app registered updates it), one requested with `.channel(id)` subscribed to
/// that channel (so a broadcast there updates it, and has no token of its own, as on a
/// device). An activity requested before the server started is adopted when it starts.
extension PushService {
  /// Adopts the activities app code requested since the last call (cheap when there are
  /// none: the service asks first whether any activity was requested at all). Called
  /// before each request is handled, and by `serve` and `preview --apns` between turns.
  public func adoptRequestedActivities() {
    let generation = ActivityPreview.requestGeneration
    guard generation != adoptedGeneration else { return }
    adoptedGeneration = generation
    for preview in previews {
      for requested in preview.requestedActivities(excluding: adoptedIDs, at: now()) {
        adopt(requested, of: preview)
      }
    }
  }

  private func adopt(_ requested: RequestedActivity, of preview: ActivityPreview) {
    adoptedIDs.insert(requested.id)
    let number = (instances[preview.name] ?? 1) + 1
    instances[preview.name] = number
    let activity = requested.pushed(name: "\(preview.name)#\(number)", previewName: preview.name)
    // A channel's activity has no token; it is known to the channel by a key no push
    // can be addressed to.
    let key = requested.token ?? "request " + requested.id
    activities[key] = activity
    if let token = requested.token {
      tokens.append((activity.name, token))
      check.tokens.insert(token)
      log.note(
        "requested",
        "\(activity.name): requested by the app (Activity.request, pushType .token); "
          + "update push token \(token)",
        fields: [("activity", activity.name), ("token", token), ("id", requested.id)])
    } else {
      log.note(
        "requested",
        "\(activity.name): requested by the app (Activity.request, pushType .channel)",
        fields: [("activity", activity.name), ("id", requested.id)])
    }
    if let channel = requested.channel { subscribe(key, to: channel) }
    onRequested?(activity, requested.start)
  }
}
