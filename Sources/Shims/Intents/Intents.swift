// `import Intents` on Linux: widget files written from Xcode 14's template import it for
// SiriKit's `INIntent` (configuration intents) even where they use nothing of it.
// GlimpseUI declares `INIntent`, `IntentConfiguration` and `IntentTimelineProvider`
// (Sources/GlimpseUI/WidgetKit/IntentConfiguration.swift); the classes Xcode generates from
// an `.intentdefinition` file are the app's own and are not here.
@_exported import GlimpseUI
