// `import WidgetKit` on Linux: widgets, their configurations (a Live Activity's, the
// Dynamic Island's, the home screen's, controls'), timelines and WidgetKit's `#Preview`s,
// which GlimpseWidgetKit and GlimpsePreviews declare. Like Apple's, it brings Foundation
// along, with Foundation's localized strings (`LocalizedStringResource`,
// `String(localized:)`, which Foundation on Linux does not have); a file that draws views
// imports SwiftUI too.
//
// This module also links the `Glimpse` command line into the program: a widget bundle's
// `@main` (`WidgetBundle.main()`) then starts Glimpse on every `#Preview` of the program,
// so a widget folder needs no `main.swift`.
@_exported import Foundation
@_exported import GlimpseLocalization
@_exported import GlimpsePreviews
@_exported import GlimpseWidgetKit
