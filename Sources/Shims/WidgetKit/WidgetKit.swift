// `import WidgetKit` on Linux: Glimpse's surface under the name of Apple's framework, so a
// widget file compiles unchanged. Foundation comes through GlimpseUI, which re-exports it
// (so `Date` and `URL` work after this import alone); it is not re-exported here as well,
// so that GlimpseUI's `Date()` (the preview's clock) takes Foundation's place.
//
// This module also links the `Glimpse` command line into the program: a widget bundle's
// `@main` (`WidgetBundle.main()`) then starts Glimpse on every `#Preview` of the program,
// so a widget folder needs no `main.swift`.
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
@_exported import GlimpseUI
