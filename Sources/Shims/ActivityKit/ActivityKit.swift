// `import ActivityKit` on Linux: activities, their attributes and content, alerts and push
// tokens, which GlimpseActivityKit declares (`Activity.request` starts one in the preview).
// Like Apple's, it brings Foundation along, with Foundation's localized strings
// (`LocalizedStringResource`, `String(localized:)`, which Foundation on Linux does not
// have), and nothing of SwiftUI: a file that draws the activity imports SwiftUI and
// WidgetKit too.
@_exported import Foundation
@_exported import GlimpseActivityKit
@_exported import GlimpseLocalization

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking  // URLSession and URLRequest, Foundation's on the device.
#endif
