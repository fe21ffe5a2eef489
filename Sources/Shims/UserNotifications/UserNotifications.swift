// `import UserNotifications` on Linux: widget and App Intent files import it to schedule a
// notification (a timer's end). GlimpseUserNotifications declares the requests, contents and
// triggers; the notification center accepts them and delivers nothing. Like Apple's, it
// brings Foundation along and nothing of SwiftUI.
@_exported import Foundation
// Foundation's localized strings (`String(localized:)`, `LocalizedStringResource`), which
// Foundation on Linux does not have.
@_exported import GlimpseLocalization
@_exported import GlimpseUserNotifications
