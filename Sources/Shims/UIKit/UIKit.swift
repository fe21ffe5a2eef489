// `import UIKit` on Linux: `UIColor`, `UIFont`, `UIImage` and `UITraitCollection`, which
// GlimpseUIKit declares, with Core Graphics' `CGColor`. Like Apple's, it brings Foundation
// along, with Foundation's localized strings (`String(localized:)`,
// `LocalizedStringResource`, which Foundation on Linux does not have), and nothing of
// SwiftUI: a file that draws views imports SwiftUI too.
@_exported import Foundation
@_exported import GlimpseLocalization
@_exported import GlimpseUIKit
