// The attributes every app built with Flutter's `live_activities` plugin declares: the
// plugin starts the activity with an id and writes the widget's data to the App Group's
// UserDefaults under keys prefixed by that id; the content state only names the group.
#if canImport(ActivityKit)
  import ActivityKit
  import Foundation
#else
  import GlimpseUI
#endif

struct LiveActivitiesAppAttributes: ActivityAttributes, Identifiable {
  public typealias LiveDeliveryData = ContentState

  public struct ContentState: Codable, Hashable {
    var appGroupId: String
  }

  var id = UUID()
}

extension LiveActivitiesAppAttributes {
  func prefixedKey(_ key: String) -> String {
    return "\(id)_\(key)"
  }
}
