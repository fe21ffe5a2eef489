// `import UserNotifications` on Linux: widget and App Intent files import it to schedule a
// notification (a timer's end). GlimpseUI declares the requests, contents and triggers
// (Sources/GlimpseUI/UserNotifications); the notification center accepts them and
// delivers nothing.
@_exported import GlimpseUI
