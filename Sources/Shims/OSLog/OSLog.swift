// `import OSLog` on Linux: widget files import it for a `Logger`. GlimpseOSLog declares
// `Logger`, `OSLog`, `os_log` and the message types: every message is accepted and dropped,
// so that nothing scribbles over the preview. Like Apple's, it brings Foundation along and
// nothing of SwiftUI.
@_exported import Foundation
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
@_exported import GlimpseOSLog
