// `import UIKit` on Linux: widget files import it for `UIColor`, `UIImage` and `UIFont`,
// which GlimpseUI declares. Foundation comes through GlimpseUI, which re-exports it; it is
// not re-exported here as well, so that GlimpseUI's `Date()` (the preview's clock) takes
// Foundation's place.
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
@_exported import GlimpseUI
