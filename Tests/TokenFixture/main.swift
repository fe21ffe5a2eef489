// An app's own Live Activity code running under Glimpse, for .ci/apns-end-to-end.sh and
// .ci/apns-preview-end-to-end.sh (not a product): before the command line runs it
// requests an activity with a push token and registers the token as an app registers it
// with its server (here: writes it to the file GLIMPSE_FIXTURE_TOKEN_FILE names), and the
// push-to-start token of its attributes type too; then, as the app watching its activity,
// writes each content it sees to GLIMPSE_FIXTURE_STATE_FILE. A push to the registered
// token through `glimpse serve` (or `preview --apns`) must change that file.
import Foundation
import Glimpse
import GlimpseUI

struct CourierAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var stopsAway: Int
  }

  var trackingNumber: String
}

struct CourierLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: CourierAttributes.self) { context in
      Text("Parcel \(context.attributes.trackingNumber): \(context.state.stopsAway) stops away")
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("\(context.state.stopsAway) stops away") }
      } compactLeading: {
        Text("Parcel")
      } compactTrailing: {
        Text("\(context.state.stopsAway)")
      } minimal: {
        Text("\(context.state.stopsAway)")
      }
    }
  }
}

let environment = ProcessInfo.processInfo.environment

/// What the app's server would be sent: a token, in hexadecimal.
func register(_ token: Data, in variable: String) {
  guard let file = environment[variable] else { return }
  let hex = token.map { String(format: "%02x", $0) }.joined()
  try? Data((hex + "\n").utf8).write(to: URL(fileURLWithPath: file))
}

let activity = try Activity<CourierAttributes>.request(
  attributes: CourierAttributes(trackingNumber: "1Z999"),
  content: ActivityContent(state: CourierAttributes.ContentState(stopsAway: 9), staleDate: nil),
  pushType: .token)
let registered = DispatchSemaphore(value: 0)
Task.detached {
  for await token in activity.pushTokenUpdates { register(token, in: "GLIMPSE_FIXTURE_TOKEN_FILE") }
  for await token in Activity<CourierAttributes>.pushToStartTokenUpdates {
    register(token, in: "GLIMPSE_FIXTURE_START_TOKEN_FILE")
  }
  registered.signal()
  // The app watching its activity: each content it sees, and its state.
  var seen = ""
  while true {
    let now = "\(activity.content.state.stopsAway) \(activity.activityState)"
    if now != seen, let file = environment["GLIMPSE_FIXTURE_STATE_FILE"] {
      seen = now
      try? Data((now + "\n").utf8).write(to: URL(fileURLWithPath: file))
    }
    try? await Task.sleep(for: .milliseconds(50))
  }
}
registered.wait()
Glimpse.main(previews: [
  ActivityPreview(
    CourierLiveActivity(), attributes: CourierAttributes(trackingNumber: "1Z999"),
    states: [CourierAttributes.ContentState(stopsAway: 12)], name: "courier")
])
