//
//  GlucosePreviews.swift
//  GlucoseWidget
//
//  Xcode 14's previews: a PreviewProvider, no #Preview.
//

#if os(iOS) && !targetEnvironment(macCatalyst)
  import ActivityKit
  import SwiftUI
  import WidgetKit

  struct GlucoseLiveActivity_Previews: PreviewProvider {
    static let attributes = GlucoseActivityAttributes(sensorName: "Dexcom G7")
    static let state = GlucoseActivityAttributes.ContentState(
      milligramsPerDeciliter: 112, trend: "→", readAt: Date())

    static var previews: some View {
      attributes
        .previewContext(state, viewKind: .content)
        .previewDisplayName("Lock Screen")
      attributes
        .previewContext(state, viewKind: .dynamicIsland(.expanded))
        .previewDisplayName("Expanded")
    }
  }
#endif
