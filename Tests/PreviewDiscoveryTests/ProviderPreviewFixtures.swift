// An Xcode 14-style preview: a PreviewProvider whose previews ask for a Live Activity's
// views with previewContext, and no #Preview.
import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelLiveActivity_Previews: PreviewProvider {
  static let attributes = ParcelAttributes(carrier: "Old Post")
  static let state = ParcelAttributes.ContentState(
    stop: 7, arrival: Date().addingTimeInterval(600))

  static var previews: some View {
    attributes
      .previewContext(state, viewKind: .content)
      .previewDisplayName("Notification")
    attributes
      .previewContext(state, viewKind: .dynamicIsland(.compact))
      .previewDisplayName("Compact")
    attributes
      .previewContext(state, viewKind: .dynamicIsland(.expanded))
      .previewDisplayName("Expanded")
    Group {
      attributes.previewContext(
        ParcelAttributes.ContentState(stop: 6, arrival: Date().addingTimeInterval(900)),
        isStale: true, viewKind: .dynamicIsland(.minimal))
    }
  }
}

/// A provider with no Live Activity in it: it shows nothing, and is not a preview.
struct PlainView_Previews: PreviewProvider {
  static var previews: some View {
    Text("Just a view")
  }
}
