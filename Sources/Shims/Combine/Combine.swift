// `import Combine` on Linux: widget files import it for an `ObservableObject` store with
// `@Published` properties, and a subject or two. GlimpseCombine declares those, synchronous
// and on the calling thread; no schedulers or operators. It brings Foundation along and
// nothing of SwiftUI. (`import SwiftUI` gives Combine's names too, as code written with
// SwiftUI alone relies on.)
@_exported import Foundation
@_exported import GlimpseCombine
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
