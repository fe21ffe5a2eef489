// `import Intents` on Linux: widget files written from Xcode 14's template import it for
// SiriKit's `INIntent` (configuration intents) even where they use nothing of it.
// GlimpseIntents declares `INIntent`; `IntentConfiguration` and `IntentTimelineProvider` are
// WidgetKit's (GlimpseUI). The classes Xcode generates from an `.intentdefinition` file are
// the app's own and are not here. Like Apple's, it brings Foundation along and nothing of
// SwiftUI.
@_exported import Foundation
@_exported import GlimpseIntents
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
