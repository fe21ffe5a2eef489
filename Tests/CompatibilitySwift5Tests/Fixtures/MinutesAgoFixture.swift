// "Updated 3 min ago" and a countdown from now, worked out in a body from `Date()` and
// `Date.now`, as widgets often do; Swift 5 mode, Apple's imports.
#if canImport(ActivityKit)
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct MinutesAgoView: View {
  let updated: Date
  let end: Date

  var body: some View {
    VStack {
      Text("Updated \(Int(Date.now.timeIntervalSince(updated) / 60)) min ago")
      Text(timerInterval: min(Date(), end)...end, countsDown: true)
    }
  }
}
