// `import SwiftUI` on Linux: the view surface (GlimpseUI) under the name of Apple's
// framework, so a widget file compiles unchanged, with `#Preview` (GlimpsePreviews; Apple's
// DeveloperToolsSupport, which SwiftUI re-exports) and UIKit's look-alike (GlimpseUIKit:
// SwiftUI on iOS re-exports UIKit, and `Color(uiColor:)` and `Image(uiImage:)` are
// declared there). Foundation comes through GlimpseUI, which re-exports it (so `Date` and
// `URL` work after this import alone).
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
@_exported import GlimpsePreviews
@_exported import GlimpseUI
@_exported import GlimpseUIKit
